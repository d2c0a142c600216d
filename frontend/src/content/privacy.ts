import type { LegalSection } from './terms';

export const PRIVACY_LAST_UPDATED = '2025-06-17';

/** Privacy policy (SPEC §2: consent, information collected, use, log files, advertising partners,
 * third-party policies, CCPA rights, GDPR rights, children). */
export const PRIVACY: LegalSection[] = [
  {
    title: 'Consent',
    body: [
      'By using bankxl you consent to this Privacy Policy and agree to its terms. It explains what information we collect when you convert statements, create an account or buy credits, and what we do with it.',
    ],
  },
  {
    title: 'Information we collect',
    body: [
      'Files you upload: your PDF statements and the workbooks made from them. They are stored for 24 hours and then deleted. Anonymous conversions are not linked to any account.',
      'Account information: your email address, a securely hashed password (none if you sign in with Google), your credit balance and its history, your referral code and who referred you.',
      'Purchases: the pack bought, the amount and the date. Card details go directly to our payment provider and never reach our servers.',
      'Device information: a device identifier stored in your browser, used to detect several accounts created on one device, and the technical information described under Log files.',
      'Messages: the name, email address and message you send through the contact form.',
    ],
  },
  {
    title: 'How we use your information',
    body: [
      'We use your information to convert your files; to run your account, credits and purchases; to send emails needed for your account, such as verification and password reset; to enforce the free-conversion limits and prevent abuse of free credits; to answer your messages; and to understand and improve the Service.',
      'We never sell your information, never use the contents of your statements for advertising, and never pass your files to third parties.',
    ],
  },
  {
    title: 'Log files',
    body: [
      'Like most websites, our servers record technical information about each request: the IP address, browser type, the page requested, date and time, and whether it succeeded. We use logs to keep the Service secure and working. Logs never contain the contents of your statements, your password or your session token.',
    ],
  },
  {
    title: 'Cookies and local storage',
    body: [
      'We keep your session token, your device identifier and a note that you have been asked for a referral code in your browser\u2019s local storage. Signing out removes the session token. Our advertising and analytics partners may set their own cookies, described below.',
    ],
  },
  {
    title: 'Advertising partners privacy policies',
    body: [
      'Some pages show advertisements from an ad network. Ad servers may use cookies, JavaScript or web beacons to measure their advertising and to personalise the ads you see. They receive your IP address when they do so. We have no access to or control over these cookies. Advertisements are never shown inside your workbooks, and ad partners receive nothing from your statements.',
    ],
  },
  {
    title: 'Third-party privacy policies',
    body: [
      'Our Privacy Policy does not apply to other advertisers, websites or services, such as our payment provider, Google sign-in or social networks you share posts to. Please read their privacy policies. You can turn off cookies in your browser\u2019s settings.',
    ],
  },
  {
    title: 'Data retention',
    body: [
      'Uploaded files and workbooks: 24 hours. Account information, credit history and purchases: while your account exists, and afterwards only as long as the law requires us to keep financial records. When you delete your account from your Profile page, your account information is deleted.',
    ],
  },
  {
    title: 'CCPA privacy rights (do not sell my personal information)',
    body: [
      'Under the California Consumer Privacy Act, California consumers have the right to: ask a business that collects personal data to disclose the categories and specific pieces of personal data it has collected; ask a business to delete personal data it has collected; and ask a business that sells personal data not to sell it. We do not sell personal data.',
      'To make a request, contact us. We respond within one month.',
    ],
  },
  {
    title: 'GDPR data protection rights',
    body: [
      'You have the right to access the personal data we hold about you; to have inaccurate data corrected; to have your data erased; to restrict or object to our processing of your data; and to receive your data in a portable format.',
      'To make a request, contact us. We respond within one month. You can also delete your account yourself at any time from your Profile page.',
    ],
  },
  {
    title: "Children's information",
    body: [
      'bankxl is intended for adults aged 18 and over. We do not knowingly collect any personal information from children under the age of 13. If you believe your child has given us personal information, contact us and we will promptly delete it.',
    ],
  },
  {
    title: 'Contact',
    body: [
      'Questions about this policy or your data can be sent through the contact form on our home page. Our support team responds within 24 hours.',
    ],
  },
];
