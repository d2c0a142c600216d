import { useId } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useGetCorrectionHistoryQuery, type Correction } from '../api';

const count = (n: number | undefined, one: string, many: string) => (n ? `${n} ${n === 1 ? one : many}` : null);

/** "2 rows edited, 1 row added", from the audit the server keeps of each save. */
export function describeChanges(changes: Correction['changes']): string {
  const parts = [
    count(changes.rowsEdited, 'row edited', 'rows edited'),
    count(changes.rowsAdded, 'row added', 'rows added'),
    count(changes.rowsRemoved, 'row removed', 'rows removed'),
  ].filter(Boolean);
  if (parts.length === 0 && changes.accountsChanged) return 'balances edited';
  return parts.length ? parts.join(', ') : 'no row changed';
}

/**
 * The saves made to this document, newest first; nothing while there are none (or the call fails).
 * Asked for only once the document has been corrected (here or earlier).
 */
export function CorrectionHistory({ documentId, corrected }: { documentId: string; corrected: boolean }) {
  const { data } = useGetCorrectionHistoryQuery(documentId, { skip: !corrected });
  const headingId = useId();
  const saves = (data ?? []).filter((c) => c.version > 1).sort((a, b) => b.version - a.version);
  if (saves.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="account-summary__title">
        Saved corrections
      </h2>
      <ul className="warnings">
        {saves.map((c) => (
          <li key={c.version}>
            {formatDateTime(c.at)}: {describeChanges(c.changes)}
          </li>
        ))}
      </ul>
    </section>
  );
}
