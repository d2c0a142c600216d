import { centsToNumber } from '../amounts.js';
import { checkAccount, formatCents } from '../checks.js';
import { earlyDaysFor } from '../recheck.js';
import type { DateOrder } from '../dates.js';
import { sectionSign } from '../keywords.js';
import { currencyNamedPlainly, currencyOfIban, dollarOfTheDocument } from '../metadata.js';
import { StatementError } from '../errors.js';
import type { Account, AccountReading, ColumnRole, ForcedReading, ReadingSwitch } from '../types.js';
import type { AccountPart, DocumentFacts } from './accounts.js';
import { orderFreedom } from './dating.js';
import { dateHint, moneyHint } from './labels.js';
import { outShare, searchReadings, type Scored } from './readings.js';
import type { TableRecord, Tables } from './records.js';
import { buildRows } from './rows.js';
import { describeReading, alternativesOf, switchesOf } from './explain.js';

/**
 * Stage `finalize`: each account read (its best reading), its rows, its balances and its checks, and the
 * verdict. `verified` means the amounts agree with the statement's own arithmetic AND the dates are
 * confirmed; arithmetic cannot see a wrong date column, a wrong year or a wrong order of day and month,
 * so any doubt about those turns a verdict that would have been `verified` into `cannot_verify`.
 */
export type DocumentInfo = {
  createdOn: string | null;
  /** Readings a person chose, per account (ParseOptions.readings). */
  readings?: ForcedReading[];
};

const majority = (values: string[]): string | null => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let n = 0;
  for (const [v, c] of counts) if (c > n) [best, n] = [v, c];
  return best;
};

export function buildAccounts(tables: Tables, facts: DocumentFacts, info: DocumentInfo, warnings: string[]): Account[] {
  const votes = facts.accounts.flatMap((a) => [...(a.currency ? [a.currency, a.currency, a.currency] : []), ...a.currencyVotes]);
  // Figures printed with a currency ("£12.34", "12,00 EUR") vote too.
  for (const a of facts.accounts) for (const r of a.records) for (const m of r.money) if (m?.value.currency) a.currencyVotes.push(m.value.currency);
  const documentCurrency = majority(votes);
  // A choice for an account the document does not have cannot be honoured.
  if (info.readings?.some((r) => r.account < 0 || r.account >= facts.accounts.length)) throw new StatementError('reading_unavailable');
  return facts.accounts.map((part, index) => {
    const forced = info.readings?.find((r) => r.account === index)?.switch ?? null;
    return buildAccount(part, tables, facts, info, documentCurrency, warnings, forced && Object.keys(forced).length ? forced : null);
  });
}

