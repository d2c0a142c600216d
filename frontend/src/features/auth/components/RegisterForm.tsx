import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { errorText } from '../../../lib/api';
import { REFERRAL_CODE_MAX } from '../../../lib/limits';
import { emailError, hasErrors } from '../../../lib/validation';
import { useRegisterMutation } from '../api';

type Errors = { email?: string; password?: string; referralCode?: string };

export function RegisterForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [referralCode, setReferralCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ deviceWarning: boolean } | null>(null);
  const [register, { isLoading }] = useRegisterMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = referralCode.trim();
    const found: Errors = {
      email: emailError(email),
      password: password ? undefined : 'Choose a password.',
      referralCode: code.length > REFERRAL_CODE_MAX ? `Referral codes have at most ${REFERRAL_CODE_MAX} characters.` : undefined,
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setFailure(null);
    const result = await register({ email: email.trim(), password, ...(code ? { referralCode: code } : {}) });
    if ('error' in result) setFailure(errorText(result.error, 'Registration failed.'));
    else setDone({ deviceWarning: Boolean(result.data.deviceWarning) });
  };

  if (done) {
    return (
      <div className="stack">
        <Alert tone="success">Registration successful! Please check your email to verify your address.</Alert>
        {done.deviceWarning ? (
          <Alert tone="warning">Multiple accounts detected from this device. No free credits awarded.</Alert>
        ) : null}
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Register with email">
      <Field label="Email" type="email" name="email" autoComplete="email" value={email} error={errors.email}
        required onChange={(e) => setEmail(e.target.value)} />
      <Field label="Password" type="password" name="password" autoComplete="new-password" value={password}
        error={errors.password} required onChange={(e) => setPassword(e.target.value)} />
      <Field label="Referral code (optional)" name="referralCode" autoComplete="off" value={referralCode}
        maxLength={REFERRAL_CODE_MAX} error={errors.referralCode} hint="Got a code from a friend? They earn free credits when you verify your email."
        onChange={(e) => setReferralCode(e.target.value)} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" size="lg" block disabled={isLoading}>
        {isLoading ? 'Creating your account...' : 'Create account'}
      </Button>
    </form>
  );
}
