import { randomBytes } from 'node:crypto';
import { ServiceUnavailableError } from '@bankxl/platform';
import type { CheckoutProvider } from '../ports.js';

export const SANDBOX_PATH = '/api/checkout/sandbox';

/**
 * The embedded default: no money moves. The session id is an unguessable capability (128 random
 * bits) because the Pay button is a plain form post from the browser, without a Bearer token.
 */
export function createSandboxCheckout(): CheckoutProvider {
  return {
    name: 'sandbox',
    async createSession() {
      const id = `sbx_${randomBytes(16).toString('hex')}`;
      // Relative: the browser reaches it through whichever gateway address it already uses.
      return { id, url: `${SANDBOX_PATH}/${id}` };
    },
  };
}

/** Neither Stripe nor the sandbox: checkout says so instead of granting anything. */
export function createDisabledCheckout(): CheckoutProvider {
  return {
    name: 'none',
    async createSession() {
      throw new ServiceUnavailableError('Payments are not available right now. Please contact us to buy credits.', 60, 'payments_not_configured');
    },
  };
}
