import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { useLater } from '../../../hooks/use-later';
import { errorText, serverMessage } from '../../../lib/api';
import { emailError, hasErrors } from '../../../lib/validation';
import { useSession } from '../../../session';
import { useLoginMutation } from '../api';

const VERIFY_FIRST = 'Please verify your email address before logging in. Check your inbox for a verification link.';

function loginErrorText(error: unknown): string {
  if (serverMessage(error)?.toLowerCase().includes('verify your email')) return VERIFY_FIRST;
  return errorText(error, 'Login failed.');
}

export function LoginForm({ initialError }: { initialError?: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(initialError ?? null);
  const [succeeded, setSucceeded] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const later = useLater();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailError(email), password: password ? undefined : 'Enter your password.' };
    setErrors(found);
    if (hasErrors(found)) return;
    setFailure(null);
    const result = await login({ email: email.trim(), password });
    if ('error' in result) {
      setFailure(loginErrorText(result.error));
      return;
    }
    signIn(result.data.token);
    setSucceeded(true);
    later(400, () => navigate('/'));
  };

  if (succeeded) return <Alert tone="success">Login successful!</Alert>;

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Log in with email">
      <Field label="Email" type="email" name="email" autoComplete="email" value={email} error={errors.email}
        required onChange={(e) => setEmail(e.target.value)} />
      <Field label="Password" type="password" name="password" autoComplete="current-password" value={password}
        error={errors.password} required onChange={(e) => setPassword(e.target.value)} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" size="lg" block disabled={isLoading}>
        {isLoading ? 'Logging in...' : 'Log in'}
      </Button>
      <div className="form__footer">
        <Link to="/forgot-password">Forgot your password?</Link>
        <Link to="/register">Create an account</Link>
      </div>
    </form>
  );
}
