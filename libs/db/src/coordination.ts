import { sql } from 'drizzle-orm';
import { assertIdentifier } from './identifiers.js';
import type { Database, Logger, Migration } from './types.js';

/**
 * State that replicas of one service share through their database instead of process memory:
 * `periodic_jobs` (when each periodic job last started, so it runs once per period across replicas)
 * and `rate_limits` (one fixed-window counter per limiter and client). Appended to a service's migrations.
 */
export function coordinationMigrations(schema: string): Migration[] {
  assertIdentifier('schema', schema);
  return [
    {
      name: 'coordination_0001_periodic_jobs_and_rate_limits',
      sql: `
        CREATE TABLE "${schema}".periodic_jobs (
          name text PRIMARY KEY,
          started_at timestamptz NOT NULL
        );
        CREATE TABLE "${schema}".rate_limits (
          key text PRIMARY KEY,
          window_start timestamptz NOT NULL,
          hits integer NOT NULL
        );
        CREATE INDEX rate_limits_window_start ON "${schema}".rate_limits (window_start);`,
    },
  ];
}

type Rows<T> = { rows: T[] };

/**
 * Claims this period's run of job `name`: true for exactly one caller per `periodMs` across every
 * replica. One upsert does it: the row lock makes a concurrent claimer wait for the first commit,
 * then its WHERE sees the fresh start time and it gets no row back. The database's clock decides,
 * so replicas whose clocks disagree still agree.
 */
export async function claimPeriodicRun(database: Database, name: string, periodMs: number): Promise<boolean> {
  const table = sql.raw(`"${assertIdentifier('schema', database.schema)}".periodic_jobs`);
  const result = (await database.db.execute(sql`
    INSERT INTO ${table} AS job (name, started_at) VALUES (${name}, now())
    ON CONFLICT (name) DO UPDATE SET started_at = now()
      WHERE job.started_at <= now() - make_interval(secs => ${periodMs / 1000}::double precision)
    RETURNING job.name`)) as unknown as Rows<{ name: string }>;
  return result.rows.length === 1;
}

export type PeriodicJob = {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

/**
 * Runs `run` about every `everyMs`, once per period across all replicas sharing `database`: each
 * replica checks several times a period and only the one that claims the period runs. At start a
 * replica runs the job unless another did so in the last `startGraceMs`, whatever the period: work may
 * have come due while every replica was down (a restart inside a long period would otherwise wait for
 * the rest of it), and replicas starting together still run it once.
 */
export function schedulePeriodicJob(opts: {
  database: Database;
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  log?: Logger;
  /** How often a replica looks whether the period is due (default a fifth of it, at most a minute). */
  checkEveryMs?: number;
  /** At start, the job runs unless it ran this recently (default 1 s, or the period if shorter). */
  startGraceMs?: number;
}): PeriodicJob {
  const { database, name, everyMs, run, log } = opts;
  const checkEveryMs = opts.checkEveryMs ?? Math.max(Math.min(everyMs / 5, 60_000), 50);
  let stopped = false;
  let running: Promise<void> | null = null;
  const startGraceMs = Math.min(opts.startGraceMs ?? 1_000, everyMs);
  const tick = (periodMs = everyMs) => {
    if (running || stopped) return;
    running = (async () => {
      if (!(await claimPeriodicRun(database, name, periodMs))) return;
      if (stopped) return;
      await run();
    })()
      .catch((err: unknown) => log?.warn({ job: name, err: err instanceof Error ? err.message : String(err) }, 'periodic job failed; will retry next period'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  tick(startGraceMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type RateLimitHit = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit of `key` in a fixed window shared by every replica: one atomic upsert that starts a
 * new window when the old one has ended. Returns whether the hit is within `max`.
 */
export async function hitSharedRateLimit(database: Database, key: string, windowMs: number, max: number): Promise<RateLimitHit> {
  const table = sql.raw(`"${assertIdentifier('schema', database.schema)}".rate_limits`);
  const window = sql`make_interval(secs => ${windowMs / 1000}::double precision)`;
  const result = (await database.db.execute(sql`
    INSERT INTO ${table} AS rl (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN rl.window_start <= now() - ${window} THEN now() ELSE rl.window_start END,
      hits = CASE WHEN rl.window_start <= now() - ${window} THEN 1 ELSE rl.hits + 1 END
    RETURNING rl.hits AS hits,
      -- now() is when this transaction began: a concurrent one that began later may have started the
      -- window after it, so the wait is capped at one window.
      LEAST(CEIL(${windowMs / 1000}::double precision), GREATEST(1, CEIL(EXTRACT(EPOCH FROM (rl.window_start + ${window} - now())))))::integer AS retry_after`)) as unknown as Rows<{
    hits: number;
    retry_after: number;
  }>;
  const row = result.rows[0];
  return { allowed: Number(row.hits) <= max, retryAfterSeconds: Number(row.retry_after) };
}

/** Forgets `key`'s window (e.g. after a successful action that should not count against the client). */
export async function resetSharedRateLimit(database: Database, key: string): Promise<void> {
  const table = sql.raw(`"${assertIdentifier('schema', database.schema)}".rate_limits`);
  await database.db.execute(sql`DELETE FROM ${table} WHERE key = ${key}`);
}

/** Deletes counters whose window ended long ago (every window we use is at most a day). */
export async function pruneSharedRateLimits(database: Database, olderThanMs = 2 * 24 * 60 * 60 * 1000): Promise<void> {
  const table = sql.raw(`"${assertIdentifier('schema', database.schema)}".rate_limits`);
  await database.db.execute(sql`DELETE FROM ${table} WHERE window_start < now() - make_interval(secs => ${olderThanMs / 1000}::double precision)`);
}

/** The shared counters as the store `rateLimit()` of @bankxl/platform takes. */
export function sharedRateLimitStore(database: Database) {
  return { hit: (key: string, windowMs: number, max: number) => hitSharedRateLimit(database, key, windowMs, max) };
}
