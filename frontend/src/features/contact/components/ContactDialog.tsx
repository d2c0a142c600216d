import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field, TextAreaField } from '../../../components/Field';
import { emailError, hasErrors } from '../../../lib/validation';
import { useSendContactMessageMutation } from '../api';

type Errors = { name?: string; email?: string; message?: string };

/** The contact form, in a dialog (opened from the home and pricing pages). */
export function ContactDialog({ open, onClose, subject }: { open: boolean; onClose: () => void; subject?: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState(subject ? `${subject}\n\n` : '');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [send, { isLoading }] = useSendContactMessageMutation();

  const close = () => {
    onClose();
    if (outcome === 'sent') {
      setName('');
      setEmail('');
      setMessage('');
    }
    setOutcome(null);
    setErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      name: name.trim() ? undefined : 'Enter your name.',
      email: emailError(email),
      message: message.trim() ? undefined : 'Enter a message.',
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setOutcome(null);
    const result = await send({ name: name.trim(), email: email.trim(), message: message.trim() });
    setOutcome('error' in result ? 'failed' : 'sent');
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={isLoading}
      title="Contact support"
      description="We answer every message within 24 hours."
    >
      {outcome === 'sent' ? (
        <div className="stack">
          <Alert tone="success">Message sent successfully! We will get back to you shortly.</Alert>
          <div className="dialog__actions">
            <Button onClick={close}>Close</Button>
          </div>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <Field label="Name" name="name" autoComplete="name" value={name} error={errors.name} required
            onChange={(e) => setName(e.target.value)} />
          <Field label="Email" name="email" type="email" autoComplete="email" value={email} error={errors.email}
            required onChange={(e) => setEmail(e.target.value)} />
          <TextAreaField label="Message" name="message" value={message} error={errors.message} required rows={5}
            onChange={(e) => setMessage(e.target.value)} />
          {outcome === 'failed' ? <Alert tone="error">Failed to send message.</Alert> : null}
          <div className="dialog__actions">
            <Button variant="ghost" onClick={close} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Sending...' : 'Send message'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
