// Independent readers of the bank statement formats, and what each one's reading differs from the Statement in:
// mt940js reads MT940, camt-parser reads camt.053 (balances, dates, amounts, references). camt-parser knows the
// other party only in the later camt versions' shape (Cdtr/Pty/Nm) and skips the unstructured remittance lines, so
// those two are read with xml2js (the XML parser camt-parser itself uses) at the paths camt.053.001.02 names.
import { createRequire } from 'node:module';
import anyAscii from 'any-ascii';
import type { Account, Statement, Transaction } from '@bankxl/statement';
import { transactionIds } from '@bankxl/export';

const require = createRequire(import.meta.url);

type Mt940Transaction = { currency: string; date: Date; entryDate?: Date; amount: number; reference: string; bankReference?: string; transactionType: string; details: string; structuredDetails?: Record<string, string> };
export type Mt940Statement = { accountIdentification: string; currency: string; openingBalance: number; closingBalance: number; openingBalanceDate: Date; closingBalanceDate: Date; transactions: Mt940Transaction[] };
const mt940js = require('mt940js') as { Parser: new () => { parse(text: string): Mt940Statement[] } };

type CamtAmount = { currency: string; value: string };
type CamtEntry = { amount: CamtAmount; creditDebitIndicator: string; bookingDate: string; valueDate: string; accountServicerReference: string; bankTransactionCode: string; details: { references: { endToEndId: string } }[] };
export type CamtStatement = { account: { iban: string; currency: string }; balances: { type: string; amount: CamtAmount; creditDebitIndicator: string; date: string }[]; transactions: CamtEntry[]; additionalInfo?: string };
const camtParser = require('camt-parser') as { parseCamt053(xml: string): Promise<{ statements: CamtStatement[] }> };
const xml2js = require('xml2js') as { parseStringPromise(xml: string, options: object): Promise<unknown> };

/** mt940js's reading: a statement per message. It throws on a file whose balances do not add up or lacks a mandatory field. */
export const readMt940 = (text: string): Mt940Statement[] => new mt940js.Parser().parse(text);

/** camt-parser's reading, and each entry's other party and remittance lines as xml2js reads them. */
export async function readCamt053(xml: string): Promise<{ statements: CamtStatement[]; parties: (string | null)[][]; remittance: string[][]; additional: string[][] }> {
  const { statements } = await camtParser.parseCamt053(xml);
  type Node = Record<string, unknown>;
  const list = (v: unknown): Node[] => (v === undefined ? [] : Array.isArray(v) ? (v as Node[]) : [v as Node]);
  const doc = (await xml2js.parseStringPromise(xml, { explicitArray: false })) as Node;
  const stmts = list(((doc.Document as Node).BkToCstmrStmt as Node).Stmt);
  const details = (s: Node) => list(s.Ntry).map((n) => ({ n, tx: ((n.NtryDtls as Node | undefined)?.TxDtls ?? {}) as Node }));
  const parties = stmts.map((s) =>
    details(s).map(({ tx }) => {
      const related = tx.RltdPties as Node | undefined;
      const party = (related?.Cdtr ?? related?.Dbtr) as Node | undefined;
      return (party?.Nm as string | undefined) ?? null;
    }),
  );
  const remittance = stmts.map((s) => details(s).map(({ tx }) => list((tx.RmtInf as Node | undefined)?.Ustrd).map(String).join('')));
  const additional = stmts.map((s) => details(s).map(({ n }) => String(n.AddtlNtryInf ?? '')));
  return { statements, parties, remittance, additional };
}

