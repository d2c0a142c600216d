import { centsToNumber } from './amounts.js';
import { checkAccount, formatCents, type CheckedRow } from './checks.js';
import { inferOrder, inferYear, resolveDate, type DateOrder, type DateToken } from './dates.js';
import type { AccountDraft, RawRow, StatementReader } from './rows.js';
import { currencyOfIban } from './metadata.js';
import { balanceCents, chooseReading } from './readings.js';
import type { Account, Transaction } from './types.js';

type Period = { start: string; end: string };

function resolvePeriod(raw: { start: DateToken; end: DateToken } | null, order: DateOrder): Period | null {
  if (!raw) return null;
  const start = resolveDate(raw.start, order, () => 0);
  const end = resolveDate(raw.end, order, () => 0);
  return start && end && start <= end ? { start, end } : null;
}

function isMostlyDescending(dates: string[]): boolean {
  let down = 0;
  let up = 0;
  for (let i = 1; i < dates.length; i++) {
    if (dates[i] < dates[i - 1]) down++;
    else if (dates[i] > dates[i - 1]) up++;
  }
  return down > up;
}

/** Turns what the reader collected into accounts with settled dates, signs, balances and checks. */
/** What the document says about itself outside its text: the PDF's creation date (ISO), if any. */
export type DocumentInfo = { createdOn: string | null };

export function buildAccounts(reader: StatementReader, info: DocumentInfo = { createdOn: null }): Account[] {
  const drafts = reader.drafts.filter((d) => d.rows.length > 0 || (d.ids.length > 0 && (d.opening || d.closing)));
  const documentPeriodRaw = reader.drafts.find((d) => d.period)?.period ?? null;
  const allVotes = reader.drafts.flatMap((d) => [...(d.currency ? [d.currency, d.currency, d.currency] : []), ...d.currencyVotes]);
  const documentCurrency = majority(allVotes);

  const tokens: DateToken[] = [];
  for (const d of reader.drafts) {
    for (const r of d.rows) if (r.date) tokens.push(r.date);
    if (d.period) tokens.push(d.period.start, d.period.end);
  }
  if (reader.statementDate) tokens.push(reader.statementDate);
  const hint: DateOrder = documentCurrency === 'USD' ? 'MDY' : 'DMY';
  const order = inferOrder(tokens, hint, (o) => resolvePeriod(documentPeriodRaw, o));

  // Rows that print no year and a statement that prints no period: the latest full date printed outside the
  // tables (a statement or due date), else the day the PDF was made; never today's date.
  const headerDates = reader.headerDates.map((t) => resolveDate(t, order, () => 0)).filter((d): d is string => d !== null).sort();
  const reference = (reader.statementDate ? resolveDate(reader.statementDate, order, () => 0) : null) ?? headerDates[headerDates.length - 1] ?? info.createdOn;
  const build = (draft: AccountDraft) => buildAccount(draft, reader, order, documentPeriodRaw, documentCurrency, reference);
  const accounts: Account[] = [];
  for (let i = 0; i < drafts.length; i++) {
    const merged = summaryWithDetails(drafts[i], drafts[i + 1], drafts);
    const account = merged ? build(merged) : null;
    if (account && account.checks.totalsMatch === true) {
      accounts.push(account);
      i++;
      continue;
    }
    accounts.push(build(drafts[i]));
  }
  return accounts;
}

/**
 * A summary (opening and closing balance, no rows) followed by rows with no balances of their own, under
 * an account number that does not match: one account whose number was printed two ways. Merged only
 * when the arithmetic agrees (the caller checks opening + Σ rows = closing).
 */
function summaryWithDetails(summary: AccountDraft, details: AccountDraft | undefined, all: AccountDraft[]): AccountDraft | null {
  if (!details || summary.rows.length || !details.rows.length) return null;
  if (summary.opening === null || summary.closing === null || details.opening !== null || details.closing !== null) return null;
  if (summary.currency && details.currency && summary.currency !== details.currency) return null;
  // Rows filed under the summary's own number elsewhere would make it a different account.
  if (all.some((d) => d !== summary && d.rows.length && d.ids.some((id) => summary.ids.some((x) => x.value === id.value)))) return null;
  return { ...details, ids: [...summary.ids, ...details.ids], opening: summary.opening, closing: summary.closing, period: details.period ?? summary.period, name: details.name ?? summary.name, currency: details.currency ?? summary.currency };
}

