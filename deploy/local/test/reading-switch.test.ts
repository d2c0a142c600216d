// Issue 24 item 2 through the gateway with every service: the review's reading switch. A card statement
// printed with a posting date and a transaction date is read on the transaction date; "use the other date column"
// re-reads the stored PDF with the posting date, checks it again and saves it as the next version (the
// original stays the engine's), and nothing is charged. Bad or foreign requests change nothing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import type { Statement } from '@bankxl/statement';
import { creditsShouldBe, registerVerified, systemForFile } from './system.js';
import { eventually } from './support.js';

jest.setTimeout(90_000);

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../libs/statement/test/fixtures');
const PASSWORD = 'correct horse';

const { system, call } = systemForFile({ TRUST_PROXY: 'loopback', REGISTER_RATE_LIMIT_PER_HOUR: '1000', CONVERT_RATE_LIMIT_PER_MINUTE: '1000' });

async function convert(file: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, file)))], { type: 'application/pdf' }), file);
  const res = await system().api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('x-document-id')!;
}

type Versioned = { version: number; statement: Statement };

describe('switching how a statement is read', () => {
  test('when the owner switches a card statement to its other date column, then the dates are the posting dates, re-checked, saved as version 2, free of charge; switching back restores them', async () => {
    const { token } = await registerVerified(system(), 'reading', PASSWORD);
    const id = await convert('us-card-post-date-first-two-holders.pdflib.pdf', token);
    const credits = ((await call('GET', '/api/me', { token })).body as { credits: number }).credits;

    // The document is recorded from the conversion's event, a moment after the workbook comes back.
    await eventually(async () => expect((await call('GET', `/api/documents/${id}`, { token })).status).toBe(200));
    const v1 = (await call('GET', `/api/documents/${id}/statement`, { token })).body as Versioned;
    const account = v1.statement.accounts[0];
    expect(account.reading?.summary).toMatch(/second of 2 date columns/);
    const other = account.reading?.switches?.find((s) => s.switch.dateColumn !== undefined);
    expect(other?.label).toBe('Use the other date column ("post date") as the transaction date');
    // Every row carries the box it was read from, on its page.
    expect(account.transactions.every((t) => t.box && t.box.page === t.page && t.box.x1 > t.box.x0 && t.box.y1 > t.box.y0)).toBe(true);

    const switched = await call('PUT', `/api/documents/${id}/reading`, { token, body: { version: 1, account: 0, switch: other!.switch } });
    expect(switched.status).toBe(200);
    const v2 = switched.body as Versioned;
    expect(v2.version).toBe(2);
    const now = v2.statement.accounts[0];
    expect(now.reading).toMatchObject({ forced: { dateColumn: 0 }, dates: { column: 0 } });
    expect(now.reading?.summary).toMatch(/first of 2 date columns/);
    // Same rows and amounts, other dates: a posting date is never before the transaction date.
    expect(now.transactions.map((t) => t.amount).sort()).toEqual(account.transactions.map((t) => t.amount).sort());
    const before = new Map(account.transactions.map((t) => [`${t.description}|${t.amount}`, t.date]));
    const moved = now.transactions.filter((t) => before.get(`${t.description}|${t.amount}`) !== t.date);
    expect(moved.length).toBeGreaterThan(0);
    expect(now.transactions.every((t) => t.date >= before.get(`${t.description}|${t.amount}`)!)).toBe(true);
    // The checks ran on the new reading: the amounts still add up and the person's choice confirms the dates.
    expect(now.checks.verdict).toBe('verified');

    // Saved like a correction: the document, the history, the current statement; the original stays the engine's.
    expect((await call('GET', `/api/documents/${id}/statement`, { token })).body).toEqual(v2);
    expect(((await call('GET', `/api/documents/${id}/history`, { token })).body as unknown[]).length).toBe(1);
    expect((await call('GET', `/api/documents/${id}`, { token })).body).toMatchObject({ corrected: true });
    const original = await system().api(`/api/documents/${id}/download?format=json&original=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(original.status).toBe(200);
    expect(((await original.json()) as Statement).accounts[0].transactions.map((t) => t.date)).toEqual(account.transactions.map((t) => t.date));
    await creditsShouldBe(call, token, credits);

    // The reverse switch (offered on the new version) brings the transaction dates back.
    const back = now.reading?.switches?.find((s) => s.switch.dateColumn !== undefined);
    const v3 = await call('PUT', `/api/documents/${id}/reading`, { token, body: { version: 2, account: 0, switch: back!.switch } });
    expect(v3.status).toBe(200);
    expect((v3.body as Versioned).statement.accounts[0].transactions.map((t) => t.date)).toEqual(account.transactions.map((t) => t.date));
  });

  test('when the change is malformed, stale, impossible or not the user\'s, then it is refused with a clear answer and nothing changes', async () => {
    const { token } = await registerVerified(system(), 'reading-bad', PASSWORD);
    const id = await convert('credit-card.pdflib.pdf', token);
    await eventually(async () => expect((await call('GET', `/api/documents/${id}`, { token })).status).toBe(200));
    const put = (body: unknown, as = token) => call('PUT', `/api/documents/${id}/reading`, { token: as, body });

    expect(await put({ version: 1, account: 0, switch: {} })).toMatchObject({ status: 400, body: { code: 'invalid_reading' } });
    expect(await put({ version: 1, account: 0, switch: { order: 'sideways' } })).toMatchObject({ status: 400, body: { code: 'invalid_reading' } });
    expect(await put({ version: 1, account: 0, switch: { dateColumn: 1 }, extra: true })).toMatchObject({ status: 400, body: { code: 'invalid_reading' } });
    expect(await put({ version: 1, account: 5, switch: { dateColumn: 1 } })).toMatchObject({ status: 400, body: { code: 'invalid_reading' } });
    const impossible = await put({ version: 1, account: 0, switch: { dateColumn: 7 } });
    expect(impossible).toMatchObject({ status: 400, body: { code: 'reading_unavailable', message: 'This statement cannot be read that way: no reading of its table fits that choice.' } });
    expect(await put({ version: 3, account: 0, switch: { dateColumn: 1 } })).toMatchObject({ status: 409, body: { error: 'stale_version', version: 1 } });
    const stranger = (await registerVerified(system(), 'reading-stranger', PASSWORD)).token;
    expect((await put({ version: 1, account: 0, switch: { dateColumn: 1 } }, stranger)).status).toBe(404);
    const raw = await system().api(`/api/documents/${id}/reading`, { method: 'PUT', body: '{"version":', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);

    const after = (await call('GET', `/api/documents/${id}/statement`, { token })).body as Versioned;
    expect(after.version).toBe(1);
    expect(after.statement.accounts[0].reading?.forced).toBeUndefined();
    expect((await call('GET', `/api/documents/${id}/history`, { token })).body).toEqual([]);
  });
});
