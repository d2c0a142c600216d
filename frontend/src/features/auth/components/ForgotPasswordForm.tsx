import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { errorText } from '../../../lib/api';
import { emailError } from '../../../lib/validation';
import { useForgotPasswordMutation } from '../api';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [requestLink, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(email);
    setFieldError(error);
    if (error) return;
    setOutcome(null);
    const result = await requestLink({ email: email.trim() });
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorText(result.error, 'Failed to send reset link.') }
        : { tone: 'success', text: result.data.message || 'If that email is registered, a reset link has been sent.' },
    );
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Request a password reset link">
      <Field label="Email" type="email" name="email" autoComplete="email" value={email} error={fieldError} required
        onChange={(e) => setEmail(e.target.value)} />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Button type="submit" size="lg" block disabled={!email.trim() || isLoading}>
        {isLoading ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
