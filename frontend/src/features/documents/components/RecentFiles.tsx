import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { DownloadFormatSelect, useDownloadFormat } from '../../../components/DownloadFormatSelect';
import { EmptyState } from '../../../components/EmptyState';
import { PeriodFilter } from '../../../components/PeriodFilter';
import { Spinner } from '../../../components/Spinner';
import { isNetworkError, serverMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { DOCUMENTS_PAGE_SIZE as PAGE_SIZE } from '../../../lib/limits';
import { DEFAULT_PERIOD, type PeriodQuery } from '../../../lib/period';
import { TOKEN_KEY } from '../../../lib/storage-keys';
import { warmPdfViewer } from '../../review/use-pdf-document';
import { VerdictBadge } from '../../statement/components/VerdictBadge';
import type { Verdict } from '../../statement/types';
import { isVerdict, VERDICT_LABELS, VERDICTS } from '../../statement/verdict';
import { isExpired, useDownloadDocumentMutation, useGetDocumentsQuery, type StoredDocument } from '../api';
import { DeleteDocument } from './DeleteDocument';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "3 pages · 1 account · 42 transactions · 2024-01-01 to 2024-01-31", from what the server sent. */
function contents(doc: StoredDocument): string | null {
  const parts: string[] = [];
  if (typeof doc.pages === 'number') parts.push(plural(doc.pages, 'page', 'pages'));
  if (typeof doc.accounts === 'number') parts.push(plural(doc.accounts, 'account', 'accounts'));
  if (typeof doc.transactions === 'number') parts.push(plural(doc.transactions, 'transaction', 'transactions'));
  if (doc.periodStart || doc.periodEnd) parts.push(`${doc.periodStart ?? '?'} to ${doc.periodEnd ?? '?'}`);
  return parts.length ? parts.join(' \u00b7 ') : null;
}

function downloadFailure(error: unknown): string {
  if (isNetworkError(error)) return 'Download failed: network error';
  const status = (error as { status?: unknown }).status;
  return `Download failed: ${serverMessage(error) ?? (typeof status === 'number' ? `HTTP ${status}` : 'unknown error')}`;
}

/** "Your Recent Files": the signed-in user's conversions, filtered by date, 8 per page. */
export function RecentFiles({ token }: { token: string | null }) {
  const [period, setPeriod] = useState<PeriodQuery>(DEFAULT_PERIOD);
  const [verdict, setVerdict] = useState<Verdict | ''>('');
  const [page, setPage] = useState(1);
  const verdictId = useId();
  const { data, isFetching, isError, refetch } = useGetDocumentsQuery(verdict ? { ...period, verdict } : period, { skip: !token });
  const [download] = useDownloadDocumentMutation();
  const [downloading, setDownloading] = useState<StoredDocument['id'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [format, setFormat] = useDownloadFormat();

  const documents = useMemo(
    () => [...(data ?? [])].sort((a, b) => Date.parse(b.upload_date) - Date.parse(a.upload_date)),
    [data],
  );
  const pages = Math.max(1, Math.ceil(documents.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = documents.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  // A file here is likely opened for review next: its page then shows without pdf.js starting first.
  const anyReviewable = documents.some((doc) => !isExpired(doc));
  useEffect(() => {
    if (anyReviewable) warmPdfViewer();
  }, [anyReviewable]);

  if (!token) {
    return (
      <Alert tone="warning">
        <p>No token found</p>
        <p>
          <Link to="/login">Log in</Link> to see the files you converted.
        </p>
      </Alert>
    );
  }

  const onDownload = async (doc: StoredDocument) => {
    setFailure(null);
    if (!localStorage.getItem(TOKEN_KEY)) {
      setFailure('Authentication token not found');
      return;
    }
    setDownloading(doc.id);
    const result = await download({ doc, format });
    setDownloading(null);
    if ('error' in result) setFailure(downloadFailure(result.error));
  };

  return (
    <div className="stack">
      <PeriodFilter
        initial={DEFAULT_PERIOD}
        onChange={(query) => {
          setPeriod(query);
          setPage(1);
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor={verdictId}>
          Balance check
        </label>
        <select
          id={verdictId}
          className="field__input"
          value={verdict}
          onChange={(event) => {
            setVerdict(isVerdict(event.target.value) ? event.target.value : '');
            setPage(1);
          }}
        >
          <option value="">All files</option>
          {VERDICTS.map((v) => (
            <option key={v} value={v}>
              {VERDICT_LABELS[v]}
            </option>
          ))}
        </select>
      </div>
      <DownloadFormatSelect value={format} onChange={setFormat} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {isError ? (
        <Alert tone="error">
          <p>Failed to fetch documents</p>
          <Button variant="secondary" size="sm" onClick={() => refetch()}>
            Retry
          </Button>
        </Alert>
      ) : isFetching && !data ? (
        <div className="page-loading">
          <Spinner label="Loading your files..." />
        </div>
      ) : documents.length === 0 && verdict ? (
        <EmptyState title={`No files whose balance check is "${VERDICT_LABELS[verdict].toLowerCase()}"`}>
          <p>Choose "All files" under Balance check to see every file of this period.</p>
        </EmptyState>
      ) : documents.length === 0 ? (
        <EmptyState title="You don't have any recent uploads">
          <p>Converted statements appear here for 24 hours.</p>
          <Link className={buttonClass('primary', 'sm')} to="/">
            Convert a PDF
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="doc-list" aria-label="Files" aria-busy={isFetching}>
            {visible.map((doc) => {
              const expired = isExpired(doc);
              // A deleted file is gone like an expired one, and says which.
              const gone = doc.deleted ? 'Deleted' : 'Expired';
              return (
                <li key={doc.id} className="doc">
                  <div className="doc__main">
                    <p className="doc__name">{doc.original_filename}</p>
                    <p className="doc__meta">
                      Uploaded {formatDateTime(doc.upload_date)}{' '}
                      {expired ? <span className="badge badge--expired">{gone}</span> : null}
                    </p>
                    {contents(doc) ? <p className="doc__meta">{contents(doc)}</p> : null}
                    {doc.verdict || doc.corrected ? (
                      <p className="doc__meta doc__badges">
                        {doc.verdict ? <VerdictBadge verdict={doc.verdict} /> : null}
                        {doc.corrected ? <span className="badge badge--corrected">Corrected</span> : null}
                      </p>
                    ) : null}
                  </div>
                  {!expired && doc.verdict ? (
                    <Link
                      className={buttonClass('secondary', 'sm')}
                      to={`/documents/${encodeURIComponent(String(doc.id))}`}
                      aria-label={`Review ${doc.original_filename}`}
                    >
                      Review
                    </Link>
                  ) : null}
                  <Button
                    size="sm"
                    variant={expired ? 'ghost' : 'primary'}
                    disabled={expired || downloading === doc.id}
                    aria-label={`Download ${doc.original_filename}`}
                    title={doc.deleted ? 'You deleted this file' : expired ? 'Files are deleted 24 hours after upload' : undefined}
                    onClick={() => void onDownload(doc)}
                  >
                    {downloading === doc.id ? 'Downloading...' : expired ? gone : 'Download'}
                  </Button>
                  {expired ? null : <DeleteDocument doc={doc} />}
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav className="pagination" aria-label="Pages">
              <Button variant="ghost" size="sm" disabled={current === 1} onClick={() => setPage(current - 1)}>
                Previous
              </Button>
              <span aria-live="polite">
                Page {current} of {pages}
              </span>
              <Button variant="ghost" size="sm" disabled={current === pages} onClick={() => setPage(current + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
