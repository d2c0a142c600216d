import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  claimPeriodicRun,
  coordinationMigrations,
  createPostgresDatabase,
  dropPostgresDatabase,
  hitSharedRateLimit,
  openDatabase,
  openPglite,
  schedulePeriodicJob,
  type Database,
  type PGlite,
} from '../src/index.js';
import { infraUrl, uniqueName } from './env.js';

/** Two "replicas": two handles on the same schema (on PostgreSQL each with its own connection pool). */
type Replicas = { a: Database; b: Database };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describeCoordination(kind: string, open: () => Promise<Replicas>, close: () => Promise<void>) {
  describe(`shared coordination between replicas: ${kind}`, () => {
    let replicas: Replicas;
    beforeAll(async () => {
      replicas = await open();
    });
    afterAll(async () => {
      await replicas?.a.close();
      await replicas?.b.close();
      await close();
    });

    test('when both replicas claim the same period at once, then exactly one gets it', async () => {
      const { a, b } = replicas;
      const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => claimPeriodicRun(i % 2 ? a : b, 'race', 60_000)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      // Within the period nobody else gets it, on either replica.
      expect(await claimPeriodicRun(a, 'race', 60_000)).toBe(false);
      expect(await claimPeriodicRun(b, 'race', 60_000)).toBe(false);
    });

    test('when both replicas schedule the same job, then it runs once per period, not once per replica', async () => {
      const { a, b } = replicas;
      const runs: string[] = [];
      const periodMs = 400;
      const job = (db: Database, who: string) =>
        schedulePeriodicJob({ database: db, name: 'sweep', everyMs: periodMs, run: async () => void runs.push(who) });
      const started = Date.now();
      const jobs = [job(a, 'a'), job(b, 'b')];
      await sleep(2_000);
      await Promise.all(jobs.map((j) => j.stop()));
      const periods = (Date.now() - started) / periodMs;
      // One run per elapsed period (plus the one at start), never one per replica per period.
      expect(runs.length).toBeGreaterThanOrEqual(Math.floor(periods * 0.6));
      expect(runs.length).toBeLessThanOrEqual(Math.ceil(periods) + 1);
    });

    test('when a rate limit is hit through both replicas at once, then exactly `max` hits are allowed in the window', async () => {
      const { a, b } = replicas;
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => hitSharedRateLimit(i % 2 ? a : b, 'convert:203.0.113.9', 60_000, 5)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      const refused = results.filter((r) => !r.allowed);
      expect(refused.every((r) => r.retryAfterSeconds >= 1 && r.retryAfterSeconds <= 60)).toBe(true);
      // Another client has its own budget.
      expect((await hitSharedRateLimit(a, 'convert:198.51.100.1', 60_000, 5)).allowed).toBe(true);
    });

    test('when the window has passed, then the client is allowed again', async () => {
      const { a, b } = replicas;
      expect((await hitSharedRateLimit(a, 'contact:192.0.2.1', 300, 1)).allowed).toBe(true);
      expect((await hitSharedRateLimit(b, 'contact:192.0.2.1', 300, 1)).allowed).toBe(false);
      await sleep(400);
      expect((await hitSharedRateLimit(b, 'contact:192.0.2.1', 300, 1)).allowed).toBe(true);
    });
  });
}

const adminUrl = infraUrl('TEST_DATABASE_URL');
if (adminUrl) {
  const name = uniqueName('test');
  describeCoordination(
    'PostgreSQL, two connection pools',
    async () => {
      const url = await createPostgresDatabase(adminUrl, name);
      const schema = 'svc';
      const a = await openDatabase({ schema, migrations: coordinationMigrations(schema), url });
      const b = await openDatabase({ schema, migrations: coordinationMigrations(schema), url });
      return { a, b };
    },
    () => dropPostgresDatabase(adminUrl, name),
  );
}

let pglite: PGlite | undefined;
describeCoordination(
  'PGlite (embedded mode)',
  async () => {
    pglite = await openPglite('memory://');
    const schema = 'svc';
    const a = await openDatabase({ schema, migrations: coordinationMigrations(schema), pglite });
    const b = await openDatabase({ schema, migrations: coordinationMigrations(schema), pglite });
    return { a, b };
  },
  async () => {
    await pglite?.close();
  },
);
