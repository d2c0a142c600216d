import { createInternalClient } from '@bankxl/platform';
import type { Statement, UserRule } from '@bankxl/statement';
import type { RuleSource } from '../domain/apply-rules.js';
import type { Rereader } from '../domain/reading.js';

/**
 * conversion's internal API over HTTP, with the shared service secret. A re-read may OCR a scan: it gets the
 * time a conversion gets, short of the gateway's own limit.
 */
export function createConversionClient(opts: { baseUrl: string; secret: string }): Rereader & RuleSource {
  const client = createInternalClient({ service: 'conversion', baseUrl: opts.baseUrl, secret: opts.secret, timeoutMs: 110_000 });
  return {
    async reread(input, requestId) {
      const body = await client.request<{ statement: Statement }>('POST', '/internal/reread', input, requestId);
      return body.statement;
    },
    async rulesOf(userId, requestId) {
      const body = await client.request<{ rules: UserRule[] }>('POST', '/internal/rules', { userId }, requestId);
      return body.rules;
    },
  };
}
