import { useMemo, useState } from 'react';
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
import { isExpired, useDownloadDocumentMutation, useGetDocumentsQuery, type StoredDocument } from '../api';

function downloadFailure(error: unknown): string {
  if (isNetworkError(error)) return 'Download failed: network error';
  const status = (error as { status?: unknown }).status;
  return `Download failed: ${serverMessage(error) ?? (typeof status === 'number' ? `HTTP ${status}` : 'unknown error')}`;
}

/** "Your Recent Files": the signed-in user's conversions, filtered by date, 8 per page. */
export function RecentFiles({ token }: { token: string | null }) {
  const [period, setPeriod] = useState<PeriodQuery>(DEFAULT_PERIOD);
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGetDocumentsQuery(period, { skip: !token });
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
              return (
                <li key={doc.id} className="doc">
                  <div className="doc__main">
                    <p className="doc__name">{doc.original_filename}</p>
                    <p className="doc__meta">
                      Uploaded {formatDateTime(doc.upload_date)}{' '}
                      {expired ? <span className="badge badge--expired">Expired</span> : null}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={expired ? 'ghost' : 'primary'}
                    disabled={expired || downloading === doc.id}
                    aria-label={`Download ${doc.original_filename}`}
                    title={expired ? 'Files are deleted 24 hours after upload' : undefined}
                    onClick={() => void onDownload(doc)}
                  >
                    {downloading === doc.id ? 'Downloading...' : expired ? 'Expired' : 'Download'}
                  </Button>
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
