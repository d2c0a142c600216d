import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/api';
import { useDeleteDocumentMutation, type StoredDocument } from '../api';

type Phase = { kind: 'confirm' } | { kind: 'pending' } | { kind: 'failed'; message: string };

/**
 * "Delete now": a button, then a dialog that asks before the document's PDF, workbooks and rows are
 * deleted from the servers. Once deleted, the document shows as Deleted wherever it is shown.
 */
export function DeleteDocument({ doc }: { doc: Pick<StoredDocument, 'id' | 'original_filename'> }) {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [deleteDocument] = useDeleteDocumentMutation();

  const onConfirm = async () => {
    setPhase({ kind: 'pending' });
    const result = await deleteDocument(doc.id);
    if ('error' in result) {
      setPhase({ kind: 'failed', message: errorText(result.error, 'Failed to delete the file.') });
      return;
    }
    setOpen(false);
  };

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete now: ${doc.original_filename}`}
        onClick={() => {
          setPhase({ kind: 'confirm' });
          setOpen(true);
        }}
      >
        Delete now
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        busy={phase.kind === 'pending'}
        size="sm"
        title="Delete this file now?"
        description={`${doc.original_filename}: the PDF, its workbooks and its rows (with your corrections) are deleted from our servers now, not after 24 hours. This cannot be undone.`}
      >
        {phase.kind === 'pending' ? (
          <div role="status">
            <Spinner label="Deleting the file..." />
          </div>
        ) : (
          <>
            {phase.kind === 'failed' ? <Alert tone="error">{phase.message}</Alert> : null}
            <div className="dialog__actions">
              <Button variant="ghost" onClick={() => setOpen(false)} data-autofocus>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => void onConfirm()}>
                Delete now
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
