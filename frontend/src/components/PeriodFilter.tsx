import { useId, useState } from 'react';
import { Field } from './Field';
import { PERIOD_LABELS, periodQuery, type Period, type PeriodQuery } from '../lib/period';

/** The period picker shared by the documents and credit history lists. */
export function PeriodFilter({ initial, onChange }: { initial: PeriodQuery; onChange: (query: PeriodQuery) => void }) {
  const [filter, setFilter] = useState<Period>(initial.filter);
  const [start, setStart] = useState(initial.customStart ?? '');
  const [end, setEnd] = useState(initial.customEnd ?? '');
  const [error, setError] = useState<string>();
  const selectId = useId();

  const update = (next: { filter?: Period; start?: string; end?: string }) => {
    const f = next.filter ?? filter;
    const s = next.start ?? start;
    const e = next.end ?? end;
    setFilter(f);
    setStart(s);
    setEnd(e);
    const { query, error: problem } = periodQuery(f, s, e);
    setError(problem);
    onChange(query);
  };

  return (
    <div className="filters" role="group" aria-label="Filter by date">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          Period
        </label>
        <select id={selectId} className="field__input" value={filter}
          onChange={(event) => update({ filter: event.target.value as Period })}>
          {(Object.keys(PERIOD_LABELS) as Period[]).map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </select>
      </div>
      {filter === 'custom' ? (
        <>
          <Field label="Start date" type="date" value={start} max={end || undefined} error={error}
            onChange={(event) => update({ start: event.target.value })} />
          <Field label="End date" type="date" value={end} min={start || undefined}
            onChange={(event) => update({ end: event.target.value })} />
        </>
      ) : null}
    </div>
  );
}
