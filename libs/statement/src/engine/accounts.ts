import { parseAmount, type ParsedAmount } from '../amounts.js';
import { findDates, type DateToken } from '../dates.js';
import { CREDIT_CARD_HINTS, fold, specialRowKind } from '../keywords.js';
import { accountNameFrom, bankNameFrom, bankNameFromLetterhead, currenciesIn, findAccountId, findCurrencyLabel, findPeriod, findStatementDate, type AccountId, type RawPeriod } from '../metadata.js';
import type { LabelledFigure } from './arithmetic.js';
import type { PageLines } from './document.js';
import type { OtherLine, TableRecord, Tables } from './records.js';
import type { TokenLine } from './tokens.js';

/**
 * The document's accounts and what it says about itself outside the tables. Lines outside the tables
 * carry the account numbers, the period, the currency and the summary balances; a new account number
 * after rows have been read starts a new account. Words here are priors (card or bank, which balance is
 * the opening one); the arithmetic checks every figure they point at.
 */
export type AccountPart = {
  ids: AccountId[];
  name: string | null;
  currency: string | null;
  currencyVotes: string[];
  period: RawPeriod | null;
  records: TableRecord[];
  /** Balances printed outside the tables under an opening or closing label, in document order. */
  labelled: LabelledFigure[];
};

export type DocumentFacts = {
  accounts: AccountPart[];
  bank: string | null;
  /** > 0: the document reads like a card statement. */
  cardEvidence: number;
  statementDate: DateToken | null;
  headerDates: DateToken[];
  period: RawPeriod | null;
};

const newAccount = (ids: AccountId[] = [], currency: string | null = null): AccountPart => ({ ids, name: null, currency, currencyVotes: [], period: null, records: [], labelled: [] });

/** A card number printed masked or in groups of four: "XXXX XXXX XXXX 2138", "5488-2926-6730-9473", "************4821". */
const CARD_NUMBER = /(?:^|\s)(?:[X*x•]{4}[ -]?){3}\d{4}\b|(?:^|\s)\d{4}-\d{4}-\d{4}-\d{4}\b|[*xX•]{8,12}\d{4}\b/;

/** "SOLDE DEBITEUR", "Debit balance": a balance printed without a sign that is overdrawn. */
function overdrawnIf(label: string, value: ParsedAmount): ParsedAmount {
  if (value.mark || !/\b(debiteur|debit balance|overdrawn|sollsaldo|saldo deudor)\b/.test(fold(label))) return value;
  return { ...value, mark: 'minus' };
}

