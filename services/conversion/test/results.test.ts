import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { count } from 'drizzle-orm';
import { results } from '../src/adapters/tables.js';
import { fixture, freshIp, startConversion, type ConversionUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

// Results are kept 2 seconds here, so expiry can be watched; the periodic sweep runs every half second.
const RETENTION_SECONDS = 2;
let conversion: ConversionUnderTest;

beforeAll(async () => {
  conversion = await startConversion({
    CONVERT_RATE_LIMIT_PER_MINUTE: '1000',
    RESULT_RETENTION_HOURS: String(RETENTION_SECONDS / 3600),
    REFUND_RETRY_SECONDS: '0.5',
  });
}, 60_000);
afterAll(async () => {
  await conversion?.stop();
}, 30_000);

type Result = { statement: { pages: number; pagesParsed: number; accounts: { transactions: { description: string }[]; checks: { verdict: string } }[] }; documentId: string | null; pages: number; pagesParsed: number };

const result = (token: string) => fetch(`${conversion.url}/api/results/${encodeURIComponent(token)}`);
const resultRows = async () => (await conversion.infra.database.db.select({ n: count() }).from(results))[0].n;

describe('GET /api/results/:token', () => {
  test('when an anonymous client converts, then the X-Result-Token reads the Statement without signing in, then 404 once retention has passed and the row is swept', async () => {
    const res = await conversion.convert(fixture('uk-multipage.pdflib.pdf'), { ip: freshIp() });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get('x-document-id')).toBeNull();
    const token = res.headers.get('x-result-token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await result(token);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    const body = (await read.json()) as Result;
    expect(body).toMatchObject({ documentId: null, pages: 3, pagesParsed: 1 });
    expect(body.statement).toMatchObject({ pages: 3, pagesParsed: 1 });
    expect(body.statement.accounts[0].transactions.length).toBeGreaterThan(0);
    expect(body.statement.accounts[0].checks.verdict).toBe('verified');

    // Only the hash is stored: the token itself appears nowhere in the table.
    const stored = await conversion.infra.database.db.select({ tokenHash: results.tokenHash }).from(results);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    expect(await resultRows()).toBeGreaterThan(0);

    await new Promise((r) => setTimeout(r, RETENTION_SECONDS * 1000 + 200));
    const expired = await result(token);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toMatchObject({ error: 'not_found', message: expect.stringMatching(/expired/) });
    for (let i = 0; i < 50 && (await resultRows()) > 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await resultRows()).toBe(0);
  });

  test('when the token is unknown or malformed, then it is a 404 that names nothing', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd']) {
      const res = await result(token);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
