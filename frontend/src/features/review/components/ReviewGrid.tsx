import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type KeyboardEvent, type RefObject } from 'react';
import { editableNumber, parseAmount } from '../../statement/money';
import type { Account, Transaction } from '../../statement/types';
import { CATEGORIES, categoryLabel } from '@bankxl/statement/books';
import { ColumnHeads, type ColumnHead } from '../../statement/components/ColumnHeads';
import { WindowedBody } from '../../statement/components/WindowedBody';
import { useVirtualRows } from '../../statement/use-virtual-rows';
import { splitPoint, type EditorAction, type RowField } from '../edit-model';
import { CellInput, type Parsed } from './CellInput';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 38;
const VIEWPORT = 480;
const COLUMNS: ColumnHead[] = [
  { label: 'Row', className: 'num' },
  { label: 'Date', className: 'date-col' },
  { label: 'Description' },
  { label: 'Payee', className: 'payee-col' },
  { label: 'Category', className: 'category-col' },
  { label: 'Amount', className: 'num' },
  { label: 'Balance', className: 'num' },
  { label: 'Page', className: 'num page-col' },
  { label: 'Actions', className: 'actions' },
];

const isIsoDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
};

export const parseDate = (text: string): Parsed<string> => (isIsoDate(text.trim()) ? { ok: true, value: text.trim() } : { ok: false });
const parseText = (text: string): Parsed<string> => ({ ok: true, value: text });
export const parseMoney = (text: string): Parsed<number> => {
  const n = parseAmount(text);
  return n === undefined ? { ok: false } : { ok: true, value: n };
};
export const parseOptionalMoney = (text: string): Parsed<number | null> => (text.trim() === '' ? { ok: true, value: null } : parseMoney(text));
const same = (s: string) => s;

/** Scroll to a row: with its amount focused ("Go to row"), or with `focus: false` only into view (a row picked on the page). */
export type RevealRequest = { row: number; nonce: number; focus?: boolean } | null;

/** Where the caret goes in an input that replaces a text cell: all its text selected, or at a character. */
type Caret = 'all' | number;

/** The character offset under the pointer in `cell`'s text, where the browser can tell. */
function characterAt(x: number, y: number, cell: HTMLElement): number | null {
  if (typeof document.caretRangeFromPoint !== 'function') return null;
  const range = document.caretRangeFromPoint(x, y);
  return range && cell.contains(range.startContainer) ? range.startOffset : null;
}

/**
 * The account's rows as an editable table: date, description, amount and printed balance per row, and
 * insert / split / merge / delete. Windowed for 5,000 rows; Up and Down move between rows, Tab across.
 * Only one row at a time (the one the focus went to last) is made of inputs; the others are text.
 */
