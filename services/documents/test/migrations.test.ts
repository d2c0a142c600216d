import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { openDatabase, openPglite, type PGlite } from '@bankxl/db';
import { documents } from '../src/adapters/tables.js';
import { migrations } from '../src/index.js';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await openPglite('memory://');
});
afterAll(async () => {
  await pglite?.close();
});

test('when documents-003 runs over documents recorded before it, then each is keyed by its conversion id and shows as not yet summarised nor corrected', async () => {
  const before = migrations.slice(0, migrations.findIndex((m) => m.name === 'documents-003-review'));
  const old = await openDatabase({ schema: 'documents', migrations: before, pglite });
  const conversionId = randomUUID();
  const randomId = randomUUID();
  await old.db.execute(sql`
    INSERT INTO documents.documents (id, user_id, conversion_id, original_filename, stored_filename, pdf_key, workbook_key, statement_key, pages, upload_date)
    VALUES (${randomId}, 'u1', ${conversionId}, 'a.pdf', ${`${randomUUID()}.xlsx`}, 'p', 'w', 's', 3, now())`);

  const migrated = await openDatabase({ schema: 'documents', migrations, pglite });
  const rows = await migrated.db.select().from(documents);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id: conversionId, conversionId, pages: 3, accounts: null, verdict: null, currentVersion: 1 });
});
