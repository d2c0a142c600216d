import type { AppEvent } from '@bankxl/contracts';
import type { Database, Db } from '@bankxl/db';
import type { EventHandler } from './event-bus.js';
import { busTables } from './tables.js';

/**
 * Wraps an effect so that each event id takes effect once per consumer: the id is recorded in
 * processed_events in the same transaction as the effect, and a redelivery finds it and does
 * nothing. If the effect throws, the record rolls back with it and the bus retries.
 */
export function idempotentHandler(
  database: Database,
  consumer: string,
  handler: (tx: Db, event: AppEvent) => Promise<void>,
): EventHandler {
  const { processedEvents } = busTables(database.schema);
  return async (event) => {
    await database.transaction(async (tx) => {
      // On PostgreSQL a concurrent redelivery waits here for the first one's commit, then skips.
      const recorded = await tx
        .insert(processedEvents)
        .values({ consumer, eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      if (recorded.length === 0) return;
      await handler(tx, event);
    });
  };
}
