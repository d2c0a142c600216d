import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { monthlyStatement, renderWithPdfLib } from '@bankxl/statement/fixtures';
import { creditsShouldBe, registerVerified, systemForFile } from './system.js';

// Real services and databases, a dozen conversions: slower than jest's default on a busy machine.
jest.setTimeout(180_000);

const PASSWORD = 'correct horse';
const ACCOUNT = '55501234';

const { system, call } = systemForFile({ REGISTER_RATE_LIMIT_PER_HOUR: '1000' });

async function givenVerifiedUser(): Promise<string> {
  const login = await registerVerified(system(), 'batch', PASSWORD);
  const token = login.token;
  await creditsShouldBe(call, token, 3);
  return token;
}

/** Buys the 400-credit pack on the sandbox checkout (the real fulfilment path). */
async function buyCredits(token: string): Promise<void> {
  const session = await call('POST', '/api/create-checkout-session', { token, body: { planName: 'Small Business', price: '$15', credits: '400' } });
  expect(session.status).toBe(200);
  const paid = await system().api(session.body.url as string, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(paid.status).toBe(303);
  await creditsShouldBe(call, token, 403);
}

async function creditsOf(token: string): Promise<number> {
  return (await call('GET', '/api/me', { token })).body.credits as number;
}

type Upload = { name: string; pdf: Uint8Array };

/** A year of one account's monthly statements that follow on (each opening = the previous closing). */
async function yearOfStatements(pages = 1): Promise<Upload[]> {
  const out: Upload[] = [];
  let opening = 250_000;
  for (let m = 1; m <= 12; m += 1) {
    const month = `2024-${String(m).padStart(2, '0')}`;
    const { doc, closingCents } = monthlyStatement({ accountNumber: ACCOUNT, month, openingCents: opening, pages });
    out.push({ name: `${month}.pdf`, pdf: await renderWithPdfLib(doc) });
    opening = closingCents;
  }
  return out;
}

function postBatch(token: string | undefined, files: Upload[]): Promise<Response> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), f.name);
  return system().api('/api/batches', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

type BatchBody = {
  id: string;
  status: string;
  pages: number;
  files: { name: string; status: string; pages: number; error: string | null }[];
  checks: {
    problems: number;
    accounts: { accountNumber: string; currency: string; statements: { name: string; duplicateOf: string | null }[]; checks: { kind: string; ok: boolean | null; message: string; statements: string[] }[] }[];
  } | null;
};

async function batchWhenDone(token: string, id: string): Promise<BatchBody> {
  for (let i = 0; i < 600; i += 1) {
    const res = await call('GET', `/api/batches/${id}`, { token });
    expect(res.status).toBe(200);
    if (res.body.status === 'done') return res.body as BatchBody;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the batch did not finish');
}

describe('a batch of statements through the gateway', () => {
  let year: Upload[];
  beforeAll(async () => {
    year = await yearOfStatements();
  });

  test('when twelve monthly statements with June missing and March sent twice are uploaded, then both are named in the batch and in the Batch Summary sheet', async () => {
    const token = await givenVerifiedUser();
    await buyCredits(token);
    const files = [...year.filter((f) => f.name !== '2024-06.pdf')];
    files.splice(5, 0, { name: 'march-again.pdf', pdf: year[2].pdf });
    expect(files).toHaveLength(12);

    const res = await postBatch(token, files);
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as BatchBody;
    expect(accepted.pages).toBe(12);
    expect(accepted.files.map((f) => f.name)).toEqual(files.map((f) => f.name));

    const done = await batchWhenDone(token, accepted.id);
    expect(done.files.map((f) => [f.name, f.status])).toEqual(files.map((f) => [f.name, 'done']));
    // Charged per page as each file succeeded: 12 one-page statements.
    await creditsShouldBe(call, token, 403 - 12);

    expect(done.checks!.accounts).toHaveLength(1);
    const account = done.checks!.accounts[0];
    expect([account.accountNumber, account.currency]).toEqual([ACCOUNT, 'GBP']);
    expect(account.statements.map((s) => s.name)).toEqual([
      '2024-01.pdf', '2024-02.pdf', '2024-03.pdf', 'march-again.pdf', '2024-04.pdf', '2024-05.pdf',
      '2024-07.pdf', '2024-08.pdf', '2024-09.pdf', '2024-10.pdf', '2024-11.pdf', '2024-12.pdf',
    ]);
    const failed = account.checks.filter((c) => c.ok === false);
    expect(failed.map((c) => [c.kind, c.statements])).toEqual([
      ['duplicate', ['2024-03.pdf', 'march-again.pdf']],
      ['gap', ['2024-05.pdf', '2024-07.pdf']],
      // June's movements are missing, so July does not open where May closed.
      ['balance_continuity', ['2024-05.pdf', '2024-07.pdf']],
    ]);
    expect(failed[1].message).toBe('No statement covers 2024-06-01 to 2024-06-30: the period between 2024-05.pdf and 2024-07.pdf is missing.');
    expect(account.checks.filter((c) => c.kind === 'balance_continuity' && c.ok === true)).toHaveLength(9);

    const download = await system().api(`/api/batches/${accepted.id}/download?kind=combined`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await download.arrayBuffer());
    const summary = workbook.getWorksheet('Batch Summary')!;
    const rows: string[][] = [];
    summary.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows).toContainEqual([ACCOUNT, 'GBP', 'Missing period', 'Failed', '2024-05.pdf, 2024-07.pdf', failed[1].message]);
    expect(rows).toContainEqual([ACCOUNT, 'GBP', 'Same statement twice', 'Failed', '2024-03.pdf, march-again.pdf', failed[0].message]);
    const transactions = workbook.getWorksheet('Transactions')!;
    expect(transactions.getRow(1).values).toEqual([undefined, 'Date', 'Description', 'Payee', 'Category', 'Amount', 'Balance', 'Statement', 'Page']);
    const statementColumn = new Set<string>();
    transactions.eachRow((row, n) => n > 1 && statementColumn.add(String(row.getCell(7).value)));
    expect(workbook.getWorksheet('By category')!.rowCount).toBeGreaterThan(1);
    expect([...statementColumn]).toEqual(account.statements.filter((s) => !s.duplicateOf).map((s) => s.name));

    const zip = await system().api(`/api/batches/${accepted.id}/download?kind=zip&format=ofx`, { headers: { authorization: `Bearer ${token}` } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');

    // Another user cannot see it or download it.
    const stranger = await givenVerifiedUser();
    expect((await call('GET', `/api/batches/${accepted.id}`, { token: stranger })).status).toBe(404);
    expect((await system().api(`/api/batches/${accepted.id}/download?kind=combined`, { headers: { authorization: `Bearer ${stranger}` } })).status).toBe(404);
  });

  test('when the credits do not cover the batch, then the message names the pages and the credits, and nothing is charged', async () => {
    const token = await givenVerifiedUser();
    const res = await postBatch(token, year);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ message: 'This batch has 12 pages but you have 3 credits. Buy more credits to convert it.' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await creditsOf(token)).toBe(3);
    expect((await call('GET', '/api/documents', { token })).body).toEqual([]);
  });

  test('when a file of the batch is not a PDF, then the batch is refused naming it, and nothing is charged', async () => {
    const token = await givenVerifiedUser();
    const res = await postBatch(token, [year[0], { name: 'notes.pdf', pdf: new TextEncoder().encode('just some text') }]);
    expect(res.status).toBe(400);
    expect((await res.json()) as { message: string }).toMatchObject({ message: expect.stringMatching(/^notes\.pdf: .*Nothing in this batch was converted or charged\.$/) });
    expect(await creditsOf(token)).toBe(3);
  });

  test('when a zip of statements is uploaded, then each PDF in it is a file of the batch, charged as it converts', async () => {
    const token = await givenVerifiedUser();
    const zip = new JSZip();
    zip.file('client/2024-01.pdf', year[0].pdf);
    zip.file('client/2024-02.pdf', year[1].pdf);
    const body = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const res = await postBatch(token, [{ name: 'client.zip', pdf: body }]);
    expect(res.status).toBe(202);
    const done = await batchWhenDone(token, ((await res.json()) as BatchBody).id);
    expect(done.files.map((f) => [f.name, f.status])).toEqual([
      ['2024-01.pdf', 'done'],
      ['2024-02.pdf', 'done'],
    ]);
    expect(done.checks!.problems).toBe(0);
    await creditsShouldBe(call, token, 1);
  });

  test('when signed out, then a batch is refused with a 401', async () => {
    expect((await postBatch(undefined, [year[0]])).status).toBe(401);
  });
});
