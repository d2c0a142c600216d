// Issue 26 item 3 through the gateway with every service: rules a user teaches. A rule made on one statement
// books the rows of the next conversion; "apply rules" on a stored document saves a new version (saving the
// previous rows again undoes it); rules are owner-only, refused when bad, exported, and gone with the account.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import type { BookRuleView } from '@bankxl/contracts';
import type { Statement } from '@bankxl/statement';
import { registerVerified, systemForFile } from './system.js';
import { eventually } from './support.js';
import { conformanceProblems, type SeenResponse } from './openapi-conformance.js';

jest.setTimeout(120_000);

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../libs/statement/test/fixtures');
const PASSWORD = 'correct horse';

const { system, call } = systemForFile({ TRUST_PROXY: 'loopback', REGISTER_RATE_LIMIT_PER_HOUR: '1000', CONVERT_RATE_LIMIT_PER_MINUTE: '1000' });

async function convert(file: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, file)))], { type: 'application/pdf' }), file);
  const res = await system().api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  const id = res.headers.get('x-document-id')!;
  await eventually(async () => expect((await call('GET', `/api/documents/${id}`, { token })).status).toBe(200));
  return id;
}

type Versioned = { version: number; statement: Statement };
const rowsOf = (s: Statement) => s.accounts.flatMap((a) => a.transactions);
const gym = { match: 'contains', pattern: 'gym membership', amountMin: null, amountMax: 0, payee: 'Fitlife Gym', category: 'other' };

