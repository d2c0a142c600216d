import { createHash } from 'node:crypto';
import type { AppEvent } from '@bankxl/contracts';
import { pruneSharedRateLimits, schedulePeriodicJob, type Database, type Db } from '@bankxl/db';
import { and, asc, inArray, isNull, isNotNull, lt, sql } from 'drizzle-orm';
import type { EventBus, Logger } from './event-bus.js';
import { startKickedRounds } from './rounds.js';
import { busTables } from './tables.js';
import { errorMessage, validateEvent } from './validation.js';

/**
 * Records `event` in the outbox inside the caller's transaction, so the state change and the event
 * commit (or vanish) together. The relay publishes it afterwards. Invalid events throw here, at the
 * source, instead of blocking the relay later.
 */
export async function enqueueEvent(tx: Db, schema: string, event: AppEvent): Promise<void> {
  const valid = validateEvent(event);
  await tx.insert(busTables(schema).outbox).values({ id: valid.id, type: valid.type, payload: valid });
}

export type OutboxRelayOptions = {
  database: Database;
  bus: EventBus;
  log?: Logger;
  /** How often unsent rows are looked for when nobody kicks (default 1000 ms). */
  pollIntervalMs?: number;
  /** Rows published per round (default 100). */
  batchSize?: number;
  /** Sent rows are deleted after this long (default 7 days). */
  retainSentMs?: number;
  /**
   * processed_events rows are deleted after this long (default 30 days): far longer than any
   * redelivery takes (a message is retried for minutes, then dead-lettered), so a deleted id is never
   * seen again.
   */
  retainProcessedMs?: number;
  /** How often the housekeeping above runs, once across all replicas (default hourly). */
  housekeepingEveryMs?: number;
};

export type OutboxRelay = {
  /** Publish now instead of at the next poll (call after committing a transaction that enqueued). */
  kick(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
};

const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * Publishes unsent outbox rows in order and marks each sent only after the bus confirmed it. A crash
 * between the two publishes the row again, which idempotent consumers absorb. With several replicas
 * on PostgreSQL, an advisory lock lets one relay work at a time so order holds, and the rows it
 * publishes are claimed with FOR UPDATE SKIP LOCKED, so even two relays that both got past the lock
 * (another version, a lock lost with its connection) never publish the same row at once.
 * Sent rows, old processed_events and ended rate-limit windows are pruned once per period across
 * replicas (a periodic job claim in the database).
 */
export function startOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const { database, bus, log } = opts;
  const batchSize = opts.batchSize ?? 100;
  const retainSentMs = opts.retainSentMs ?? 7 * 24 * 60 * 60 * 1000;
  const retainProcessedMs = opts.retainProcessedMs ?? 30 * 24 * 60 * 60 * 1000;
  const { outbox, processedEvents } = busTables(database.schema);
  const lockKey = advisoryKey(`bankxl.outbox.${database.schema}`);

  /** Publishes one batch; returns how many rows it marked sent (0: nothing left, or a failure). */
  const publishBatch = async (db: Db): Promise<{ sent: number; more: boolean }> => {
    const rows = await db
      .select({ seq: outbox.seq, payload: outbox.payload })
      .from(outbox)
      .where(isNull(outbox.sentAt))
      .orderBy(asc(outbox.seq))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { sent: 0, more: false };
    // One channel keeps the order of publishes, so they may all be in flight at once.
    const outcomes = await Promise.allSettled(rows.map((row) => bus.publish(row.payload)));
    const confirmed = outcomes.findIndex((o) => o.status === 'rejected');
    const sentRows = confirmed === -1 ? rows : rows.slice(0, confirmed);
    if (sentRows.length > 0) {
      await db
        .update(outbox)
        .set({ sentAt: new Date() })
        .where(inArray(outbox.seq, sentRows.map((r) => r.seq)));
    }
    if (confirmed !== -1) {
      const failure = outcomes[confirmed] as PromiseRejectedResult;
      log?.warn({ schema: database.schema, err: errorMessage(failure.reason), pending: rows.length - sentRows.length }, 'outbox publish failed; will retry');
      return { sent: sentRows.length, more: false };
    }
    return { sent: sentRows.length, more: rows.length === batchSize };
  };

  const housekeeping = async () => {
    const { db } = database;
    await db.delete(outbox).where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, new Date(Date.now() - retainSentMs))));
    await db.delete(processedEvents).where(lt(processedEvents.processedAt, new Date(Date.now() - retainProcessedMs)));
    await pruneSharedRateLimits(database);
  };

  const drain = async (db: Db, stopped: () => boolean) => {
    let more = true;
    while (more && !stopped()) ({ more } = await publishBatch(db));
  };

  const runRound = async (stopped: () => boolean) => {
    if (database.kind === 'pglite') {
      // One process owns a PGlite directory, so there is no other relay; and a transaction held
      // while the broker is away would stall every service sharing the instance.
      await drain(database.db, stopped);
      return;
    }
    await database.transaction(async (tx) => {
      const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockKey}::bigint) AS locked`)) as unknown as {
        rows: { locked: boolean }[];
      };
      if (result.rows[0]?.locked) await drain(tx, stopped);
    });
  };

  const rounds = startKickedRounds({
    runRound,
    pollIntervalMs: opts.pollIntervalMs ?? 1000,
    onRoundError: (err) => log?.warn({ schema: database.schema, err: errorMessage(err) }, 'outbox relay round failed; will retry'),
  });
  const pruning = schedulePeriodicJob({
    database,
    name: 'bus.housekeeping',
    everyMs: opts.housekeepingEveryMs ?? HOUSEKEEPING_EVERY_MS,
    run: housekeeping,
    log,
  });

  return {
    kick: rounds.kick,
    async stop() {
      await Promise.all([rounds.stop(), pruning.stop()]);
    },
  };
}

function advisoryKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}
