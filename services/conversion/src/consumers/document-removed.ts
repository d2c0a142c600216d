import type { EventBus } from '@bankxl/bus';
import type { Database } from '@bankxl/db';
import type { Logger } from '@bankxl/platform';
import { deleteResultsOfDocument } from '../adapters/result-repository.js';

/**
 * A document whose files are gone, deleted by its owner ("Delete now") or by retention, has no result
 * either: the Statement kept for the result panel (GET /api/results/:token) is deleted with them, so the
 * token reads 404 at once rather than at the result's own expiry. Deleting twice deletes nothing more,
 * so a redelivery is harmless without remembering the event.
 */
export async function subscribeToDocumentRemoved(deps: { database: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe('conversion.document-removed', ['document.deleted', 'document.expired'], async (event) => {
    if (event.type !== 'document.deleted' && event.type !== 'document.expired') return;
    const removed = await deleteResultsOfDocument(deps.database.db, event.data.userId, event.data.documentId);
    if (removed > 0) deps.log.info({ documentId: event.data.documentId, removed }, 'result deleted with its document');
  });
}
