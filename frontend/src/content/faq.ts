/** The FAQ page's entries (SPEC §2: ten questions, in this order). */
export type FaqEntry = { question: string; answer: string[] };

export const FAQ: FaqEntry[] = [
  {
    question: 'What is bankxl?',
    answer: [
      'bankxl converts PDF bank and credit-card statements into Excel workbooks. You upload a statement, we find the transaction table on every page, and you download an .xlsx file with the date, description, payee, category, amount and balance of each transaction in its own column, and a By category sheet with the money in and out of each category.',
      'Each workbook also has a Summary sheet that checks the statement: the opening balance plus all transactions must equal the closing balance. The Summary shows the result as verified, not verified (with the first row where the running balance breaks) or cannot verify (when the statement prints no balances).',
    ],
  },
  {
    question: 'How long do you keep my files?',
    answer: [
      'Uploaded PDFs and the workbooks made from them are kept for 24 hours and then deleted from our servers. While they are stored, signed-in users can download the workbook again from the Documents page.',
      'After 24 hours the file shows as Expired and can no longer be downloaded. The list keeps the file name and upload date so you can see what you converted.',
    ],
  },
  {
    question: 'Is it safe to upload my bank statements?',
    answer: [
      'Files travel over an encrypted connection, are stored only for the 24 hours described above, and are never passed to third parties. We do not read your statements or use them to train anything; the conversion is done by software on our own servers.',
      'We never write statement contents to our logs, and text from your statement can never turn into a formula in the workbook. If you do not want a file kept for 24 hours, convert it without an account: anonymous conversions are not listed anywhere.',
    ],
  },
  {
    question: 'How much does it cost?',
    answer: [
      'One credit converts one page. Visitors without an account can convert 1 page free every 24 hours. Registering is free and gives you 3 credits.',
      'After that you can buy credit packs, from a single credit for $0.50 up to bulk packs of 48,000 credits. Packs are paid once; there is no subscription and credits do not expire. See the Pricing page for every pack.',
    ],
  },
  {
    question: 'Can I use bankxl for my business or my clients?',
    answer: [
      'Yes. Bookkeepers, accountants and small businesses are most of our users. The Small Business, Accountant and Firm packs are sized for monthly reconciliation work, and the bulk packs cover a full year.',
      'If you need larger volumes, invoicing or help onboarding a team, choose Enterprise on the Pricing page and tell us what you need.',
    ],
  },
  {
    question: 'Which files can I convert?',
    answer: [
      'PDF files only. Images (JPG, PNG, HEIC), Word documents, spreadsheets and CSV files are refused at upload.',
      'Statements downloaded from online banking contain real text and are read exactly. Scanned paper statements (pictures of pages inside a PDF) are read by OCR, page by page, and cost the same; OCR can misread a blurred figure, so the balance check tells you whether the rows add up, and rows read with low confidence are named in the warnings. Password-protected PDFs work: we ask for the password, use it once to open the file and never store it.',
    ],
  },
  {
    question: 'I forgot my password. What do I do?',
    answer: [
      'Open the login page and choose "Forgot your password?". Enter the email address of your account and we send you a link to choose a new password. The new password needs at least 6 characters.',
      'If you signed up with Google, you do not have a bankxl password: use the Google button to sign in.',
    ],
  },
  {
    question: 'How do referrals work?',
    answer: [
      'Every account has a referral code on its Profile page. Share it: when a friend registers with your code and verifies their email address, you receive free credits.',
      'To keep this fair, free credits are not given when several accounts are created from the same device.',
    ],
  },
  {
    question: 'Why Excel and not CSV?',
    answer: [
      'A workbook keeps what a CSV loses: real dates instead of text that each program reads differently, numbers formatted as money, negative amounts in red, a frozen header row and filters ready to use.',
      'It also holds more than one sheet, so the transactions and the balance check (the Summary sheet) travel together. You can still save any sheet as CSV from Excel, Numbers or LibreOffice.',
    ],
  },
  {
    question: 'How do I contact support?',
    answer: [
      'Use the Contact Support button on the home page, or the Contact button on the Pricing page. Tell us which bank the statement is from and what went wrong; please do not attach the statement itself.',
      'Our support team responds within 24 hours.',
    ],
  },
];
