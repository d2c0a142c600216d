import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PeriodFilter } from '../../../components/PeriodFilter';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime, formatSigned } from '../../../lib/format';
import { DEFAULT_PERIOD, type PeriodQuery } from '../../../lib/period';
import { useGetCreditsHistoryQuery } from '../api';

/** The credit ledger: every grant, purchase and conversion, filtered by date. */
export function CreditsHistory() {
  const [period, setPeriod] = useState<PeriodQuery>(DEFAULT_PERIOD);
  const { data, isFetching, isError, refetch } = useGetCreditsHistoryQuery(period);

  return (
    <div className="stack">
      <PeriodFilter initial={DEFAULT_PERIOD} onChange={setPeriod} />
      {isError ? (
        <Alert tone="error">
          <p>Failed to fetch credits history</p>
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            Retry
          </Button>
        </Alert>
      ) : isFetching && !data ? (
        <div className="page-loading">
          <Spinner label="Loading credit history..." />
        </div>
      ) : !data || data.length === 0 ? (
        <EmptyState title="No credit changes found">
          <p>Try a longer period.</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-busy={isFetching}>
            <caption className="visually-hidden">Credit changes</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="num">
                  Change
                </th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.date)}</td>
                  <td className={`num ${entry.change > 0 ? 'amount--plus' : entry.change < 0 ? 'amount--minus' : ''}`}>
                    {formatSigned(entry.change)}
                  </td>
                  <td>{entry.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
