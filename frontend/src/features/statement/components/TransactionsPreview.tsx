import { useEffect, useId, useMemo } from 'react';
import { formatMoney } from '../money';
import type { Transaction } from '../types';
import { useVirtualRows } from '../use-virtual-rows';
import { ColumnHeads, type ColumnHead } from './ColumnHeads';
import { WindowedBody } from './WindowedBody';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 38;
const VIEWPORT = 360;
const COLUMNS: ColumnHead[] = [
  { label: 'Date' },
  { label: 'Description' },
  { label: 'Amount', className: 'num' },
  { label: 'Balance', className: 'num' },
  { label: 'Page', className: 'num page-col' },
];
const WITH_CONFIDENCE: ColumnHead[] = [...COLUMNS, { label: 'OCR confidence', className: 'num' }];

/**
 * The account's rows, read-only, windowed so a 5,000-row statement stays quick. Each row names the PDF
 * page it came from, and the OCR confidence when the page was read by OCR.
 */
export function TransactionsPreview({ transactions, currency, label, breakIndex, selectedRow = null }: {
  transactions: Transaction[];
  currency: string | null;
  label: string;
  breakIndex: number | null;
  /** A row chosen elsewhere (a point of the balance chart): scrolled into view and marked selected. */
  selectedRow?: number | null;
}) {
  const captionId = useId();
  const rows = useVirtualRows(transactions.length, ROW_HEIGHT, VIEWPORT, HEADER_HEIGHT);
  const { reveal, containerRef } = rows;
  useEffect(() => {
    if (selectedRow === null || selectedRow >= transactions.length) return;
    reveal(selectedRow);
    // The row into the window too (the charts above may have pushed the table below it), once rendered.
    const frame = requestAnimationFrame(() => containerRef.current?.querySelector(`tr[aria-rowindex="${selectedRow + 2}"]`)?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [selectedRow, reveal, containerRef, transactions.length]);
  // Once per statement, not on every scroll frame: the windowed table re-renders as it scrolls.
  const withConfidence = useMemo(() => transactions.some((t) => t.confidence !== undefined), [transactions]);
  const heads = withConfidence ? WITH_CONFIDENCE : COLUMNS;
  return (
    <div
      {...rows.boxProps}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table className="tx-table" aria-rowcount={transactions.length + 1}>
        <caption id={captionId} className="visually-hidden">
          {label}
        </caption>
        <ColumnHeads columns={heads} />
        <WindowedBody
          rows={rows}
          columns={heads.length}
          renderRow={(index) => {
            const t = transactions[index];
            const broken = index === breakIndex;
            return (
              <tr
                key={index}
                aria-rowindex={index + 2}
                className={`tx-row${broken ? ' tx-row--break' : ''}${index === selectedRow ? ' tx-row--selected' : ''}`}
                style={{ height: ROW_HEIGHT }}
              >
                <td>{t.date}</td>
                <td className="tx-desc" title={t.description}>
                  {t.description}
                  {broken ? <span className="visually-hidden"> (the balance check fails here)</span> : null}
                  {index === selectedRow ? <span className="visually-hidden"> (chosen on the chart)</span> : null}
                </td>
                <td className="num">{formatMoney(t.amount)}</td>
                <td className="num">{formatMoney(t.balance)}</td>
                <td className="num">{t.page}</td>
                {withConfidence ? <td className="num">{t.confidence === undefined ? '' : `${Math.round(t.confidence)}%`}</td> : null}
              </tr>
            );
          }}
        />
      </table>
      {currency ? <p className="visually-hidden">Amounts in {currency}.</p> : null}
    </div>
  );
}
