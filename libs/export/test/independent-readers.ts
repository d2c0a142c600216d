// Independent readers of the accounting formats, and what each one's reading differs from the
// Statement in. The readers are other people's code: ofxparse (Python, Debian), qif2json (npm) and
// hledger (Debian), so a writer and its check cannot share a misunderstanding.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CATEGORIES, type Account, type Statement } from '@bankxl/statement';
import { transactionIds, type DateFormat, type LedgerCsvLayout } from '@bankxl/export';

const require = createRequire(import.meta.url);
const qif2json = require('qif2json') as { parse(qif: string, options: { dateFormat?: string | string[] }): QifReading };

// Debian's python3 (pyenv's may come first on PATH and lacks Debian's python3-ofxparse).
const PYTHON = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const READ_OFX = path.join(import.meta.dirname, 'read_ofx.py');

/** Which readers this machine lacks (CI installs them: .ci/run). */
export function missingReaders(): string[] {
  const missing: string[] = [];
  if (spawnSync(PYTHON, ['-c', 'import ofxparse']).status !== 0) missing.push('python3-ofxparse');
  if (spawnSync('hledger', ['--version']).status !== 0) missing.push('hledger');
  return missing;
}

// What the writers promise about identity and text (ledger-values.ts), restated here so the check
// does not import the code it checks.
const accountIdOf = (a: Account, i: number) => (a.accountNumber ?? '').replace(/\s+/g, '') || `ACCOUNT${i + 1}`;
// eslint-disable-next-line no-control-regex
const oneLine = (s: string) => s.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ').trim();
const upTo = (text: string, length: number) => Array.from(text).slice(0, length).join('');
// The chart's labels, as a person reads them in the files (libs/statement books/categories.ts).
const CATEGORY_LABELS: Record<string, string> = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label]));
const endingBalance = (a: Account) => a.closingBalance ?? [...a.transactions].reverse().find((t) => t.balance !== null)?.balance ?? null;

type OfxTransactionReading = { date: string; amount: string; id: string; type: string; payee: string | null; memo: string | null };
type OfxAccountReading = { accountId: string; type: number; currency: string; balance: string | null; transactions: OfxTransactionReading[] };
export type OfxReading = { accounts: OfxAccountReading[]; intuBid: string | null } | { error: string };

/** ofxparse's reading of each file, in one Python process. */
export function readOfxFiles(files: string[]): Record<string, OfxReading> {
  const out = execFileSync(PYTHON, [READ_OFX, ...files], { encoding: 'utf8', maxBuffer: 256 << 20 });
  return JSON.parse(out) as Record<string, OfxReading>;
}

const CARD = 2; // ofxparse's AccountType.CreditCard (Bank is 1)

