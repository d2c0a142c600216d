import { createInternalClient } from '@bankxl/platform';
import type { Statement } from '@bankxl/statement';
import type { Rereader } from '../domain/reading.js';

/**
 * conversion's internal API over HTTP, with the shared service secret. A re-read may OCR a scan: it gets the
 * time a conversion gets, short of the gateway's own limit.
 */
export function createConversionClient(opts: { baseUrl: string; secret: string }): Rereader {
  const client = createInternalClient({ service: 'conversion', baseUrl: opts.baseUrl, secret: opts.secret, timeoutMs: 110_000 });
  return {
    async reread(input, requestId) {
      const body = await client.request<{ statement: Statement }>('POST', '/internal/reread', input, requestId);
      return body.statement;
    },
  };
}
