import { formatMoney } from '../../statement/money';
import type { Statement } from '../../statement/types';

/**
 * The rows of this statement that are one side of a transfer between the user's own accounts (issue 26
 * item 4): the server marks them when it reads the document with the user's other documents of the period,
 * and books them to Transfers, so they are not counted as spending. Shown apart from the grid, as read.
 */
export function TransfersNote({ statement }: { statement: Statement }) {
  const several = statement.accounts.length > 1;
  const marked = statement.accounts.flatMap((account, a) =>
    account.transactions.flatMap((t, i) => (t.transfer ? [{ key: `${a}:${i}`, where: several ? `Account ${a + 1}, row ${i + 1}` : `Row ${i + 1}`, t, transfer: t.transfer, currency: account.currency }] : [])),
  );
  if (marked.length === 0) return null;
  return (
    <section className="transfers-note small" aria-label="Transfers between your accounts">
      <p className="muted">Money moved between your own accounts, booked to Transfers so it is not counted as spending:</p>
      <ul>
        {marked.map(({ key, where, t, transfer, currency }) => (
          <li key={key}>
            {where}: {formatMoney(Math.abs(t.amount), currency)} {t.amount < 0 ? 'to' : 'from'} {transfer.account} ({t.amount < 0 ? 'arrived' : 'sent'} {transfer.date})
          </li>
        ))}
      </ul>
    </section>
  );
}
