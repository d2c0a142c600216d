// A synchronous conversion (POST /api/convert) is held to what the user is told (issue 11): past its
// deadline (CONVERT_DEADLINE_MS) it is stopped and answers a clear timeout, with nothing charged or stored;
// when the client goes away before the charge, it is stopped and nothing is charged; once charged, it is
// finished and its document kept (published as conversion.completed, which is what lists it). Real adapters
// and a real billing service; the only thing between them is a forwarder that can hold billing's answer
// to a charge, so the client can go away at a known step.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { AppEvent } from '@bankxl/contracts';
import { eventually } from '@bankxl/testing';
import { fixture, scanOf, startBilling, startConversion, type BillingUnderTest, type ConversionUnderTest } from './support.js';

// OCR reads a page in several seconds, more on a busy machine.
jest.setTimeout(180_000);

const SIGNUP_CREDITS = 10;
const DEADLINE_MESSAGE =
  'This PDF took too long to convert, so it was stopped and nothing was charged. Scans take several seconds a page: please split the file into fewer pages and try again.';

let billing: BillingUnderTest;
let forwarder: HoldingForwarder;
let threePageScan: Buffer;
let onePageScan: Buffer;

/**
 * Passes every request on to billing; after `hold()`, a charge (POST /internal/charges) waits for `release()`
 * before it is passed on, and the promise `hold()` returned resolves when one is waiting.
 */
type HoldingForwarder = { url: string; hold(): Promise<void>; release(): void; close(): Promise<void> };