export function ReviewGrid({ account, accountIndex, dispatch, revealRequest, selectedRow = null, onRowFocus, breaks, ruleOfferedFor = null, onBooked, onApplyToAllLikeThis }: {
  account: Account;
  accountIndex: number;
  dispatch: Dispatch<EditorAction>;
  revealRequest: RevealRequest;
  /** The row selected here or on the page beside the grid: marked (aria-current). */
  selectedRow?: number | null;
  /** The focus went into row `row` (keyboard or pointer): it becomes the selected row. */
  onRowFocus?: (row: number) => void;
  /** Every row whose printed balance does not follow; without it, the checks' first break. */
  breaks?: ReadonlySet<number>;
  /** The row whose payee or category was just changed: it offers "Apply to all like this". */
  ruleOfferedFor?: number | null;
  /** A row's payee or category was changed by hand. */
  onBooked?: (row: number) => void;
  /** "Apply to all like this" on a row: make a rule from it. */
  onApplyToAllLikeThis?: (row: number) => void;
}) {
  const rows = useVirtualRows(account.transactions.length, ROW_HEIGHT, VIEWPORT, HEADER_HEIGHT);
  const captionId = useId();
  const pendingFocus = useRef<{ row: number; col: string; caret?: Caret } | null>(null);
  const pressedAt = useRef<{ row: number; col: RowField; at: number } | null>(null);
  const [editingRow, setEditingRow] = useState<number | null>(null);
  const caret = useRef<{ row: number; at: number } | null>(null);
  const breakIndex = account.checks.firstBreakIndex;
  const { reveal, containerRef } = rows;

  const focusCell = (row: number, col: string) => {
    pendingFocus.current = { row, col };
    reveal(row);
    // Already rendered: focus now; otherwise the effect below does it after the window moves.
    const el = containerRef.current?.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  };

  // Layout effect: when a row turns into inputs, the focus moves to its input before the browser paints,
  // so it is never left on the body in between.
  useLayoutEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    const el = containerRef.current?.querySelector<HTMLElement>(`[data-row="${want.row}"][data-col="${want.col}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus();
      // As if the input had been there all along: Tab or an arrow selects its text, a click puts the caret
      // where the pointer was.
      if (el instanceof HTMLInputElement && want.caret !== undefined) {
        if (want.caret === 'all') el.select();
        else el.setSelectionRange(Math.min(want.caret, el.value.length), Math.min(want.caret, el.value.length));
      }
    }
  });

  useEffect(() => {
    if (revealRequest?.focus === false) reveal(revealRequest.row);
    else if (revealRequest) focusCell(revealRequest.row, 'amount');
    // A new request (nonce) is the only trigger.
  }, [revealRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const col = target.dataset.col;
    if (!col || Number.isNaN(row)) return;
    const next = event.key === 'ArrowUp' ? row - 1 : row + 1;
    if (next < 0 || next >= account.transactions.length) return;
    event.preventDefault();
    focusCell(next, col);
  };

  const n = account.transactions.length;
  // Rows read by the engine carry the box they were read from; on such a statement a row without one was added by a person.
  const boxed = account.transactions.some((t) => t.box);
  const countRef = useRef(n);
  countRef.current = n;
  const focusRef = useRef(focusCell);
  focusRef.current = focusCell;
  const bookedRef = useRef(onBooked);
  bookedRef.current = onBooked;
  const teachRef = useRef(onApplyToAllLikeThis);
  teachRef.current = onApplyToAllLikeThis;
  // Everything a row needs that does not change while scrolling: rows re-render only when their data does.
  const ctx = useMemo<RowContext>(
    () => ({
      accountIndex,
      dispatch,
      reveal,
      caret,
      focusCell: (row, col) => focusRef.current(row, col),
      edit: (row, col) => {
        if (col) {
          const pressed = pressedAt.current;
          pressedAt.current = null;
          pendingFocus.current = { row, col, caret: pressed?.row === row && pressed.col === col ? pressed.at : 'all' };
        }
        setEditingRow(row);
      },
      pressed: (row, col, at) => {
        pressedAt.current = { row, col, at };
      },
      rowCount: () => countRef.current,
      booked: (row) => bookedRef.current?.(row),
      teach: (row) => teachRef.current?.(row),
    }),
    [accountIndex, dispatch, reveal],
  );

  return (
    <div
      className="review-grid"
      onFocus={(event) => {
        const tr = (event.target as HTMLElement).closest('tr[aria-rowindex]');
        if (tr && onRowFocus) onRowFocus(Number(tr.getAttribute('aria-rowindex')) - 2);
      }}
    >
      <div {...rows.boxProps}>
        <table className="tx-table" aria-rowcount={n + 1} aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            Rows of the account, editable
          </caption>
          <ColumnHeads columns={COLUMNS} />
          <WindowedBody
            rows={rows}
            columns={COLUMNS.length}
            onKeyDown={onKeyDown}
            renderRow={(i) => (
              <GridRow
                key={i}
                index={i}
                row={account.transactions[i]}
                broken={breaks ? breaks.has(i) : i === breakIndex}
                added={boxed && !account.transactions[i].box}
                selected={i === selectedRow}
                last={i + 1 >= n}
                editing={i === editingRow}
                offersRule={i === ruleOfferedFor && Boolean(onApplyToAllLikeThis)}
                ctx={ctx}
              />
            )}
          />
        </table>
      </div>
      {n === 0 ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => dispatch({ type: 'insert', account: accountIndex, after: -1 })}>
          Add a row
        </button>
      ) : null}
    </div>
  );
}

type RowContext = {
  accountIndex: number;
  dispatch: Dispatch<EditorAction>;
  reveal: (row: number) => void;
  caret: RefObject<{ row: number; at: number } | null>;
  focusCell: (row: number, col: string) => void;
  /** Makes `row` the one with inputs, then focuses its `col` input (null: the focus stays where it is). */
  edit: (row: number, col: RowField | null) => void;
  /** A pointer went down on a text cell at character `at`: the input gets its caret there. */
  pressed: (row: number, col: RowField, at: number) => void;
  rowCount: () => number;
  booked: (row: number) => void;
  teach: (row: number) => void;
};

/**
 * A value cell of a row that is not being edited: the text the input would show, in the same box, and a
 * stop in the Tab order. Focusing it (Tab, click, Up/Down) makes its row editable and moves the focus to
 * the real input with the same name, so it stands for that input (hence role="textbox"). Plain text
 * costs a fraction of an input: a fast scroll brings dozens of rows in per frame.
 */
function CellText({ label, row, col, text, numeric, ctx }: { label: string; row: number; col: RowField; text: string; numeric?: boolean; ctx: RowContext }) {
  return (
    <span
      role="textbox"
      tabIndex={0}
      aria-label={label}
      data-row={row}
      data-col={col}
      className={numeric ? 'cell-text num' : 'cell-text'}
      onMouseDown={(event) => ctx.pressed(row, col, characterAt(event.clientX, event.clientY, event.currentTarget) ?? text.length)}
      onFocus={() => ctx.edit(row, col)}
    >
      {text}
    </span>
  );
}

/**
 * One row; memoised so scrolling renders only the rows that come into view. Only the row being edited
 * (`editing`) renders inputs; the others show their values as text (see CellText). The action buttons are
 * the same elements in both states, so a click that makes the row editable still lands on its button.
 */
const GridRow = memo(function GridRow({ index: i, row: t, broken, added, selected, last, editing, offersRule, ctx }: {
  index: number;
  row: Transaction;
  broken: boolean;
  /** Added by a person: on no page of the statement. */
  added: boolean;
  selected: boolean;
  last: boolean;
  editing: boolean;
  offersRule: boolean;
  ctx: RowContext;
}) {
  const { accountIndex, dispatch, reveal, caret } = ctx;
  const label = `row ${i + 1}`;
  const cell = (field: RowField, value: string | number | null) => dispatch({ type: 'cell', account: accountIndex, row: i, field, value });
  const seal = () => dispatch({ type: 'seal' });
  const onFocus = () => reveal(i);
  // A button reached by Tab or a click makes its row the edited one (the button itself stays in place).
  const onButtonFocus = () => {
    reveal(i);
    if (!editing) ctx.edit(i, null);
  };
  const text = (field: RowField, name: string, value: string, numeric?: boolean) => (
    <CellText label={`${name}, ${label}`} row={i} col={field} text={value} numeric={numeric} ctx={ctx} />
  );
  // Who and what for (issue 26): read from the description, corrected here; a correction can become a rule
  // ("Apply to all like this"). A row whose words were changed shows none until it is saved and read again.
  const book = (field: 'payee' | 'category', value: string) => {
    cell(field, value);
    ctx.booked(i);
  };
  const books = editing ? (
    <>
      <td className="payee-col">
        <CellInput
          aria-label={`Payee, ${label}`}
          data-row={i}
          data-col="payee"
          value={t.payee ?? ''}
          parse={parseText}
          format={same}
          onValue={(v) => book('payee', v)}
          onLeave={seal}
          onFocus={onFocus}
          invalidText=""
          maxLength={200}
          autoComplete="off"
        />
      </td>
      <td className="category-col">
        <select
          aria-label={`Category, ${label}`}
          data-row={i}
          data-col="category"
          className="cell-input"
          value={t.category ?? ''}
          onChange={(e) => book('category', e.target.value)}
          onFocus={onFocus}
        >
          {t.category ? null : <option value="">(none yet)</option>}
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </td>
    </>
  ) : (
    <>
      <td className="payee-col">{text('payee', 'Payee', t.payee ?? '')}</td>
      <td className="category-col">{text('category', 'Category', t.category ? categoryLabel(t.category) : '')}</td>
    </>
  );
  return (
    <tr
      aria-rowindex={i + 2}
      aria-current={selected ? 'true' : undefined}
      className={['tx-row', broken ? 'tx-row--break' : '', selected ? 'tx-row--selected' : ''].filter(Boolean).join(' ')}
      style={{ height: ROW_HEIGHT }}
    >
      <td className="num">
        {added ? (
          <span className="tx-row__added" title="Added by you: on no page of the statement">
            +<span className="visually-hidden">added by you, </span>
          </span>
        ) : null}
        {i + 1}
        {broken ? <span className="visually-hidden">, the balance check fails here</span> : null}
      </td>
      {editing ? (
        <>
          <td>
            <CellInput
              aria-label={`Date, ${label}`}
              data-row={i}
              data-col="date"
              value={t.date}
              parse={parseDate}
              format={same}
              onValue={(v) => cell('date', v)}
              onLeave={seal}
              onFocus={onFocus}
              invalidText="A date as YYYY-MM-DD"
              inputMode="numeric"
              autoComplete="off"
            />
          </td>
          <td>
            <CellInput
              aria-label={`Description, ${label}`}
              data-row={i}
              data-col="description"
              value={t.description}
              parse={parseText}
              format={same}
              onValue={(v) => cell('description', v)}
              onLeave={seal}
              onFocus={onFocus}
              onSelect={(e) => (caret.current = { row: i, at: e.currentTarget.selectionStart ?? 0 })}
              invalidText=""
              autoComplete="off"
            />
          </td>
          {books}
          <td>
            <CellInput
              aria-label={`Amount, ${label}`}
              data-row={i}
              data-col="amount"
              className="num"
              value={editableNumber(t.amount)}
              parse={parseMoney}
              format={editableNumber}
              onValue={(v) => cell('amount', v)}
              onLeave={seal}
              onFocus={onFocus}
              invalidText="A number, e.g. -12.50"
              inputMode="decimal"
              autoComplete="off"
            />
          </td>
          <td>
            <CellInput
              aria-label={`Balance, ${label}`}
              data-row={i}
              data-col="balance"
              className="num"
              value={editableNumber(t.balance)}
              parse={parseOptionalMoney}
              format={editableNumber}
              onValue={(v) => cell('balance', v)}
              onLeave={seal}
              onFocus={onFocus}
              invalidText="A number, or empty when no balance is printed"
              inputMode="decimal"
              autoComplete="off"
            />
          </td>
        </>
      ) : (
        <>
          <td>{text('date', 'Date', t.date)}</td>
          <td>{text('description', 'Description', t.description)}</td>
          {books}
          <td>{text('amount', 'Amount', editableNumber(t.amount), true)}</td>
          <td>{text('balance', 'Balance', editableNumber(t.balance), true)}</td>
        </>
      )}
      <td className="num">{t.page}</td>
      <td>
        <div className="row-actions">
          {offersRule ? (
            <button type="button" className="row-actions__rule" aria-label={`Apply to all like this: make a rule from ${label}`} onFocus={onButtonFocus} onClick={() => ctx.teach(i)}>
              Apply to all like this
            </button>
          ) : null}
          <button type="button" aria-label={`Insert a row after ${label}`} onFocus={onButtonFocus} onClick={() => dispatch({ type: 'insert', account: accountIndex, after: i })}>
            Insert
          </button>
          <button
            type="button"
            aria-label={`Split the description of ${label}`}
            onFocus={onButtonFocus}
            onClick={() => {
              const at = caret.current?.row === i && caret.current.at > 0 ? caret.current.at : splitPoint(t.description);
              dispatch({ type: 'split', account: accountIndex, row: i, at });
            }}
          >
            Split
          </button>
          <button
            type="button"
            aria-label={`Merge ${label} with the next row`}
            disabled={last}
            onFocus={onButtonFocus}
            onClick={() => dispatch({ type: 'merge', account: accountIndex, row: i })}
          >
            Merge
          </button>
          <button
            type="button"
            aria-label={`Delete ${label}`}
            onFocus={onButtonFocus}
            onClick={() => {
              const n = ctx.rowCount();
              dispatch({ type: 'delete', account: accountIndex, row: i });
              // Keep the keyboard user in the table: the next row takes this one's place.
              if (n > 1) ctx.focusCell(Math.min(i, n - 2), 'description');
            }}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
});
