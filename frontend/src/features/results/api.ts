import { api } from '../../lib/api';
import type { Statement } from '../statement/types';

/** GET /api/results/{token}: what a conversion found, for 24 hours, to anyone holding the token. */
export type ConversionSummary = {
  statement: Statement;
  documentId: string | null;
  pages: number;
  pagesParsed: number;
};

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversionResult: build.query<ConversionSummary, string>({
      query: (token) => `results/${encodeURIComponent(token)}`,
      // A result never changes; keep it while the panel is on screen and a little after.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetConversionResultQuery } = resultsApi;
