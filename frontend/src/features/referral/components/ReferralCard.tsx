import { Button } from '../../../components/Button';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { copyText } from '../../../lib/clipboard';
import { useGetReferralInfoQuery } from '../api';

/** The user's own referral code, a Copy button and how many people it brought in. */
export function ReferralCard() {
  const { data, isLoading } = useGetReferralInfoQuery();
  const [copied, showCopied] = useTimedMessage(1200);
  const code = data?.referralCode || null;

  const onCopy = async () => {
    if (!code) return;
    try {
      await copyText(code);
      showCopied('Referral code copied!');
    } catch {
      showCopied('Could not copy. Select the code and copy it by hand.');
    }
  };

  return (
    <section className="card stack" aria-labelledby="referral-title">
      <h2 id="referral-title">Refer a friend</h2>
      <div className="code-box">
        <span className="muted small">Your referral code</span>
        <code aria-label="Your referral code">{isLoading ? 'Loading...' : (code ?? 'Not available')}</code>
        <Button size="sm" variant="secondary" onClick={() => void onCopy()} disabled={!code}>
          Copy
        </Button>
        <span role="status" className="small" style={{ color: 'var(--c-success-700)' }}>
          {copied}
        </span>
      </div>
      <p>
        You have referred <strong>{data?.referredCount ?? 0}</strong> {data?.referredCount === 1 ? 'user' : 'users'}.
      </p>
      <p className="muted small">
        Share your code: when a friend signs up with it and verifies their email, you earn free credits.
      </p>
    </section>
  );
}
