import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { givenUserWithSignupCredits, startBilling, type BillingUnderTest } from './support.js';

// Real services and databases: slower than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

let billing: BillingUnderTest;
let userId: string;
let token: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Charges one credit and moves that entry `ageMs` into the past (the clock cannot be waited on). */
async function entryAged(ageMs: number, conversionId = randomUUID()): Promise<void> {
  const res = await billing.internal('POST', '/internal/charges', { userId, conversionId, credits: 1, description: `aged ${ageMs}` });
  expect(res.status).toBe(200);
  await billing.infra.database.db.execute(
    sql`UPDATE billing.ledger_entries SET created_at = ${new Date(now - ageMs).toISOString()}::timestamptz WHERE idempotency_key = ${`conversion:${conversionId}`}`,
  );
}

beforeAll(async () => {
  billing = await startBilling({ SIGNUP_CREDITS: '10' });
  userId = await givenUserWithSignupCredits(billing, 10);
  token = await billing.tokenFor(userId);
  // The sign-up grant is "now"; these are 30 h, 3 days, 10 days and 40 days old.
  for (const age of [30 * HOUR, 3 * DAY, 10 * DAY, 40 * DAY]) await entryAged(age);
}, 60_000);
afterAll(async () => {
  await billing?.stop();
}, 30_000);

type Entry = { id: string; date: string; change: number; description: string };
const list = async (query: string): Promise<Entry[]> => {
  const res = await billing.get(`/api/credits-history${query}`, token);
  expect(res.status).toBe(200);
  return (await res.json()) as Entry[];
};
const descriptions = async (query: string) => (await list(query)).map((e) => e.description);

describe('GET /api/credits-history', () => {
  test('when no filter is given, then every entry comes back newest first with a signed change', async () => {
    const entries = await list('');
    expect(entries.map((e) => e.change)).toEqual([10, -1, -1, -1, -1]);
    expect(entries[0]).toEqual({ id: expect.any(String), date: expect.any(String), change: 10, description: 'Sign-up bonus' });
    const dates = entries.map((e) => Date.parse(e.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test.each([
    ['24h', ['Sign-up bonus']],
    ['48h', ['Sign-up bonus', `aged ${30 * HOUR}`]],
    ['week', ['Sign-up bonus', `aged ${30 * HOUR}`, `aged ${3 * DAY}`]],
    ['month', ['Sign-up bonus', `aged ${30 * HOUR}`, `aged ${3 * DAY}`, `aged ${10 * DAY}`]],
  ])('when filter=%s, then only entries inside that rolling window come back', async (filter, expected) => {
    expect(await descriptions(`?filter=${filter}`)).toEqual(expected);
  });

  test('when a custom range is given, then both days are included', async () => {
    const start = isoDay(now - 10 * DAY);
    const end = isoDay(now - 3 * DAY);
    expect(await descriptions(`?filter=custom&customStart=${start}&customEnd=${end}`)).toEqual([`aged ${3 * DAY}`, `aged ${10 * DAY}`]);
    const single = isoDay(now - 40 * DAY);
    expect(await descriptions(`?filter=custom&customStart=${single}&customEnd=${single}`)).toEqual([`aged ${40 * DAY}`]);
  });

  test('when only one custom date is set, then the range does not apply', async () => {
    expect(await list(`?filter=custom&customStart=${isoDay(now - 3 * DAY)}`)).toHaveLength(5);
    expect(await list(`?filter=custom&customEnd=${isoDay(now - 3 * DAY)}`)).toHaveLength(5);
  });

  test('when the start is after the end, then it is a 400 with a clear message', async () => {
    const res = await billing.get(`/api/credits-history?filter=custom&customStart=2024-05-02&customEnd=2024-05-01`, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Start date must not be after end date.' });
  });

  test('when a custom date is not a date, then it is a 400', async () => {
    const res = await billing.get(`/api/credits-history?filter=custom&customStart=yesterday&customEnd=2024-05-01`, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'customStart must be a date like 2024-05-31.' });
    expect((await billing.get(`/api/credits-history?filter=custom&customStart=2024-02-30&customEnd=2024-03-01`, token)).status).toBe(400);
    // Rolled-over months and years the database cannot hold were a silent shift and a 500.
    expect((await billing.get(`/api/credits-history?filter=custom&customStart=2024-13-01&customEnd=2025-03-01`, token)).status).toBe(400);
    expect((await billing.get(`/api/credits-history?filter=custom&customStart=2024-01-01&customEnd=9999-12-31`, token)).status).toBe(400);
  });

  test('when the filter is unknown, then it is a 400', async () => {
    const res = await billing.get('/api/credits-history?filter=year', token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_filter', message: 'Unknown filter. Use 24h, 48h, week, month or custom.' });
  });

  test('when there is no token, then it is a 401; another user sees only their own entries', async () => {
    expect((await billing.get('/api/credits-history')).status).toBe(401);
    const res = await billing.get('/api/credits-history', await billing.tokenFor(randomUUID()));
    expect(await res.json()).toEqual([]);
  });
});