function trailingAmount(text: string): ParsedAmount | null {
  const m = text.match(/((?:[A-Z]{3}\s?|[£€$¥₹]\s?)?[-(+]?\d[\d.,'\s\u00a0\u202f]*\d\)?(?:\s?(?:CR|DR|Cr|Dr|-|[A-Z]{3}|[€£]))?)\s*$/);
  if (!m) return null;
  const value = parseAmount(m[1]);
  return value && (value.hasDecimals || value.currency) ? value : null;
}

/** "Opening balance  £1,000.00   Closing balance  £1,200.00" on one line: each labelled figure. */
function labelledFigures(line: TokenLine): { kind: 'opening' | 'closing' | 'forward'; value: ParsedAmount }[] {
  const out: { kind: 'opening' | 'closing' | 'forward'; value: ParsedAmount }[] = [];
  const segs = line.segments;
  for (let i = 0; i < segs.length; i++) {
    const kind = specialRowKind(segs[i].text);
    if (!kind || kind === 'total') continue;
    let value: ParsedAmount | null = null;
    for (let j = i + 1; j < segs.length && !value; j++) {
      if (specialRowKind(segs[j].text)) break;
      value = parseAmount(segs[j].text);
      if (value && !value.hasDecimals && !value.currency) value = null;
    }
    value ??= trailingAmount(segs[i].text);
    if (value) out.push({ kind, value: overdrawnIf(segs[i].text, value) });
  }
  return out;
}

/** Reads the lines outside the tables, in document order with the records, into accounts and facts. */
export function readAccounts(pages: PageLines[], tables: Tables): DocumentFacts {
  const facts: DocumentFacts = { accounts: [newAccount()], bank: null, cardEvidence: 0, statementDate: null, headerDates: [], period: null };
  let account = facts.accounts[0];
  let figureOrder = 0;
  const started = () => account.records.length > 0;
  const useId = (id: AccountId) => {
    if (account.ids.some((d) => d.value === id.value)) return;
    const sameKind = account.ids.find((d) => d.kind === id.kind);
    if (!sameKind) {
      if (started() && account.ids.length && facts.accounts.some((a) => a.ids.some((x) => x.value === id.value))) return;
      account.ids.push(id);
      return;
    }
    if (!started()) {
      account.ids = account.ids.filter((d) => d.kind !== id.kind).concat(id);
      return;
    }
    account = newAccount([id]);
    facts.accounts.push(account);
  };
  const useCurrency = (currency: string) => {
    if (!account.currency || !started()) {
      account.currency = currency;
      return;
    }
    if (account.currency === currency) return;
    account = newAccount([...account.ids], currency);
    facts.accounts.push(account);
  };

  // Records and other lines in document order.
  type Item = { page: number; y: number; record?: TableRecord; other?: OtherLine };
  const items: Item[] = [
    ...tables.records.map((record) => ({ page: record.page, y: record.y, record })),
    ...tables.others.map((other) => ({ page: other.page, y: other.line.y, other })),
  ].sort((a, b) => a.page - b.page || a.y - b.y);

  const cardHints = new Set<string>();
  for (const item of items) {
    if (item.record) {
      account.records.push(item.record);
      continue;
    }
    const line = item.other!.line;
    const text = line.text;
    const id = findAccountId(text);
    if (id) useId(id);
    const currency = findCurrencyLabel(text);
    if (currency) useCurrency(currency);
    for (const c of currenciesIn(text)) account.currencyVotes.push(c);
    const period = findPeriod(text);
    if (period) {
      account.period ??= period;
      facts.period ??= period;
    }
    facts.statementDate ??= findStatementDate(text);
    if (facts.headerDates.length < 40 && item.page <= 3) for (const d of findDates(text)) if (d.token.year !== null) facts.headerDates.push(d.token);
    if (!account.name && !id) account.name = accountNameFrom(text);
    if (item.page <= 2) {
      for (const re of CREDIT_CARD_HINTS) if (re.test(text)) cardHints.add(re.source);
      if (CARD_NUMBER.test(text)) cardHints.add('card-number');
    }
    for (const f of labelledFigures(line)) {
      const kind = f.kind === 'forward' ? (started() ? 'closing' : 'opening') : f.kind;
      // An opening balance printed after the rows (a summary under the table) belongs to the rows when they agree;
      // kept in order, the arithmetic decides.
      account.labelled.push({ kind, value: f.value, order: figureOrder++ });
    }
  }
  const page1 = pages[0];
  if (page1) {
    const lines = page1.lines;
    for (const line of lines.slice(0, 12)) facts.bank ??= bankNameFrom(line.text);
    facts.bank ??= bankNameFromLetterhead(lines, page1.height);
  }
  // Words that say "card" count more than a card number alone (bank account numbers are printed in fours too).
  const words = [...cardHints].filter((h) => h !== 'card-number').length;
  facts.cardEvidence = words > 0 ? Math.min(1.5, 0.75 + 0.25 * words) + (cardHints.has('card-number') ? 0.25 : 0) : cardHints.has('card-number') ? 0.25 : 0;
  facts.accounts = facts.accounts.filter((a) => a.records.length > 0 || (a.ids.length > 0 && a.labelled.length > 0));
  return facts;
}
