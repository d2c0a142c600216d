import { useId, useState, type FormEvent } from 'react';
import { CATEGORIES } from '@bankxl/statement/books';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import type { RuleBody, RuleMatch } from '../api';
import { MATCH_WORDS } from '../rule-words';

const MATCHES: RuleMatch[] = ['contains', 'starts_with', 'equals', 'regex'];

/** An amount field's text as the rule's number: empty is no bound; anything else must be a number. */
function amountOf(text: string): { ok: true; value: number | null } | { ok: false } {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return { ok: true, value: null };
  const n = Number(t);
  return Number.isFinite(n) ? { ok: true, value: n } : { ok: false };
}

/**
 * Create or change a rule: how the description is matched, the words, an optional amount range and the
 * payee and/or category it sets. The server checks the rest (length, safe patterns) and its message is shown.
 * Rendered only while open, so each opening starts from `initial`.
 */
export function RuleDialog({ title, initial, submitLabel, busy, problem, onSubmit, onClose, description }: {
  title: string;
  initial: RuleBody;
  submitLabel: string;
  busy: boolean;
  /** What the server said was wrong, in its words. */
  problem: string | null;
  onSubmit: (body: RuleBody) => void;
  onClose: () => void;
  description?: string;
}) {
  const ids = useId();
  const [match, setMatch] = useState<RuleMatch>(initial.match);
  const [pattern, setPattern] = useState(initial.pattern);
  const [payee, setPayee] = useState(initial.payee ?? '');
  const [category, setCategory] = useState(initial.category ?? '');
  const [amountMin, setAmountMin] = useState(initial.amountMin === null ? '' : String(initial.amountMin));
  const [amountMax, setAmountMax] = useState(initial.amountMax === null ? '' : String(initial.amountMax));
  const [localProblem, setLocalProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = amountOf(amountMin);
    const max = amountOf(amountMax);
    if (!min.ok || !max.ok) return setLocalProblem('Amounts must be numbers, e.g. -50 (money out is negative), or left empty.');
    if (pattern.trim() === '') return setLocalProblem('Type the words the description should contain.');
    if (payee.trim() === '' && category === '') return setLocalProblem('Choose a payee, a category, or both.');
    setLocalProblem(null);
    onSubmit({ match, pattern, amountMin: min.value, amountMax: max.value, payee: payee.trim() || null, category: category || null });
  };

  const shown = localProblem ?? problem;
  return (
    <Dialog open title={title} onClose={onClose} busy={busy} description={description}>
      <form className="form" aria-label={title} onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-match`}>
            Which rows
          </label>
          <select id={`${ids}-match`} className="field__input" value={match} onChange={(e) => setMatch(e.target.value as RuleMatch)}>
            {MATCHES.map((m) => (
              <option key={m} value={m}>
                {MATCH_WORDS[m]}
                {m === 'regex' ? ' (regular expression)' : ''}
              </option>
            ))}
          </select>
        </div>
        <Field label="Words to match" name="rule-pattern" value={pattern} maxLength={200} onChange={(e) => setPattern(e.target.value)} hint="Upper and lower case and extra spaces do not matter." autoComplete="off" data-autofocus />
        <div className="review__balances">
          <Field label="Amount from (optional)" name="rule-amount-min" inputMode="decimal" value={amountMin} onChange={(e) => setAmountMin(e.target.value)} hint="Money out is negative, e.g. -100" autoComplete="off" />
          <Field label="Amount to (optional)" name="rule-amount-max" inputMode="decimal" value={amountMax} onChange={(e) => setAmountMax(e.target.value)} hint="Money out is negative, e.g. 0" autoComplete="off" />
        </div>
        <Field label="Payee (optional)" name="rule-payee" value={payee} maxLength={200} onChange={(e) => setPayee(e.target.value)} hint="Left empty, the payee read from the row stays." autoComplete="off" />
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-category`}>
            Category
          </label>
          <select id={`${ids}-category`} className="field__input" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Keep the category read from the row</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {shown ? <Alert tone="error">{shown}</Alert> : null}
        <div className="review__toolbar">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
