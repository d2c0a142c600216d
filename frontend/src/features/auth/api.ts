import { api, type MessageResponse } from '../../lib/api';

export type Credentials = { email: string; password: string };
export type Registration = Credentials & { referralCode?: string };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<{ token: string; message?: string }, Credentials>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    // The one-time link mailed when the right password came from a new browser during a guessing attack.
    loginWithLink: build.mutation<{ token: string; message?: string }, { token: string }>({
      query: (body) => ({ url: 'login/link', method: 'POST', body }),
    }),
    register: build.mutation<{ message?: string; deviceWarning?: boolean }, Registration>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: 'forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; newPassword: string }>({
      query: (body) => ({ url: 'reset-password', method: 'POST', body }),
    }),
    verifyEmail: build.query<MessageResponse, string>({
      query: (token) => ({ url: 'verify-email', params: { token } }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginWithLinkMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailQuery,
} = authApi;