// What the writers promise, restated so a check does not import the code it checks.
const accountIdOf = (a: Account, i: number) => (a.accountNumber ?? '').replace(/\s+/g, '') || `ACCOUNT${i + 1}`;
// eslint-disable-next-line no-control-regex
const oneLine = (s: string) => s.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ').trim();
/** Rows that moved money, oldest first (printed order within a day). */
export const expectedEntries = (a: Account): Transaction[] => {
  const moved = a.transactions.filter((t) => !t.informational);
  const ordered = a.reading?.printOrder === 'newest_first' ? [...moved].reverse() : moved;
  return ordered.map((t, i) => ({ t, i })).sort((x, y) => x.t.date.localeCompare(y.t.date) || x.i - y.i).map(({ t }) => t);
};
const cents = (v: number) => Math.round(v * 1000);
const sum = (values: number[]) => values.reduce((s, v) => s + cents(v), 0) / 1000;
/** The letters and digits of a text once in Latin script: what survives any transliteration, to compare on. */
export const letters = (text: string) => anyAscii(text).toUpperCase().replace(/[^A-Z0-9]/g, '');
const day = (d: Date | undefined) => d?.toISOString().slice(0, 10);
/** The SWIFT x character set, and line ends. */
export const SWIFT_X = /^[A-Za-z0-9/\-?:().,'+ \r\n]*$/;

/** The balances a file should state: the printed opening (or closing) balance, and the other one that the rows make. */
export function expectedBalances(a: Account): { opening: number; closing: number } | null {
  const moved = sum(expectedEntries(a).map((t) => t.amount));
  if (a.openingBalance !== null) return { opening: a.openingBalance, closing: sum([a.openingBalance, moved]) };
  if (a.closingBalance !== null) return { opening: sum([a.closingBalance, -moved]), closing: a.closingBalance };
  return null;
}

// `read` is `expected`, or the start of it (a field cut to its length).
const sameOrCut = (read: string, expected: string) => read === expected || (read.length > 0 && expected.startsWith(read));

/** Every way mt940js's reading differs from the Statement: accounts, currency, balances, and each entry's dates, amount, references, payee and words. */
export function mt940Differences(statement: Statement, reading: Mt940Statement[]): string[] {
  const diffs: string[] = [];
  if (reading.length !== statement.accounts.length) diffs.push(`${reading.length} statements read, ${statement.accounts.length} accounts`);
  statement.accounts.forEach((account, i) => {
    const read = reading[i];
    if (!read) return;
    const id = accountIdOf(account, i);
    const where = `account ${id}`;
    if (read.accountIdentification !== id.slice(0, 35)) diffs.push(`${where}: read account ${read.accountIdentification}`);
    if (account.currency && read.currency !== account.currency.toUpperCase()) diffs.push(`${where}: read currency ${read.currency}`);
    const balances = expectedBalances(account);
    if (balances && cents(read.openingBalance) !== cents(balances.opening)) diffs.push(`${where}: opening ${read.openingBalance} vs ${balances.opening}`);
    if (balances && cents(read.closingBalance) !== cents(balances.closing)) diffs.push(`${where}: closing ${read.closingBalance} vs ${balances.closing}`);
    if (account.periodStart && day(read.openingBalanceDate) !== account.periodStart) diffs.push(`${where}: opening date ${day(read.openingBalanceDate)}`);
    if (account.periodEnd && day(read.closingBalanceDate) !== account.periodEnd) diffs.push(`${where}: closing date ${day(read.closingBalanceDate)}`);
    const entries = expectedEntries(account);
    if (read.transactions.length !== entries.length) diffs.push(`${where}: ${read.transactions.length} entries read, ${entries.length} rows that moved money`);
    const ids = new Map(account.transactions.map((t, j) => [t, transactionIds(account, id)[j]]));
    entries.forEach((t, j) => {
      const r = read.transactions[j];
      if (!r) return;
      const row = `${where} entry ${j + 1}`;
      if (day(r.date) !== t.date || day(r.entryDate) !== t.date) diffs.push(`${row}: dates ${day(r.date)}/${day(r.entryDate)} vs ${t.date}`);
      if (cents(r.amount) !== cents(t.amount)) diffs.push(`${row}: amount ${r.amount} vs ${t.amount}`);
      if (r.bankReference !== ids.get(t)!.slice(0, 16)) diffs.push(`${row}: bank reference ${r.bankReference}`);
      if (r.reference !== 'NONREF' && !t.description.toUpperCase().includes(r.reference)) diffs.push(`${row}: reference ${r.reference} is not in the row's words`);
      const s = r.structuredDetails ?? {};
      const purpose = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60', '61', '62', '63'].map((k) => s[k] ?? '').join('');
      const cut = purpose.endsWith('...');
      if (!sameOrCut(letters(purpose), letters(oneLine(t.description))) || (!cut && letters(purpose) !== letters(oneLine(t.description)))) {
        diffs.push(`${row}: words ${JSON.stringify(purpose)} vs ${JSON.stringify(t.description)}`);
      }
      const payee = `${s['32'] ?? ''}${s['33'] ?? ''}`;
      if (t.payee && !sameOrCut(letters(payee), letters(t.payee))) diffs.push(`${row}: payee ${JSON.stringify(payee)} vs ${JSON.stringify(t.payee)}`);
      if (!SWIFT_X.test(r.details)) diffs.push(`${row}: details outside the SWIFT set: ${JSON.stringify(r.details)}`);
    });
  });
  return diffs;
}

/** Every way camt-parser's (and xml2js's) reading differs from the Statement. */
export function camtDifferences(statement: Statement, reading: Awaited<ReturnType<typeof readCamt053>>): string[] {
  const diffs: string[] = [];
  if (reading.statements.length !== statement.accounts.length) diffs.push(`${reading.statements.length} statements read, ${statement.accounts.length} accounts`);
  statement.accounts.forEach((account, i) => {
    const read = reading.statements[i];
    if (!read) return;
    const id = accountIdOf(account, i);
    const where = `account ${id}`;
    // An IBAN (2 letters, 2 check digits, 11–30 more) is written as one; other numbers as the account's other id.
    if (read.account.iban !== (/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(id) ? id : '')) diffs.push(`${where}: read IBAN ${read.account.iban}`);
    if (account.currency && read.account.currency !== account.currency.toUpperCase()) diffs.push(`${where}: read currency ${read.account.currency}`);
    const signed = (a: CamtAmount, indicator: string) => (indicator === 'DBIT' ? -1 : 1) * Number(a.value);
    const opening = read.balances.find((b) => b.type === 'OPBD');
    const closing = read.balances.find((b) => b.type === 'CLBD');
    if (!opening || !closing) diffs.push(`${where}: balances ${read.balances.map((b) => b.type).join(',')}`);
    const entries = expectedEntries(account);
    if (opening && closing) {
      const moved = sum(read.transactions.map((e) => signed(e.amount, e.creditDebitIndicator)));
      if (cents(sum([signed(opening.amount, opening.creditDebitIndicator), moved])) !== cents(signed(closing.amount, closing.creditDebitIndicator))) diffs.push(`${where}: opening + entries is not the closing balance`);
      const balances = expectedBalances(account);
      if (balances && cents(signed(opening.amount, opening.creditDebitIndicator)) !== cents(balances.opening)) diffs.push(`${where}: opening ${opening.amount.value} ${opening.creditDebitIndicator} vs ${balances.opening}`);
      if (balances && cents(signed(closing.amount, closing.creditDebitIndicator)) !== cents(balances.closing)) diffs.push(`${where}: closing ${closing.amount.value} ${closing.creditDebitIndicator} vs ${balances.closing}`);
      if (account.periodStart && opening.date !== account.periodStart) diffs.push(`${where}: opening date ${opening.date}`);
      if (account.periodEnd && closing.date !== account.periodEnd) diffs.push(`${where}: closing date ${closing.date}`);
    }
    if (read.transactions.length !== entries.length) diffs.push(`${where}: ${read.transactions.length} entries read, ${entries.length} rows that moved money`);
    const ids = new Map(account.transactions.map((t, j) => [t, transactionIds(account, id)[j]]));
    entries.forEach((t, j) => {
      const e = read.transactions[j];
      if (!e) return;
      const row = `${where} entry ${j + 1}`;
      if (e.bookingDate !== t.date || e.valueDate !== t.date) diffs.push(`${row}: dates ${e.bookingDate}/${e.valueDate} vs ${t.date}`);
      if (cents(signed(e.amount, e.creditDebitIndicator)) !== cents(t.amount)) diffs.push(`${row}: amount ${e.amount.value} ${e.creditDebitIndicator} vs ${t.amount}`);
      if (account.currency && e.amount.currency !== account.currency.toUpperCase()) diffs.push(`${row}: currency ${e.amount.currency}`);
      if (e.accountServicerReference !== ids.get(t)) diffs.push(`${row}: id ${e.accountServicerReference}`);
      const reference = e.details[0]?.references.endToEndId ?? '';
      if (reference !== 'NOTPROVIDED' && !t.description.toUpperCase().includes(reference)) diffs.push(`${row}: reference ${reference} is not in the row's words`);
      const words = oneLine(t.description);
      const remittance = reading.remittance[i]?.[j] ?? '';
      if (remittance.replace(/\s+/g, '') !== Array.from(words).slice(0, 1400).join('').replace(/\s+/g, '')) diffs.push(`${row}: remittance ${JSON.stringify(remittance)} vs ${JSON.stringify(words)}`);
      const party = reading.parties[i]?.[j] ?? null;
      if (t.payee && party !== Array.from(oneLine(t.payee)).slice(0, 140).join('')) diffs.push(`${row}: party ${JSON.stringify(party)} vs ${JSON.stringify(t.payee)}`);
    });
  });
  return diffs;
}
