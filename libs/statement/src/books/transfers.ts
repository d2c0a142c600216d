import type { Account, Statement, Transaction, TransferMark } from '../types.js';
import { categorise } from './categorise.js';
import { foldUpper, readPayee } from './payee.js';

export type { TransferMark } from '../types.js';

/**
 * Transfers between a holder's own accounts (issue 26 item 4): money out of one account that arrives in
 * another is marked on both rows, naming the other side, and booked to Transfers, so it is not counted as
 * spending (or as income). Pure and deterministic: the same accounts in the same order give the same pairs.
 *
 * A pair is a money-out row of account A and a money-in row of account B, where
 * - A and B are different accounts (not two statements of one account, nor one statement twice),
 * - their currencies agree when both are known,
 * - the amounts are equal to the cent, and the dates at most MAX_DAYS apart (either way: banks date the
 *   two legs by their own clocks),
 * - and there is evidence it is one movement of money, not two payments that happen to be equal:
 *   - strong: either row's description names the other account (its number, its last 4 or more digits,
 *     or its name). Such a pair is marked even when there are other candidates (the closest in days wins);
 *   - words: either row says the money moved between own accounts ("internal transfer", "to savings",
 *     "Umbuchung", "virement interne", "traspaso", "giroconto", "eigen rekening", ...), or both rows say
 *     "transfer" in some language ("TFR", "Überweisung", "virement", "bonifico", "przelew"; a transfer on one
 *     side only may pay anyone), and neither reads as a salary, rent, tax, bill or P2P payment; and the pair is
 *     the only candidate of both rows. Words say money moved, not where to: two candidates would be a guess.
 * Equal amounts alone are never enough. A wrong pair hides real spending from the person's books, while a
 * missed pair only leaves a row they can re-book themselves: precision is preferred to recall.
 */

/** One account among those paired: `key` tells it apart (unique among them), `label` names it to a person. */
export type TransferAccount = { key: string; label: string; account: Account };

export type TransferLeg = { key: string; index: number };
export type TransferPair = { out: TransferLeg; in: TransferLeg; evidence: 'names_account' | 'transfer_word' };

/** The most days between the two legs of one transfer. */
export const MAX_DAYS = 4;

const wordsOf = (words: string[]) => new RegExp(`\\b(${words.join('|')})\\b`);

// Words that say money moved between the holder's own accounts, in the languages the engine reads
// (keywords.ts), folded to upper case without accents: internal transfers, savings, card repayments.
const OWN_ACCOUNT_WORDS = wordsOf([
  'INTERNAL TRANSFER', 'INTERNAL TFR', 'OWN ACCOUNTS?', 'BETWEEN ACCOUNTS', 'ACCOUNT TRANSFER', 'SAVINGS TRANSFER', 'SWEEP', 'XFER', 'XFR',
  '(TO|FROM) (MY )?(SAVINGS|CHECKING|CURRENT|CHEQUE|ISA|DEPOSIT)( ACCOUNT| ACCT| A/C)?', 'SAVINGS (ACCOUNT|ACCT|A/C)',
  'CREDIT CARD PAYMENT', 'CARD PAYMENT RECEIVED', 'PAYMENT[ -]+THANK YOU', 'PAYMENT RECEIVED[ -]+THANK YOU',
  // German, Spanish, Portuguese, French, Italian, Dutch
  'UMBUCHUNG', 'UBERTRAG', 'UEBERTRAG', 'KONTOUBERTRAG', 'EIGENUBERTRAG', 'TAGESGELD', 'SPARKONTO',
  'TRASPASOS?', 'TRANSFERENCIA INTERNA', 'TRANSFERENCIA ENTRE (CUENTAS|CONTAS)', 'TRANSFERENCIA PROPRIA', 'CUENTA (DE )?AHORROS?', 'CONTA POUPANCA', 'POUPANCA',
  'VIREMENT INTERNE', 'VIR INTERNE', 'LIVRET( A)?', 'COMPTE EPARGNE',
  'GIROCONTO', 'GIRO CONTO', 'CONTO DEPOSITO', 'CONTO RISPARMIO',
  'EIGEN REKENING', 'SPAARREKENING',
  // Nordic, Polish, Czech, Turkish
  'EGEN OVERFORING', 'EGET KONTO', 'EGEN KONTO', 'EGNE KONTI', 'MELLAN EGNA KONTON', 'SPARKONTO',
  'PRZELEW WLASNY', 'PRZELEW WEWNETRZNY', 'RACHUNEK OSZCZEDNOSCIOWY', 'PREVOD MEZI UCTY', 'VIRMAN',
]);

