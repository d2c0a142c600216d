import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import type { Account } from '../statement/types';

// The charting library comes with the charts, when they are first opened: the review's first page does not wait for it.
const AccountCharts = lazy(() => import('./AccountCharts').then((m) => ({ default: m.AccountCharts })));

/** Charts that cannot be drawn (no canvas, the library failing to load) leave a line saying so, never a broken page. */
class DrawnOrSaid extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p className="muted small">The charts could not be drawn in this browser; the rows below have every figure.</p> : this.props.children;
  }
}

/** An account's charts in a panel that folds; drawn only while open. */
export function ChartsPanel({ account, name, onSelectRow, initiallyOpen = false, className = '' }: {
  account: Account;
  name: string;
  onSelectRow?: (row: number) => void;
  initiallyOpen?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className={`charts-panel ${className}`.trim()} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="charts-panel__summary">Charts: balance over time, money in and out, spending by category</summary>
      {open ? (
        <DrawnOrSaid>
          <Suspense fallback={<Spinner label="Drawing the charts..." />}>
            <AccountCharts account={account} name={name} onSelectRow={onSelectRow} />
          </Suspense>
        </DrawnOrSaid>
      ) : null}
    </details>
  );
}
