import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getDeviceFingerprint } from './device-fingerprint';
import { TOKEN_KEY } from './storage-keys';

// Calls on which the server links the account to this browser (multi-account detection).
const FINGERPRINTED_ENDPOINTS = new Set(['getMe', 'login', 'loginWithLink', 'register', 'convertStatement']);

/** The one RTK Query api: features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: (headers, { endpoint }) => {
      const token = localStorage.getItem(TOKEN_KEY);
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      if (FINGERPRINTED_ENDPOINTS.has(endpoint)) headers.set('X-Device-Fingerprint', getDeviceFingerprint());
      return headers;
    },
  }),
  tagTypes: ['Me', 'Document', 'Credits', 'Referral', 'ApiKey', 'Rule'],
  endpoints: () => ({}),
});

/** The body most of our endpoints answer with, on success and on error. */
export type MessageResponse = { message?: string; code?: string };

/** The server's message from an RTK Query error, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

/** The server's error code (`{ code }` in the body), if any. */
export function serverCode(error: unknown): string | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data;
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code;
  return undefined;
}

/** True when the request never got an answer (offline, DNS, CORS, aborted). */
export function isNetworkError(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** Picks the message to show: the network text when there was no answer, else the server's, else the fallback. */
export function errorText(error: unknown, fallback: string, networkText = 'Network error.'): string {
  if (isNetworkError(error)) return networkText;
  return serverMessage(error) ?? fallback;
}
