import { Link } from 'react-router-dom';
import { AdSlot } from '../../components/AdSlot';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { ApiKeysCard } from '../../features/api-keys/components/ApiKeysCard';
import { WebhooksCard } from '../../features/api-keys/components/WebhooksCard';
import { DeleteAccount } from '../../features/profile/components/DeleteAccount';
import { EmailForm } from '../../features/profile/components/EmailForm';
import { loginMethodOf } from '../../features/profile/login-method';
import { RulesCard } from '../../features/rules/components/RulesCard';
import { ReferralCard } from '../../features/referral/components/ReferralCard';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { token, user, isLoadingUser } = useSession();

  if (!token) {
    return (
      <div className="container page page--narrow">
        <h1>Profile</h1>
        <Alert tone="info">
          <p>
            <Link to="/login">Log in</Link> to see your profile.
          </p>
        </Alert>
      </div>
    );
  }

  const method = user ? loginMethodOf(user) : null;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Profile</h1>
      </header>
      <div className="profile-grid">
        <div className="stack">
          <section className="card" aria-labelledby="account-title">
            <h2 id="account-title">Account</h2>
            {isLoadingUser ? (
              <Spinner label="Loading..." />
            ) : !user ? (
              <p className="muted">Your account details could not be loaded right now. Please try again in a moment.</p>
            ) : (
              <dl className="kv">
                <dt>Email</dt>
                <dd>{user.email}</dd>
                <dt>Credits</dt>
                <dd>{user.credits}</dd>
                <dt>Login method</dt>
                <dd>{method}</dd>
              </dl>
            )}
          </section>
          <RulesCard />
          <ReferralCard />
          <ApiKeysCard />
          <WebhooksCard />
          {user && method !== 'Google' ? (
            <section className="card" aria-labelledby="email-title">
              <h2 id="email-title">Change email</h2>
              <EmailForm currentEmail={user.email} />
            </section>
          ) : null}
          <section className="card danger-zone" aria-labelledby="danger-title">
            <h2 id="danger-title">Delete account</h2>
            <p className="muted">Deleting your account removes your credits, history and stored files for good.</p>
            <DeleteAccount />
          </section>
        </div>
        <div className="stack">
          <AdSlot placement={101} />
          <AdSlot placement={103} />
        </div>
      </div>
    </div>
  );
}
