// Progress on long work (issue 24, item 3): POST /api/convert asked with Accept: text/event-stream tells how far
// the conversion is (pages read, which by OCR, checking, writing), and closing the request cancels it: the engine
// stops and nothing is charged. Real adapters, a real billing service, scans made here from known fixtures.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { ConversionProgress, ConvertStreamDone, ConvertStreamFailed } from '@bankxl/contracts';
import { onePagePdf } from '@bankxl/statement/fixtures';
import { fixture, freshIp, scanOf, startBilling, startConversion, workbookText, type BillingUnderTest, type ConversionUnderTest } from './support.js';

// OCR reads a page in several seconds, more on a busy machine.
jest.setTimeout(180_000);

const CREDITS = 10;
const EVENT_STREAM = 'text/event-stream';

type ServerEvent = { event: string; data: unknown };

/** The server-sent events of an answer, as they arrive. */
async function* eventsOf(res: Response): AsyncGenerator<ServerEvent> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
      if (event && data) yield { event, data: JSON.parse(data) };
    }
  }
}

/** Every event of an answer, until the stream ends. */
async function allEventsOf(res: Response): Promise<ServerEvent[]> {
  const events: ServerEvent[] = [];
  for await (const e of eventsOf(res)) events.push(e);
  return events;
}

/** What a person would read for each progress event, in order, repeats dropped. */
const stepsOf = (events: ServerEvent[]) =>
  events
    .filter((e) => e.event === 'progress')
    .map(({ data }) => {
      const p = data as ConversionProgress;
      return p.state === 'reading' ? `reading page ${p.page} of ${p.pagesTotal}${p.ocr ? ' by OCR' : ''}` : p.state;
    })
    .filter((step, i, all) => step !== all[i - 1]);

let billing: BillingUnderTest;
let conversion: ConversionUnderTest;
let threePageScan: Buffer;

beforeAll(async () => {
  billing = await startBilling(CREDITS);
  // One OCR worker: a cancelled scan that kept it would hold up every scan after it.
  conversion = await startConversion({ INTERNAL_BILLING_URL: billing.url, INTERNAL_TOKEN: billing.internalToken, CONVERT_RATE_LIMIT_PER_MINUTE: '1000', OCR_THREADS: '1' });
  threePageScan = await scanOf('uk-multipage.pdflib.pdf');
}, 120_000);
afterAll(async () => {
  await conversion?.stop();
  await billing?.stop();
}, 30_000);