function buildAccount(
  draft: AccountDraft,
  reader: StatementReader,
  order: DateOrder,
  documentPeriodRaw: AccountDraft['period'],
  documentCurrency: string | null,
  reference: string | null,
): Account {
  const cc = reader.creditCard;
  const period = resolvePeriod(draft.period ?? documentPeriodRaw, order);
  const yearFor = yearResolver(period, reference, draft.rows, reader.warnings);

  const dated: { row: RawRow; date: string }[] = [];
  for (const row of draft.rows) {
    const date = row.date ? resolveDate(row.date, order, yearFor) : null;
    if (date) dated.push({ row, date });
    else reader.warnings.push(`A row on page ${row.page} has a date that could not be read and was skipped.`);
  }
  // Newest first (some banks print it that way): checks and the workbook run oldest first.
  const newestFirst = dated.length > 1 && dated[0].date > dated[dated.length - 1].date && isMostlyDescending(dated.map((d) => d.date));
  if (newestFirst) dated.reverse();

  let opening = balanceCents(newestFirst ? (draft.openingAfterRows ?? draft.opening) : draft.opening, cc);
  let closing = balanceCents(draft.closing, cc);
  // The stage that searches over readings of the table (directions, which tables belong): the arithmetic decides.
  const chosen = chooseReading(dated, cc, opening, closing);
  const signed = chosen.signed;
  reader.warnings.push(...chosen.warnings);

  if (signed.some((s) => !s.signKnown)) {
    reader.warnings.push('Some amounts print no sign; they were read as money in where the balances could not tell.');
  }

  const firstWithBalance = signed.findIndex((s) => s.balance !== null);
  // An opening balance printed after the rows (a summary under the table) is this account's when the
  // first printed balance follows from it; otherwise it may belong to what comes next and is not used.
  if (opening === null && !newestFirst && draft.openingAfterRows && firstWithBalance >= 0) {
    const late = balanceCents(draft.openingAfterRows, cc);
    if (late !== null && late + signed.slice(0, firstWithBalance + 1).reduce((a, s) => a + s.cents, 0) === signed[firstWithBalance].balance) opening = late;
  }
  const openingPrinted = opening !== null;
  if (opening === null && firstWithBalance >= 0) {
    opening = signed[firstWithBalance].balance! - signed.slice(0, firstWithBalance + 1).reduce((a, s) => a + s.cents, 0);
    reader.warnings.push('The opening balance is not printed; it was worked out from the first row with a balance.');
  }
  if (closing === null && firstWithBalance >= 0) {
    const lastWithBalance = signed.map((s) => s.balance !== null).lastIndexOf(true);
    closing = signed[lastWithBalance].balance! + signed.slice(lastWithBalance + 1).reduce((a, s) => a + s.cents, 0);
  }

  const rows: CheckedRow[] = signed.map((s) => ({ date: s.date, amountCents: s.cents, balanceCents: s.balance, page: s.row.page }));
  const checks = checkAccount({
    rows,
    openingCents: opening,
    closingCents: closing,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    formatCents,
    openingPrinted,
  });

  const votes = [...draft.currencyVotes, ...draft.rows.flatMap((r) => [r.amount, r.debit, r.credit, r.balance].map((v) => v?.currency ?? null).filter((c): c is string => c !== null))];
  const transactions: Transaction[] = signed.map((s) => ({
    date: s.date,
    description: s.row.description.join(' ').replace(/\s+/g, ' ').trim(),
    amount: centsToNumber(s.cents),
    balance: s.balance === null ? null : centsToNumber(s.balance),
    page: s.row.page,
    y: Math.round(s.row.y * 10) / 10,
  }));
  return {
    accountNumber: draft.ids[0]?.value ?? null,
    name: draft.name,
    kind: cc ? 'credit_card' : 'bank',
    currency: draft.currency ?? majority(votes) ?? documentCurrency ?? currencyOfIban(draft.ids),
    openingBalance: opening === null ? null : centsToNumber(opening),
    closingBalance: closing === null ? null : centsToNumber(closing),
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    transactions,
    checks,
  };
}

/** How to date a row printed without a year: from the period, else the statement date, else years seen. */
function yearResolver(period: Period | null, statementDate: string | null, rows: RawRow[], warnings: string[]) {
  if (period) return (month: number, day: number) => inferYear(month, day, period, Number(period.end.slice(0, 4)));
  const years = rows.map((r) => r.date?.year).filter((y): y is number => typeof y === 'number');
  const rowYear = years.length ? Math.max(...years) : null;
  const useRows = rowYear !== null && (!statementDate || Math.abs(rowYear - Number(statementDate.slice(0, 4))) > 1);
  const refYear = useRows ? rowYear : statementDate ? Number(statementDate.slice(0, 4)) : null;
  const refMonth = !useRows && statementDate ? Number(statementDate.slice(5, 7)) : 12;
  if (refYear === null) {
    const year = new Date().getUTCFullYear();
    if (rows.some((r) => r.date && r.date.year === null)) warnings.push(`The statement prints no year anywhere; ${year} was assumed for its dates.`);
    return () => year;
  }
  // A month after the statement date's month belongs to the year before (a December row on a January statement).
  return (month: number) => (month > refMonth ? refYear - 1 : refYear);
}

function majority(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let n = 0;
  for (const [v, c] of counts) if (c > n) [best, n] = [v, c];
  return best;
}