async function startHoldingForwarder(target: string): Promise<HoldingForwarder> {
  let gate: Promise<void> | null = null;
  let open = () => {};
  let arrived = () => {};
  let chargeArrived = Promise.resolve();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        if (gate && req.method === 'POST' && req.url === '/internal/charges') {
          arrived();
          await gate;
        }
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name))) as Record<string, string>;
        const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      })().catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
      chargeArrived = new Promise((resolve) => (arrived = resolve));
      return chargeArrived;
    },
    release() {
      gate = null;
      open();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The user's conversions as recorded by the service: every charge has one (see convertForUser). */
async function conversionsOf(conversion: ConversionUnderTest, userId: string): Promise<{ id: string; status: string; workbookKey: string }[]> {
  const result = await conversion.infra.database.db.execute(sql`SELECT id, status, workbook_key FROM conversion.conversions WHERE user_id = ${userId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string; status: string; workbook_key: string }[];
  return rows.map((row) => ({ id: row.id, status: row.status, workbookKey: row.workbook_key }));
}

/** conversion.completed events seen (documents lists a document from this event). */
async function watchCompleted(conversion: ConversionUnderTest, name: string): Promise<AppEvent[]> {
  const seen: AppEvent[] = [];
  await conversion.infra.bus.subscribe(`${name}.completed`, ['conversion.completed'], async (event) => {
    seen.push(event);
  });
  return seen;
}
type Completed = Extract<AppEvent, { type: 'conversion.completed' }>;
const completedFor = (events: AppEvent[], userId: string) => events.filter((e): e is Completed => e.type === 'conversion.completed' && e.data.userId === userId);

/** POST /api/convert that the client gives up on when `signal` fires (a closed tab, or the gateway giving up). */
function convertAbortable(conversion: ConversionUnderTest, pdf: Buffer, token: string, signal: AbortSignal): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'statement.pdf');
  return fetch(`${conversion.url}/api/convert`, { method: 'POST', body: form, headers: { 'x-client-ip': '203.0.113.9', authorization: `Bearer ${token}` }, signal });
}

const startWithBilling = (env: Record<string, string>) =>
  startConversion({ INTERNAL_BILLING_URL: forwarder.url, INTERNAL_TOKEN: billing.internalToken, CONVERT_RATE_LIMIT_PER_MINUTE: '1000', ...env });

beforeAll(async () => {
  billing = await startBilling(SIGNUP_CREDITS);
  forwarder = await startHoldingForwarder(billing.url);
  threePageScan = await scanOf('uk-multipage.pdflib.pdf');
  onePageScan = await scanOf('uk-current.pdflib.pdf');
}, 120_000);
afterAll(async () => {
  await forwarder?.close();
  await billing?.stop();
}, 30_000);

describe('a conversion past its deadline', () => {
  let conversion: ConversionUnderTest;
  let completed: AppEvent[];
  beforeAll(async () => {
    // Reading three scanned pages takes several seconds (each page's own limit stays 20 s): far past 1.5 s.
    conversion = await startWithBilling({ CONVERT_DEADLINE_MS: '1500' });
    completed = await watchCompleted(conversion, 'deadlinetest');
  }, 60_000);
  afterAll(async () => {
    await conversion?.stop();
  }, 30_000);

  test('when a signed-in user\'s scan takes longer than the deadline, then it is a 422 saying so, nothing is charged and no document is kept', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(threePageScan, { token });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 'conversion_timeout', message: DEADLINE_MESSAGE });
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS);
    expect(await conversionsOf(conversion, userId)).toEqual([]);
    expect(completedFor(completed, userId)).toEqual([]);
  });
});

describe('a client that goes away', () => {
  let conversion: ConversionUnderTest;
  let completed: AppEvent[];
  beforeAll(async () => {
    // One conversion per user at a time in each lane: a second scan is let in once the first has left the OCR lane.
    conversion = await startWithBilling({ ENGINE_CONVERSIONS_PER_CLIENT: '1' });
    completed = await watchCompleted(conversion, 'clientgonetest');
  }, 60_000);
  afterAll(async () => {
    await conversion?.stop();
  }, 30_000);

  test('when the client closes the request while its scan is being read, then the conversion is stopped and nothing is charged or kept', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const client = new AbortController();
    const scan = convertAbortable(conversion, threePageScan, token, client.signal);
    // Counting the pages takes well under this, reading three scanned pages well over it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    client.abort();
    await expect(scan).rejects.toThrow();

    // The same user's next scan is let in once the first has left the OCR lane (before that: 429).
    const next = await eventually(async () => {
      const res = await conversion.convert(onePageScan, { token });
      expect(res.status).toBe(200);
      return res;
    }, 120_000, 250);
    const documentId = next.headers.get('x-document-id');
    // Only the one-page scan was charged and kept; the three-page one left no charge and no record.
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS - 1);
    expect((await conversionsOf(conversion, userId)).map((c) => ({ id: c.id, status: c.status }))).toEqual([{ id: documentId, status: 'completed' }]);
    await eventually(() => expect(completedFor(completed, userId).map((e) => e.data.conversionId)).toEqual([documentId]));
  });

  test('when the client closes the request while its scan waits for the OCR worker, then its turn is handed on: the scan ahead and the next one convert', async () => {
    const ahead = await billing.signedInUser(conversion);
    const waiting = await billing.signedInUser(conversion);
    const first = conversion.convert(threePageScan, { token: ahead.token });
    // Let the first scan reach the only OCR worker (three pages there take far longer than these waits), and
    // the second have its pages counted and wait for that worker. Were either wait too short, the scan would
    // be given up while counted or read instead: the test would still pass, without trying the waiting turn.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const client = new AbortController();
    const second = convertAbortable(conversion, threePageScan, waiting.token, client.signal);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    client.abort();
    await expect(second).rejects.toThrow();

    expect((await first).status).toBe(200);
    // Were the given-up turn still held, this scan would never get the worker.
    const next = await eventually(async () => {
      const res = await conversion.convert(onePageScan, { token: waiting.token });
      expect(res.status).toBe(200);
      return res;
    }, 120_000, 250);
    expect(next.headers.get('x-statement-pages')).toBe('1');
    expect(await billing.balance(ahead.userId)).toBe(SIGNUP_CREDITS - 3);
    expect(await billing.balance(waiting.userId)).toBe(SIGNUP_CREDITS - 1);
  });

  test('when the client closes the request once the conversion is being charged, then it is finished: charged once, stored and listed', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const chargeArrived = forwarder.hold();
    const client = new AbortController();
    const res = convertAbortable(conversion, fixture('uk-current.pdflib.pdf'), token, client.signal);
    await chargeArrived;
    client.abort();
    await expect(res).rejects.toThrow();
    forwarder.release();

    const [kept] = await eventually(async () => {
      const rows = await conversionsOf(conversion, userId);
      expect(rows.map((row) => row.status)).toEqual(['completed']);
      return rows;
    });
    await eventually(() => expect(completedFor(completed, userId).map((e) => e.data.conversionId)).toEqual([kept.id]));
    expect(await billing.balance(userId)).toBe(SIGNUP_CREDITS - 1);
    expect(await conversion.storage.exists(kept.workbookKey)).toBe(true);
  });
});
