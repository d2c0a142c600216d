import { api, type MessageResponse } from '../../lib/api';

export type ReferralInfo = { referralCode: string | null; referredCount: number };

export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferralInfo: build.query<ReferralInfo, void>({
      query: () => 'referral-info',
      providesTags: ['Referral'],
    }),
    setReferralCode: build.mutation<MessageResponse, { referralCode: string }>({
      query: (body) => ({ url: 'set-referral-code', method: 'POST', body }),
      // A referral can grant credits.
      invalidatesTags: ['Referral', 'Me', 'Credits'],
    }),
  }),
});

export const { useGetReferralInfoQuery, useSetReferralCodeMutation } = referralApi;
