// Rules a user teaches (issue 26 item 3), through HTTP against real adapters: the owner's CRUD and export,
// every bad input of the issue refused with nothing changed, a later conversion booked by the rules, the
// internal read documents uses, and the rules gone with the account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { makeEvent, type AppEvent, type BookRuleView } from '@bankxl/contracts';
import { INTERNAL_TOKEN_HEADER } from '@bankxl/platform';
import { eventually } from '@bankxl/testing';
import { insertRule } from '../src/adapters/rule-repository.js';
import { fixture, startBilling, startConversion, type BillingUnderTest, type ConversionUnderTest } from './support.js';

jest.setTimeout(60_000);

let billing: BillingUnderTest;
let conversion: ConversionUnderTest;

beforeAll(async () => {
  billing = await startBilling(50);
  conversion = await startConversion({ INTERNAL_BILLING_URL: billing.url, INTERNAL_TOKEN: billing.internalToken, CONVERT_RATE_LIMIT_PER_MINUTE: '1000' });
}, 60_000);
afterAll(async () => {
  await conversion?.stop();
  await billing?.stop();
}, 30_000);

type Api = ReturnType<typeof apiAs>;
const apiAs = (token: string | null) => (method: string, path: string, body?: unknown) =>
  fetch(`${conversion.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const givenUser = async (): Promise<{ userId: string; api: Api }> => {
  const userId = randomUUID();
  return { userId, api: apiAs(await conversion.tokenFor(userId)) };
};
const aRule = (over: Record<string, unknown> = {}) => ({ match: 'contains', pattern: 'AMAZON MARKETPLACE', amountMin: null, amountMax: null, payee: 'Amazon UK', category: 'subscriptions', ...over });
const listOf = async (api: Api) => (await (await api('GET', '/api/rules')).json()) as BookRuleView[];
const givenRule = async (api: Api, over: Record<string, unknown> = {}) => {
  const res = await api('POST', '/api/rules', aRule(over));
  expect(res.status).toBe(201);
  return (await res.json()) as BookRuleView;
};

describe('a user’s rules', () => {
  test('when a rule is created, listed, changed, exported and deleted, then each answer says so and the list follows', async () => {
    const { api } = await givenUser();
    expect(await listOf(api)).toEqual([]);
    const created = await givenRule(api, { amountMin: -100, amountMax: 0 });
    expect(created).toMatchObject({ ...aRule({ amountMin: -100, amountMax: 0 }), id: expect.any(String), createdAt: expect.any(String) });
    expect(await listOf(api)).toEqual([created]);

    const put = await api('PUT', `/api/rules/${created.id}`, aRule({ match: 'starts_with', pattern: 'AMAZON', category: 'shopping', payee: null }));
    expect(put.status).toBe(200);
    const changed = (await put.json()) as BookRuleView;
    expect(changed).toMatchObject({ id: created.id, match: 'starts_with', pattern: 'AMAZON', category: 'shopping', payee: null });
    expect(await listOf(api)).toEqual([changed]);

    const exported = await api('GET', '/api/rules/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="?bankxl-rules\.json"?$/);
    expect(await exported.json()).toMatchObject({ exportedAt: expect.any(String), rules: [changed] });

    const deleted = await api('DELETE', `/api/rules/${created.id}`);
    expect(deleted.status).toBe(204);
    expect(await listOf(api)).toEqual([]);
    expect((await api('DELETE', `/api/rules/${created.id}`)).status).toBe(404);
  });

  test('when nobody is signed in, then every rules route is a 401', async () => {
    const anonymous = apiAs(null);
    for (const [method, path] of [['GET', '/api/rules'], ['POST', '/api/rules'], ['GET', '/api/rules/export'], ['DELETE', `/api/rules/${randomUUID()}`]]) {
      expect((await anonymous(method, path, method === 'POST' ? aRule() : undefined)).status).toBe(401);
    }
  });

  test.each([
    ['an empty pattern', aRule({ pattern: '' }), 'invalid_pattern'],
    ['a pattern of spaces', aRule({ pattern: '   ' }), 'invalid_pattern'],
    ['a 10,000-character pattern', aRule({ pattern: 'A'.repeat(10_000) }), 'pattern_too_long'],
    ['a regex that would backtrack forever', aRule({ match: 'regex', pattern: '(a+)+$' }), 'unsafe_pattern'],
    ['an alternation repeated', aRule({ match: 'regex', pattern: '(a|aa)*b' }), 'unsafe_pattern'],
    ['neither payee nor category', aRule({ payee: null, category: null }), 'invalid_rule'],
    ['an unknown category', aRule({ category: 'yachts' }), 'invalid_input'],
    ['a minimum above the maximum', aRule({ amountMin: 5, amountMax: -5 }), 'invalid_rule'],
    ['an unknown field', { ...aRule(), priority: 1 }, 'invalid_input'],
    ['a body that is not JSON', '{"match": "contains", ', 'invalid_json'],
  ])('when a rule has %s, then it is a 400 with a clear message and nothing changes', async (_what, body, code) => {
    const { api } = await givenUser();
    const kept = await givenRule(api);
    for (const res of [await api('POST', '/api/rules', body), await api('PUT', `/api/rules/${kept.id}`, body)]) {
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { code: string; message: string };
      expect(answer.code).toBe(code);
      expect(answer.message.length).toBeGreaterThan(10);
    }
    expect(await listOf(api)).toEqual([kept]);
  });

  test('when another user’s rule id, or a malformed id, is changed or deleted, then it is a 404 and their rule is untouched', async () => {
    const owner = await givenUser();
    const other = await givenUser();
    const rule = await givenRule(owner.api);
    for (const id of [rule.id, 'not-a-uuid', randomUUID()]) {
      const put = await other.api('PUT', `/api/rules/${id}`, aRule({ category: 'fees' }));
      expect(put.status).toBe(404);
      expect(await put.json()).toMatchObject({ code: 'not_found' });
      expect((await other.api('DELETE', `/api/rules/${id}`)).status).toBe(404);
    }
    expect(await listOf(owner.api)).toEqual([rule]);
    expect(await listOf(other.api)).toEqual([]);
  });

  test('when a user has 25 pattern rules, then a 26th pattern (new, or a rule changed into one) is refused and nothing changes; words rules still go in', async () => {
    const { userId, api } = await givenUser();
    const db = conversion.infra.database.db;
    for (let i = 0; i < 24; i++) await insertRule(db, userId, randomUUID(), { ...aRule({ pattern: `SHOP ${i}` }), match: 'regex' } as never);
    const last = await api('POST', '/api/rules', aRule({ match: 'regex', pattern: 'GYM \\d+' }));
    expect(last.status).toBe(201);
    const words = await givenRule(api);
    const before = await listOf(api);
    const refused = await api('POST', '/api/rules', aRule({ match: 'regex', pattern: 'CAFE.*' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'too_many_pattern_rules' });
    const changed = await api('PUT', `/api/rules/${words.id}`, aRule({ match: 'regex', pattern: 'CAFE.*' }));
    expect(changed.status).toBe(400);
    expect(await changed.json()).toMatchObject({ code: 'too_many_pattern_rules' });
    // A pattern rule may still be changed into another pattern.
    const lastRule = (await last.json()) as { id: string };
    expect((await api('PUT', `/api/rules/${lastRule.id}`, aRule({ match: 'regex', pattern: 'GYM \\d{4}' }))).status).toBe(200);
    expect((await api('POST', '/api/rules', aRule({ pattern: 'BAKERY' }))).status).toBe(201);
    expect((await listOf(api)).filter((r) => r.id === words.id)).toEqual(before.filter((r) => r.id === words.id));
  });

  test('when a user has 500 rules, then the next one is refused as too_many_rules', async () => {
    const { userId, api } = await givenUser();
    const db = conversion.infra.database.db;
    for (let i = 0; i < 499; i++) await insertRule(db, userId, randomUUID(), { ...aRule({ pattern: `SHOP ${i}` }), match: 'contains' } as never);
    await givenRule(api);
    const refused = await api('POST', '/api/rules', aRule());
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'too_many_rules' });
    expect(await listOf(api)).toHaveLength(500);
  });
});

describe('rules at conversion', () => {
  type Row = { description: string; payee?: string; category?: string };
  const rowsOf = async (res: Response): Promise<Row[]> => {
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const result = await fetch(`${conversion.url}/api/results/${res.headers.get('x-result-token')}`);
    const body = (await result.json()) as { statement: { accounts: { transactions: Row[] }[] } };
    return body.statement.accounts.flatMap((a) => a.transactions);
  };

  test('when a signed-in user converts after teaching a rule, then the rows it matches carry its payee and category, and the others the shipped ones', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const api = apiAs(token);
    await givenRule(api, { pattern: 'amazon   marketplace', payee: 'Amazon UK', category: 'subscriptions' });
    await givenRule(api, { match: 'equals', pattern: 'netflix.com', payee: null, category: 'other' });
    const rows = await rowsOf(await conversion.convert(fixture('uk-current.pdflib.pdf'), { token }));
    const amazon = rows.filter((r) => /AMAZON MARKETPLACE/.test(r.description));
    expect(amazon.length).toBeGreaterThanOrEqual(2);
    for (const row of amazon) expect(row).toMatchObject({ payee: 'Amazon UK', category: 'subscriptions' });
    expect(rows.find((r) => r.description === 'NETFLIX.COM')).toMatchObject({ payee: 'Netflix', category: 'other' });
    expect(rows.find((r) => /GYM MEMBERSHIP/.test(r.description))?.category).toBe('health');

    // documents reads the same rules to apply them again to a stored document.
    const internal = await fetch(`${conversion.url}/internal/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: billing.internalToken },
      body: JSON.stringify({ userId }),
    });
    expect(internal.status).toBe(200);
    expect(((await internal.json()) as { rules: unknown[] }).rules).toHaveLength(2);
  });

  test('when a stored statement is read again (the review\'s reading switch), then the rules taught since apply to it', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const converted = await conversion.convert(fixture('uk-current.pdflib.pdf'), { token });
    expect((await rowsOf(converted)).find((r) => r.description === 'GYM MEMBERSHIP')?.category).toBe('health');
    await givenRule(apiAs(token), { pattern: 'gym membership', payee: 'Fitlife Gym', category: 'other' });
    const reread = await fetch(`${conversion.url}/internal/reread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: billing.internalToken },
      body: JSON.stringify({ userId, pdfKey: `users/${userId}/${converted.headers.get('x-document-id')}.pdf`, readings: [] }),
    });
    expect(reread.status).toBe(200);
    const { statement } = (await reread.json()) as { statement: { accounts: { transactions: Row[] }[] } };
    const gym = statement.accounts.flatMap((a) => a.transactions).filter((r) => r.description === 'GYM MEMBERSHIP');
    expect(gym).toHaveLength(2);
    for (const row of gym) expect(row).toMatchObject({ payee: 'Fitlife Gym', category: 'other' });
  });

  test('when an anonymous client converts the same statement, then no one’s rules apply', async () => {
    const rows = await rowsOf(await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip: '203.0.113.77' }));
    for (const row of rows.filter((r) => /AMAZON MARKETPLACE/.test(r.description))) expect(row).toMatchObject({ payee: 'Amazon', category: 'shopping' });
  });
});

describe('account deletion', () => {
  test('when user.deleted arrives, then the user’s rules are deleted and another user’s are kept', async () => {
    const gone = await givenUser();
    const stays = await givenUser();
    await givenRule(gone.api);
    const kept = await givenRule(stays.api);
    await conversion.infra.bus.publish(makeEvent('user.deleted', { userId: gone.userId, email: `${gone.userId}@test.dev` }) as AppEvent);
    await eventually(async () => expect(await listOf(gone.api)).toEqual([]));
    expect(await listOf(stays.api)).toEqual([kept]);
  });
});
