import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DownloadFormatSelect, useDownloadFormat } from '../../../components/DownloadFormatSelect';
import { api, errorText } from '../../../lib/api';
import { useDownloadBatchMutation, useGetBatchQuery, type Batch, type BatchAccount, type BatchCheck } from '../api';

const POLL_MS = 1000;

const FILE_STATUS: Record<Batch['files'][number]['status'], string> = {
  queued: 'Waiting',
  converting: 'Converting…',
  done: 'Converted',
  failed: 'Failed',
};

const CHECK_RESULT = (ok: boolean | null) => (ok === true ? 'Passed' : ok === false ? 'Problem' : 'Cannot check');

/** A batch as it runs (each file's status) and, once done, its statements by account with the checks, and the downloads. */
export function BatchResult({ id, initial }: { id: string; initial: Batch }) {
  const dispatch = useDispatch();
  // Polls while the batch runs; stops once it is done.
  const [pollingInterval, setPolling] = useState(initial.status === 'done' ? 0 : POLL_MS);
  const { data = initial, error } = useGetBatchQuery(id, { pollingInterval });
  const done = data.status === 'done';
  useEffect(() => {
    if (!done) return;
    setPolling(0);
    // Credits were charged per file and documents added: the header and lists read them again.
    dispatch(api.util.invalidateTags(['Me', 'Credits', { type: 'Document', id: 'LIST' }]));
  }, [done, dispatch, setPolling]);

  const converted = data.files.filter((f) => f.status === 'done').length;
  const failed = data.files.filter((f) => f.status === 'failed').length;
  const outcomes = outcomeByFile(data);
  return (
    <div className="card batch" aria-label="Batch result" role="region">
      <h3>{done ? `Batch done: ${converted} of ${data.files.length} converted` : `Converting ${data.files.length} statements…`}</h3>
      {/* Counts, not every row: a screen reader hears progress without twelve announcements at once. */}
      <p role="status" aria-live="polite">
        {converted} of {data.files.length} converted{failed > 0 ? `, ${failed} failed` : ''}
      </p>
      {error ? <Alert tone="error">{errorText(error, 'The batch status could not be read. It is still running; refresh to see it.')}</Alert> : null}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Pages</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {data.files.map((file) => (
            <tr key={file.name}>
              <td>{file.name}</td>
              <td>{file.pages}</td>
              <td>
                {FILE_STATUS[file.status]}
                {file.status === 'done' && outcomes.has(file.name) ? <span className="muted"> · {outcomes.get(file.name)}</span> : null}
                {file.error ? <span className="muted"> · {file.error}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {done && data.checks ? (
        <>
          <p>
            {data.checks.problems === 0
              ? 'Every check across the batch passed.'
              : `${data.checks.problems} ${data.checks.problems === 1 ? 'problem' : 'problems'} found across the batch.`}
          </p>
          {data.checks.accounts.map((account) => (
            <AccountGroup key={`${account.accountNumber}-${account.currency}`} account={account} />
          ))}
          {converted > 0 ? <BatchDownloads id={id} /> : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * What each converted file turned out to be, by file name: its period as the checks read it
 * ("2024-01-01 to 2024-01-31"), and whether it repeats another file of the batch.
 */
function outcomeByFile(batch: Batch): Map<string, string> {
  const outcomes = new Map<string, string>();
  for (const account of batch.checks?.accounts ?? []) {
    for (const s of account.statements) {
      const period = `${s.periodStart ?? '?'} to ${s.periodEnd ?? '?'}`;
      outcomes.set(s.name, s.duplicateOf ? `${period} · duplicate of ${s.duplicateOf}, counted once` : period);
    }
  }
  return outcomes;
}

function AccountGroup({ account }: { account: BatchAccount }) {
  const title = `Account ${account.accountNumber ?? 'without a number'}${account.currency ? ` (${account.currency})` : ''}`;
  const problems = account.checks.filter((c) => c.ok === false);
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      <ol aria-label={`Statements of ${title}`}>
        {account.statements.map((s) => (
          <li key={s.name}>
            {s.name}: {s.periodStart ?? '?'} to {s.periodEnd ?? '?'}
            {s.duplicateOf ? <strong> · duplicate of {s.duplicateOf}</strong> : null}
          </li>
        ))}
      </ol>
      {problems.length > 0 ? (
        <ul aria-label={`Problems of ${title}`}>
          {problems.map((check, i) => (
            <li key={i}>
              <CheckLine check={check} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Balances follow on, no missing periods, no duplicates.</p>
      )}
      <details>
        <summary>Every check ({account.checks.length})</summary>
        <ul>
          {account.checks.map((check, i) => (
            <li key={i}>
              <CheckLine check={check} />
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

const CheckLine = ({ check }: { check: BatchCheck }) => (
  <>
    <strong>{CHECK_RESULT(check.ok)}:</strong> {check.message}
  </>
);

function BatchDownloads({ id }: { id: string }) {
  const [format, setFormat] = useDownloadFormat();
  const [download, { error, isLoading }] = useDownloadBatchMutation();
  return (
    <div className="batch__downloads">
      <Button onClick={() => void download({ id, kind: 'combined' })} disabled={isLoading}>
        Download combined workbook
      </Button>
      <DownloadFormatSelect value={format} onChange={setFormat} />
      <Button variant="secondary" onClick={() => void download({ id, kind: 'zip', format })} disabled={isLoading}>
        Download each file (.zip)
      </Button>
      {error ? <Alert tone="error">{errorText(error, 'The download failed. Please try again.')}</Alert> : null}
    </div>
  );
}
