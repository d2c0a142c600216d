import { api } from '../lib/api';
import type { Me } from './types';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by token so a new sign-in never shows the previous user's data.
    getMe: build.query<Me, string>({
      query: () => 'me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
