import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { errorText } from '../../../lib/api';
import { REFERRAL_CODE_MAX } from '../../../lib/limits';
import { useSetReferralCodeMutation } from '../api';

type Props = { open: boolean; onSkip: () => void; onApplied: () => void };

/** Asked once after a first Google sign-in: "did a friend refer you?" */
export function ReferralCodeDialog({ open, onSkip, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [apply, { isLoading }] = useSetReferralCodeMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const error = !value
      ? 'Enter a referral code, or choose Skip.'
      : value.length > REFERRAL_CODE_MAX
        ? `Referral codes have at most ${REFERRAL_CODE_MAX} characters.`
        : undefined;
    setFieldError(error);
    if (error) return;
    setOutcome(null);
    const result = await apply({ referralCode: value });
    if ('error' in result) {
      setOutcome({ tone: 'error', text: errorText(result.error, 'Failed to apply referral code.') });
      return;
    }
    setOutcome({ tone: 'success', text: 'Referral code applied!' });
    onApplied();
  };

  const applied = outcome?.tone === 'success';
  return (
    <Dialog
      open={open}
      onClose={onSkip}
      busy={isLoading || applied}
      size="sm"
      title="Were you referred by a friend?"
      description="Enter their referral code: they earn free credits once your email is verified."
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <Field label="Referral code" name="referralCode" autoComplete="off" value={code} maxLength={REFERRAL_CODE_MAX}
          error={fieldError} disabled={applied} onChange={(e) => setCode(e.target.value)} />
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="dialog__actions">
          <Button variant="ghost" onClick={onSkip} disabled={isLoading || applied}>
            Skip
          </Button>
          <Button type="submit" disabled={isLoading || applied}>
            {isLoading ? 'Applying...' : 'Apply code'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