// Words for any bank transfer, to the holder's own account or anyone else's ("VIR SEPA LOYER" pays the rent):
// evidence only when both rows say it.
const TRANSFER_WORDS = wordsOf([
  'TRANSFERS?', 'TRF', 'TFR', 'UBERWEISUNG', 'UEBERWEISUNG', 'TRANSFERENCIA', 'TRANSF', 'VIREMENT', 'VIR', 'BONIFICO', 'OVERBOEKING',
  'OVERSCHRIJVING', 'OVERFORING', 'OVERFORSEL', 'PRZELEW', 'PREVOD', 'HAVALE', 'TILISIIRTO', 'SIIRTO', 'ATUTALAS', 'ATVEZETES',
]);
const OWN_ACCOUNT_SCRIPT = /振替/;
const TRANSFER_SCRIPT = /振込|转账|轉帳/;

// Money sent to someone else through a payments app: a transfer word, but not between the holder's accounts.
const PEER_TO_PEER = /\b(ZELLE|VENMO|CASH APP|BIZUM|PAYPAL|PIX|UPI|IMPS|PAYTM|SWISH|MOBILEPAY|VIPPS|BLIK|SATISPAY|TWINT)\b/;

// What a row was for, when the shipped rules can tell: a salary, the rent or a tax paid by bank transfer is
// not the holder moving money, whatever word the bank printed ("VIR SEPA ACME SALAIRE").
const PAID_FOR = new Set(['payroll', 'rent', 'taxes', 'insurance', 'loans', 'utilities', 'fees', 'interest', 'cash']);

const dayNumber = (iso: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000 : null;
};

const cents = (amount: number) => Math.round(Math.abs(amount) * 100);

const compact = (s: string) => foldUpper(s).replace(/[^A-Z0-9]/g, '');

/** Who the account is, to tell two statements of one account apart from two accounts: its number when printed. */
const identityOf = (a: TransferAccount) => {
  const number = a.account.accountNumber ? compact(a.account.accountNumber) : '';
  return number.length >= 4 ? `number:${number}` : `key:${a.key}`;
};

// Generic names say nothing of which account is meant ("Account", "Statement").
const GENERIC_NAMES = new Set(['ACCOUNT', 'ACCOUNTS', 'STATEMENT', 'KONTO', 'CUENTA', 'COMPTE', 'CONTO', 'REKENING', 'BANK']);

/**
 * Whether a description names the account: its whole number (letters and separators aside, so an IBAN
 * printed in groups counts), its last 4 or more digits as a number of their own ("****1234", "x1234",
 * "ACCT 1234"), or its name (5 letters or more, not a generic word).
 */
export function namesAccount(description: string, account: Account): boolean {
  const folded = foldUpper(description);
  const number = account.accountNumber ? compact(account.accountNumber) : '';
  const digits = number.replace(/\D/g, '');
  // The whole number, however it is grouped (8 or more characters: shorter ones are found as digit runs below).
  if (number.length >= 8 && compact(description).includes(number)) return true;
  if (digits.length >= 4) {
    for (const match of folded.matchAll(/\d+/g)) {
      const run = match[0];
      if (run.length < 4 || run.length > digits.length || !digits.endsWith(run)) continue;
      // Six digits or more name the account; four or five could be a store's or a card terminal's number
      // ("TESCO STORES 2231"), so they count only behind a mask or an account word ("XXXXXX9034", "ACCT 9034")
      // or in a row that says it is a transfer ("TRANSFER TO 9034").
      if (run.length >= 6 || ACCOUNT_MARK.test(folded.slice(0, match.index)) || transferWords(description) === 'own' || transferWords(description) === 'any') return true;
    }
  }
  const name = account.name ? foldUpper(account.name).replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim() : '';
  if (name.length >= 5 && !GENERIC_NAMES.has(name)) {
    const words = ` ${folded.replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ')} `;
    if (words.includes(` ${name} `)) return true;
  }
  return false;
}