function buildAccount(
  part: AccountPart,
  tables: Tables,
  facts: DocumentFacts,
  info: DocumentInfo,
  documentCurrency: string | null,
  warnings: string[],
  forced: ReadingSwitch | null,
): Account {
  // Never the currency of another column of the same table: the "pesos" half of a pesos-and-dollars card is not in dollars.
  const allowed = (c: string | null) => (c && !part.notCurrencies?.includes(c) ? c : null);
  const currency = part.currency ?? allowed(majority(part.currencyVotes)) ?? allowed(documentCurrency) ?? allowed(currencyOfIban(part.ids));
  // Which dollar a bare "$" is, when the document says: only the currency reported changes (the date order below
  // keeps its prior from the sign).
  const reported = allowed(dollarOfTheDocument(currency, facts.dollarsNamed)) ?? currency;
  const records = part.records;
  const moneyLabels = tables.columns.money.map((c) => c.label);
  const dateLabels = tables.columns.dates.map((c) => c.label);
  const usualOrder: DateOrder = currency === 'USD' ? 'MDY' : 'DMY';
  const context = {
    labelled: part.labelled,
    sectionSign: (card: boolean) => (title: string | null) => (title ? sectionSign(title, card) : null),
    cardEvidence: facts.cardEvidence - facts.bankEvidence,
    dateContext: { period: part.period ?? facts.period, statementDate: facts.statementDate, headerDates: facts.headerDates, createdOn: info.createdOn },
    usualOrder,
    moneyLabels,
    dateLabels,
    printedFigures: facts.printedFigures,
    currency,
  };
  const search = (force?: ReadingSwitch) => (records.length ? searchReadings(records, tables.columns.money.length, tables.columns.dates.length, context, force) : []);
  // The engine's own choice; with a person's choice, the best reading that fits it (the engine's stay the alternatives).
  const free = search();
  const scored = forced ? search(forced) : free;
  if (forced && !scored.length) throw new StatementError('reading_unavailable');
  const best = scored[0];
  // The currency comes from the column that holds the amounts, when its heading names one ("Importe en dólares").
  const amountCurrencies = best ? [...new Set(best.reading.roles.flatMap((role, i) => (role === 'amount' || role === 'debit' || role === 'credit' ? [currencyNamedPlainly(moneyLabels[i] ?? '')] : [])).filter((c): c is string => c !== null))] : [];
  const accountCurrency = amountCurrencies.length === 1 ? amountCurrencies[0] : reported;
  if (accountCurrency !== reported && reported) warnings.push(`The amounts are headed in ${accountCurrency}, not ${reported}: the account is read in ${accountCurrency}.`);
  const base = {
    accountNumber: part.ids[0]?.value ?? null,
    name: part.name,
    currency: accountCurrency,
    periodStart: null as string | null,
    periodEnd: null as string | null,
  };
  if (!best) {
    const checks = checkAccount({ rows: [], openingCents: null, closingCents: null, periodStart: null, periodEnd: null, formatCents });
    return { ...base, kind: facts.cardEvidence > 0 ? 'credit_card' : 'bank', openingBalance: null, closingBalance: null, transactions: [], checks };
  }
  const rows = buildRows(records, best);
  for (const r of rows.undated) warnings.push(`A row on page ${r.page} has no date that could be read and was skipped.`);
  if (rows.unsigned) warnings.push('Some amounts print no sign; they were read as money out where the balances could not tell.');

  // Opening and closing: printed, or worked out from the first and last printed running balances.
  let opening = best.money.opening;
  let closing = best.money.closing;
  let openingPrinted = opening !== null;
  // In the order the money moved (the rows keep the order they are printed in).
  const inTime = best.reading.newestFirst ? [...rows.transactions].reverse() : rows.transactions;
  const signed = inTime.map((t) => (t.informational ? 0 : Math.round(t.amount * 100)));
  const firstWithBalance = inTime.findIndex((t) => t.balance !== null && !t.informational);
  if (opening === null && firstWithBalance >= 0) {
    opening = Math.round(inTime[firstWithBalance].balance! * 100) - signed.slice(0, firstWithBalance + 1).reduce((a, c) => a + c, 0);
    // Worked out from the rows, and found printed outside the table (under a label in a language we list no
    // words for): the first row is confirmed as well as by a labelled opening balance.
    if (facts.printedFigures.has(Math.abs(opening))) openingPrinted = true;
    else warnings.push('The opening balance is not printed; it was worked out from the first row with a balance.');
  }
  if (closing === null && firstWithBalance >= 0) {
    const last = inTime.map((t) => t.balance !== null && !t.informational).lastIndexOf(true);
    closing = Math.round(inTime[last].balance! * 100) + signed.slice(last + 1).reduce((a, c) => a + c, 0);
  }
  const period = best.dates.period;
  const checks = checkAccount({
    rows: rows.transactions.map((t) => ({ date: t.date, amountCents: Math.round(t.amount * 100), balanceCents: t.balance === null ? null : Math.round(t.balance * 100), page: t.page, informational: t.informational })),
    openingCents: opening,
    closingCents: closing,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    formatCents,
    openingPrinted,
    earlyDays: earlyDaysFor(best.reading.card, records.length ? tables.columns.dates.filter((_, i) => records.some((r) => r.dates[i])).length : 1),
    newestFirst: best.reading.newestFirst,
  });
  const doubts = [...dateDoubts(best, scored, records, dateLabels, forced), ...directionDoubts(best, scored, records, moneyLabels, facts.cardEvidence, facts.bankEvidence, forced)];
  if (rows.undated.length) doubts.push(`${rows.undated.length === 1 ? 'a row' : `${rows.undated.length} rows`} without a readable date ${rows.undated.length === 1 ? 'was' : 'were'} left out`);
  if (rows.unsigned) doubts.push('the direction of some amounts is not printed');
  for (const d of doubts) warnings.push(`Not verified: ${d}.`);
  // A dated row with a figure that the reading leaves without an amount is a row lost: never verified.
  const lost = best.money.lost.map((i) => records[i]);
  if (lost.length) {
    const pages = [...new Set(lost.map((r) => r.page))].join(', ');
    const what = `${lost.length === 1 ? 'a dated row with a figure was' : `${lost.length} dated rows with figures were`} left without an amount (page ${pages}): their figures stand in a column not read as this account's amounts`;
    warnings.push(`Not verified: ${what}.`);
    doubts.push(what);
    checks.verdict = 'not_verified';
    checks.firstBreak ??= what;
  }
  if (checks.verdict === 'verified' && doubts.length) {
    checks.verdict = 'cannot_verify';
    checks.firstBreak = `the amounts agree, but ${doubts[0]}`;
  }
  const reading: AccountReading = {
    ...describeReading(best, tables, records, doubts),
    alternatives: alternativesOf(best, free),
    margin: null,
    switches: switchesOf(best, free, tables, records),
    ...(forced ? { forced } : {}),
  };
  reading.margin = reading.alternatives.length ? Math.round((best.score - reading.alternatives[0].score) * 100) / 100 : null;
  return {
    ...base,
    kind: best.reading.card ? 'credit_card' : 'bank',
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    openingBalance: opening === null ? null : centsToNumber(opening),
    closingBalance: closing === null ? null : centsToNumber(closing),
    transactions: rows.transactions,
    checks,
    reading,
  };
}

