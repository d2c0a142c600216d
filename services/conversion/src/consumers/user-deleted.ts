import { idempotentHandler, type EventBus } from '@bankxl/bus';
import type { Database } from '@bankxl/db';
import type { Logger } from '@bankxl/platform';
import { deleteConversionsOf } from '../adapters/conversion-repository.js';

/** Forgets a deleted user's conversion records (their stored files belong to documents, which deletes them). */
export async function subscribeToUserDeleted(deps: { database: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe(
    'conversion.user-deleted',
    ['user.deleted'],
    idempotentHandler(deps.database, 'conversion.user-deleted', async (tx, event) => {
      if (event.type !== 'user.deleted') return;
      const removed = await deleteConversionsOf(tx, event.data.userId);
      deps.log.info({ userId: event.data.userId, removed }, 'conversion records deleted with the account');
    }),
  );
}
