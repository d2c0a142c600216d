import { recheckAccount } from '@bankxl/statement/checks';
import type { Account, Statement, Transaction } from '../statement/types';

/** The editable fields of a row; payee and category are a person's booking (issue 26), kept as typed. */
export type RowField = 'date' | 'description' | 'payee' | 'category' | 'amount' | 'balance';
export type BalanceField = 'openingBalance' | 'closingBalance';

export type Edit =
  | { type: 'cell'; account: number; row: number; field: RowField; value: string | number | null }
  | { type: 'balance'; account: number; field: BalanceField; value: number | null }
  | { type: 'insert'; account: number; after: number }
  | { type: 'delete'; account: number; row: number }
  | { type: 'split'; account: number; row: number; at: number }
  | { type: 'merge'; account: number; row: number }
  /** Many rows booked at once (the grid's selection): one undo step. */
  | { type: 'rows'; account: number; rows: readonly number[]; field: 'payee' | 'category'; value: string };

export type EditorAction =
  | Edit
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'seal' }
  | { type: 'saved'; statement: Statement }
  /** The server read the statement again with another reading and saved it: the new rows, undoable like an edit. */
  | { type: 'reread'; statement: Statement };

export type EditorState = {
  statement: Statement;
  /** What the server holds: the editor is "dirty" when `statement` is another object. */
  saved: Statement;
  past: Statement[];
  future: Statement[];
  /** Typing in the same cell makes one undo step, not one per key. */
  typingIn: string | null;
  /** Whether each account's opening balance was printed, as the engine said on load (edits do not change it). */
  openingPrinted: boolean[];
};

const HISTORY_LIMIT = 500;

export function initialEditorState(statement: Statement): EditorState {
  const { checked, openingPrinted } = loaded(statement);
  return { statement: checked, saved: checked, past: [], future: [], typingIn: null, openingPrinted };
}

/** A statement as the server sent it, with its checks run here as they run on every edit. */
function loaded(statement: Statement): { checked: Statement; openingPrinted: boolean[] } {
  const openingPrinted = statement.accounts.map((a) => a.checks?.firstBreak !== 'the opening balance is not printed, so the first row cannot be checked');
  return { checked: { ...statement, accounts: statement.accounts.map((a, i) => withChecks(a, openingPrinted[i])) }, openingPrinted };
}

const withChecks = (account: Account, openingPrinted: boolean): Account => ({ ...account, checks: recheckAccount(account, { openingPrinted }) });

/**
 * A row whose words changed: its payee and category were read from the old words by the shipped rules, so
 * they are left for the server to read again from the new ones (issue 26).
 */
const withWords = (row: Transaction, description: string): Transaction => {
  const next = { ...row, description };
  delete next.payee;
  delete next.category;
  return next;
};

const blankRowNear = (near: Transaction | undefined): Transaction => ({
  date: near?.date ?? '',
  description: '',
  amount: 0,
  balance: null,
  page: near?.page ?? 1,
  y: near?.y ?? 0,
});

/** Where "Split" cuts a description when the caret gives no hint: the space nearest the middle. */
export function splitPoint(description: string): number {
  const middle = description.length / 2;
  let best = -1;
  for (let i = 0; i < description.length; i += 1) {
    if (description[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? description.length : best;
}

function applyToRows(rows: Transaction[], edit: Edit): Transaction[] | null {
  switch (edit.type) {
    case 'cell': {
      const row = rows[edit.row];
      if (!row || row[edit.field] === edit.value) return null;
      const next = rows.slice();
      next[edit.row] = edit.field === 'description' ? withWords(row, String(edit.value ?? '')) : { ...row, [edit.field]: edit.value };
      return next;
    }
    case 'insert': {
      const next = rows.slice();
      next.splice(edit.after + 1, 0, blankRowNear(rows[edit.after] ?? rows[0]));
      return next;
    }
    case 'delete': {
      if (!rows[edit.row]) return null;
      return rows.filter((_, i) => i !== edit.row);
    }
    case 'split': {
      // The text after the cut becomes a row of its own, below, with no amount yet.
      const row = rows[edit.row];
      if (!row) return null;
      const head = row.description.slice(0, edit.at).trim();
      const tail = row.description.slice(edit.at).trim();
      const next = rows.slice();
      next.splice(edit.row, 1, withWords(row, head), { ...blankRowNear(row), description: tail });
      return next;
    }
    case 'merge': {
      // Two rows that are really one: the descriptions join, the amounts add up, the later balance stands.
      const row = rows[edit.row];
      const following = rows[edit.row + 1];
      if (!row || !following) return null;
      const merged: Transaction = {
        ...withWords(row, [row.description, following.description].filter(Boolean).join(' ')),
        amount: Math.round((row.amount + following.amount) * 100) / 100,
        balance: following.balance ?? row.balance,
      };
      const next = rows.slice();
      next.splice(edit.row, 2, merged);
      return next;
    }
    case 'rows': {
      const targets = new Set(edit.rows.filter((i) => rows[i] && rows[i][edit.field] !== edit.value));
      if (targets.size === 0) return null;
      return rows.map((row, i) => (targets.has(i) ? { ...row, [edit.field]: edit.value } : row));
    }
    default:
      return null;
  }
}

function applyEdit(statement: Statement, edit: Edit, openingPrinted: boolean[]): Statement | null {
  const account = statement.accounts[edit.account];
  if (!account) return null;
  let changed: Account;
  if (edit.type === 'balance') {
    if (account[edit.field] === edit.value) return null;
    changed = { ...account, [edit.field]: edit.value };
  } else {
    const rows = applyToRows(account.transactions, edit);
    if (!rows) return null;
    changed = { ...account, transactions: rows };
  }
  const accounts = statement.accounts.slice();
  accounts[edit.account] = withChecks(changed, openingPrinted[edit.account] ?? true);
  return { ...statement, accounts };
}

const typingKey = (edit: Edit) =>
  edit.type === 'cell' ? `cell:${edit.account}:${edit.row}:${edit.field}` : edit.type === 'balance' ? `balance:${edit.account}:${edit.field}` : null;

/** The review editor: every edit re-runs the engine's checks on its account and can be undone. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { ...state, statement: previous, past: state.past.slice(0, -1), future: [state.statement, ...state.future], typingIn: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, statement: next, past: [...state.past, state.statement], future: rest, typingIn: null };
    }
    case 'seal':
      return state.typingIn === null ? state : { ...state, typingIn: null };
    case 'saved':
      return { ...state, saved: action.statement };
    case 'reread': {
      // Saved on the server already; undo brings the rows before it back (unsaved until saved again).
      const { checked, openingPrinted } = loaded(action.statement);
      const past = [...state.past, state.statement].slice(-HISTORY_LIMIT);
      return { ...state, statement: checked, saved: checked, past, future: [], typingIn: null, openingPrinted };
    }
    default: {
      const statement = applyEdit(state.statement, action, state.openingPrinted);
      if (!statement) return state;
      const key = typingKey(action);
      if (key !== null && key === state.typingIn) return { ...state, statement, future: [] };
      const past = [...state.past, state.statement].slice(-HISTORY_LIMIT);
      return { ...state, statement, past, future: [], typingIn: key };
    }
  }
}

export const isDirty = (state: EditorState) => state.statement !== state.saved;
