import { ISO_CODES, markValue, type ParsedAmount } from '../amounts.js';
import { findDates, type DateToken } from '../dates.js';
import { carriesOver, CREDIT_CARD_HINTS, fold, specialRowKind } from '../keywords.js';
import { accountNameFrom, bankNameFrom, currencyKey, bankNameFromLetterhead, currenciesIn, dollarsNamedIn, findAccountId, findCurrencyLabel, findPeriod, findStatementDate, type AccountId, type RawPeriod } from '../metadata.js';
import type { LabelledFigure } from './arithmetic.js';
import type { PageLines } from './document.js';
import type { OtherLine, TableRecord, Tables } from './records.js';
import { isClearFigure, joinTokens, type Token, type TokenLine } from './tokens.js';

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
  /** Currencies this part is known not to be in: the other columns of a table split by currency. */
  notCurrencies?: string[];
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
  /** > 0: the document names a bank account (an IBAN, a current or savings account). */
  bankEvidence: number;
  statementDate: DateToken | null;
  headerDates: DateToken[];
  period: RawPeriod | null;
  /** Every figure printed outside the tables, in absolute cents: a balance worked out from the rows may be among them. */
  printedFigures: Set<number>;
  /** Dollars (and pesos) the lines outside the rows name beyond a bare "$" (metadata.ts dollarsNamedIn). */
  dollarsNamed: string[];
};

const newAccount = (ids: AccountId[] = [], currency: string | null = null): AccountPart => ({ ids, name: null, currency, currencyVotes: [], period: null, records: [], labelled: [] });

/**
 * Words naming a bank account rather than a card's (a current, checking or savings account), in the languages
 * the engine reads: a prior for the direction of the money, as card words are.
 */
