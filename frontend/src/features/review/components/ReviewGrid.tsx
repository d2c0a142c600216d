import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { editableNumber, parseAmount } from '../../statement/money';
import type { Account, Transaction } from '../../statement/types';
import { CATEGORIES, categoryLabel } from '@bankxl/statement/books';
import { MenuButton, type MenuItem } from '../../../components/MenuButton';
import { ColumnHeads, type ColumnHead } from '../../statement/components/ColumnHeads';
import { WindowedBody } from '../../statement/components/WindowedBody';
import { useVirtualRows } from '../../statement/use-virtual-rows';
import { splitPoint, type EditorAction, type RowField } from '../edit-model';
import { CellInput, type Parsed } from './CellInput';

const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 34;
/** The grid's height before its box is measured (it fills the workspace's height). */
const VIEWPORT = 480;

/** The cells a row's keyboard focus moves across, left to right: its checkbox, its values, its menu. */
const NAV_COLS = ['select', 'date', 'description', 'payee', 'category', 'amount', 'balance', 'actions'] as const;
type NavCol = (typeof NAV_COLS)[number];
const EDIT_COLS: readonly RowField[] = ['date', 'description', 'payee', 'category', 'amount', 'balance'];
const isEditCol = (col: string): col is RowField => (EDIT_COLS as readonly string[]).includes(col);

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

/** Scroll to a row: with its amount being edited ("Go to row"), or with `focus: false` only into view (a row picked on the page). */
export type RevealRequest = { row: number; nonce: number; focus?: boolean } | null;

/** Where the caret goes in an input that replaces a text cell: all its text selected, or at a character. */
type Caret = 'all' | number;
/** How a cell is focused: as text (moving around), as its input (editing), or as whatever it is now. */
type FocusMode = 'text' | 'edit';

/** The character offset under the pointer in `cell`'s text, where the browser can tell. */
function characterAt(x: number, y: number, cell: HTMLElement): number | null {
  if (typeof document.caretRangeFromPoint !== 'function') return null;
  const range = document.caretRangeFromPoint(x, y);
  return range && cell.contains(range.startContainer) ? range.startOffset : null;
}

const isEditor = (el: Element | null): el is HTMLInputElement | HTMLSelectElement =>
  (el instanceof HTMLInputElement && el.type !== 'checkbox') || el instanceof HTMLSelectElement;

/**
 * The account's rows as an editable grid: date, description, payee, category, amount and printed balance per
 * row, a checkbox to select rows for changing many at once, and a menu of row actions (insert, split, merge,
 * delete). Windowed for 5,000 rows, and one stop in the Tab order: the arrows move from cell to cell, Enter
 * (or a click) edits a cell, Escape or Enter leaves it. Only the row being edited is made of inputs.
 */
