import { enqueueEvent } from '@bankxl/bus';
import { makeEvent } from '@bankxl/contracts';
import { claimPeriodicRun } from '@bankxl/db';
import type { Logger } from '@bankxl/platform';
import {
  claimAbandoned,
  completeClaimed,
  heartbeat,
  leftoverFiles,
  pruneInstances,
  refundsOwed,
  type AbandonedConversion,
} from '../adapters/conversion-repository.js';
import { deleteExpiredResults } from '../adapters/result-repository.js';
import { refundAfterFailure, removeConversionFiles, SCHEMA, type ConvertDeps } from './convert-statement.js';

export type RecoveryTimings = {
  /** How often this instance says it is alive and looks for conversions of instances that are not. */
  heartbeatMs: number;
  /** An instance silent this long is gone; its conversions are taken over. Several heartbeats. */
  deadAfterSeconds: number;
  /**
   * A conversion that died while asking billing for its charge waits this long after that step (more
   * than billing's client timeout), so the charge has settled before the refund is asked for.
   */
  chargingGraceSeconds: number;
  /** How often refunds billing could not take are retried and leftover files deleted. */
  retryMs: number;
};

export const DEFAULT_RECOVERY_TIMINGS: Omit<RecoveryTimings, 'retryMs'> = { heartbeatMs: 5_000, deadAfterSeconds: 15, chargingGraceSeconds: 30 };

/** Rows written before conversions recorded their owner: the old 15-minute rule. */
const LEGACY_STUCK_AFTER_SECONDS = 15 * 60;
/** Instance rows silent for a day are forgotten. */
const PRUNE_INSTANCES_AFTER_SECONDS = 24 * 3600;

type RecoveryDeps = Pick<ConvertDeps, 'billing' | 'database' | 'storage' | 'instanceId' | 'afterCommit'> & { log: Logger };

/**
 * Makes a crash between the charge and the saved result cost nobody anything, within seconds of the
 * crashed instance going silent (at start-up when it was this one): each instance beats in
 * `conversion.instances`; conversions whose owner stopped beating are claimed (by one instance only)
 * and finished when the charge went through and all its objects are stored, otherwise refunded with
 * their recorded objects deleted. Also retries refunds billing could not take, and deletes the
 * objects of conversions that ended without completing whose deletion failed. Refunds are
 * idempotent in billing, so a retry never pays back twice.
 */
export function startRecovery(deps: RecoveryDeps, timings: RecoveryTimings): { stop(): Promise<void> } {
  const { log } = deps;
  const warn = (what: string) => (err: unknown) => log.warn({ err: err instanceof Error ? err.message : String(err) }, what);

  const beatAndRecover = async () => {
    await heartbeat(deps.database.db, deps.instanceId);
    // A few batches per round: a row that cannot be settled now comes back next round, not in a tight loop.
    for (let batch = 0; batch < 5; batch += 1) {
      const claimed = await claimAbandoned(deps.database, deps.instanceId, {
        deadAfterSeconds: timings.deadAfterSeconds,
        chargingGraceSeconds: timings.chargingGraceSeconds,
        legacyAfterSeconds: LEGACY_STUCK_AFTER_SECONDS,
      });
      for (const row of claimed) await settleAbandoned(deps, row);
      if (claimed.length > 0) log.info({ count: claimed.length }, 'conversions left by a stopped instance settled');
      if (claimed.length < 20) break;
    }
  };

  const retryAndSweep = async () => {
    // Heartbeats and abandoned-conversion claims are per instance; this round is not: one replica a
    // period does it. The claim spans 90% of the period so timer drift never skips a whole period.
    if (!(await claimPeriodicRun(deps.database, 'conversion.refund-retries', timings.retryMs * 0.9))) return;
    const owed = await refundsOwed(deps.database);
    for (const conversionId of owed) await refundAfterFailure(deps, conversionId);
    if (owed.length > 0) log.info({ count: owed.length }, 'refund retries done');
    const leftovers = await leftoverFiles(deps.database);
    let removed = 0;
    for (const row of leftovers) if (await removeConversionFiles(deps, row)) removed += 1;
    if (removed > 0) log.info({ removed }, 'files of conversions that did not complete deleted');
    await pruneInstances(deps.database.db, PRUNE_INSTANCES_AFTER_SECONDS);
    // Results past retention (GET /api/results/:token already refuses them; this frees the rows).
    await deleteExpiredResults(deps.database.db, new Date());
  };

  const loop = (name: string, everyMs: number, round: () => Promise<void>) => {
    let running: Promise<void> | null = null;
    const tick = () => {
      if (running) return;
      running = round()
        .catch(warn(`${name} round failed`))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, everyMs);
    timer.unref();
    tick();
    return async () => {
      clearInterval(timer);
      await running;
    };
  };

  const stopRecovery = loop('recovery', timings.heartbeatMs, beatAndRecover);
  const stopRetries = loop('refund retry', timings.retryMs, retryAndSweep);
  return {
    async stop() {
      await Promise.all([stopRecovery(), stopRetries()]);
    },
  };
}

/** Finishes a claimed conversion when it was charged and all its objects are stored; otherwise refunds it. */
async function settleAbandoned(deps: RecoveryDeps, row: AbandonedConversion): Promise<void> {
  const { log } = deps;
  if (row.status === 'storing' && (await allStored(deps, row))) {
    const completed = await deps.database.transaction(async (tx) => {
      if (!(await completeClaimed(tx, row.id, deps.instanceId))) return false;
      await enqueueEvent(
        tx,
        SCHEMA,
        makeEvent('conversion.completed', {
          conversionId: row.id,
          userId: row.userId,
          originalFilename: row.originalFilename,
          storedFilename: row.storedFilename as string,
          pdfKey: row.pdfKey as string,
          workbookKey: row.workbookKey as string,
          ...(row.statementKey ? { statementKey: row.statementKey } : {}),
          pages: row.pages,
          uploadDate: row.createdAt.toISOString(),
        }),
      );
      return true;
    });
    if (completed) {
      deps.afterCommit();
      log.info({ conversionId: row.id, userId: row.userId }, 'conversion left by a stopped instance completed');
    }
    return; // not completed: another instance took it over from us and settles it
  }
  // Charged or not (billing answers 404 when not, and the row becomes `failed`), nothing of it stays.
  await removeConversionFiles(deps, row);
  await refundAfterFailure(deps, row.id);
  log.info({ conversionId: row.id, userId: row.userId, step: row.status }, 'conversion left by a stopped instance refunded');
}

async function allStored(deps: RecoveryDeps, row: AbandonedConversion): Promise<boolean> {
  if (!row.storedFilename || !row.pdfKey || !row.workbookKey) return false;
  try {
    const keys = [row.pdfKey, row.workbookKey, ...(row.statementKey ? [row.statementKey] : [])];
    for (const key of keys) if (!(await deps.storage.exists(key))) return false;
    return true;
  } catch {
    return false; // storage down: refunding is always a safe way to settle
  }
}