const ACCOUNT_WORDS =
  /\b(current account|checking account|cheque account|savings account|girokonto|sparkonto|tagesgeldkonto|kontokorrent|cuenta corriente|cuenta de ahorros?|compte courant|compte cheques?|compte d'epargne|conto corrente|betaalrekening|spaarrekening|rachunek|bezny ucet|lopende rekening|vadesiz|checkkonto|lonekonto|kayttotili|conta corrente|conta a ordem|privatkonto|lønkonto|lonkonto|brugskonto|budgetkonto|brukskonto|sparekonto|opsparingskonto|bankkonto|tekuci racun|osobni ucet|bezny racun|konto osobiste|rachunek biezacy|folyoszamla|vadesiz hesap|kontoauszug|kontoutdrag|kontoudtog|kontoutskrift|tiliote|tiliotteet|vypis z uctu|wyciag z rachunku|wyciag bankowy|rekeningafschrift|rekeningoverzicht|releve de compte|releve bancaire|extracto bancario|extrato de conta|extrato bancario|estratto conto corrente|bank statement|account statement|statements? of accounts?|(?:bank)?szamlakivonat|hesap ekstresi|hesap hareketleri)\b|活期|普通預金|当座|入出金明細|账户交易明细|银行对账单/;

const sameIds = (a: AccountPart, b: AccountPart) => a.ids.length === b.ids.length && a.ids.every((id) => b.ids.some((x) => x.value === id.value));

/** A card number printed masked or in groups of four: "XXXX XXXX XXXX 2138", "5488-2926-6730-9473", "************4821". */
const CARD_NUMBER = /(?:^|\s)(?:[X*x•]{4}[ -]?){3}\d{4}\b|(?:^|\s)\d{4}-\d{4}-\d{4}-\d{4}\b|[*xX•]{8,12}\d{4}\b/;

/** "SOLDE DEBITEUR", "Debit balance": a balance printed without a sign that is overdrawn. */
function overdrawnIf(label: string, value: ParsedAmount): ParsedAmount {
  if (value.mark || !/\b(debiteur|debit balance|overdrawn|sollsaldo|saldo deudor)\b/.test(fold(label))) return value;
  return { ...value, mark: 'minus' };
}

type Labelled = { kind: 'opening' | 'closing' | 'forward'; value: ParsedAmount; others?: ParsedAmount[] };

/** The labels of opening and closing balances on a line, each with where it stands and the tokens after it. */
function labelsOn(line: TokenLine): { kind: Labelled['kind']; at: number; token: Token }[] {
  const out: { kind: Labelled['kind']; at: number; token: Token }[] = [];
  line.tokens.forEach((t, k) => {
    if (t.kind !== 'text') return;
    const rest = joinTokens(line.tokens.slice(k));
    const kind = specialRowKind(rest);
    if (kind && kind !== 'total') out.push({ kind, at: k, token: t });
  });
  return out;
}

const isBalanceFigure = (t: Token) => Boolean(t.money) && t.kind !== 'ref' && (t.money!.hasDecimals || t.money!.currency !== null || isClearFigure(t));

/**
 * Balances printed under a label: "Opening balance  £1,000.00   Closing balance  £1,200.00" on one line,
 * "Kontostand am 31.01.: +5.337,09 Kontostand am 28.02.: +5.470,17" in one run of text, or labels on one line
 * and their figures on the next, each under its label.
 */
function labelledFigures(line: TokenLine, next: TokenLine | undefined): Labelled[] {
  const labels = labelsOn(line);
  const out: Labelled[] = [];
  labels.forEach((label, n) => {
    const end = labels[n + 1]?.at ?? line.tokens.length;
    const figures = line.tokens.slice(label.at + 1, end).filter(isBalanceFigure);
    const figure = figures[0];
    const mark = figure ? line.tokens[line.tokens.indexOf(figure) + 1] : undefined;
    const text = joinTokens(line.tokens.slice(label.at, end));
    if (figure) {
      const value = mark?.kind === 'mark' && !figure.money!.mark ? { ...figure.money!, mark: markOf(mark.text) } : figure.money!;
      out.push({ kind: label.kind, value: overdrawnIf(text, value), ...(figures.length > 1 ? { others: figures.slice(1).map((f) => overdrawnIf(text, f.money!)) } : {}) });
      return;
    }
    // The figure under the label, on the next line.
    if (!next || next.y - line.y > Math.max(line.size, next.size) * 3.5) return;
    const x0 = label.token.x0;
    const x1 = label.token.x1;
    // Under the label, or in its column: from where the label starts to where the next heading of its line starts
    // (a heading set left over a figure set right, "Alter Kontostand" over "EUR   + 2.853,82").
    const nextStart = Math.min(...line.segments.map((seg) => seg.x0).filter((sx) => sx > x1 - 1), Infinity);
    const underneath = next.tokens.filter(isBalanceFigure);
    let below = underneath.filter((t) => t.x0 < x1 + 10 && t.x1 > x0 - 10);
    if (!below.length) below = underneath.filter((t) => t.x0 >= x0 - 10 && t.x0 < nextStart);
    if (below.length === 1) out.push({ kind: label.kind, value: overdrawnIf(text, below[0].money!) });
  });
  return out;
}

/** A sign word after a labelled figure (DR, DB, CR, S, H), read as markValue reads it; a lone "+" or "-" is none here. */
const markOf = (mark: string) => {
  const value = markValue(mark);
  return value === 'minus' || value === 'plus' ? null : value;
};

/** Reads the lines outside the tables, in document order with the records, into accounts and facts. */
export function readAccounts(pages: PageLines[], tables: Tables): DocumentFacts {
  const facts: DocumentFacts = { accounts: [newAccount()], bank: null, cardEvidence: 0, bankEvidence: 0, statementDate: null, headerDates: [], period: null, printedFigures: new Set(), dollarsNamed: [] };
  const bankHints = new Set<string>();
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
  for (let k = 0; k < items.length; k++) {
    const item = items[k];
    if (item.record) {
      // A closing balance printed as a row with its date ("Neuer Kontostand vom 31.03.2024") dates the statement.
      const words = [item.record.leftText, ...item.record.text].join(' ');
      if (specialRowKind(words) === 'closing') facts.statementDate ??= findStatementDate(words);
      // A section's header line whose figures fall in the table's columns ("Account number 4494-… Opening 311.63 GBP
      // … Closing 1,403.90") is read as an undated row: it names the account the rows below are in, and is no row of
      // it (nor its opening balance: its last figure is the section's closing one).
      // On its first line: an account on a later line of a row ("Beneficiar: … / IBAN: RO08…" under a row carried over
      // from the page before, its date there) is the other party's.
      if (!item.record.dates.some(Boolean)) {
        const named = findAccountId([item.record.leftText, item.record.text[0] ?? ''].join(' '));
        if (named) {
          useId(named);
          continue;
        }
      }
      // A row that names its currency belongs to the account's part in that currency.
      const currency = item.record.currency;
      if (currency && account.currency !== currency) {
        // Rows that name no currency (a balance brought forward in a blank currency cell) are in the first one named.
        if (!account.currency) account.currency = currency;
        else {
          const sibling = facts.accounts.find((a) => a.currency === currency && sameIds(a, account));
          if (sibling) {
            sibling.records.push(item.record);
            continue;
          }
          const part = { ...newAccount([...account.ids], currency), period: account.period, name: account.name };
          facts.accounts.push(part);
          part.records.push(item.record);
          continue;
        }
      }
      account.records.push(item.record);
      continue;
    }
    const line = item.other!.line;
    const text = line.text;
    for (const t of line.tokens) if (isBalanceFigure(t)) facts.printedFigures.add(t.money!.cents);
    const id = findAccountId(text);
    if (id) useId(id);
    const currency = findCurrencyLabel(text);
    if (currency) useCurrency(currency);
    for (const c of currenciesIn(text)) account.currencyVotes.push(c);
    facts.dollarsNamed.push(...dollarsNamedIn(text));
    const period = findPeriod(text);
    if (period) {
      account.period ??= period;
      facts.period ??= period;
    }
    // The date an opening balance is given at ("Alter Kontostand vom 29.02.2024") is the day before the period: not the
    // statement's date, which rows may not follow (rows dated "01.03." were put in the year before).
    if (specialRowKind(text) !== 'opening') facts.statementDate ??= findStatementDate(text);
    if (facts.headerDates.length < 40 && item.page <= 3) for (const d of findDates(text)) if (d.token.year !== null) facts.headerDates.push(d.token);
    if (!account.name && !id) account.name = accountNameFrom(text);
    if (item.page <= 2) {
      // Accents may come decomposed from the text layer ("cartão" as "a" + a combining tilde): folded text counts too.
      for (const re of CREDIT_CARD_HINTS) if (re.test(text) || re.test(fold(text))) cardHints.add(re.source);
      if (id?.kind === 'iban') bankHints.add('iban');
      if (ACCOUNT_WORDS.test(fold(text))) bankHints.add('account');
      if (CARD_NUMBER.test(text)) cardHints.add('card-number');
    }
    const nextLine = items[k + 1]?.other?.line;
    for (const f of labelledFigures(line, nextLine && nextLine.page === line.page ? nextLine : undefined)) {
      const kind = f.kind === 'forward' ? (started() ? 'closing' : 'opening') : f.kind;
      // An opening balance printed after the rows (a summary under the table) belongs to the rows when they agree;
      // kept in order, the arithmetic decides.
      account.labelled.push({ kind, value: f.value, order: figureOrder++, ...(f.others ? { others: f.others } : {}) });
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
  facts.bankEvidence = Math.min(1, bankHints.size * 0.5);
  facts.accounts = facts.accounts.filter((a) => a.records.length > 0 || (a.ids.length > 0 && a.labelled.length > 0));
  facts.accounts = joinCarriedOver(facts.accounts).flatMap((a) => splitByCurrencyColumns(a, tables));
  // Where the rows print money with decimals, a balance printed without any is a count of something else (miles,
  // points: "Nouveau solde  1 316" under a loyalty box), not the account's money.
  const figures = tables.records.flatMap((r) => r.money.filter((m) => m !== null));
  if (figures.length >= 3 && figures.filter((m) => m.value.hasDecimals).length >= figures.length * 0.9) {
    for (const a of facts.accounts) a.labelled = a.labelled.filter((f) => f.value.hasDecimals);
  }
  return facts;
}

/**
 * A table that prints each currency in a column of its own (a card's "Pesos" and "Dólares" columns, a row filled
 * in one or the other): one account per currency, each with the rows that have a figure in its column and the
 * balances printed for it (a summary line printing one figure per currency prints them in the columns' order).
 * Without this the rows of the second currency would have no amount under any reading of one account.
 */
function splitByCurrencyColumns(part: AccountPart, tables: Tables): AccountPart[] {
  const labels = tables.columns.money.map((c) => currencyKey(c.label ?? ''));
  const dated = part.records.filter((r) => r.dates.some(Boolean));
  const used = labels.map((code, i) => (code !== null && dated.some((r) => r.money[i]) ? i : -1)).filter((i) => i >= 0);
  const currencies = [...new Set(used.map((i) => labels[i]!))];
  if (currencies.length < 2) return [part];
  // A column per currency holds that currency's rows: rarely two filled on one row (else one is a conversion).
  const both = dated.filter((r) => used.filter((i) => r.money[i]).length > 1).length;
  if (both > dated.length * 0.2) return [part];
  return currencies.map((currency, k) => {
    const mine = used.filter((i) => labels[i] === currency);
    const others = used.filter((i) => labels[i] !== currency);
    const records = part.records
      .filter((r) => !others.some((i) => r.money[i]) || mine.some((i) => r.money[i]))
      .map((r) => ({ ...r, money: r.money.map((m, i) => (others.includes(i) ? null : m)) }));
    const labelled = part.labelled.flatMap((f) => {
      const value = k === 0 ? f.value : f.others?.[k - 1];
      return value ? [{ kind: f.kind, value, order: f.order }] : [];
    });
    // A name without one ISO code ("pesos") takes the document's currency when that is not another column's.
    const code = ISO_CODES.has(currency) ? currency : part.currency && !currencies.includes(part.currency) ? part.currency : null;
    const otherCurrencies = currencies.filter((c) => c !== currency);
    return { ...part, currency: code, currencyVotes: code ? [] : part.currencyVotes.filter((v) => !otherCurrencies.includes(v)), notCurrencies: otherCurrencies, records, labelled };
  });
}

/** The figure of a record labelled as a balance carried over a page break, in absolute cents, or null. */
function carriedBalance(r: TableRecord, way: 'out' | 'in'): number | null {
  if (!carriesOver(r.leftText || r.text.join(' '), way)) return null;
  const figures = r.money.filter((m) => m !== null);
  return figures.length ? figures[figures.length - 1]!.value.cents : null;
}

/**
 * One account's rows continued over a page break are one account, even where the page after reads like another
 * (its header names the account otherwise, or a currency is printed anew): the balance carried forward at the end
 * of one part is the balance brought forward at the start of the next. Parts whose account numbers differ stay apart.
 */
function joinCarriedOver(parts: AccountPart[]): AccountPart[] {
  const out: AccountPart[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    const last = prev?.records[prev.records.length - 1];
    const first = part.records[0];
    const carried = last ? carriedBalance(last, 'out') : null;
    const brought = first ? carriedBalance(first, 'in') : null;
    const sameAccount = prev && (!prev.ids.length || !part.ids.length || part.ids.some((id) => prev.ids.some((p) => p.value === id.value)));
    const sameCurrency = prev && (!prev.currency || !part.currency || prev.currency === part.currency);
    if (prev && carried !== null && carried === brought && sameAccount && sameCurrency && first.page > last!.page) {
      prev.records.push(...part.records);
      prev.labelled.push(...part.labelled.filter((f) => f.kind === 'closing'));
      prev.currencyVotes.push(...part.currencyVotes);
      continue;
    }
    out.push(part);
  }
  return out;
}
