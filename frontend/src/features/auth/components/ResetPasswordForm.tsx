import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { errorText } from '../../../lib/api';
import { PASSWORD_MIN } from '../../../lib/limits';
import { useResetPasswordMutation } from '../api';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();

  if (!token) return <Alert tone="error">Invalid or missing reset token.</Alert>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = !password
      ? 'Enter a new password.'
      : password.length < PASSWORD_MIN
        ? `Use at least ${PASSWORD_MIN} characters.`
        : undefined;
    setFieldError(error);
    if (error) return;
    setOutcome(null);
    const result = await reset({ token, newPassword: password });
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorText(result.error, 'Failed to reset password.') }
        : { tone: 'success', text: 'Password has been reset. You can now log in.' },
    );
  };

  if (outcome?.tone === 'success') {
    return (
      <div className="stack">
        <Alert tone="success">{outcome.text}</Alert>
        <Link to="/login">Go to login</Link>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <Field label="New password" type="password" name="newPassword" autoComplete="new-password" value={password}
        minLength={PASSWORD_MIN} required error={fieldError} hint={`At least ${PASSWORD_MIN} characters.`}
        onChange={(e) => setPassword(e.target.value)} />
      {outcome ? <Alert tone="error">{outcome.text}</Alert> : null}
      <Button type="submit" size="lg" block disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Reset password'}
      </Button>
    </form>
  );
}
