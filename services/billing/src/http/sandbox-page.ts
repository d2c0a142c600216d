import type { CheckoutSessionRow } from '../adapters/tables.js';
import { formatPrice } from '../domain/plans.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1d2733; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .sandbox { display: inline-block; font-size: .75rem; background: #fff4ce; color: #7a5b00; padding: .15rem .5rem; border-radius: 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 1.5rem 0; }
  dt { color: #5b6b7b; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: .75rem; align-items: center; }
  button { background: #1f6feb; color: #fff; border: 0; border-radius: 6px; padding: .6rem 1.4rem; font-size: 1rem; cursor: pointer; }
  a { color: #1f6feb; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The sandbox checkout page: plain HTML with no script (the gateway's CSP allows none inline). Pay is
 * a form posted to this same address; Cancel goes back to the pricing page.
 */
export function sandboxCheckoutPage(session: CheckoutSessionRow, actionPath: string): string {
  const price = formatPrice(session.priceCents);
  const credits = `${session.credits} ${session.credits === 1 ? 'credit' : 'credits'}`;
  const details = `<dl><dt>Plan</dt><dd>${escapeHtml(session.planName)}</dd><dt>Credits</dt><dd>${escapeHtml(credits)}</dd><dt>Price</dt><dd>${escapeHtml(price)}</dd></dl>`;
  if (session.status === 'paid') {
    return page(
      'Checkout complete',
      `<span class="sandbox">Sandbox</span><h1>This checkout is already paid</h1>${details}<p><a href="/credits">See your credits</a></p>`,
    );
  }
  return page(
    `Pay ${price}`,
    `<span class="sandbox">Sandbox: no real payment is taken</span>
<h1>Checkout</h1>${details}
<form method="post" action="${escapeHtml(actionPath)}" class="actions">
<button type="submit">Pay ${escapeHtml(price)}</button>
<a href="/pricing">Cancel</a>
</form>`,
  );
}

export function sandboxNotFoundPage(): string {
  return page('Checkout not found', '<h1>This checkout does not exist</h1><p><a href="/pricing">Back to pricing</a></p>');
}
