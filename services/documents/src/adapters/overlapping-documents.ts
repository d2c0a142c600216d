import { and, desc, gt, gte, isNotNull, isNull, lte, ne, eq } from 'drizzle-orm';
import type { Db } from '@bankxl/db';
import { documents, type DocumentRow } from './tables.js';

/**
 * The user's other documents whose statement period reaches into `from`..`to` (ISO dates), files still kept
 * (not deleted, not expired: uploaded after `uploadedAfter`), the most recently uploaded first, at most
 * `limit`. Documents whose period is not known (not summarised yet) are left out.
 */
export function overlappingDocumentsOf(
  db: Db,
  query: { userId: string; exceptId: string; from: string; to: string; uploadedAfter: Date; limit: number },
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.userId, query.userId),
        ne(documents.id, query.exceptId),
        isNull(documents.filesDeletedAt),
        isNull(documents.deletedAt),
        gt(documents.uploadDate, query.uploadedAfter),
        isNotNull(documents.periodStart),
        isNotNull(documents.periodEnd),
        // ISO dates compare as text.
        lte(documents.periodStart, query.to),
        gte(documents.periodEnd, query.from),
      ),
    )
    .orderBy(desc(documents.uploadDate), desc(documents.id))
    .limit(query.limit);
}
