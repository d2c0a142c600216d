import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { warmPdfViewer } from '../../review/use-pdf-document';
import { AccountSummary } from '../../statement/components/AccountSummary';
import { TransactionsPreview } from '../../statement/components/TransactionsPreview';
import { plainWarnings } from '../../statement/warnings';
import { useGetConversionResultQuery } from '../api';
import { ChartsPanel } from '../../charts/ChartsPanel';

const accountName = (n: string | null, i: number) => (n ? `account ${n}` : `account ${i + 1}`);

/**
 * What the conversion found, shown under the download: per account the verdict and figures, the warnings,
 * and the rows. When the result cannot be fetched the panel stays away: the workbook is what counts.
 */
export function ResultPanel({ token, documentId }: { token: string; documentId: string | null }) {
  const { data } = useGetConversionResultQuery(token);
  const [shown, setShown] = useState(0);
  // The row chosen on the balance chart, per account shown.
  const [selected, setSelected] = useState<{ account: number; row: number } | null>(null);
  const headingId = useId();
  // "Review and correct" is the likely next step: its page then shows without pdf.js starting first.
  const reviewable = Boolean(data?.documentId ?? documentId);
  useEffect(() => {
    if (reviewable) warmPdfViewer();
  }, [reviewable]);
  if (!data) return null;
  const { statement } = data;
  const warnings = plainWarnings({ ...statement, pages: data.pages ?? statement.pages, pagesParsed: data.pagesParsed ?? statement.pagesParsed });
  const reviewId = data.documentId ?? documentId;
  const account = statement.accounts[Math.min(shown, statement.accounts.length - 1)];

  return (
    <section className="result-panel card" aria-labelledby={headingId}>
      <div className="result-panel__head">
        <h2 id={headingId} className="result-panel__title">
          What we found
        </h2>
        {reviewId ? (
          <Link className={buttonClass('secondary', 'sm')} to={`/documents/${encodeURIComponent(reviewId)}`}>
            Review and correct
          </Link>
        ) : null}
      </div>
      <p className="small muted">
        {statement.pagesParsed === statement.pages
          ? `${statement.pages} ${statement.pages === 1 ? 'page' : 'pages'}`
          : `${statement.pagesParsed} of ${statement.pages} pages read`}
        {' · '}
        {statement.accounts.length} {statement.accounts.length === 1 ? 'account' : 'accounts'}
      </p>
      {warnings.length > 0 ? (
        <div className="alert alert--warning" role="status">
          <p>
            <strong>Please check</strong>
          </p>
          <ul className="warnings">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {statement.accounts.length === 0 ? (
        <p>No transactions were found in this statement.</p>
      ) : (
        <>
          {statement.accounts.map((a, i) => (
            <AccountSummary key={i} account={a} bank={statement.bank} />
          ))}
          {statement.accounts.length > 1 ? (
            <div className="field">
              <label className="field__label" htmlFor={`${headingId}-account`}>
                Rows of
              </label>
              <select id={`${headingId}-account`} className="field__input" value={shown} onChange={(e) => setShown(Number(e.target.value))}>
                {statement.accounts.map((a, i) => (
                  <option key={i} value={i}>
                    {accountName(a.accountNumber, i)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {account ? (
            <ChartsPanel
              key={shown}
              initiallyOpen
              account={account}
              name={accountName(account.accountNumber, shown)}
              onSelectRow={(row) => setSelected({ account: shown, row })}
            />
          ) : null}
          {account ? (
            <TransactionsPreview
              key={shown}
              selectedRow={selected?.account === shown ? selected.row : null}
              transactions={account.transactions}
              currency={account.currency}
              breakIndex={account.checks.firstBreakIndex}
              label={`Transactions of ${accountName(account.accountNumber, shown)}`}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
