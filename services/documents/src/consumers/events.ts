import { idempotentHandler, type EventBus } from '@bankxl/bus';
import { forgetUser, recordConversion, type DocumentsDeps } from '../domain/documents.js';

/** conversion.completed becomes a document row; user.deleted removes the user's files and rows. */
export async function subscribeToEvents(deps: DocumentsDeps & { bus: EventBus }): Promise<void> {
  const { database, bus, log } = deps;
  await bus.subscribe(
    'documents.conversion-completed',
    ['conversion.completed'],
    idempotentHandler(database, 'documents.conversion-completed', async (tx, event) => {
      if (event.type !== 'conversion.completed') return;
      const added = await recordConversion(tx, event.data);
      log.info({ conversionId: event.data.conversionId, userId: event.data.userId, added }, 'document recorded');
    }),
  );
  await bus.subscribe(
    'documents.user-deleted',
    ['user.deleted'],
    idempotentHandler(database, 'documents.user-deleted', async (tx, event) => {
      if (event.type !== 'user.deleted') return;
      const removed = await forgetUser(deps, tx, event.data.userId);
      log.info({ userId: event.data.userId, removed }, 'documents deleted with the account');
    }),
  );
}
