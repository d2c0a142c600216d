import type { AppEvent } from '@bankxl/contracts';
import type { Database, Db } from '@bankxl/db';
import type { EventHandler } from './event-bus.js';
import { busTables } from './tables.js';

/**
 * Wraps an effect so that each event id takes effect once per consumer: the id is recorded in
 * processed_events in the same transaction as the effect, and a redelivery finds it and does
 * nothing. If the effect throws, the record rolls back with it and the bus retries.
 *
 * `prepare` runs before the transaction, for what the effect needs from outside the database (a file
 * from storage, say): on PGlite a transaction holds the process's one database instance, so every other
 * query of every service (a user's `/api/me`) would wait while the transaction waited for that I/O
 * (issue 25). Its result is the handler's third argument.
 */
export function idempotentHandler<Prepared = undefined>(
  database: Database,
  consumer: string,
  handler: (tx: Db, event: AppEvent, prepared: Prepared) => Promise<void>,
  prepare?: (event: AppEvent) => Promise<Prepared>,
): EventHandler {
  const { processedEvents } = busTables(database.schema);
  return async (event) => {
    const prepared = (prepare ? await prepare(event) : undefined) as Prepared;
    await database.transaction(async (tx) => {
      // On PostgreSQL a concurrent redelivery waits here for the first one's commit, then skips.
      const recorded = await tx
        .insert(processedEvents)
        .values({ consumer, eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      if (recorded.length === 0) return;
      await handler(tx, event, prepared);
    });
  };
}
