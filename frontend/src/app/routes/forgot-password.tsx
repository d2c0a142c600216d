import { Link } from 'react-router-dom';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>Forgot your password?</h1>
        <p>Enter your email and we will send you a link to choose a new one.</p>
      </header>
      <div className="card">
        <ForgotPasswordForm />
        <div className="form__footer" style={{ marginTop: 'var(--sp-4)' }}>
          <Link to="/login">Back to login</Link>
        </div>
      </div>
    </div>
  );
}
