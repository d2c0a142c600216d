import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { errorText } from '../../../lib/api';
import { emailError } from '../../../lib/validation';
import { useUpdateProfileMutation } from '../api';

/** Change the account's email address (not offered to Google users). */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [email, setEmail] = useState(currentEmail);
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const unchanged = email.trim().toLowerCase() === currentEmail.toLowerCase();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(email);
    setFieldError(error);
    if (error || unchanged) return;
    setOutcome(null);
    const result = await update({ email: email.trim() });
    setOutcome(
      'error' in result
        ? { tone: 'error', text: errorText(result.error, 'Failed to update profile.') }
        : { tone: 'success', text: 'Profile updated!' },
    );
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Update email">
      <Field label="Email address" type="email" name="email" autoComplete="email" value={email} error={fieldError}
        required onChange={(e) => {
          setEmail(e.target.value);
          setOutcome(null);
        }} />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div>
        <Button type="submit" disabled={isLoading || unchanged}>
          {isLoading ? 'Updating...' : 'Update email'}
        </Button>
      </div>
    </form>
  );
}
