import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { serverMessage } from '../../../lib/api';
import { DeleteDocument } from '../../documents/components/DeleteDocument';
import { useGetDocumentQuery, useGetDocumentStatementQuery } from '../api';
import { takePreloadedRows } from '../preload-review';
import { PagePreview } from './PageView';
import { ReviewEditor } from './ReviewEditor';
import { TransfersNote } from './TransfersNote';

/** The page's title while there is no workspace to put it in (loading, or nothing to review). */
function Titled({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="page-header">
        <h1>Review and correct</h1>
        <p>Check the rows against your PDF, fix what was misread, and download the corrected workbook.</p>
      </header>
      {children}
    </>
  );
}

/** /documents/{id}: loads the document and its rows, then hands them to the editor (whose header has the title). */
export function DocumentReview({ id, token }: { id: string; token: string | null }) {
  const doc = useGetDocumentQuery(id, { skip: !token });
  // Rows are fetched afresh each time a review opens (they may have changed since), unless the app fetched
  // them a moment ago as it started on this review's address.
  const preloaded = useMemo(() => takePreloadedRows(id), [id]);
  const rows = useGetDocumentStatementQuery(id, { skip: !token, refetchOnMountOrArgChange: !preloaded });

  if (!token) {
    return (
      <Titled>
        <Alert tone="warning">
          <p>No token found</p>
          <p>
            <Link to="/login">Log in</Link> to review the files you converted.
          </p>
        </Alert>
      </Titled>
    );
  }
  const missing = [doc.error, rows.error].some((e) => (e as { status?: unknown } | undefined)?.status === 404);
  if (missing) {
    return (
      <Titled>
        <Alert tone="error">
          <p>This document does not exist, or it has been deleted (files are kept for 24 hours).</p>
          <p>
            <Link to="/documents">Back to your files</Link>
          </p>
        </Alert>
      </Titled>
    );
  }
  // Deleted (here or elsewhere) or expired: nothing is left to review, so no grid and no actions.
  const goneError = [doc.error, rows.error].find((e) => (e as { status?: unknown } | undefined)?.status === 410);
  if (doc.data?.deleted || goneError) {
    return (
      <Titled>
        <Alert tone="warning">
          <p>{doc.data?.deleted ? 'This document was deleted: its PDF, workbooks and rows are no longer kept.' : (serverMessage(goneError) ?? 'This file has expired.')}</p>
          <p>
            <Link to="/documents">Back to your files</Link>
          </p>
        </Alert>
      </Titled>
    );
  }
  if (doc.isError || rows.isError) {
    return (
      <Titled>
        <Alert tone="error">
          <p>Failed to load the document</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void doc.refetch();
              void rows.refetch();
            }}
          >
            Retry
          </Button>
        </Alert>
      </Titled>
    );
  }
  if (!doc.data || !rows.data || rows.isFetching) {
    // The first page is shown beside the rows' place while they load (a long statement's rows take longest).
    return (
      <Titled>
        <div className="workspace workspace--loading">
          <div className="workspace__rows page-loading">
            <Spinner label="Loading the statement..." />
          </div>
          <div className="workspace__splitter" aria-hidden="true" />
          <PagePreview documentId={id} />
        </div>
      </Titled>
    );
  }
  return (
    <ReviewEditor
      // A reload starts the editor afresh from what the server holds.
      key={`${rows.data.version}:${rows.fulfilledTimeStamp}`}
      documentId={id}
      pdfName={doc.data.original_filename}
      uploadedAt={doc.data.upload_date}
      corrected={Boolean(doc.data.corrected) || rows.data.version > 1}
      version={rows.data.version}
      statement={rows.data.statement}
      onReload={() => void rows.refetch()}
      deleteControl={<DeleteDocument doc={doc.data} />}
      notes={<TransfersNote statement={rows.data.statement} />}
    />
  );
}
