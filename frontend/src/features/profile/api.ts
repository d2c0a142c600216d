import { api, type MessageResponse } from '../../lib/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'profile', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    deleteAccount: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'me', method: 'DELETE' }),
    }),
  }),
});

export const { useUpdateProfileMutation, useDeleteAccountMutation } = profileApi;
