import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { GoogleButton } from '../../features/auth/components/GoogleButton';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function RegisterPage() {
  useDocumentTitle('Register');
  const [withEmail, setWithEmail] = useState(false);
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>Create your free account</h1>
        <p>Registration gives you 3 free credits: 3 pages of statements.</p>
      </header>
      <div className="card">
        <GoogleButton label="Sign up with Google" />
        <div className="divider">or</div>
        {withEmail ? (
          <RegisterForm />
        ) : (
          <Button variant="secondary" block onClick={() => setWithEmail(true)}>
            Register with Email
          </Button>
        )}
        <div className="form__footer" style={{ marginTop: 'var(--sp-4)' }}>
          <Link to="/forgot-password">Forgot your password?</Link>
          <Link to="/login">Already registered? Log in</Link>
        </div>
      </div>
    </div>
  );
}
