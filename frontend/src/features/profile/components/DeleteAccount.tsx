import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { useLater } from '../../../hooks/use-later';
import { errorText } from '../../../lib/api';
import { useSession } from '../../../session';
import { useDeleteAccountMutation } from '../api';

type Phase = { kind: 'confirm' } | { kind: 'pending' } | { kind: 'deleted' } | { kind: 'failed'; message: string };

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [deleteAccount] = useDeleteAccountMutation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const later = useLater();

  const onConfirm = async () => {
    setPhase({ kind: 'pending' });
    const result = await deleteAccount();
    if ('error' in result) {
      setPhase({ kind: 'failed', message: errorText(result.error, 'Failed to delete account.') });
      return;
    }
    setPhase({ kind: 'deleted' });
    later(1200, () => {
      signOut();
      navigate('/login');
    });
  };

  const locked = phase.kind === 'pending' || phase.kind === 'deleted';
  return (
    <>
      <Button variant="danger" onClick={() => {
        setPhase({ kind: 'confirm' });
        setOpen(true);
      }}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        busy={locked}
        size="sm"
        title="Delete your account?"
        description="Your account, remaining credits and stored files will be deleted. This cannot be undone."
      >
        {phase.kind === 'pending' ? (
          <div role="status">
            <Spinner label="Deleting your account..." />
          </div>
        ) : phase.kind === 'deleted' ? (
          <Alert tone="success">Your account has been deleted.</Alert>
        ) : (
          <>
            {phase.kind === 'failed' ? <Alert tone="error">{phase.message}</Alert> : null}
            <div className="dialog__actions">
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => void onConfirm()}>
                Delete my account
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
