import { useSearchParams } from 'react-router-dom';
import { VerifyEmail } from '../../features/auth/components/VerifyEmail';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function VerifyEmailPage() {
  useDocumentTitle('Verify email');
  const [params] = useSearchParams();
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>Email verification</h1>
      </header>
      <div className="card">
        <VerifyEmail token={params.get('token')} />
      </div>
    </div>
  );
}