// What is printed right before a short account number: a mask, or a word for "account".
const ACCOUNT_MARK = /(X{2,}|\*{2,}|•+|\.{3,}|\b(ACCT|ACCOUNT|A\/C|AC|KONTO|KTO|CUENTA|CTA|COMPTE|CPTE|CONTO|C\/C|REKENING|REK|NO|NR|ENDING( IN)?)\b)[\s.:#-]*$/;

/**
 * What a description says of a transfer: money moved between the holder's accounts ('own'), a bank transfer
 * of any kind ('any'), what it paid for (a salary, rent, tax, bill, fee, cash: 'paid_for', never a transfer
 * by words), or nothing.
 */
export function transferWords(description: string): 'own' | 'any' | 'paid_for' | null {
  const folded = foldUpper(description);
  if (PEER_TO_PEER.test(folded) || PAID_FOR.has(categorise(description, readPayee(description)).category)) return 'paid_for';
  if (OWN_ACCOUNT_WORDS.test(folded) || OWN_ACCOUNT_SCRIPT.test(folded)) return 'own';
  if (TRANSFER_WORDS.test(folded) || TRANSFER_SCRIPT.test(folded)) return 'any';
  return null;
}

/**
 * Whether the words of two rows are evidence of one transfer: either says it moved between own accounts,
 * or both say it was a bank transfer (a transfer out answered by a salary or a sale on the other side is
 * not), and neither says what it paid for (a bank fee that equals a transfer in from savings is still a fee).
 */
const wordsPair = (x: ReturnType<typeof transferWords>, y: ReturnType<typeof transferWords>): boolean =>
  x !== 'paid_for' && y !== 'paid_for' && (x === 'own' || y === 'own' || (x === 'any' && y === 'any'));

/** `read` remembered per key: a batch asks the same of one row against many candidates. */
function remembered<T>(read: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (!known.has(key)) known.set(key, read(key));
    return known.get(key) as T;
  };
}

/** Money in of one amount, by day (ascending), for a money-out row to find its equals within MAX_DAYS. */
type Incoming = { b: number; j: number; day: number; leg: number }[];

