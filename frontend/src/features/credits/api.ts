import { api } from '../../lib/api';
import type { PeriodQuery } from '../../lib/period';

/** One ledger line as GET /api/credits-history returns it. */
export type CreditChange = { id: string | number; date: string; change: number; description: string };

export const creditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCreditsHistory: build.query<CreditChange[], PeriodQuery>({
      query: (params) => ({ url: 'credits-history', params }),
      providesTags: ['Credits'],
    }),
  }),
});

export const { useGetCreditsHistoryQuery } = creditsApi;
