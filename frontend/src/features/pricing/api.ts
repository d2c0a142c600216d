import { api } from '../../lib/api';

export type CheckoutRequest = { planName: string; price: string; credits: string };

export const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<{ url: string }, CheckoutRequest>({
      query: (body) => ({ url: 'create-checkout-session', method: 'POST', body }),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = pricingApi;