describe('rules a user teaches', () => {
  test('when a rule is taught on one statement, then the next conversion arrives booked by it; apply-rules saves a new version that saving the old rows undoes', async () => {
    const seen: SeenResponse[] = [];
    const see = (method: string, p: string, answer: { status: number; headers: Headers; body: unknown }) =>
      seen.push({ method, path: p, status: answer.status, contentType: answer.headers.get('content-type') ?? '', body: answer.body });
    const { token } = await registerVerified(system(), 'rules', PASSWORD);
    const first = await convert('uk-current.pdflib.pdf', token);
    const v1 = (await call('GET', `/api/documents/${first}/statement`, { token })).body as Versioned;
    expect(rowsOf(v1.statement).filter((r) => r.description === 'GYM MEMBERSHIP')).toMatchObject([{ category: 'health' }, { category: 'health' }]);

    const created = await call('POST', '/api/rules', { token, body: gym });
    see('POST', '/api/rules', created);
    expect(created.status).toBe(201);
    const rule = created.body as BookRuleView;

    // The document converted before the rule: applying the rules saves version 2 with the rule's booking.
    const applied = await call('POST', `/api/documents/${first}/apply-rules`, { token, body: { version: 1 } });
    see('POST', `/api/documents/${first}/apply-rules`, applied);
    expect(applied.status).toBe(200);
    const v2 = applied.body as Versioned & { changed: number };
    expect(v2).toMatchObject({ version: 2, changed: 2 });
    for (const row of rowsOf(v2.statement).filter((r) => r.description === 'GYM MEMBERSHIP')) expect(row).toMatchObject({ payee: 'Fitlife Gym', category: 'other' });
    // Rows no rule matches keep what they had.
    expect(rowsOf(v2.statement).find((r) => r.description === 'NETFLIX.COM')).toMatchObject({ payee: 'Netflix', category: 'subscriptions' });
    expect((await call('GET', `/api/documents/${first}/statement`, { token })).body).toEqual({ version: 2, statement: v2.statement });
    expect(((await call('GET', `/api/documents/${first}/history`, { token })).body as unknown[]).length).toBe(1);
    // Nothing more to change: no new version.
    expect((await call('POST', `/api/documents/${first}/apply-rules`, { token })).body).toMatchObject({ version: 2, changed: 0 });
    // Undo in the review is the rows before, saved again.
    const undone = await call('PUT', `/api/documents/${first}/statement`, { token, body: { version: 2, statement: v1.statement } });
    expect(undone.status).toBe(200);
    expect(rowsOf((undone.body as Versioned).statement).map((r) => [r.payee, r.category])).toEqual(rowsOf(v1.statement).map((r) => [r.payee, r.category]));

    // A second statement of the same bank arrives booked by the rule, its gym payment too.
    const second = await convert('uk-multiline.pdflib.pdf', token);
    const rows = rowsOf(((await call('GET', `/api/documents/${second}/statement`, { token })).body as Versioned).statement);
    expect(rows.filter((r) => /GYM MEMBERSHIP/.test(r.description))).toMatchObject([{ payee: 'Fitlife Gym', category: 'other' }]);
    expect(rows.find((r) => /AMAZON MARKETPLACE/.test(r.description))).toMatchObject({ category: 'shopping' });

    // Listed, changed, exported, deleted, through the gateway.
    const listed = await call('GET', '/api/rules', { token });
    see('GET', '/api/rules', listed);
    expect(listed.body).toEqual([rule]);
    const changed = await call('PUT', `/api/rules/${rule.id}`, { token, body: { ...gym, category: 'subscriptions' } });
    see('PUT', `/api/rules/${rule.id}`, changed);
    expect(changed.body).toMatchObject({ id: rule.id, category: 'subscriptions' });
    const exported = await system().api('/api/rules/export', { headers: { authorization: `Bearer ${token}` } });
    expect(exported.headers.get('content-disposition')).toMatch(/attachment/);
    expect(((await exported.json()) as { rules: BookRuleView[] }).rules).toMatchObject([{ id: rule.id, category: 'subscriptions' }]);
    const deleted = await call('DELETE', `/api/rules/${rule.id}`, { token });
    see('DELETE', `/api/rules/${rule.id}`, deleted);
    expect(deleted.status).toBe(204);
    expect((await call('GET', '/api/rules', { token })).body).toEqual([]);

    // Through the API too: an API key of the user's reads and writes the same rules.
    const key = (await call('POST', '/api/keys', { token, body: { name: 'rules' } })).body as { key: string };
    const viaKey = await call('POST', '/api/rules', { token: key.key, body: { ...gym, pattern: 'WATER UTILITIES', payee: 'Thames Water', category: 'utilities' } });
    see('POST', '/api/rules', viaKey);
    expect(viaKey.status).toBe(201);
    expect((await call('GET', '/api/rules', { token })).body).toMatchObject([{ pattern: 'WATER UTILITIES', payee: 'Thames Water' }]);
    // A conversion through the public API (202, then polled) is booked by the rules too.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'uk-current.pdflib.pdf')))], { type: 'application/pdf' }), 'march.pdf');
    const accepted = await system().api('/api/v1/conversions', { method: 'POST', body: form, headers: { authorization: `Bearer ${key.key}` } });
    expect(accepted.status).toBe(202);
    const { conversions } = (await accepted.json()) as { conversions: { id: string }[] };
    const done = await eventually(async () => {
      const body = (await call('GET', `/api/v1/conversions/${conversions[0].id}`, { token: key.key })).body as { status: string; statement: Statement };
      expect(body.status).toBe('completed');
      return body;
    }, 60_000);
    const water = rowsOf(done.statement).filter((r) => r.description === 'WATER UTILITIES');
    expect(water).toHaveLength(2);
    for (const row of water) expect(row).toMatchObject({ payee: 'Thames Water', category: 'utilities' });
    expect((await call('DELETE', `/api/rules/${(viaKey.body as BookRuleView).id}`, { token: key.key })).status).toBe(204);

    const openApi = (await call('GET', '/api/v1/openapi.json')).body as Parameters<typeof conformanceProblems>[0];
    expect(conformanceProblems(openApi, seen)).toEqual([]);
  });

  test('when the input is bad or the rule or document is another user’s, then it is a clear 400/404 and nothing changes; a batch is booked by the rules; a deleted account’s token lists no rules', async () => {
    const owner = await registerVerified(system(), 'rules-owner', PASSWORD);
    const other = await registerVerified(system(), 'rules-other', PASSWORD);
    const rule = (await call('POST', '/api/rules', { token: owner.token, body: gym })).body as BookRuleView;
    for (const [body, code] of [
      [{ ...gym, pattern: '' }, 'invalid_pattern'],
      [{ ...gym, pattern: 'N'.repeat(10_000) }, 'pattern_too_long'],
      [{ ...gym, match: 'regex', pattern: '(a+)+$' }, 'unsafe_pattern'],
    ] as const) {
      const created = await call('POST', '/api/rules', { token: owner.token, body });
      expect({ status: created.status, code: created.body.code }).toEqual({ status: 400, code });
      expect(created.body.message).toEqual(expect.any(String));
      const changed = await call('PUT', `/api/rules/${rule.id}`, { token: owner.token, body });
      expect(changed.status).toBe(400);
    }
    expect((await call('PUT', `/api/rules/${rule.id}`, { token: other.token, body: { ...gym, category: 'fees' } })).status).toBe(404);
    expect((await call('DELETE', `/api/rules/${rule.id}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', '/api/rules', { token: owner.token })).body).toEqual([rule]);

    const document = await convert('uk-current.pdflib.pdf', owner.token);
    const foreign = await call('POST', `/api/documents/${document}/apply-rules`, { token: other.token });
    expect({ status: foreign.status, code: foreign.body.code }).toEqual({ status: 404, code: 'document_not_found' });
    expect((await call('GET', `/api/documents/${document}/statement`, { token: owner.token })).body).toMatchObject({ version: 1 });

    // A batch converts each file as the owner: its documents are booked by the owner's rules too.
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'uk-current.pdflib.pdf')))], { type: 'application/pdf' }), 'march.pdf');
    const posted = await system().api('/api/batches', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
    expect(posted.status).toBe(202);
    const batchId = ((await posted.json()) as { id: string }).id;
    const batch = await eventually(async () => {
      const body = (await call('GET', `/api/batches/${batchId}`, { token: owner.token })).body as { status: string; files: { storedFilename: string | null }[] };
      expect(body.status).toBe('done');
      return body;
    }, 60_000);
    // The batch is done once conversion has its results; documents records them from the events that follow.
    const fromBatch = await eventually(async () => {
      const listed = (await call('GET', '/api/documents', { token: owner.token })).body as { id: string; stored_filename: string }[];
      const found = listed.find((d) => d.stored_filename === batch.files[0].storedFilename);
      expect(found).toBeDefined();
      return found!;
    }, 15_000);
    const batchRows = rowsOf(((await call('GET', `/api/documents/${fromBatch.id}/statement`, { token: owner.token })).body as Versioned).statement);
    expect(batchRows.filter((r) => r.description === 'GYM MEMBERSHIP')).toMatchObject([{ payee: 'Fitlife Gym', category: 'other' }, { payee: 'Fitlife Gym', category: 'other' }]);

    // Deleting the account publishes user.deleted; conversion's consumer deleting the rules is tested in services/conversion/test/rules.test.ts.
    expect((await call('DELETE', '/api/me', { token: owner.token })).status).toBeLessThan(300);
    // Other services cache auth's answer for up to 2 s.
    await eventually(async () => expect((await call('GET', '/api/rules', { token: owner.token })).status).toBe(401), 5_000);
  });
});
