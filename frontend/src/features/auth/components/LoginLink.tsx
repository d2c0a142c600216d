import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { useLater } from '../../../hooks/use-later';
import { errorText } from '../../../lib/api';
import { useSession } from '../../../session';
import { useLoginWithLinkMutation } from '../api';

/**
 * /login?token=…: the link mailed when the right password came from a new browser while someone was trying
 * passwords on the account. Used once, it logs this browser in and makes it one the account knows.
 */
export function LoginLink({ token }: { token: string }) {
  const [loginWithLink] = useLoginWithLinkMutation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const later = useLater();
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string }>({ kind: 'working' });
  // A link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void loginWithLink({ token }).then((result) => {
      if ('error' in result) {
        setState({ kind: 'failed', message: errorText(result.error, 'Login failed.') });
        return;
      }
      signIn(result.data.token);
      setState({ kind: 'done' });
      later(400, () => navigate('/', { replace: true }));
    });
  }, [token, loginWithLink, signIn, navigate, later]);

  if (state.kind === 'working') return <Spinner label="Logging you in..." />;
  if (state.kind === 'done') return <Alert tone="success">Login successful!</Alert>;
  return <Alert tone="error">{state.message}</Alert>;
}