/** Every way ofxparse's reading differs from the Statement: accounts, currency, balance, and each transaction's date, amount, FITID and text. */
export function ofxDifferences(statement: Statement, reading: OfxReading): string[] {
  if ('error' in reading) return [`unreadable: ${reading.error}`];
  const diffs: string[] = [];
  if (reading.accounts.length !== statement.accounts.length) diffs.push(`${reading.accounts.length} accounts read, ${statement.accounts.length} in the statement`);
  // ofxparse lists bank statements before card statements, as the file holds them.
  const ordered = [...statement.accounts.entries()].sort(([, a], [, b]) => Number(a.kind === 'credit_card') - Number(b.kind === 'credit_card'));
  ordered.forEach(([index, account], i) => {
    const read = reading.accounts[i];
    if (!read) return;
    const id = accountIdOf(account, index);
    const where = `account ${id}`;
    if (read.accountId !== id) diffs.push(`${where}: read account id ${read.accountId}`);
    if ((read.type === CARD) !== (account.kind === 'credit_card')) diffs.push(`${where}: read type ${read.type}`);
    if (account.currency && read.currency !== account.currency.toLowerCase()) diffs.push(`${where}: read currency ${read.currency}`);
    const balance = endingBalance(account);
    if ((read.balance === null ? null : Number(read.balance)) !== balance) diffs.push(`${where}: read balance ${read.balance}, statement ${balance}`);
    if (read.transactions.length !== account.transactions.length) diffs.push(`${where}: ${read.transactions.length} transactions read, ${account.transactions.length} in the statement`);
    const ids = transactionIds(account, id);
    account.transactions.forEach((t, j) => {
      const r = read.transactions[j];
      if (!r) return;
      if (r.date !== t.date) diffs.push(`${where} row ${j + 1}: date ${r.date} vs ${t.date}`);
      if (Number(r.amount) !== t.amount) diffs.push(`${where} row ${j + 1}: amount ${r.amount} vs ${t.amount}`);
      if (r.id !== ids[j]) diffs.push(`${where} row ${j + 1}: FITID ${r.id} vs ${ids[j]}`);
      // MEMO is the statement's words; NAME the payee (OFX 1's 32 characters), or the words when there is none.
      if ((r.memo ?? '') !== oneLine(t.description)) diffs.push(`${where} row ${j + 1}: memo ${JSON.stringify(r.memo)} vs ${JSON.stringify(t.description)}`);
      if (t.payee !== undefined) {
        const name = upTo(oneLine(t.payee) || oneLine(t.description), 32).trim();
        if ((r.payee ?? '') !== name) diffs.push(`${where} row ${j + 1}: payee ${JSON.stringify(r.payee)} vs ${JSON.stringify(name)}`);
      }
    });
  });
  return diffs;
}

type QifReading = { type: string; transactions: Array<{ date?: string; amount?: number; payee?: string; memo?: string; category?: string }> };

// qif2json's names for our date orders (it reads "/" as "-").
const QIF2JSON_DATE: Record<DateFormat, string> = { 'MM/DD/YYYY': 'MM-DD-YYYY', 'DD/MM/YYYY': 'DD-MM-YYYY', 'YYYY-MM-DD': 'YYYY-MM-DD' };

/**
 * qif2json's reading of a QIF file. qif2json reads one `!Type:` list per call and knows no `!Account`
 * blocks, so a file with several accounts is cut at each `!Account` and each list read on its own;
 * the account blocks' names are returned beside the lists.
 */
export function readQif(text: string, dateFormat: DateFormat): Array<{ accountName: string | null; reading: QifReading }> {
  const options = { dateFormat: QIF2JSON_DATE[dateFormat] };
  if (!text.startsWith('!Account')) return [{ accountName: null, reading: qif2json.parse(text, options) }];
  return text
    .split(/^!Account\r?\n/m)
    .slice(1)
    .map((section) => {
      const end = /^\^\r?\n/m.exec(section); // the account block ends at its first "^"
      const header = end ? section.slice(0, end.index) : section;
      const list = end ? section.slice(end.index + end[0].length) : '';
      const name = /^N(.*)$/m.exec(header)?.[1]?.trim() ?? null;
      return { accountName: name, reading: qif2json.parse(list, options) };
    });
}

/**
 * Every way qif2json's reading differs from the Statement: account count, type, and each transaction's date,
 * amount, payee (P: the row's payee, its words when it has none), memo (M: its words) and category (L: the label).
 */
