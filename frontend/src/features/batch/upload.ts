import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { TOKEN_KEY } from '../../lib/storage-keys';
import type { Batch } from './api';

/** Bytes of the request body sent so far, as the browser reports them. */
export type UploadProgress = { loaded: number; total: number };

/**
 * POST /api/batches with XMLHttpRequest, not fetch: only XHR reports upload progress, and a year of
 * statements can take a while to send. Rejects with the same shape RTK Query's fetchBaseQuery gives
 * (`{ status, data }`), so `errorText` picks the server's message (e.g. the credits that are short).
 */
export function uploadBatch(files: File[], onProgress: (progress: UploadProgress) => void): Promise<Batch> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('files', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/batches');
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object') resolve(data as Batch);
      else reject({ status: xhr.status, data } satisfies FetchBaseQueryError);
    });
    const networkError = () => reject({ status: 'FETCH_ERROR', error: 'The upload did not reach the server.' } satisfies FetchBaseQueryError);
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('abort', networkError);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Each file's share of the bytes sent, in percent: the files go into the body one after another in
 * the order chosen, so the bytes sent fill them in that order. The multipart framing around each
 * file is small, so the body total is spread over the files in proportion to their sizes.
 */
export function percentPerFile(sizes: number[], progress: UploadProgress | null): number[] {
  if (!progress || progress.total <= 0) return sizes.map(() => 0);
  const fileBytes = sizes.reduce((sum, size) => sum + size, 0);
  if (progress.loaded >= progress.total) return sizes.map(() => 100);
  // Bytes of the files that have been sent, scaled from the whole body to the files alone.
  let sent = (progress.loaded / progress.total) * fileBytes;
  return sizes.map((size) => {
    const share = size === 0 ? (sent > 0 ? 1 : 0) : Math.min(1, Math.max(0, sent / size));
    sent -= size;
    return Math.floor(share * 100);
  });
}