/** The first entry of `list` (sorted by day) on or after `day`. */
function firstFrom(list: Incoming, day: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The transfer pairs among the accounts' rows (see the top of this file), each row in at most one pair.
 * Pairs that name the account come first, closest in days first (then in the accounts' order); a pair found
 * by words alone is the only candidate of both its rows, so it cannot clash with another pair.
 */
export function findTransfers(accounts: readonly TransferAccount[]): TransferPair[] {
  const identities = accounts.map(identityOf);
  // Every row of every account has a number (its leg), to count candidates per row without string keys.
  const offsets: number[] = [];
  let rows = 0;
  for (const { account } of accounts) {
    offsets.push(rows);
    rows += account.transactions.length;
  }
  // Money in, by amount in cents: each money-out row looks only at its equals (a batch may hold thousands of rows).
  const incoming = new Map<number, Incoming>();
  accounts.forEach((to, b) =>
    to.account.transactions.forEach((into, j) => {
      const day = dayNumber(into.date);
      if (!(into.amount > 0) || day === null) return;
      const entry = { b, j, day, leg: offsets[b] + j };
      const list = incoming.get(cents(into.amount));
      if (list) list.push(entry);
      else incoming.set(cents(into.amount), [entry]);
    }),
  );
  for (const list of incoming.values()) list.sort((x, y) => x.day - y.day || x.leg - y.leg);

  // What each description says, remembered: a row is asked about against many candidates.
  const wordsIn = remembered(transferWords);
  const namesOf = accounts.map(({ account }) => remembered((description) => namesAccount(description, account)));
  const currencies = accounts.map(({ account }) => (account.currency ? foldUpper(account.currency) : null));
  const sameCurrency = (a: number, b: number) => !currencies[a] || !currencies[b] || currencies[a] === currencies[b];

  type Candidate = { a: number; i: number; b: number; j: number; outLeg: number; inLeg: number; days: number; named: boolean };
  const candidates: Candidate[] = [];
  const count = new Uint32Array(rows);
  accounts.forEach((from, a) => {
    from.account.transactions.forEach((out, i) => {
      const outDay = dayNumber(out.date);
      if (!(out.amount < 0) || outDay === null) return;
      const list = incoming.get(cents(out.amount));
      if (!list) return;
      for (let k = firstFrom(list, outDay - MAX_DAYS); k < list.length && list[k].day <= outDay + MAX_DAYS; k += 1) {
        const { b, j, day, leg } = list[k];
        if (identities[a] === identities[b] || !sameCurrency(a, b)) continue;
        const into = accounts[b].account.transactions[j];
        const named = namesOf[b](out.description) || namesOf[a](into.description);
        if (!named && !wordsPair(wordsIn(out.description), wordsIn(into.description))) continue;
        const outLeg = offsets[a] + i;
        candidates.push({ a, i, b, j, outLeg, inLeg: leg, days: Math.abs(day - outDay), named });
        count[outLeg] += 1;
        count[leg] += 1;
      }
    });
  });

  const pairOf = (c: Candidate): TransferPair => ({ out: { key: accounts[c.a].key, index: c.i }, in: { key: accounts[c.b].key, index: c.j }, evidence: c.named ? 'names_account' : 'transfer_word' });
  const byAccountOrder = (x: Candidate, y: Candidate) => x.outLeg - y.outLeg || x.inLeg - y.inLeg;
  const used = new Uint8Array(rows);
  const pairs: TransferPair[] = [];
  for (const c of candidates.filter((c) => c.named).sort((x, y) => x.days - y.days || byAccountOrder(x, y))) {
    if (used[c.outLeg] || used[c.inLeg]) continue;
    used[c.outLeg] = 1;
    used[c.inLeg] = 1;
    pairs.push(pairOf(c));
  }
  for (const c of candidates) {
    if (!c.named && count[c.outLeg] === 1 && count[c.inLeg] === 1) pairs.push(pairOf(c));
  }
  return pairs;
}

/**
 * Whether the row's category was chosen by a person (a correction, or one of their rules): it differs from
 * what the shipped rules give its description. Such a choice wins over the transfer's category; the mark
 * itself is still set, so the row shows where the money went.
 */
export function categoryChosen(row: Transaction): boolean {
  if (row.category === undefined) return false;
  return row.category !== categorise(row.description, readPayee(row.description)).category;
}

/**
 * The accounts with their transfer rows marked (`transfer` naming the other side, category Transfers unless
 * a person chose another), in the same order; marks from an earlier pairing are cleared first, so the
 * answer follows the accounts as they are now. Rows and accounts that do not change are the same objects.
 */
export function markTransfers(accounts: readonly TransferAccount[], pairs: readonly TransferPair[] = findTransfers(accounts)): Account[] {
  const byKey = new Map(accounts.map((a) => [a.key, a]));
  const marks = new Map<string, Map<number, TransferMark>>();
  const mark = (leg: TransferLeg, other: TransferLeg) => {
    const side = byKey.get(other.key);
    const row = side?.account.transactions[other.index];
    if (!side || !row) return;
    if (!marks.has(leg.key)) marks.set(leg.key, new Map());
    marks.get(leg.key)!.set(leg.index, { account: side.label, date: row.date, amount: row.amount });
  };
  for (const p of pairs) {
    mark(p.out, p.in);
    mark(p.in, p.out);
  }
  return accounts.map(({ key, account }) => {
    const own = marks.get(key);
    if (!own && !account.transactions.some((t) => t.transfer)) return account;
    return {
      ...account,
      transactions: account.transactions.map((t, i) => {
        const found = own?.get(i);
        if (!found) {
          if (!t.transfer) return t;
          const { transfer: _stale, ...rest } = t;
          return rest;
        }
        return { ...t, transfer: found, category: categoryChosen(t) ? t.category : 'transfers' };
      }),
    };
  });
}

/**
 * How a transfer names an account to a person: its name and the last 4 digits of its number ("Savings 1234";
 * "Account 1234" when no name is printed, a bare number says nothing), else its name, else `fallback`.
 */
export function transferLabel(account: Account, fallback: string): string {
  const digits = (account.accountNumber ?? '').replace(/\D/g, '');
  const last4 = digits.length >= 4 ? digits.slice(-4) : (account.accountNumber ?? '').trim();
  const name = (account.name ?? '').trim();
  if (last4) return `${name || 'Account'} ${last4}`;
  return name || fallback;
}

/**
 * Several statements read together (a batch, or a holder's documents of one period) with the transfers
 * between all their accounts marked; each item comes back with its statement's accounts marked (the
 * same object when nothing in it changed). `labelOf` names an item's file, for accounts that print
 * neither a name nor a number.
 */
export function withTransfers<T extends { statement: Statement }>(items: readonly T[], labelOf: (item: T) => string): T[] {
  const accounts: TransferAccount[] = items.flatMap((item, i) =>
    item.statement.accounts.map((account, j) => ({
      key: `${i}:${j}`,
      label: transferLabel(account, item.statement.accounts.length > 1 ? `${labelOf(item)} (account ${j + 1})` : labelOf(item)),
      account,
    })),
  );
  const marked = markTransfers(accounts);
  let next = 0;
  return items.map((item) => {
    const own = item.statement.accounts.map(() => marked[next++]);
    return own.every((a, j) => a === item.statement.accounts[j]) ? item : { ...item, statement: { ...item.statement, accounts: own } };
  });
}
