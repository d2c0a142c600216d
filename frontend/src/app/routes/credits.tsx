import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { CreditsHistory } from '../../features/credits/components/CreditsHistory';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session';

export default function CreditsPage() {
  useDocumentTitle('Credits');
  const { token, user, isLoadingUser } = useSession();
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
