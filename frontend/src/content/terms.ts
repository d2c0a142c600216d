/** Terms of service: 23 numbered sections (SPEC §2), last updated 2025-06-17. */
export type LegalSection = { title: string; body: string[] };

export const TERMS_LAST_UPDATED = '2025-06-17';

export const TERMS: LegalSection[] = [
  {
    title: 'Introduction',
    body: [
      'These Terms of Service ("Terms") govern your use of the bankxl website and service, which converts PDF bank statements into Excel workbooks (the "Service"). "We", "us" and "our" mean the operator of bankxl; "you" means the person using the Service.',
      'By using the Service you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the Service.',
    ],
  },
  {
    title: 'Communications',
    body: [
      'By creating an account you agree to receive emails that are needed to run your account, such as email address verification, password reset links and purchase receipts. We do not send marketing emails without your consent, and you can withdraw consent at any time by contacting us.',
    ],
  },
  {
    title: 'Purchases',
    body: [
      'Credits are sold in packs through the Pricing page. One credit converts one page of a statement. Payments are processed by our payment provider; we do not store your card details.',
      'By buying a pack you confirm that you are authorised to use the payment method. Credits are added to your account when the payment succeeds. Credits do not expire while your account exists and cannot be transferred or exchanged for money.',
      'Visitors without an account may convert 1 page every 24 hours free of charge. New accounts receive 3 free credits, except where several accounts are created from one device.',
    ],
  },
  {
    title: 'Fee changes',
    body: [
      'We may change the price of credit packs at any time. A price change takes effect immediately when it is published on the Pricing page. It does not affect credits you have already bought.',
    ],
  },
  {
    title: 'Refunds',
    body: [
      'All purchases of credits are final and non-refundable, except where refunds are required by applicable law. If a conversion fails because of a fault on our side, no credit is charged for it; if one was charged, it is returned to your balance.',
    ],
  },
  {
    title: 'Content',
    body: [
      'You keep all rights in the statements you upload and in the workbooks made from them. You give us only the permission needed to process your files to provide the Service.',
      'Uploaded files and the workbooks made from them are stored for 24 hours and then deleted. They are not passed to third parties. You are responsible for having the right to upload each file.',
    ],
  },
  {
    title: 'Prohibited uses',
    body: [
      'You may use the Service only for lawful purposes. You must not: upload documents you have no right to process; use the Service to commit fraud or to falsify financial records; try to get around the limits on free conversions, including by creating several accounts; interfere with or overload the Service; probe, scan or test its security without our written permission; or copy, resell or offer the Service to others as your own without our agreement.',
    ],
  },
  {
    title: 'Analytics',
    body: [
      'We use analytics to understand how the Service is used and to improve it, for example which pages are visited and how long conversions take. Analytics never include the contents of your statements. Details are in our Privacy Policy.',
    ],
  },
  {
    title: 'No use by minors',
    body: [
      'The Service is intended for people aged 18 and over. By using it you confirm that you are at least 18 years old. We do not knowingly collect personal information from children under 13.',
    ],
  },
  {
    title: 'Accounts',
    body: [
      'You must give accurate information when you create an account and keep your password confidential. You are responsible for everything done with your account. Tell us at once if you believe your account has been used without permission.',
      'Signing in with email requires a verified email address. You may delete your account at any time from your Profile page; deletion removes your remaining credits.',
    ],
  },
  {
    title: 'Intellectual property',
    body: [
      'The Service, including its software, design, text and logos, belongs to us or our licensors and is protected by intellectual property laws. These Terms give you no rights in it other than the right to use the Service as described.',
    ],
  },
  {
    title: 'Copyright policy',
    body: [
      'We respect the intellectual property of others. If you believe that material on the Service infringes your copyright, tell us using the procedure in the next section and we will investigate and, where appropriate, remove it.',
    ],
  },
  {
    title: 'DMCA notice and procedure for copyright infringement claims',
    body: [
      'A notice of claimed infringement should be sent through our contact form and include: your name and contact details; a description of the copyrighted work; where the material you believe infringes is located on the Service; a statement that you believe in good faith that the use is not authorised; and a statement, made under penalty of perjury, that the information in your notice is accurate and that you are the owner or authorised to act for the owner.',
      'A person who knowingly misrepresents that material is infringing may be liable for damages.',
    ],
  },
  {
    title: 'Error reporting and feedback',
    body: [
      'You may send us reports of errors, suggestions and other feedback. You agree that we may use feedback to improve the Service without any obligation to you. Please do not send statements or other personal financial documents with feedback.',
    ],
  },
  {
    title: 'Links to other websites',
    body: [
      'The Service may contain links to websites we do not control, such as our payment provider or social networks used for sharing. We are not responsible for their content or privacy practices; please read their terms and policies.',
    ],
  },
  {
    title: 'Disclaimer of warranty',
    body: [
      'The Service is provided "as is" and "as available". We work to convert every statement correctly and show a balance check for each conversion, but we do not warrant that every conversion will be complete or error-free. You are responsible for reviewing workbooks before relying on them, in particular any conversion whose balance check is "not verified" or "cannot verify".',
    ],
  },
  {
    title: 'Limitation of liability',
    body: [
      'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special or consequential loss, or for loss of profits, data or business, arising from your use of the Service. Our total liability for any claim is limited to the amount you paid us in the 12 months before the claim.',
    ],
  },
  {
    title: 'Termination',
    body: [
      'We may suspend or close your account if you break these Terms, for example by misusing free credits or using the Service unlawfully. Where we can, we will tell you why. You may stop using the Service and delete your account at any time.',
    ],
  },
  {
    title: 'Governing law',
    body: [
      'These Terms are governed by the laws of the Hong Kong Special Administrative Region. The courts of the Hong Kong SAR have jurisdiction over any dispute arising from them, without affecting any mandatory rights you have under the law of the country where you live.',
    ],
  },
  {
    title: 'Changes to service',
    body: [
      'We may change, suspend or withdraw any part of the Service. If we withdraw the Service entirely, we will give reasonable notice so you can use your credits.',
    ],
  },
  {
    title: 'Amendments to terms',
    body: [
      'We may amend these Terms by publishing a new version on this page with a new "last updated" date. By continuing to use the Service after a change, you accept the amended Terms.',
    ],
  },
  {
    title: 'Waiver and severability',
    body: [
      'If we do not enforce a provision of these Terms, that is not a waiver of it. If a provision is found invalid or unenforceable, the remaining provisions stay in effect.',
    ],
  },
  {
    title: 'Acknowledgement',
    body: [
      'By using the Service you acknowledge that you have read these Terms and agree to be bound by them. Questions about these Terms can be sent through our contact form; we respond within 24 hours.',
    ],
  },
];
