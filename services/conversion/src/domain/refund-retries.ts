import type { Logger } from '@bankxl/platform';
import { refundsOwed } from '../adapters/conversion-repository.js';
import { refundAfterFailure, type ConvertDeps } from './convert-statement.js';

const STUCK_AFTER_MS = 15 * 60_000;

/**
 * Retries refunds that could not reach billing, and refunds conversions left half-way by a crash
 * (charged, never completed). Refunds are idempotent in billing, so a retry never pays back twice.
 */
export function startRefundRetries(deps: Pick<ConvertDeps, 'billing' | 'database'> & { log: Logger }, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const round = async () => {
    const owed = await refundsOwed(deps.database, new Date(Date.now() - STUCK_AFTER_MS));
    for (const conversionId of owed) await refundAfterFailure(deps, conversionId);
    if (owed.length > 0) deps.log.info({ count: owed.length }, 'refund retries done');
  };
  const tick = () => {
    if (running) return;
    running = round()
      .catch((err: unknown) => deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'refund retry round failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
