import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { CreditsHistory } from '../../features/credits/components/CreditsHistory';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { api } from '../../lib/api';
import { useSession } from '../../session';

export default function CreditsPage() {
  useDocumentTitle('Credits');
  const { token, user, isLoadingUser } = useSession();
  const [params] = useSearchParams();
  const paid = params.get('checkout') === 'success';
  const dispatch = useDispatch();

  // Back from the payment page: the payment provider's confirmation can trail the redirect by a
  // few seconds, so look at the balance again shortly after.
  useEffect(() => {
    if (!paid) return;
    const timers = [2000, 6000].map((ms) => setTimeout(() => dispatch(api.util.invalidateTags(['Me', 'Credits'])), ms));
    return () => timers.forEach(clearTimeout);
  }, [paid, dispatch]);

  return (
    <div className="container page">
      <header className="page-header">
        <h1>Credits</h1>
        <p>One credit converts one page.</p>
      </header>
      {!token ? (
        <Alert tone="info">
          <p>
            <Link to="/login">Log in</Link> to see your credits. New accounts start with 3 free credits.
          </p>
        </Alert>
      ) : (
        <div className="stack">
          {paid ? <Alert tone="success">Thank you! Your payment was received and your credits have been added.</Alert> : null}
          <div className="card row" style={{ justifyContent: 'space-between' }}>
            <div className="stat">
              <span className="stat__value">{isLoadingUser ? <Spinner /> : (user?.credits ?? '–')}</span>
              <span className="stat__label">credits available</span>
            </div>
            <Link className={buttonClass('primary')} to="/pricing">
              Buy credits
            </Link>
          </div>
          <h2>History</h2>
          <CreditsHistory />
        </div>
      )}
    </div>
  );
}
