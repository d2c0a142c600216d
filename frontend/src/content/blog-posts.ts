/** The blog's static posts. `BLOG_POSTS` is sorted newest first; `?post=N` indexes into it. */
export type BlogPost = {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  summary: string;
  /** Paragraphs; a paragraph starting with "## " is a subheading. */
  content: string[];
};

const posts: BlogPost[] = [
  {
    title: 'Why every bankxl workbook has a Summary sheet',
    date: '2025-11-04',
    summary: 'A conversion you cannot check is a conversion you have to redo by hand. Here is how the balance check works and how to read it.',
    content: [
      'The hardest part of turning a PDF statement into a spreadsheet is not reading the text. It is knowing that nothing was missed: a transaction split across a page break, a line that looked like a subtotal, a minus sign printed after the number.',
      '## The check',
      'Most statements print an opening and a closing balance. If every transaction was read correctly, the opening balance plus the sum of all transactions equals the closing balance, to the cent. When the statement also prints a running balance on each row, we check that too, row by row.',
      '## Reading the verdict',
      'Verified means both checks passed. Not verified means they did not, and the Summary names the first row where the running balance stops matching, which is where you should look. Cannot verify means the statement prints no balances at all, so there is nothing to compare against; the transactions are still there, but check the totals yourself.',
      'We would rather tell you a conversion is not verified than hand you a tidy spreadsheet that is quietly wrong.',
    ],
  },
  {
    title: 'Converting password-protected statements',
    date: '2025-10-15',
    summary: 'Many banks lock their PDF statements with a password. You can now convert them without removing the password first.',
    content: [
      'Banks in many countries send statements as PDFs protected with a password, often your date of birth or part of your account number. Until now you had to open the file, print it to a new PDF and upload that copy.',
      'Now you can upload the protected file directly. bankxl sees that the PDF needs a password and asks for it. Type it in and the conversion continues; if the password is wrong, we say so and you can try again.',
      'The password is used once, to open that file, and is never stored or logged. The usual rules apply: the upload is deleted after 24 hours.',
    ],
  },
  {
    title: 'Five checks before you import transactions into your accounting software',
    date: '2025-09-23',
    summary: 'A few minutes of checking in Excel saves hours of unpicking a bad import. Our checklist for bookkeepers.',
    content: [
      'Importing a statement into accounting software is fast. Undoing a bad import is not. Before you import, spend two minutes on these checks.',
      '## 1. The balance check',
      'Open the Summary sheet. If it says verified, the transactions add up to the statement. If not, start at the row it names.',
      '## 2. The date range',
      'Sort by date and look at the first and last rows. They should sit inside the statement period.',
      '## 3. Signs',
      'Money out should be negative. Filter the amount column for positive values and make sure they are all deposits, refunds or transfers in.',
      '## 4. Duplicates across statements',
      'If you convert overlapping statements, the same transaction can appear twice. Remove the overlap before importing.',
      '## 5. The column mapping',
      'Finally, check that your software maps date, description and amount to the right columns. Do it once, save the mapping, and the next import takes seconds.',
    ],
  },
  {
    title: 'Statements with several accounts in one PDF',
    date: '2025-08-28',
    summary: 'Business statements often combine a current account, a savings account and a card. bankxl now keeps them apart.',
    content: [
      'Some banks send one PDF for all of a customer\u2019s accounts: a current account, a savings account and sometimes a card, each with its own opening and closing balance.',
      'bankxl now recognises where one account ends and the next begins. Each account is converted separately and checked against its own balances, so a transfer from savings to current shows up once in each account rather than confusing the totals.',
      'The Summary sheet lists every account found, with its currency, period and verdict.',
    ],
  },
  {
    title: 'Dates are harder than they look',
    date: '2025-07-30',
    summary: 'Is 03/04 the third of April or the fourth of March? How we read dates on statements from around the world.',
    content: [
      'A statement from London and one from New York can print the same date as 04/03 and 03/04. Some print 05 MAR with no year, some print 15JAN24, and German banks write 15.01.2024.',
      'We never guess a date from a single row. We look at the whole date column: if any row has a first number above 12, the order is settled. If none does, the statement period and the order of the rows decide.',
      'Years are taken from the statement period, which matters for statements that run across New Year: a December transaction on a January statement belongs to the previous year.',
      'Dates are written into the workbook as real Excel dates, so sorting and filtering work straight away.',
    ],
  },
  {
    title: 'Our terms of service, in plain words',
    date: '2025-06-17',
    summary: 'We updated our terms today. Here is what they say about credits, refunds, your files and your account.',
    content: [
      'We published a new version of our terms today. The full text is on the Terms page; this is the short version.',
      'Credits are bought in packs and used at one credit per page. Purchases are final and not refundable, except where the law says otherwise. If we change prices, the new prices apply from the moment they are published; credits you already own are not affected.',
      'You must be at least 18 to use bankxl. Your files are deleted 24 hours after upload. You can delete your account at any time from your Profile page.',
      'The terms are governed by the law of the Hong Kong SAR. If you have a question about them, contact us and we will answer within 24 hours.',
    ],
  },
  {
    title: 'How bookkeepers use bankxl at month end',
    date: '2025-05-21',
    summary: 'Three bookkeepers told us how they fit statement conversion into their month-end close.',
    content: [
      'We asked three bookkeepers who convert statements every month how they work. Their routines had a lot in common.',
      'All three download statements for every client on the first working day of the month and convert them in one sitting. The files are only kept for 24 hours, so they download the workbooks straight away and file them with the client\u2019s records.',
      'All three start with the Summary sheet. A verified statement goes straight to import; a not-verified one gets a closer look at the row the Summary points to, which is usually a bank fee printed in an odd place.',
      'And all three buy the Accountant or Firm pack: at one credit per page, a typical client\u2019s month is between two and six credits.',
    ],
  },
  {
    title: 'Credit card statements: why purchases are negative',
    date: '2025-04-29',
    summary: 'On a card statement a purchase increases what you owe. In the workbook it is money out, so it is negative.',
    content: [
      'Card statements are written from the bank\u2019s point of view: a purchase increases your balance, meaning the amount you owe, and a payment reduces it.',
      'In the workbook we use your point of view, the same as for a current account: a purchase is money out and is negative; a payment to the card is money in and is positive. That way a card and a current account can sit side by side in one sheet and add up.',
      'The balance check still works, because we apply the same rule to the opening and closing balances.',
    ],
  },
  {
    title: 'Introducing bulk packs',
    date: '2025-03-18',
    summary: 'Firms asked for a year of credits in one purchase. Bulk packs give twelve months of each pack at once.',
    content: [
      'Accounting firms told us that buying credits every month meant one more invoice to approve every month. Bulk packs fix that.',
      'Each bulk pack is twelve times the matching credit pack: Small Business bulk is 4,800 credits for $90, Accountant bulk is 12,000 credits for $180 and Firm bulk is 48,000 credits for $300. Credits do not expire, so there is no rush to use them.',
      'Switch between Credit Packs and Bulk Packs at the top of the Pricing page.',
    ],
  },
  {
    title: 'What happens to your file after you upload it',
    date: '2025-02-25',
    summary: 'From upload to deletion: the life of a statement on our servers, step by step.',
    content: [
      'We get asked this a lot, so here is the whole story.',
      'Your PDF travels to us over an encrypted connection. We check that it really is a PDF by looking at its content, not just its name. Our software reads the text and positions on each page, finds the transaction table and builds the workbook. No person looks at it.',
      'If you are signed in, the PDF and the workbook are stored so you can download the workbook again from your Documents page. Exactly 24 hours after upload, both are deleted. The Documents page keeps the file name and date and marks it Expired.',
      'If you are not signed in, the workbook goes straight back to your browser and nothing is listed anywhere. Files are never passed to third parties.',
    ],
  },
  {
    title: 'Refer a colleague, earn free credits',
    date: '2025-01-28',
    summary: 'Every account now has a referral code. Share it and you earn credits when your colleague signs up.',
    content: [
      'You will find your referral code on your Profile page, with a Copy button. Share it with a colleague or a client.',
      'When they register with your code and verify their email address, you receive free credits (they still get their own 3 sign-up credits). Your Profile shows how many people you have referred.',
      'Free credits are not given when several accounts are created from the same device; this keeps the scheme fair for everyone.',
    ],
  },
  {
    title: 'Numbers in every format',
    date: '2024-12-17',
    summary: '1,234.56 or 1.234,56? Minus signs before, after or in brackets? How we read amounts.',
    content: [
      'An amount of one thousand two hundred and thirty-four euros and fifty-six cents can be printed as 1,234.56, 1.234,56, 1 234,56 or, in India, as 1,234.56 with lakh grouping for larger amounts. Some currencies, like the Japanese yen, have no decimals at all.',
      'Negative amounts are just as varied: -12.00, 12.00-, (12.00), 12.00 DR, or a separate column for money out. German statements often mark amounts with S and H.',
      'We work out the convention from the whole statement, not line by line, and write plain signed numbers into the workbook with two decimals where the currency has them. Money out is always negative.',
    ],
  },
  {
    title: 'Sign in with Google',
    date: '2024-11-19',
    summary: 'You can now create an account and sign in with your Google account, no password needed.',
    content: [
      'Registration now has a Sign up with Google button. Choose your Google account and you are signed in; there is no password to remember and no verification email to wait for.',
      'Google accounts get the same 3 free credits as email accounts. The first time you sign in, we ask whether a friend referred you so you can enter their code.',
      'Because your email address comes from Google, it cannot be changed on your Profile page.',
    ],
  },
  {
    title: 'Why we delete your files after 24 hours',
    date: '2024-10-22',
    summary: 'A bank statement is one of the most sensitive documents you own. We keep it for as short a time as is useful.',
    content: [
      'A bank statement shows where you live, where you shop, who pays you and who you pay. We do not want to keep that any longer than you need us to.',
      'Twenty-four hours is long enough to download the workbook again if you lose it, or to pick it up on another computer. It is short enough that an old statement is not sitting on a server for months.',
      'If you need a workbook later, keep your downloaded copy. You can always convert the PDF again.',
    ],
  },
  {
    title: 'Bank statement to Excel: the manual way versus bankxl',
    date: '2024-09-24',
    summary: 'Copy and paste, retype, or convert? We timed a three-page statement each way.',
    content: [
      'We took a real three-page statement with 74 transactions and converted it to a spreadsheet three ways.',
      'Copying from the PDF and pasting into Excel took 21 minutes. Most of it went into fixing columns: descriptions spilled into amount cells, dates came through as text and page headers landed in the middle of the data.',
      'Retyping took 38 minutes and produced two typing errors, which we only found by adding up the totals.',
      'With bankxl it took under a minute, including the upload, and the Summary sheet confirmed the totals matched the statement.',
    ],
  },
  {
    title: 'Getting the best results from your statements',
    date: '2024-08-27',
    summary: 'Download statements from online banking rather than scanning paper ones. Here is why, and a few more tips.',
    content: [
      'Statements downloaded from online banking contain real text, so every character is read exactly. Scanned paper statements are pictures of text: they are read by OCR, which is slower and can misread a blurred figure, so scan at 300 dpi and check the balance check on the result.',
      'Upload the original PDF from your bank rather than a printed-to-PDF copy; printing can reorder text on the page. If the file is password-protected, upload it as it is and enter the password when asked.',
      'Convert one statement period per file when you can. And if a statement does not convert well, tell us which bank it is from through Contact Support; every report helps us improve.',
    ],
  },
  {
    title: 'Welcome to bankxl',
    date: '2024-07-30',
    summary: 'Turning PDF bank statements into spreadsheets should take seconds and be checkable. That is why we built bankxl.',
    content: [
      'Everyone who has done bookkeeping knows the job: a stack of PDF statements and a spreadsheet that needs the transactions. Copying by hand is slow and error-prone, and most converters give you a table you cannot trust.',
      'bankxl reads statements from any bank without templates, writes clean Excel workbooks and checks every conversion against the balances printed on the statement.',
      'Try it now: your first page every day is free, and registering gives you 3 free credits.',
    ],
  },
];

export const BLOG_POSTS: BlogPost[] = [...posts].sort((a, b) => b.date.localeCompare(a.date));
