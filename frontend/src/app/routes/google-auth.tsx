import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { ReferralCodeDialog } from '../../features/referral/components/ReferralCodeDialog';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLater } from '../../hooks/use-later';
import { REFERRAL_PROMPTED_KEY } from '../../lib/storage-keys';
import { useSession } from '../../session';

/** Where Google sign-in lands: keep the token, ask for a referral code once per browser, move on. */
export default function GoogleAuthPage() {
  useDocumentTitle('Signing in');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const later = useLater();
  // Read once, without side effects: StrictMode may run this twice.
  const [askForReferral] = useState(() => Boolean(token) && localStorage.getItem(REFERRAL_PROMPTED_KEY) === null);

  useEffect(() => {
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    // Loading the user after this sends the device fingerprint (GET /api/me).
    signIn(token);
    if (askForReferral) localStorage.setItem(REFERRAL_PROMPTED_KEY, 'true');
    else navigate('/', { replace: true });
  }, [token, askForReferral, signIn, navigate]);

  return (
    <div className="container page page--narrow">
      <h1>Signing you in</h1>
      <Spinner label="Finishing Google sign-in..." />
      <ReferralCodeDialog
        open={askForReferral}
        onSkip={() => navigate('/', { replace: true })}
        onApplied={() => later(1200, () => navigate('/profile', { replace: true }))}
      />
    </div>
  );
}