export function qifDifferences(statement: Statement, sections: ReturnType<typeof readQif>): string[] {
  const diffs: string[] = [];
  if (sections.length !== Math.max(1, statement.accounts.length)) diffs.push(`${sections.length} account lists read, ${statement.accounts.length} accounts`);
  statement.accounts.forEach((account, i) => {
    const section = sections[i];
    if (!section) return;
    const where = `account ${accountIdOf(account, i)}`;
    const type = account.kind === 'credit_card' ? 'CCard' : 'Bank';
    if (section.reading.type.trim() !== type) diffs.push(`${where}: type ${section.reading.type}`);
    if (statement.accounts.length > 1 && !section.accountName?.includes(accountIdOf(account, i))) diffs.push(`${where}: account block names ${section.accountName}`);
    const read = section.reading.transactions;
    if (read.length !== account.transactions.length) diffs.push(`${where}: ${read.length} transactions read, ${account.transactions.length} in the statement`);
    account.transactions.forEach((t, j) => {
      const r = read[j];
      if (!r) return;
      if (r.date?.slice(0, 10) !== t.date) diffs.push(`${where} row ${j + 1}: date ${r.date} vs ${t.date}`);
      if (r.amount !== t.amount) diffs.push(`${where} row ${j + 1}: amount ${r.amount} vs ${t.amount}`);
      const payee = oneLine(t.payee ?? '') || oneLine(t.description);
      if (t.payee !== undefined && (r.payee ?? '') !== payee) diffs.push(`${where} row ${j + 1}: payee ${JSON.stringify(r.payee)} vs ${JSON.stringify(payee)}`);
      if ((r.memo ?? '') !== oneLine(t.description)) diffs.push(`${where} row ${j + 1}: memo ${JSON.stringify(r.memo)} vs ${JSON.stringify(t.description)}`);
      if (t.category !== undefined && r.category !== CATEGORY_LABELS[t.category]) diffs.push(`${where} row ${j + 1}: category ${JSON.stringify(r.category)} vs ${t.category}`);
    });
  });
  return diffs;
}

// hledger CSV rules for each layout: which column is which, and the date order written.
const HLEDGER_FIELDS: Record<LedgerCsvLayout, string> = {
  'qbo-3': 'date, description, amount',
  'qbo-4': 'date, description, amount-in, amount-out',
  xero: 'date, amount, description, comment, _, _, _, _',
  sage: 'date, _, description, amount',
};
const STRFTIME: Record<DateFormat, string> = { 'MM/DD/YYYY': '%m/%d/%Y', 'DD/MM/YYYY': '%d/%m/%Y', 'YYYY-MM-DD': '%Y-%m-%d' };

/**
 * hledger imports one account's CSV with a rules file; a journal then opens the account at the
 * statement's opening balance and asserts the balance after the last line. Returns hledger's final
 * balance, or its error (a failed assertion is one).
 */
export function hledgerBalance(dir: string, csvFile: string, layout: LedgerCsvLayout, dateFormat: DateFormat, opening: number, asserted: number): { balance: number } | { error: string } {
  const rules = path.join(dir, `${path.basename(csvFile)}.rules`);
  fs.writeFileSync(rules, `skip 1\nfields ${HLEDGER_FIELDS[layout]}\ndate-format ${STRFTIME[dateFormat]}\naccount1 assets:bank\naccount2 expenses:unknown\n`);
  const imported = spawnSync('hledger', ['-f', csvFile, '--rules-file', rules, 'print'], { encoding: 'utf8' });
  if (imported.status !== 0) return { error: `import: ${imported.stderr}` };
  const journal = path.join(dir, `${path.basename(csvFile)}.journal`);
  fs.writeFileSync(journal, imported.stdout);
  const main = path.join(dir, `${path.basename(csvFile)}.main.journal`);
  fs.writeFileSync(
    main,
    `1900-01-01 opening balance\n  assets:bank  ${opening}\n  equity:opening\n\ninclude ${path.basename(journal)}\n\n2999-12-31 closing balance\n  assets:bank  0 = ${asserted}\n`,
  );
  const balance = spawnSync('hledger', ['-f', main, 'balance', 'assets:bank', '-N', '-O', 'csv'], { encoding: 'utf8' });
  if (balance.status !== 0) return { error: balance.stderr.trim().split('\n').slice(0, 12).join(' | ') };
  const row = balance.stdout.trim().split('\n').find((l) => l.startsWith('"assets:bank"'));
  return row ? { balance: Number(row.split(',')[1].replace(/"/g, '')) } : { error: `no balance in ${balance.stdout}` };
}
