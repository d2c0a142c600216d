// What the CLI says about each file it was given: a line per file on a terminal as it goes, a table at the end,
// and the exit code a script reads (0 every file verified, 1 some converted but not verified, 2 a file refused).
import type { Statement } from '@bankxl/statement';

export type FileOutcome =
  | { file: string; kind: 'converted'; pages: number; rows: number; verdict: 'verified' | 'not verified' | 'cannot verify'; note: string | null; output: string | null }
  | { file: string; kind: 'refused'; reason: string };

/** A statement's verdict as one word: verified only when it has accounts and every one of them is. */
export function convertedOutcome(file: string, statement: Statement, output: string | null): FileOutcome {
  const rows = statement.accounts.reduce((n, a) => n + a.transactions.length, 0);
  const broken = statement.accounts.find((a) => a.checks.verdict === 'not_verified');
  const unchecked = statement.accounts.find((a) => a.checks.verdict === 'cannot_verify');
  const base = { file, kind: 'converted' as const, pages: statement.pages, rows, output };
  if (broken) return { ...base, verdict: 'not verified', note: broken.checks.firstBreak ? `first break: ${broken.checks.firstBreak}` : null };
  // The engine says why it could not check (no balances at all, or only the opening one missing): the same words as the
  // workbook's Check line, so a statement with a running balance on every row is not said to have none.
  if (unchecked) return { ...base, verdict: 'cannot verify', note: unchecked.checks.firstBreak ?? 'no balances to check the rows against' };
  if (!statement.accounts.length) return { ...base, verdict: 'cannot verify', note: 'no account found' };
  return { ...base, verdict: 'verified', note: null };
}

/** What the verdict column says for a file. */
export function verdictText(outcome: FileOutcome): string {
  if (outcome.kind === 'refused') return `refused: ${outcome.reason}`;
  return outcome.note ? `${outcome.verdict} (${outcome.note})` : outcome.verdict;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The line a terminal shows once a file is done, e.g. "[2/5] march.pdf: 12 pages, 340 rows, verified". */
export function progressLine(index: number, total: number, outcome: FileOutcome): string {
  const what = outcome.kind === 'refused' ? verdictText(outcome) : `${plural(outcome.pages, 'page')}, ${plural(outcome.rows, 'row')}, ${verdictText(outcome)}`;
  return `[${index}/${total}] ${outcome.file}: ${what}`;
}

/** The table printed at the end: file, pages, rows, verdict, with a count of each verdict under it. */
export function summaryTable(outcomes: FileOutcome[]): string {
  const rows = outcomes.map((o) => [o.file, o.kind === 'converted' ? String(o.pages) : '-', o.kind === 'converted' ? String(o.rows) : '-', verdictText(o)]);
  const header = ['File', 'Pages', 'Rows', 'Verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  // Text columns to the left, numbers to the right; the last column is not padded (no trailing spaces).
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const count = (verdict: string) => outcomes.filter((o) => (o.kind === 'refused' ? 'refused' : o.verdict) === verdict).length;
  const totals = ['verified', 'not verified', 'cannot verify', 'refused'].map((v) => [v, count(v)] as const).filter(([, n]) => n > 0);
  const footer = `${plural(outcomes.length, 'file')}: ${totals.map(([v, n]) => `${n} ${v}`).join(', ')}`;
  return [line(header), ...rows.map(line), footer].join('\n');
}

/** 2 when a file was refused, else 1 when a converted file is not verified, else 0. */
export function exitCode(outcomes: FileOutcome[]): 0 | 1 | 2 {
  if (outcomes.some((o) => o.kind === 'refused')) return 2;
  if (outcomes.some((o) => o.kind === 'converted' && o.verdict !== 'verified')) return 1;
  return 0;
}