/** The user's credit history as billing shows it on /credits. */
const historyOf = async (userId: string) => {
  const res = await fetch(`${billing.url}/api/credits-history`, { headers: { authorization: `Bearer ${await billing.tokenFor(userId)}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { change: number; description: string }[];
};

describe('POST /api/convert with progress events', () => {
  test('when a signed-in user converts a three-page scan asking for progress, then each page is reported as read by OCR, then checking, writing and saving, and the workbook arrives in the last event', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const res = await conversion.convert(threePageScan, { token, name: 'scan.pdf', accept: EVENT_STREAM });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await allEventsOf(res);

    expect(stepsOf(events)).toEqual(['reading page 1 of 3 by OCR', 'reading page 2 of 3 by OCR', 'reading page 3 of 3 by OCR', 'checking', 'writing', 'saving']);
    const pagesDone = events.filter((e) => e.event === 'progress').map((e) => (e.data as ConversionProgress).pagesDone);
    expect(pagesDone).toEqual([...pagesDone].sort((a, b) => a - b));
    expect(pagesDone.at(-1)).toBe(3);

    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    const done = last.data as ConvertStreamDone;
    expect(done).toMatchObject({ fileName: 'scan.xlsx', pages: 3, nextAvailable: null });
    expect(done.storedFilename).toBeTruthy();
    const cells = await workbookText(new Uint8Array(Buffer.from(done.workbookBase64, 'base64')).buffer);
    expect(cells).toContain('Page 1 was read by OCR (it is a scanned image): check its figures against the scan.');
    expect(await billing.balance(userId)).toBe(CREDITS - 3);
  });

  test('when an anonymous client asks for progress on a text statement, then its one free page is reported and the answer says when the next free conversion is', async () => {
    const ip = freshIp();
    const res = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip, accept: EVENT_STREAM });
    const events = await allEventsOf(res);
    expect(stepsOf(events)).toEqual(['reading page 1 of 1', 'checking', 'writing']);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { pages: 1, storedFilename: null } });
    expect(Date.parse((events.at(-1)!.data as ConvertStreamDone).nextAvailable!)).toBeGreaterThan(Date.now());

    // The free conversion was used, as without progress: the second is the 403 with nextAvailable, not a stream.
    const again = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip, accept: EVENT_STREAM });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'anonymous_limit', nextAvailable: expect.any(String) });
  });

  test('when the file is refused before the engine reads a page, then the answer is the ordinary JSON error', async () => {
    const res = await conversion.convert(Buffer.from('not a pdf'), { ip: freshIp(), accept: EVENT_STREAM });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: 'not_a_pdf' });
  });

  test('when the engine refuses a scan after reporting its page, then the failed event carries the status and message of the plain answer, and the free conversion stays unused', async () => {
    const ip = freshIp();
    const res = await conversion.convert(onePagePdf('0 0 m 300 300 l S\n'), { ip, accept: EVENT_STREAM });
    const events = await allEventsOf(res);
    expect(stepsOf(events)[0]).toBe('reading page 1 of 1 by OCR');
    expect(events.at(-1)).toEqual({
      event: 'failed',
      data: { status: 400, code: 'no_text_layer', message: 'No text could be recognised on the scanned pages of this PDF. Please try a sharper scan.' } satisfies ConvertStreamFailed,
    });
    const after = await conversion.convert(fixture('uk-current.pdflib.pdf'), { ip });
    expect(after.status).toBe(200);
  });
});

describe('cancelling a conversion', () => {
  test('when a signed-in user closes the request while a scan is read, then the engine stops (the process goes idle), nothing is charged or listed in the credit history, and the next scan converts', async () => {
    const { userId, token } = await billing.signedInUser(conversion);
    const cancel = new AbortController();
    const res = await conversion.convert(threePageScan, { token, accept: EVENT_STREAM, signal: cancel.signal });
    expect(res.status).toBe(200);
    for await (const { event, data } of eventsOf(res)) {
      expect(event).toBe('progress');
      // Page 2 under way: OCR is busy, and pages remain to be read.
      if ((data as ConversionProgress).page === 2) break;
    }
    cancel.abort();

    // The read stops and the OCR engine recognising its page is closed: the CPU this process uses falls to next to nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const used = process.cpuUsage(before);
    // OCR keeps about one core busy (~3 s of CPU in 3 s); idle, the services use a few hundredths of that.
    expect((used.user + used.system) / 1000).toBeLessThan(600);

    expect(await billing.balance(userId)).toBe(CREDITS);
    expect((await historyOf(userId)).map((entry) => entry.change)).toEqual([CREDITS]);

    const next = await conversion.convert(await scanOf('uk-current.pdflib.pdf'), { token });
    expect(next.status).toBe(200);
    expect(await billing.balance(userId)).toBe(CREDITS - 1);
  });
});

describe('a streamed conversion and the deadline of POST /api/convert', () => {
  let late: ConversionUnderTest;
  beforeAll(async () => {
    // A deadline a three-page scan cannot meet: a plain request is stopped by it (convert-deadline.test.ts).
    // The first progress event must come within it: the engines run at the service's own priority here, since
    // at their usual low one a machine busy with other suites (CI) held this fresh service's first page past 4 s.
    late = await startConversion({
      INTERNAL_BILLING_URL: billing.url,
      INTERNAL_TOKEN: billing.internalToken,
      CONVERT_RATE_LIMIT_PER_MINUTE: '1000',
      CONVERT_DEADLINE_MS: '4000',
      ENGINE_NICE: '0',
    });
  }, 60_000);
  afterAll(async () => {
    await late?.stop();
  }, 30_000);

  test('when progress events flow, then the conversion is not cut off by the deadline (the gateway hears from it), and it is charged once done', async () => {
    const { userId, token } = await billing.signedInUser(late);
    const started = Date.now();
    const events = await allEventsOf(await late.convert(threePageScan, { token, accept: EVENT_STREAM }));
    expect(events.at(-1)?.event).toBe('done');
    // Only meaningful if it ran past the deadline: OCR of three pages takes well over 4 s here (about 9 s on a quiet machine).
    expect(Date.now() - started).toBeGreaterThan(4_000);
    expect(await billing.balance(userId)).toBe(CREDITS - 3);
  });
});
