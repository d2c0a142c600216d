import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>Choose a new password</h1>
      </header>
      <div className="card">
        <ResetPasswordForm token={params.get('token')} />
      </div>
    </div>
  );
}
