import { useSearchParams } from 'react-router-dom';
import { GoogleButton } from '../../features/auth/components/GoogleButton';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { LoginLink } from '../../features/auth/components/LoginLink';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function LoginPage() {
  useDocumentTitle('Log in');
  const [params] = useSearchParams();
  const link = params.get('token');
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>Log in</h1>
        <p>Welcome back. Your credits and recent files are waiting.</p>
      </header>
      {link ? (
        <div className="card">
          <LoginLink token={link} />
        </div>
      ) : null}
      <div className="card">
        <GoogleButton />
        <div className="divider">or with email</div>
        <LoginForm initialError={params.get('error')} />
      </div>
    </div>
  );
}