export function ReviewGrid({
  account,
  accountIndex,
  dispatch,
  revealRequest,
  selectedRow = null,
  onRowFocus,
  breaks,
  checked,
  onCheck,
  ruleOfferedFor = null,
  onBooked,
  onApplyToAllLikeThis,
}: {
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
  /** The rows ticked for changing many at once. */
  checked: ReadonlySet<number>;
  /** Ticks (or unticks) rows. */
  onCheck: (rows: number[], on: boolean) => void;
  /** The row whose payee or category was just changed: its menu offers "Apply to all like this". */
  ruleOfferedFor?: number | null;
  /** A row's payee or category was changed by hand. */
  onBooked?: (row: number) => void;
  /** "Apply to all like this" on a row: make a rule from it. */
  onApplyToAllLikeThis?: (row: number) => void;
}) {
  const n = account.transactions.length;
  const rows = useVirtualRows(n, ROW_HEIGHT, VIEWPORT, HEADER_HEIGHT, 8, true);
  const captionId = useId();
  const helpId = useId();
  const pendingFocus = useRef<{ row: number; col: NavCol; mode: FocusMode; caret?: Caret } | null>(null);
  const pressedAt = useRef<{ row: number; col: RowField; at: number } | null>(null);
  const [editingRow, setEditingRow] = useState<number | null>(null);
  // The cell that holds the grid's one stop in the Tab order (where the focus was last).
  const [active, setActive] = useState<{ row: number; col: NavCol }>({ row: 0, col: 'description' });
  const caret = useRef<{ row: number; at: number } | null>(null);
  const anchor = useRef<number | null>(null);
  const breakIndex = account.checks.firstBreakIndex;
  const { reveal, containerRef } = rows;

  const cellAt = (row: number, col: NavCol) => containerRef.current?.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`) ?? null;
  /** The element is what the mode wants: an input or select to edit, anything else to move around. */
  const fits = (el: HTMLElement, col: NavCol, mode: FocusMode) => !isEditCol(col) || isEditor(el) === (mode === 'edit');

  const place = (el: HTMLElement, caretAt?: Caret) => {
    el.focus();
    // As if the input had been there all along: the keyboard selects its text, a click puts the caret where
    // the pointer was.
    if (el instanceof HTMLInputElement && el.type !== 'checkbox' && caretAt !== undefined) {
      if (caretAt === 'all') el.select();
      else el.setSelectionRange(Math.min(caretAt, el.value.length), Math.min(caretAt, el.value.length));
    }
  };

  const focusCell = (row: number, col: NavCol, mode: FocusMode, caretAt: Caret = 'all') => {
    if (row < 0 || row >= n) return;
    pendingFocus.current = { row, col, mode, caret: mode === 'edit' ? caretAt : undefined };
    if (mode === 'edit' && isEditCol(col)) setEditingRow(row);
    else if (mode === 'text' && editingRow === row) setEditingRow(null);
    setActive((a) => (a.row === row && a.col === col ? a : { row, col }));
    reveal(row);
    // Already there as wanted: focus now; otherwise the layout effect below does it once the row is rendered.
    const el = cellAt(row, col);
    if (el && fits(el, col, mode) && !(mode === 'edit' && editingRow !== row && isEditCol(col))) {
      pendingFocus.current = null;
      place(el, mode === 'edit' ? caretAt : undefined);
    }
  };

  // Layout effect: when a row turns into inputs (or back), the focus moves before the browser paints, so it
  // is never left on the body in between.
  useLayoutEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    const el = cellAt(want.row, want.col);
    if (el && fits(el, want.col, want.mode)) {
      pendingFocus.current = null;
      place(el, want.caret);
    }
  });

  useEffect(() => {
    if (!revealRequest) return;
    if (revealRequest.focus === false) {
      // Picked on the page: the grid shows it and its stop in the Tab order moves there, the focus stays put.
      reveal(revealRequest.row);
      setActive((a) => ({ row: revealRequest.row, col: a.col }));
    } else focusCell(revealRequest.row, 'amount', 'edit');
    // A new request (nonce) is the only trigger.
  }, [revealRequest]);

  const moveBy = (row: number, col: NavCol, step: number, mode: FocusMode) => focusCell(Math.min(n - 1, Math.max(0, row + step)), col, mode);
  const pageRows = () => Math.max(1, Math.floor(((containerRef.current?.clientHeight ?? VIEWPORT) - HEADER_HEIGHT) / ROW_HEIGHT) - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const col = target.dataset.col as NavCol | undefined;
    if (!col || !NAV_COLS.includes(col) || Number.isNaN(row)) return;
    const { key, shiftKey, altKey, ctrlKey, metaKey } = event;

    if (isEditor(target)) {
      // Editing: Up and Down edit the same cell of the next row; Enter or Escape leave; Tab wraps to the next row.
      if (altKey || ctrlKey || metaKey) return;
      if ((key === 'ArrowUp' || key === 'ArrowDown') && !shiftKey) {
        event.preventDefault();
        moveBy(row, col, key === 'ArrowUp' ? -1 : 1, 'edit');
      } else if (key === 'Enter' || key === 'Escape') {
        event.preventDefault();
        focusCell(row, col, 'text');
      } else if (key === 'Tab' && !shiftKey && col === 'balance' && row + 1 < n) {
        event.preventDefault();
        focusCell(row + 1, 'date', 'edit');
      } else if (key === 'Tab' && shiftKey && col === 'date' && row > 0) {
        event.preventDefault();
        focusCell(row - 1, 'balance', 'edit');
      }
      return;
    }

    // Moving around (a value's text, a checkbox, a menu button).
    if (altKey || metaKey) return;
    const at = NAV_COLS.indexOf(col);
    let handled = true;
    if (ctrlKey) {
      if (key === 'Home') focusCell(0, col, 'text');
      else if (key === 'End') focusCell(n - 1, col, 'text');
      else handled = false;
    } else if (key === 'ArrowUp' || key === 'ArrowDown') {
      const next = row + (key === 'ArrowUp' ? -1 : 1);
      // Shift extends the selection of rows as it moves, as in a spreadsheet or a mail list.
      if (shiftKey && next >= 0 && next < n) {
        anchor.current ??= row;
        const from = Math.min(anchor.current, next);
        const to = Math.max(anchor.current, next);
        onCheck(Array.from({ length: to - from + 1 }, (_, k) => from + k), true);
      }
      moveBy(row, col, next - row, 'text');
    } else if (shiftKey) {
      handled = false;
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const nextCol = NAV_COLS[at + (key === 'ArrowLeft' ? -1 : 1)];
      if (nextCol) focusCell(row, nextCol, 'text');
    } else if (key === 'Home' || key === 'End') {
      focusCell(row, key === 'Home' ? NAV_COLS[0] : NAV_COLS[NAV_COLS.length - 1], 'text');
    } else if (key === 'PageUp' || key === 'PageDown') {
      moveBy(row, col, (key === 'PageUp' ? -1 : 1) * pageRows(), 'text');
    } else if ((key === 'Enter' || key === 'F2') && isEditCol(col)) {
      focusCell(row, col, 'edit');
    } else if (key === ' ' && isEditCol(col)) {
      onCheck([row], !checked.has(row));
      anchor.current = row;
    } else handled = false;
    if (handled) event.preventDefault();
  };

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
  const checkRef = useRef({ onCheck, checked });
  checkRef.current = { onCheck, checked };
  // Everything a row needs that does not change while scrolling: rows re-render only when their data does.
  const ctx = useMemo<RowContext>(
    () => ({
      accountIndex,
      dispatch,
      caret,
      focusCell: (row, col, mode) => focusRef.current(row, col, mode),
      edit: (row, col) => {
        const pressed = pressedAt.current;
        pressedAt.current = null;
        focusRef.current(row, col, 'edit', pressed?.row === row && pressed.col === col ? pressed.at : 'all');
      },
      pressed: (row, col, at) => {
        pressedAt.current = { row, col, at };
      },
      check: (row, on, range) => {
        const { onCheck: tick } = checkRef.current;
        if (range && anchor.current !== null) {
          const from = Math.min(anchor.current, row);
          const to = Math.max(anchor.current, row);
          tick(Array.from({ length: to - from + 1 }, (_, k) => from + k), on);
        } else tick([row], on);
        anchor.current = row;
      },
      rowCount: () => countRef.current,
      booked: (row) => bookedRef.current?.(row),
      teach: (row) => teachRef.current?.(row),
    }),
    [accountIndex, dispatch],
  );

  // The Tab stop: the active cell, or, when its row has scrolled out of the window, the same column of the
  // first row in it.
  const tabRow = active.row >= rows.start && active.row < rows.end ? active.row : rows.start;
  const allChecked = n > 0 && checked.size === n;

  const columns: ColumnHead[] = [
    {
      label: 'Row',
      className: 'num row-col',
      content: (
        <span className="row-check">
          <input
            type="checkbox"
            aria-label="Select all rows"
            checked={allChecked}
            ref={(el) => {
              if (el) el.indeterminate = checked.size > 0 && !allChecked;
            }}
            onChange={() => onCheck(Array.from({ length: n }, (_, k) => k), !allChecked)}
          />
          Row
        </span>
      ),
    },
    { label: 'Date', className: 'date-col' },
    { label: 'Description', className: 'description-col' },
    { label: 'Payee', className: 'payee-col' },
    { label: 'Category', className: 'category-col' },
    { label: 'Amount', className: 'num amount-col' },
    { label: 'Balance', className: 'num balance-col' },
    { label: 'Actions', className: 'actions', content: <span className="visually-hidden">Actions</span> },
  ];

  return (
    <div
      className="review-grid"
      onFocus={(event) => {
        const target = event.target as HTMLElement;
        const row = Number(target.dataset.row);
        const col = target.dataset.col as NavCol | undefined;
        if (!col || Number.isNaN(row)) return;
        setActive((a) => (a.row === row && a.col === col ? a : { row, col }));
        onRowFocus?.(row);
      }}
    >
      <div {...rows.boxProps}>
        <table className="tx-table" role="grid" aria-rowcount={n + 1} aria-labelledby={captionId} aria-describedby={helpId}>
          <caption id={captionId} className="visually-hidden">
            Rows of the account, editable
          </caption>
          <ColumnHeads columns={columns} />
          <WindowedBody
            rows={rows}
            columns={columns.length}
            onKeyDown={onKeyDown}
            renderRow={(i) => (
              <GridRow
                key={i}
                index={i}
                row={account.transactions[i]}
                broken={breaks ? breaks.has(i) : i === breakIndex}
                added={boxed && !account.transactions[i].box}
                selected={i === selectedRow}
                checked={checked.has(i)}
                last={i + 1 >= n}
                editing={i === editingRow}
                tabCol={i === tabRow ? active.col : null}
                offersRule={i === ruleOfferedFor && Boolean(onApplyToAllLikeThis)}
                ctx={ctx}
              />
            )}
          />
        </table>
      </div>
      <p id={helpId} className="visually-hidden">
        Arrow keys move between cells; Enter edits a cell and Enter or Escape leaves it; Space or Shift with an arrow selects rows.
      </p>
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
  caret: RefObject<{ row: number; at: number } | null>;
  focusCell: (row: number, col: NavCol, mode: FocusMode) => void;
  /** Makes `row` the one with inputs and focuses its `col` input (the caret where the pointer went down). */
  edit: (row: number, col: RowField) => void;
  /** A pointer went down on a text cell at character `at`: the input gets its caret there. */
  pressed: (row: number, col: RowField, at: number) => void;
  /** Ticks or unticks a row (`range`: every row from the last one ticked, as Shift+click does). */
  check: (row: number, on: boolean, range: boolean) => void;
  rowCount: () => number;
  booked: (row: number) => void;
  teach: (row: number) => void;
};

/**
 * A value cell of a row that is not being edited: the text the input would show, in the same box. It stands
 * for that input (hence role="textbox", named the same): Enter, F2 or a click makes its row editable and moves
 * the focus to the real input. Plain text costs a fraction of an input: a fast scroll brings dozens of rows in
 * per frame.
 */
function CellText({ label, row, col, text, numeric, tabbable, title, ctx }: {
  label: string;
  row: number;
  col: RowField;
  text: string;
  numeric?: boolean;
  tabbable: boolean;
  /** The whole text on hover, where the column may cut it short. */
  title?: string;
  ctx: RowContext;
}) {
  return (
    <span
      role="textbox"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      title={title}
      data-row={row}
      data-col={col}
      className={numeric ? 'cell-text num' : 'cell-text'}
      onMouseDown={(event: MouseEvent<HTMLSpanElement>) => ctx.pressed(row, col, characterAt(event.clientX, event.clientY, event.currentTarget) ?? text.length)}
      onClick={() => ctx.edit(row, col)}
    >
      {text}
    </span>
  );
}

/**
 * One row; memoised so scrolling renders only the rows that come into view. Only the row being edited
 * (`editing`) renders inputs; the others show their values as text (see CellText).
 */
const GridRow = memo(function GridRow({ index: i, row: t, broken, added, selected, checked, last, editing, tabCol, offersRule, ctx }: {
  index: number;
  row: Transaction;
  broken: boolean;
  /** Added by a person: on no page of the statement. */
  added: boolean;
  selected: boolean;
  checked: boolean;
  last: boolean;
  editing: boolean;
  /** The column of this row that is the grid's Tab stop, or null. */
  tabCol: NavCol | null;
  offersRule: boolean;
  ctx: RowContext;
}) {
  const { accountIndex, dispatch, caret } = ctx;
  const label = `row ${i + 1}`;
  const tab = (col: NavCol) => (tabCol === col || (editing && tabCol !== null && isEditCol(col)) ? 0 : -1);
  const cell = (field: RowField, value: string | number | null) => dispatch({ type: 'cell', account: accountIndex, row: i, field, value });
  const seal = () => dispatch({ type: 'seal' });
  const text = (field: RowField, name: string, value: string, numeric?: boolean, title?: string) => (
    <CellText label={`${name}, ${label}`} row={i} col={field} text={value} numeric={numeric} tabbable={tab(field) === 0} title={title} ctx={ctx} />
  );
  // Who and what for: read from the description, corrected here; a correction can become a rule ("Apply to
  // all like this"). A row whose words were changed shows none until it is saved and read again.
  const book = (field: 'payee' | 'category', value: string) => {
    cell(field, value);
    ctx.booked(i);
  };

  const menu: MenuItem[] = [
    { text: 'Insert a row below', label: `Insert a row after ${label}`, onSelect: () => {
      dispatch({ type: 'insert', account: accountIndex, after: i });
      ctx.focusCell(i + 1, 'date', 'edit');
    } },
    {
      text: 'Split the description',
      label: `Split the description of ${label}`,
      onSelect: () => {
        // At the caret the description's input last had, when it was inside the text; else at the middle space.
        const at = caret.current?.row === i && caret.current.at > 0 && caret.current.at < t.description.length ? caret.current.at : splitPoint(t.description);
        dispatch({ type: 'split', account: accountIndex, row: i, at });
        ctx.focusCell(i + 1, 'description', 'text');
      },
    },
    { text: 'Merge with the next row', label: `Merge ${label} with the next row`, disabled: last, onSelect: () => {
      dispatch({ type: 'merge', account: accountIndex, row: i });
      ctx.focusCell(i, 'description', 'text');
    } },
    ...(offersRule ? [{ text: 'Apply to all like this', label: `Apply to all like this: make a rule from ${label}`, onSelect: () => ctx.teach(i) }] : []),
    {
      text: 'Delete the row',
      label: `Delete ${label}`,
      danger: true,
      onSelect: () => {
        const count = ctx.rowCount();
        dispatch({ type: 'delete', account: accountIndex, row: i });
        // Keep the keyboard user in the table: the next row takes this one's place.
        if (count > 1) ctx.focusCell(Math.min(i, count - 2), 'description', 'text');
      },
    },
  ];

  return (
    <tr
      aria-rowindex={i + 2}
      aria-current={selected ? 'true' : undefined}
      aria-selected={checked}
      className={['tx-row', broken ? 'tx-row--break' : '', selected ? 'tx-row--selected' : '', checked ? 'tx-row--checked' : ''].filter(Boolean).join(' ')}
      style={{ height: ROW_HEIGHT }}
    >
      <td className="num row-col">
        <span className="row-check">
          <input
            type="checkbox"
            aria-label={`Select ${label}`}
            checked={checked}
            tabIndex={tab('select')}
            data-row={i}
            data-col="select"
            onChange={() => undefined}
            onClick={(event) => ctx.check(i, !checked, event.shiftKey)}
          />
          {added ? (
            <span className="tx-row__added" title="Added by you: on no page of the statement">
              +<span className="visually-hidden">added by you, </span>
            </span>
          ) : null}
          {i + 1}
        </span>
        {broken ? <span className="visually-hidden">, the balance check fails here</span> : null}
      </td>
      {editing ? (
        <>
          <td className="date-col">
            <CellInput
              aria-label={`Date, ${label}`}
              data-row={i}
              data-col="date"
              tabIndex={tab('date')}
              value={t.date}
              parse={parseDate}
              format={same}
              onValue={(v) => cell('date', v)}
              onLeave={seal}
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
              tabIndex={tab('description')}
              value={t.description}
              title={t.description}
              parse={parseText}
              format={same}
              onValue={(v) => cell('description', v)}
              onLeave={seal}
              onSelect={(e) => (caret.current = { row: i, at: e.currentTarget.selectionStart ?? 0 })}
              invalidText=""
              autoComplete="off"
            />
          </td>
          <td className="payee-col">
            <CellInput
              aria-label={`Payee, ${label}`}
              data-row={i}
              data-col="payee"
              tabIndex={tab('payee')}
              value={t.payee ?? ''}
              parse={parseText}
              format={same}
              onValue={(v) => book('payee', v)}
              onLeave={seal}
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
              tabIndex={tab('category')}
              className="cell-input"
              value={t.category ?? ''}
              onChange={(e) => book('category', e.target.value)}
            >
              {t.category ? null : <option value="">(none yet)</option>}
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </td>
          <td>
            <CellInput
              aria-label={`Amount, ${label}`}
              data-row={i}
              data-col="amount"
              tabIndex={tab('amount')}
              className="num"
              value={editableNumber(t.amount)}
              parse={parseMoney}
              format={editableNumber}
              onValue={(v) => cell('amount', v)}
              onLeave={seal}
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
              tabIndex={tab('balance')}
              className="num"
              value={editableNumber(t.balance)}
              parse={parseOptionalMoney}
              format={editableNumber}
              onValue={(v) => cell('balance', v)}
              onLeave={seal}
              invalidText="A number, or empty when no balance is printed"
              inputMode="decimal"
              autoComplete="off"
            />
          </td>
        </>
      ) : (
        <>
          <td className="date-col">{text('date', 'Date', t.date)}</td>
          <td>{text('description', 'Description', t.description, false, t.description)}</td>
          <td className="payee-col">{text('payee', 'Payee', t.payee ?? '', false, t.payee ?? undefined)}</td>
          <td className="category-col">{text('category', 'Category', t.category ? categoryLabel(t.category) : '')}</td>
          <td>{text('amount', 'Amount', editableNumber(t.amount), true)}</td>
          <td>{text('balance', 'Balance', editableNumber(t.balance), true)}</td>
        </>
      )}
      <td className="actions">
        <MenuButton label={`Actions for ${label}`} items={menu} className="row-menu" tabIndex={tab('actions')} data-row={i} data-col="actions">
          <span aria-hidden="true">⋯</span>
        </MenuButton>
      </td>
    </tr>
  );
});