/**
 * What keeps the dates from being confirmed. Two date columns that differ need headings that tell which is
 * which (and a transaction never posted before it happened); day and month must be settled by a day over
 * twelve, the period or the order of the rows; the year must be printed or come from the period.
 */
function dateDoubts(best: Scored, scored: Scored[], records: TableRecord[], dateLabels: string[], forced: ReadingSwitch | null): string[] {
  const doubts: string[] = [];
  const r = best.reading;
  const d = best.dates;
  // A person who chose the date column, or the order of day and month, looking at the page has confirmed it.
  if (d.differsFromOther > 0 && forced?.dateColumn === undefined) {
    const hints = dateLabels.map(dateHint);
    const chosen = hints[r.dateColumn];
    const others = hints.filter((_, i) => i !== r.dateColumn && records.some((rec) => rec.dates[i]));
    // A value or posting date is never the transaction date: headings that name the others so confirm the choice.
    // Beside a value date, the booking date is the transaction date ("Buchungstag" / "Wert").
    const labelled =
      others.length > 0 &&
      chosen !== 'value' &&
      (others.every((h) => h === 'value') || (chosen !== 'posting' && others.every((h) => h === 'posting' || h === 'value')));
    const postingAfter = others.some((h) => h === 'posting') ? d.laterThanOther === 0 : true;
    if (!labelled) doubts.push('the table prints two dates per row and no heading says which is the transaction date');
    else if (!postingAfter) doubts.push('some transaction dates come after their posting dates');
  }
  const tokens = records.map((rec) => rec.dates[r.dateColumn]?.token).filter((t): t is NonNullable<typeof t> => Boolean(t));
  const freedom = orderFreedom(tokens);
  if (freedom.ambiguous && freedom.allows.DMY && freedom.allows.MDY && forced?.order === undefined) {
    const other = scored.find((s) => s.reading.order !== r.order && sameMoney(s, best) && s.reading.dateColumn === r.dateColumn);
    // Settled by the dates (outside the period, out of order) or by the period itself: read the other way a
    // monthly statement's period would run for many months ("03/01/2024 - 03/12/2024").
    const length = (p: { start: string; end: string } | null) => (p ? (Date.parse(p.end) - Date.parse(p.start)) / 86_400_000 : null);
    const mine = length(d.period);
    const theirs = other ? length(other.dates.period) : null;
    const periodSettles = mine !== null && theirs !== null && theirs > Math.max(62, 2 * mine);
    const settled = other && (other.dates.outside > d.outside || other.dates.disorder > d.disorder || periodSettles || (other.dates.periodUnreadable && !d.periodUnreadable));
    if (!settled) doubts.push('day and month could be read either way');
  }
  if (d.year === 'assumed') doubts.push('the statement prints no year');
  else if (d.year === 'document' && tokens.some((t) => t.year === null)) doubts.push('the year of the dates is not printed on the statement');
  const firstTransaction = best.money.kinds.findIndex((k) => k === 'transaction');
  if (firstTransaction >= 0 && !d.printed[firstTransaction] && !r.newestFirst) doubts.push('the first row prints no date of its own');
  return doubts;
}

