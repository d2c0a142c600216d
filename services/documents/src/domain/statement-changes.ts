import type { Account, Statement, Transaction } from '@bankxl/statement';

/** What a correction changed, for the audit: counts only, never the statement's contents. */
export type StatementChanges = { rowsAdded: number; rowsRemoved: number; rowsEdited: number; accountsChanged: number };

const rowKey = (t: Transaction) => JSON.stringify([t.date, t.description, t.amount, t.balance, t.page, t.payee ?? null, t.category ?? null]);
const accountKey = (a: Account) =>
  JSON.stringify([a.accountNumber, a.kind, a.name, a.currency, a.openingBalance, a.closingBalance, a.periodStart, a.periodEnd]);

/**
 * Rows compared per account (same position) as multisets: a row only in the new version and one only in
 * the old count as one edit; what is left over was added or removed. Linear, so 20,000 rows stay cheap;
 * a moved row counts as unchanged.
 */
export function changesBetween(before: Statement, after: Statement): StatementChanges {
  const changes: StatementChanges = { rowsAdded: 0, rowsRemoved: 0, rowsEdited: 0, accountsChanged: 0 };
  const count = Math.max(before.accounts.length, after.accounts.length);
  for (let i = 0; i < count; i += 1) {
    const old = before.accounts[i];
    const now = after.accounts[i];
    if (!old || !now || accountKey(old) !== accountKey(now)) changes.accountsChanged += 1;
    const remaining = new Map<string, number>();
    for (const t of old?.transactions ?? []) remaining.set(rowKey(t), (remaining.get(rowKey(t)) ?? 0) + 1);
    let onlyNew = 0;
    for (const t of now?.transactions ?? []) {
      const left = remaining.get(rowKey(t)) ?? 0;
      if (left > 0) remaining.set(rowKey(t), left - 1);
      else onlyNew += 1;
    }
    let onlyOld = 0;
    for (const left of remaining.values()) onlyOld += left;
    const edited = Math.min(onlyNew, onlyOld);
    changes.rowsEdited += edited;
    changes.rowsAdded += onlyNew - edited;
    changes.rowsRemoved += onlyOld - edited;
  }
  return changes;
}
