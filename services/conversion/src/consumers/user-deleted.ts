import { storedKeysOf } from '@bankxl/contracts';
import { idempotentHandler, type EventBus } from '@bankxl/bus';
import type { Database } from '@bankxl/db';
import type { Logger } from '@bankxl/platform';
import type { FileStorage } from '@bankxl/storage';
import { deleteApiConversionsOf } from '../adapters/api-conversion-repository.js';
import { deleteConversionsOf, leftoverFilesOf } from '../adapters/conversion-repository.js';
import { conversionIdempotencyKeys } from '../adapters/idempotency-repository.js';
import { deleteBatchesOf } from '../adapters/batch-repository.js';
import { deleteResultsOf } from '../adapters/result-repository.js';
import { deleteRulesOf } from '../adapters/rule-repository.js';

/**
 * Forgets a deleted user's conversion records and rules. The stored files of completed conversions belong to
 * documents, which deletes them; those of conversions that did not complete (a crash, an outage) are
 * ours, and are deleted here first, since without the row nothing would know them (a failure retries
 * the event).
 */
export async function subscribeToUserDeleted(deps: { database: Database; bus: EventBus; storage: FileStorage; log: Logger }): Promise<void> {
  await deps.bus.subscribe(
    'conversion.user-deleted',
    ['user.deleted'],
    idempotentHandler(deps.database, 'conversion.user-deleted', async (tx, event) => {
      if (event.type !== 'user.deleted') return;
      for (const row of await leftoverFilesOf(tx, event.data.userId)) {
        for (const key of storedKeysOf(row)) await deps.storage.delete(key);
      }
      const removed = await deleteConversionsOf(tx, event.data.userId);
      await deleteApiConversionsOf(tx, event.data.userId);
      await conversionIdempotencyKeys.deleteOf(tx, event.data.userId);
      await deleteResultsOf(tx, event.data.userId);
      await deleteBatchesOf(tx, event.data.userId);
      // The rules the user taught are their own data: they go with the account.
      await deleteRulesOf(tx, event.data.userId);
      deps.log.info({ userId: event.data.userId, removed }, 'conversion records deleted with the account');
    }),
  );
}
