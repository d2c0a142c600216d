// Recovery of conversions another instance left half-way, from the rows and objects a crashed process
// leaves behind: written here with SQL and the S3 API, then settled by the running service (real
// adapters: PGlite or PostgreSQL, the in-process bus or RabbitMQ, a local S3 server). Billing is
// unreachable in this harness, so a refund ends as `refund_pending` (retried later), never lost.
// crash-recovery.test.ts kills a real process instead; this one also runs without PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { AppEvent } from '@bankxl/contracts';
import { eventually } from '@bankxl/testing';
import type { FileStorage } from '@bankxl/storage';
import { fixture, startConversion, type ConversionUnderTest } from './support.js';

jest.setTimeout(60_000);

let conversion: ConversionUnderTest;
let s3: FileStorage;
const completed: AppEvent[] = [];

beforeAll(async () => {
  conversion = await startConversion();
  s3 = conversion.storage;
  await conversion.infra.bus.subscribe('recoverytest.completed', ['conversion.completed'], async (event) => {
    completed.push(event);
  });
}, 60_000);
afterAll(async () => {
  await conversion?.stop();
}, 30_000);

const db = () => conversion.infra.database.db;

/** An instance row as a process leaves it: last heartbeat `secondsAgo` ago. */
async function instance(secondsAgo: number): Promise<string> {
  const id = randomUUID();
  await db().execute(sql`INSERT INTO conversion.instances (id, started_at, seen_at) VALUES (${id}, now() - interval '1 hour', now() - make_interval(secs => ${secondsAgo}))`);
  return id;
}

/** A conversion row at `status`, as convertForUser records it before the owner died `secondsAgo` ago. */
async function conversionLeftAt(status: 'charging' | 'storing', owner: string, secondsAgo: number) {
  const id = randomUUID();
  const userId = randomUUID();
  const storedFilename = `${randomUUID()}.xlsx`;
  const row = { id, userId, storedFilename, pdfKey: `users/${userId}/${id}.pdf`, workbookKey: `users/${userId}/${storedFilename}` };
  await db().execute(sql`
    INSERT INTO conversion.conversions (id, user_id, pages, status, original_filename, stored_filename, pdf_key, workbook_key, owner, created_at, updated_at)
    VALUES (${id}, ${userId}, 1, ${status}, 'left.pdf', ${storedFilename}, ${row.pdfKey}, ${row.workbookKey}, ${owner},
            now() - make_interval(secs => ${secondsAgo}), now() - make_interval(secs => ${secondsAgo}))`);
  return row;
}

async function statusOf(id: string): Promise<{ status: string; filesRemoved: boolean }> {
  const result = await db().execute(sql`SELECT status, files_removed_at FROM conversion.conversions WHERE id = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { status: string; files_removed_at: unknown }[];
  return { status: rows[0].status, filesRemoved: rows[0].files_removed_at !== null };
}


const pdf = fixture('uk-current.pdflib.pdf');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('conversions left by an instance that stopped', () => {
  test('when it was charged and both files are stored, then it is completed and conversion.completed is published', async () => {
    const row = await conversionLeftAt('storing', await instance(60), 60);
    await s3.put(row.pdfKey, pdf, 'application/pdf');
    await s3.put(row.workbookKey, Buffer.from('workbook'), XLSX);

    const event = await eventually(async () => {
      const found = completed.find((e) => e.type === 'conversion.completed' && e.data.conversionId === row.id);
      if (!found) throw new Error('no conversion.completed yet');
      return found;
    });
    expect(event.data).toMatchObject({ userId: row.userId, storedFilename: row.storedFilename, pdfKey: row.pdfKey, workbookKey: row.workbookKey, pages: 1 });
    expect(await statusOf(row.id)).toEqual({ status: 'completed', filesRemoved: false });
    expect(await s3.exists(row.workbookKey)).toBe(true);
  });

  test('when only the PDF was stored, then its refund is asked for and the PDF is deleted', async () => {
    const row = await conversionLeftAt('storing', await instance(60), 60);
    await s3.put(row.pdfKey, pdf, 'application/pdf');

    await eventually(async () => expect(await statusOf(row.id)).toEqual({ status: 'refund_pending', filesRemoved: true }));
    expect(await s3.exists(row.pdfKey)).toBe(false);
    expect(completed.some((e) => e.type === 'conversion.completed' && e.data.conversionId === row.id)).toBe(false);
  });

  test('when it died while asking billing for the charge, then it is settled only once that charge has had time to land', async () => {
    const dead = await instance(60);
    const settled = await conversionLeftAt('charging', dead, 60);
    const tooRecent = await conversionLeftAt('charging', dead, 5);

    await eventually(async () => expect(await statusOf(settled.id)).toEqual({ status: 'refund_pending', filesRemoved: true }));
    expect((await statusOf(tooRecent.id)).status).toBe('charging');
  });

  test('when the owner still beats, then its conversions are left alone', async () => {
    const live = await instance(0);
    const beat = setInterval(() => {
      void db().execute(sql`UPDATE conversion.instances SET seen_at = now() WHERE id = ${live}`);
    }, 1_000);
    try {
      const row = await conversionLeftAt('storing', live, 60);
      await s3.put(row.pdfKey, pdf, 'application/pdf');
      // Two recovery rounds (every 5 s) go by.
      await new Promise((r) => setTimeout(r, 11_000));
      expect(await statusOf(row.id)).toEqual({ status: 'storing', filesRemoved: false });
      expect(await s3.exists(row.pdfKey)).toBe(true);
    } finally {
      clearInterval(beat);
    }
  });
});
