import { useId } from 'react';
import { Button } from '../../../components/Button';
import type { Account, ReadingSwitch } from '../../statement/types';

/**
 * How the engine read this account, in plain words ("Dates: transaction date (first of 2 date columns) · Signs:
 * card statement, purchases negative · Confirmed by: …"), what kept it from being verified, and the one-click
 * switches that fit its table. A switch reads the stored PDF again on the server (`onSwitch`).
 */
export function ReadingPanel({
  account,
  busy,
  blockedBy,
  onSwitch,
}: {
  account: Account;
  /** A switch is being read: every button waits. */
  busy: boolean;
  /** Why switching is not possible right now (unsaved corrections), or null. */
  blockedBy: string | null;
  onSwitch: (label: string, change: ReadingSwitch) => void;
}) {
  const headingId = useId();
  const reading = account.reading;
  if (!reading) return null;
  const switches = reading.switches ?? [];
  return (
    <section className="reading" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-summary__title">
        How this account was read
      </h2>
      <p className="small" data-testid="reading-summary">
        {reading.summary}
        {reading.confirmedBy.length ? ` · Confirmed by: ${reading.confirmedBy.join('; ')}` : ''}
      </p>
      {reading.forced ? <p className="small muted">You chose this reading; the engine read the rest of the table to fit it.</p> : null}
      {reading.doubts.length ? (
        <div className="small">
          Not confirmed:
          <ul className="warnings">
            {reading.doubts.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {switches.length ? (
        <>
          <p className="small muted">
            The page says otherwise? Read it another way: read again from your PDF and saved as a new version (Undo brings the previous rows back).
          </p>
          {blockedBy ? <p className="small">{blockedBy}</p> : null}
          <div className="review__toolbar" role="group" aria-label="Read this account another way">
            {switches.map((s) => (
              <Button key={s.label} variant="secondary" size="sm" disabled={busy || blockedBy !== null} onClick={() => onSwitch(s.label, s.switch)}>
                {s.label}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
