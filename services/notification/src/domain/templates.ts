/** A rendered mail: the same content as plain text and as branded HTML. */
export type RenderedMail = { subject: string; text: string; html: string };

const BRAND = 'bankxl';
const ACCENT = '#1f6f43';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** `PUBLIC_URL` + path, whatever trailing slash the setting has. */
export const productLink = (publicUrl: string, path: string) => new URL(path.replace(/^\//, ''), publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

type Block = { paragraph: string } | { button: { label: string; url: string } } | { facts: [string, string][] };

/** One layout for every mail, so they all look like bankxl and all carry the same footer. */
function layout(publicUrl: string, subject: string, heading: string, blocks: Block[], footnote: string): RenderedMail {
  const home = productLink(publicUrl, '/');
  const text = [
    heading,
    '',
    ...blocks.flatMap((b) => {
      if ('paragraph' in b) return [b.paragraph, ''];
      if ('button' in b) return [`${b.button.label}: ${b.button.url}`, ''];
      return [...b.facts.map(([k, v]) => `${k}: ${v}`), ''];
    }),
    footnote,
    '',
    `— ${BRAND} · PDF bank statements to Excel · ${home}`,
  ].join('\n');
  const body = blocks
    .map((b) => {
      if ('paragraph' in b) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.paragraph)}</p>`;
      if ('button' in b) {
        const url = escapeHtml(b.button.url);
        return `<p style="margin:24px 0"><a href="${url}" style="background:${ACCENT};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(b.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#666">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${ACCENT};word-break:break-all">${url}</a></p>`;
      }
      const rows = b.facts.map(([k, v]) => `<tr><td style="padding:4px 16px 4px 0;color:#666">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`).join('');
      return `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" style="border-collapse:collapse;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${ACCENT}"><a href="${escapeHtml(home)}" style="font-size:22px;font-weight:bold;color:${ACCENT};text-decoration:none">${BRAND}</a></td></tr>
<tr><td style="padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:24px 0 0;font-size:12px;color:#666">${escapeHtml(footnote)}</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#999;border-top:1px solid #eee">${BRAND} · PDF bank statements to Excel · <a href="${escapeHtml(home)}" style="color:#999">${escapeHtml(home)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject, text, html };
}

const NOT_YOU = 'If you did not ask for this, you can ignore this email.';

export const templates = {
  verifyEmail: (publicUrl: string, link: string) =>
    layout(publicUrl, 'Verify your email address', 'Confirm your email address', [
      { paragraph: 'Thanks for signing up to bankxl. Please confirm that this is your email address to activate your account.' },
      { button: { label: 'Verify email address', url: link } },
      { paragraph: 'This link is valid for 24 hours.' },
    ], NOT_YOU),

  confirmEmailChange: (publicUrl: string, link: string) =>
    layout(publicUrl, 'Confirm your new email address', 'Confirm your new email address', [
      { paragraph: 'You asked to use this address for your bankxl account. It becomes your login once you confirm it.' },
      { button: { label: 'Confirm new email address', url: link } },
      { paragraph: 'This link is valid for 24 hours.' },
    ], NOT_YOU),

  emailChangeRequested: (publicUrl: string, newEmail: string) =>
    layout(publicUrl, 'A change of your email address was requested', 'Email change requested', [
      { paragraph: `Someone signed in to your bankxl account asked to change its email address to ${newEmail}. Nothing changes until that address is confirmed.` },
      { paragraph: 'If this was not you, reset your password now and contact support.' },
      { button: { label: 'Reset your password', url: productLink(publicUrl, '/forgot-password') } },
    ], 'You receive this notice because this address is the login of a bankxl account.'),

  emailChanged: (publicUrl: string, newEmail: string) =>
    layout(publicUrl, 'Your email address was changed', 'Your email address was changed', [
      { paragraph: `Your bankxl account now signs in with ${newEmail}. This address is no longer used for it.` },
      { paragraph: 'If this was not you, contact support right away.' },
    ], 'You receive this notice because this address was the login of a bankxl account.'),

  existingEmailUsed: (publicUrl: string, attempt: 'register' | 'email_change') =>
    layout(publicUrl, 'You already have a bankxl account', 'You already have an account', [
      {
        paragraph:
          attempt === 'register'
            ? 'Someone just tried to create a bankxl account with this email address. It already has an account, so nothing was created.'
            : 'Someone signed in to another bankxl account just asked to use this email address as its login. It belongs to your account, so nothing changed.',
      },
      { paragraph: 'If it was you, log in with this address. If you forgot your password, you can choose a new one.' },
      { button: { label: 'Log in', url: productLink(publicUrl, '/login') } },
      { button: { label: 'Reset your password', url: productLink(publicUrl, '/forgot-password') } },
    ], 'If it was not you, you can ignore this email: your account is unchanged.'),

  passwordReset: (publicUrl: string, link: string) =>
    layout(publicUrl, 'Reset your password', 'Reset your password', [
      { paragraph: 'We received a request to reset the password of your bankxl account.' },
      { button: { label: 'Choose a new password', url: link } },
      { paragraph: 'This link is valid for 1 hour and works once.' },
    ], NOT_YOU),

  signInLink: (publicUrl: string, link: string) =>
    layout(publicUrl, 'Your bankxl login link', 'Log in to bankxl', [
      {
        paragraph:
          'Someone has been trying passwords on your bankxl account, so a login from a new browser needs this link as well as your password. You just entered the right password: use the button to finish logging in.',
      },
      { button: { label: 'Log in', url: link } },
      { paragraph: 'This link is valid for 15 minutes and works once. If it was not you who entered your password, reset it now.' },
      { button: { label: 'Reset your password', url: productLink(publicUrl, '/forgot-password') } },
    ], 'You receive this email because your password was entered on a new browser.'),

  welcome: (publicUrl: string) =>
    layout(publicUrl, 'Welcome to bankxl', 'Welcome to bankxl', [
      { paragraph: 'Your email address is verified and your account is ready. Upload a PDF bank statement and get an Excel workbook back in seconds.' },
      { button: { label: 'Convert a statement', url: productLink(publicUrl, '/') } },
      { paragraph: 'Share your referral code from your profile page: you earn free credits when friends sign up.' },
    ], 'You receive this email because you created a bankxl account.'),

  accountDeleted: (publicUrl: string) =>
    layout(publicUrl, 'Your bankxl account was deleted', 'Your account was deleted', [
      { paragraph: 'Your bankxl account and its data (documents, stored files and credit history) have been deleted.' },
      { paragraph: 'You are welcome back any time.' },
      { button: { label: 'Visit bankxl', url: productLink(publicUrl, '/') } },
    ], 'This is the last email you will receive about this account.'),

  purchaseReceipt: (publicUrl: string, p: { planName: string; credits: number; priceCents: number; currency: string; purchaseId: string; date: Date }) =>
    layout(publicUrl, `Your bankxl receipt: ${p.planName}`, 'Thank you for your purchase', [
      { paragraph: 'Your credits are in your account and ready to use.' },
      {
        facts: [
          ['Plan', p.planName],
          ['Credits', p.credits.toLocaleString('en-US')],
          ['Amount paid', formatMoney(p.priceCents, p.currency)],
          ['Date', p.date.toISOString().slice(0, 10)],
          ['Receipt number', p.purchaseId],
        ],
      },
      { button: { label: 'See your credits', url: productLink(publicUrl, '/credits') } },
      { paragraph: 'Credit purchases are final and non-refundable except where the law requires otherwise.' },
    ], 'Keep this email as your receipt.'),

  contact: (publicUrl: string, c: { name: string; email: string; message: string; id: string }) =>
    layout(publicUrl, `Contact form: ${oneLine(c.name).slice(0, 80)}`, 'New message from the contact form', [
      { facts: [['Name', c.name], ['Email', c.email], ['Reference', c.id]] },
      ...c.message.split(/\r?\n\r?\n/).map((paragraph) => ({ paragraph })),
    ], 'Reply to this email to answer the sender directly.'),
};

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
