import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { isUniqueViolation, DatabaseClosedError, MigrationError, type Database, type Migration } from '../src/index.js';
import { uniqueName } from './env.js';

/** One backing store (a PGlite instance, or one PostgreSQL database) that test databases open views on. */
export type DatabaseHarness = {
  open(schema: string, migrations: readonly Migration[]): Promise<Database>;
  teardown(): Promise<void>;
};

const accountsMigration = (schema: string): Migration => ({
  name: '0001_accounts',
  sql: `CREATE TABLE "${schema}".accounts (
          id text PRIMARY KEY,
          balance integer NOT NULL,
          details jsonb NOT NULL DEFAULT '{}'::jsonb,
          updated_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE ledger (id serial PRIMARY KEY, account_id text NOT NULL REFERENCES accounts(id), change integer NOT NULL);`,
});

const tablesOf = (schema: string) => {
  const s = pgSchema(schema);
  return {
    accounts: s.table('accounts', {
      id: text('id').primaryKey(),
      balance: integer('balance').notNull(),
      details: jsonb('details').$type<Record<string, unknown>>().notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    }),
    ledger: s.table('ledger', { id: integer('id'), accountId: text('account_id').notNull(), change: integer('change').notNull() }),
  };
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour every Database adapter must show. */
export function describeDatabaseContract(name: string, factory: () => Promise<DatabaseHarness>): void {
  describe(`Database contract: ${name}`, () => {
    let harness: DatabaseHarness;
    const opened: Database[] = [];
    const open = async (schema: string, migrations: readonly Migration[]) => {
      const database = await harness.open(schema, migrations);
      opened.push(database);
      return database;
    };
    const givenAccountsDb = async () => {
      const schema = uniqueName('contract');
      return { schema, database: await open(schema, [accountsMigration(schema)]), ...tablesOf(schema) };
    };

    beforeAll(async () => {
      harness = await factory();
    });
    afterAll(async () => {
      for (const database of opened) await database.close();
      await harness?.teardown();
    });

    test('when opened, then the schema is created and each migration is applied once and recorded', async () => {
      const schema = uniqueName('mig');
      const migrations: Migration[] = [
        { name: '0001_items', sql: 'CREATE TABLE items (id text PRIMARY KEY)' },
        { name: '0002_seed', sql: "INSERT INTO items (id) VALUES ('seeded')" },
      ];
      const database = await open(schema, migrations);

      const recorded = rowsOf<{ name: string }>(
        await database.db.execute(sql.raw(`SELECT name FROM "${schema}".schema_migrations ORDER BY name`)),
      );
      expect(recorded.map((r) => r.name)).toEqual(['0001_items', '0002_seed']);
      const items = rowsOf<{ id: string }>(await database.db.execute(sql.raw(`SELECT id FROM "${schema}".items`)));
      expect(items).toEqual([{ id: 'seeded' }]);
      expect(database).toMatchObject({ schema });
    });

    test('when reopened (a restart), then applied migrations do not run again and only new ones do', async () => {
      const schema = uniqueName('restart');
      const first: Migration[] = [
        { name: '0001_items', sql: 'CREATE TABLE items (id serial PRIMARY KEY, note text)' },
        { name: '0002_seed', sql: "INSERT INTO items (note) VALUES ('once')" },
      ];
      await (await open(schema, first)).close();
      await (await open(schema, first)).close();
      const database = await open(schema, [...first, { name: '0003_more', sql: "INSERT INTO items (note) VALUES ('new')" }]);

      const notes = rowsOf<{ note: string }>(await database.db.execute(sql.raw(`SELECT note FROM "${schema}".items ORDER BY id`)));
      expect(notes.map((r) => r.note)).toEqual(['once', 'new']);
    });

    test('when several starters open the same schema at once, then each migration still runs once', async () => {
      const schema = uniqueName('race');
      const migrations: Migration[] = [
        { name: '0001_items', sql: 'CREATE TABLE items (id serial PRIMARY KEY)' },
        { name: '0002_seed', sql: 'INSERT INTO items DEFAULT VALUES' },
      ];
      const [database] = await Promise.all([1, 2, 3, 4].map(() => open(schema, migrations)));

      const count = rowsOf<{ n: number }>(await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${schema}".items`)));
      expect(count).toEqual([{ n: 1 }]);
    });

    test('when a migration fails, then opening rejects with MigrationError and nothing of the batch stays', async () => {
      const schema = uniqueName('broken');
      const good: Migration = { name: '0001_items', sql: 'CREATE TABLE items (id text PRIMARY KEY)' };
      const bad: Migration = { name: '0002_bad', sql: 'ALTER TABLE no_such_table ADD COLUMN x int' };

      const error = await open(schema, [good, bad]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect(error).toMatchObject({ code: 'migration_failed', migration: '0002_bad' });

      const database = await open(schema, [good]);
      const recorded = rowsOf<{ name: string }>(await database.db.execute(sql.raw(`SELECT name FROM "${schema}".schema_migrations`)));
      expect(recorded).toEqual([{ name: '0001_items' }]);
    });

    test('when two services use the same table name, then their schemas keep the rows apart', async () => {
      const a = await givenAccountsDb();
      const b = await givenAccountsDb();
      await a.database.db.insert(a.accounts).values({ id: 'acc-1', balance: 5, details: {}, updatedAt: new Date() });

      expect(await a.database.db.select().from(a.accounts)).toHaveLength(1);
      expect(await b.database.db.select().from(b.accounts)).toHaveLength(0);
    });

    test('when a transaction resolves, then its writes are committed', async () => {
      const { database, accounts, ledger } = await givenAccountsDb();
      const result = await database.transaction(async (tx) => {
        await tx.insert(accounts).values({ id: 'acc-1', balance: 3, details: {}, updatedAt: new Date() });
        await tx.insert(ledger).values({ accountId: 'acc-1', change: 3 });
        return 'done';
      });

      expect(result).toBe('done');
      expect(await database.db.select({ balance: accounts.balance }).from(accounts)).toEqual([{ balance: 3 }]);
      expect(await database.db.select({ change: ledger.change }).from(ledger)).toEqual([{ change: 3 }]);
    });

    test('when a transaction throws, then none of its writes remain and the error reaches the caller', async () => {
      const { database, accounts } = await givenAccountsDb();
      const boom = new Error('boom');
      const outcome = database.transaction(async (tx) => {
        await tx.insert(accounts).values({ id: 'acc-1', balance: 3, details: {}, updatedAt: new Date() });
        throw boom;
      });

      await expect(outcome).rejects.toBe(boom);
      expect(await database.db.select().from(accounts)).toEqual([]);
    });

    test('when a unique key is violated, then isUniqueViolation recognises it and other errors are not', async () => {
      const { database, accounts } = await givenAccountsDb();
      const row = { id: 'acc-1', balance: 1, details: {}, updatedAt: new Date() };
      await database.db.insert(accounts).values(row);

      const duplicate = await database.db.insert(accounts).values(row).catch((e: unknown) => e);
      const otherFailure = await database.db.execute(sql`SELECT 1 / 0`).catch((e: unknown) => e);

      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(isUniqueViolation(otherFailure)).toBe(false);
      expect(isUniqueViolation(undefined)).toBe(false);
    });

    test('when 20 transactions withdraw concurrently with SELECT … FOR UPDATE, then the balance never goes below zero', async () => {
      const { database, accounts, ledger } = await givenAccountsDb();
      await database.db.insert(accounts).values({ id: 'acc-1', balance: 10, details: {}, updatedAt: new Date() });

      const withdraw = () =>
        database.transaction(async (tx) => {
          const [account] = await tx.select().from(accounts).where(eq(accounts.id, 'acc-1')).for('update');
          await sleep(2); // widen the window a lost update would need
          if (account.balance < 1) return false;
          await tx.update(accounts).set({ balance: account.balance - 1 }).where(eq(accounts.id, 'acc-1'));
          await tx.insert(ledger).values({ accountId: 'acc-1', change: -1 });
          return true;
        });
      const outcomes = await Promise.all(Array.from({ length: 20 }, withdraw));

      expect(outcomes.filter(Boolean)).toHaveLength(10);
      expect(await database.db.select({ balance: accounts.balance }).from(accounts)).toEqual([{ balance: 0 }]);
      expect(await database.db.select().from(ledger)).toHaveLength(10);
    });

    test('when jsonb and timestamptz values are stored, then they come back unchanged', async () => {
      const { database, accounts } = await givenAccountsDb();
      const details = { owner: 'Zoë Ø', tags: ['a', 'b'], nested: { amount: 12.34, missing: null, ok: true } };
      const updatedAt = new Date('2024-02-29T23:59:58.123Z');
      await database.db.insert(accounts).values({ id: 'acc-1', balance: 0, details, updatedAt });

      const [row] = await database.db.select().from(accounts).where(eq(accounts.id, 'acc-1'));
      expect(row.details).toEqual(details);
      expect(row.updatedAt).toBeInstanceOf(Date);
      expect(row.updatedAt.toISOString()).toBe(updatedAt.toISOString());
    });

    test('when pinged, then it resolves; when closed, then further transactions are refused', async () => {
      const schema = uniqueName('closing');
      const database = await open(schema, []);
      await expect(database.ping()).resolves.toBeUndefined();

      await database.close();
      await expect(database.transaction(async () => 1)).rejects.toBeInstanceOf(DatabaseClosedError);
      await database.close(); // closing twice is harmless
    });
  });
}
