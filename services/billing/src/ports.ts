import type { SellablePlan } from './domain/plans.js';

/** Where a buyer pays: Stripe Checkout, or the sandbox page billing serves itself. */
export type CheckoutProvider = {
  readonly name: 'stripe' | 'sandbox' | 'none';
  /** Opens a payment for `plan`; the url is where the browser goes next. */
  createSession(input: { userId: string; plan: SellablePlan; reference: string }): Promise<{ id: string; url: string }>;
};

/** A payment provider's notification, once its signature was checked. */
export type VerifiedWebhookEvent = {
  id: string;
  type: string;
  /** For `checkout.session.completed`: the session and whether money was taken. */
  session?: { id: string; paid: boolean; amountTotal: number | null };
};
