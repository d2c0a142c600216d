import type { EventBus } from '@bankxl/bus';
import type { Database } from '@bankxl/db';
import type { Logger } from '@bankxl/platform';
import { forgetDocument } from '../domain/forget-document.js';

/**
 * A document whose files are gone, deleted by its owner ("Delete now") or by retention, has no result
 * either: the Statement kept for the result panel (GET /api/results/:token) is deleted with them, so the
 * token reads 404 at once rather than at the result's own expiry; a deleted one also leaves its batch.
 * Doing it twice removes nothing more, so a redelivery is harmless without remembering the event.
 */
export async function subscribeToDocumentRemoved(deps: { database: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe('conversion.document-removed', ['document.deleted', 'document.expired'], async (event) => {
    if (event.type !== 'document.deleted' && event.type !== 'document.expired') return;
    const { documentId, userId } = event.data;
    const removal = event.type === 'document.deleted' ? 'deleted' : 'expired';
    const removed = await deps.database.transaction((tx) => forgetDocument(tx, userId, documentId, removal));
    if (removed.results + removed.batchFiles > 0) deps.log.info({ documentId, removal, ...removed }, 'conversion forgot a removed document');
  });
}
