import { VERDICT_LABELS } from '../verdict';
import type { Verdict } from '../types';

/** The balance-check verdict as a coloured badge; the words carry the meaning, the colour only helps. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return <span className={`badge badge--verdict badge--${verdict.replace('_', '-')}`}>{VERDICT_LABELS[verdict]}</span>;
}
