import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { errorText } from '../../../lib/api';
import { useCreateCheckoutSessionMutation } from '../api';
import { formatCredits, formatPrice, PLAN_GROUPS, type Plan, type PlanGroup } from '../plans';

type Props = { isSignedIn: boolean; onContact: (plan: Plan) => void };

/** The plan cards with their Buy (confirm, then off to checkout) and Contact buttons. */
export function Plans({ isSignedIn, onContact }: Props) {
  const [group, setGroup] = useState<PlanGroup>('credit');
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const navigate = useNavigate();

  const onBuy = (plan: Plan) => {
    if (!isSignedIn) {
      navigate('/login');
      return;
    }
    setFailure(null);
    setChosen(plan);
  };

  const onConfirm = async () => {
    if (!chosen?.price || !chosen.credits) return;
    setFailure(null);
    setRedirecting(true);
    const result = await createSession({ planName: chosen.name, price: chosen.price, credits: chosen.credits });
    if ('error' in result || !result.data.url) {
      setRedirecting(false);
      setFailure('error' in result ? errorText(result.error, 'Failed to create payment session.', 'An error occurred.') : 'Failed to create payment session.');
      return;
    }
    // Leave the app for the payment page; 'Redirecting...' stays up until the browser goes.
    window.location.assign(result.data.url);
  };

  const busy = isLoading || redirecting;
  return (
    <>
      <div className="center">
        <div className="toggle" role="group" aria-label="Pack type">
          {(Object.keys(PLAN_GROUPS) as PlanGroup[]).map((key) => (
            <button key={key} type="button" className="toggle__option" aria-pressed={group === key} onClick={() => setGroup(key)}>
              {PLAN_GROUPS[key].label}
            </button>
          ))}
        </div>
      </div>
      <ul className="plans" aria-label={PLAN_GROUPS[group].label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {PLAN_GROUPS[group].plans.map((plan) => (
          <li key={plan.name} className={`card plan${plan.name === 'Accountant' ? ' tier--featured' : ''}`}>
            <h2 className="plan__name">{plan.name}</h2>
            <p className={`plan__price${plan.price ? '' : ' plan__price--text'}`}>{plan.price ? formatPrice(plan.price) : 'Contact us'}</p>
            <p className="plan__credits">
              {plan.credits ? formatCredits(plan.credits) : 'Custom volume'}
              <br />
              <span className="small">{plan.blurb}</span>
            </p>
            {plan.action === 'buy' ? (
              <Button block onClick={() => onBuy(plan)} aria-label={`Buy ${plan.name}`}>
                Buy
              </Button>
            ) : (
              <Button block variant="secondary" onClick={() => onContact(plan)} aria-label={`Contact us about ${plan.name}`}>
                Contact
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        busy={busy}
        size="sm"
        title="Confirm your purchase"
        description={
          chosen?.price && chosen.credits
            ? `${chosen.name}: ${formatCredits(chosen.credits)} for ${formatPrice(chosen.price)}. You will pay on a secure checkout page.`
            : undefined
        }
      >
        <p className="small muted">Credits are added to your account as soon as the payment succeeds. Purchases are final.</p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="dialog__actions">
          <Button variant="ghost" onClick={() => setChosen(null)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void onConfirm()} disabled={busy}>
            {busy ? 'Redirecting...' : 'Continue to payment'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
