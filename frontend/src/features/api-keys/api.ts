import { api } from '../../lib/api';

/** As GET /api/keys lists them: never the key itself. */
export type ApiKeySummary = { id: string; name: string; lastFour: string; createdAt: string; lastUsedAt: string | null };
/** As POST /api/keys answers, once: the only time the key is shown. */
export type CreatedApiKey = { id: string; name: string; key: string; lastFour: string };

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKeySummary[], void>({
      query: () => 'keys',
      providesTags: ['ApiKey'],
    }),
    createApiKey: build.mutation<CreatedApiKey, { name: string }>({
      query: (body) => ({ url: 'keys', method: 'POST', body }),
      invalidatesTags: ['ApiKey'],
    }),
    revokeApiKey: build.mutation<{ revoked: true }, string>({
      query: (id) => ({ url: `keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;

export type WebhookDelivery = {
  id: string;
  event: string;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
};
export type WebhookWithLog = { id: string; url: string; events: string[]; createdAt: string; deliveries: WebhookDelivery[] };

export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<WebhookWithLog[], void>({ query: () => 'developer/webhooks' }),
  }),
});

export const { useListWebhooksQuery } = webhooksApi;
