import { idempotentHandler, type EventBus } from '@bankxl/bus';
import { FileNotFoundError } from '@bankxl/storage';
import type { Statement } from '@bankxl/statement';
import { forgetUser, recordConversion, type DocumentsDeps } from '../domain/documents.js';
import { summarise, type StatementSummary } from '../domain/statement-summary.js';

/**
 * The list's summary of the Statement conversion stored; null when none was kept or it is already gone.
 * Storage being down throws, so the event is retried.
 */
async function summaryOfStored(deps: DocumentsDeps, statementKey: string | undefined): Promise<StatementSummary | null> {
  if (!statementKey) return null;
  try {
    return summarise(JSON.parse((await deps.storage.get(statementKey)).toString('utf8')) as Statement);
  } catch (err) {
    if (err instanceof FileNotFoundError) return null;
    throw err;
  }
}

/** conversion.completed becomes a document row; user.deleted removes the user's files and rows. */
export async function subscribeToEvents(deps: DocumentsDeps & { bus: EventBus }): Promise<void> {
  const { database, bus, log } = deps;
  await bus.subscribe(
    'documents.conversion-completed',
    ['conversion.completed'],
    idempotentHandler<StatementSummary | null>(
      database,
      'documents.conversion-completed',
      async (tx, event, summary) => {
        if (event.type !== 'conversion.completed') return;
        const added = await recordConversion(tx, event.data, summary);
        log.info({ conversionId: event.data.conversionId, userId: event.data.userId, added }, 'document recorded');
      },
      // The Statement is read from storage before the transaction, not inside it (see idempotentHandler).
      async (event) => (event.type === 'conversion.completed' ? summaryOfStored(deps, event.data.statementKey) : null),
    ),
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