/**
 * Arithmetic settles every amount's direction up to one sign for the whole account: a balance owed rises with
 * purchases as a balance held rises with deposits. That sign must be confirmed by something printed: headings
 * that name the debit and credit columns, DR/CR on every amount, the document's card words, or (for an account)
 * signed amounts, no card words and most rows taking money out.
 */
function directionDoubts(best: Scored, scored: Scored[], records: TableRecord[], moneyLabels: string[], cardEvidence: number, bankEvidence: number, forced: ReadingSwitch | null): string[] {
  // The sign convention or the columns' roles chosen by a person settle the direction.
  if (forced?.convention !== undefined || forced?.roles !== undefined) return [];
  const r = best.reading;
  const transactions = records.filter((_, i) => best.money.kinds[i] === 'transaction');
  const hints = r.roles.map((role, i) => (role === 'debit' || role === 'credit' ? moneyHint(moneyLabels[i] ?? '') : null));
  const pairLabelled = r.roles.some((role, i) => (role === 'debit' || role === 'credit') && hints[i] === role) && !r.roles.some((role, i) => (role === 'debit' || role === 'credit') && hints[i] && hints[i] !== role && hints[i] !== 'amount');
  // One column headed as money in (or out) whose amounts all move that way ("Paid in" over the only figure).
  const amountColumn = r.roles.indexOf('amount');
  const amountHint = amountColumn >= 0 ? moneyHint(moneyLabels[amountColumn] ?? '') : null;
  const moved = best.money.cents.filter((c, i): c is number => best.money.kinds[i] === 'transaction' && c !== null && c !== 0);
  const amountLabelled = moved.length > 0 && ((amountHint === 'credit' && moved.every((c) => c > 0)) || (amountHint === 'debit' && moved.every((c) => c < 0)));
  const amount = r.roles.indexOf('amount');
  const marked = amount >= 0 && transactions.length > 0 && transactions.every((t) => ['dr', 'cr', 'soll', 'haben'].includes(t.money[amount]?.value.mark ?? ''));
  const out = outShare(best.money);
  // The statement's own figures settle it: opening + rows = closing holds under this convention, and no reading under
  // the other adds up (printed signs such as CR on the payments tell purchases from payments).
  const arithmetic = best.money.totals === true && best.money.breaks === 0 && scored.some((s) => s.reading.card !== r.card) && !scored.some((s) => s.reading.card !== r.card && s.money.totals === true);
  const confirmed =
    pairLabelled || amountLabelled || marked || arithmetic || (r.card && cardEvidence >= 0.75 && bankEvidence === 0) || (!r.card && cardEvidence === 0 && (bankEvidence > 0 || (out !== null && out >= 0.5)));
  return confirmed ? [] : ['which way the money moves is not confirmed by the headings or the document (a card statement and an account add up alike)'];
}

const sameMoney = (a: Scored, b: Scored) => a.reading.card === b.reading.card && a.reading.newestFirst === b.reading.newestFirst && a.reading.roles.join() === b.reading.roles.join();

export type { ColumnRole };
