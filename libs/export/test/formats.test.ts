// The accounting formats on hand-built statements that the corpus lacks: several accounts (bank and
// card), text that needs escaping, identical rows, no account number, no decimals. Read back by the
// same independent readers as the corpus (independent-readers.ts).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import {
  DEFAULT_INTUIT_BANK_ID,
  exportFile,
  ofxTransactionType,
  toLedgerCsv,
  toOfx,
  toQbo,
  toQfx,
  toQif,
  transactionIds,
  type DateFormat,
  type LedgerCsvLayout,
} from '@bankxl/export';
import { withBooks, type Statement } from '@bankxl/statement';
import { hledgerBalance, missingReaders, ofxDifferences, qifDifferences, readOfxFiles, readQif } from './independent-readers.js';
import { anAccount, aStatement, aTransaction } from './statements.js';

const coffee = aTransaction({ date: '2024-01-03', description: 'COFFEE SHOP', amount: -2.5, balance: null });

/**
 * Three accounts: a current account with awkward text and identical rows, a card without a number, a yen account.
 * Every row carries a payee and category, as the conversion service stores them (one chosen by a person).
 */
const threeAccounts = (): Statement => withBooks(unbooked());
const unbooked = (): Statement =>
  aStatement({
    accounts: [
      anAccount({
        openingBalance: 1000,
        closingBalance: 990.4,
        transactions: [
          aTransaction({ date: '2024-01-02', description: 'AT&T <Wireless> "Café" Zürich, naïve; 100% = ok', amount: -49.99, balance: 950.01, payee: 'AT&T <Wireless> "Café" Zürich', category: 'utilities' }),
          coffee,
          coffee,
          aTransaction({ date: '2024-01-04', description: 'CHEQUE 000123\nsecond line', amount: -100, balance: null }),
          aTransaction({ date: '2024-01-05', description: '=HYPERLINK("http://x") refund', amount: 145.39, balance: null }),
          aTransaction({ date: '2024-01-06', description: '', amount: 0, balance: 990.4 }),
        ],
      }),
      anAccount({
        accountNumber: null,
        kind: 'credit_card',
        name: 'Platinum Card',
        currency: 'USD',
        openingBalance: -200,
        closingBalance: -150.25,
        transactions: [
          aTransaction({ date: '2024-01-10', description: 'AMAZON MKTPLACE PMTS 🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁 GIFT', amount: -99.75, balance: null }),
          aTransaction({ date: '2024-01-20', description: 'PAYMENT - THANK YOU', amount: 149.5, balance: null }),
        ],
      }),
      anAccount({
        accountNumber: 'DE89 3704 0044 0532 0130 00',
        currency: 'JPY',
        name: 'Yen account',
        openingBalance: 10000,
        closingBalance: 8766,
        transactions: [aTransaction({ date: '2024-01-31', description: 'ATM WITHDRAWAL', amount: -1234, balance: 8766 })],
      }),
    ],
  });

const missing = missingReaders();
const describeWithReaders = missing.length && process.env.CI !== 'true' ? describe.skip : describe;
if (missing.length && process.env.CI !== 'true') console.warn(`Skipping the reader checks: ${missing.join(', ')} not installed (set CI=true to make this a failure).`);

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-formats-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const written = (name: string, body: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
};

describeWithReaders('independent readers on a statement with three accounts', () => {
  test('when OFX 1.0.2, OFX 2.1.1, QFX and QBO are written, then ofxparse reads every account and transaction as the Statement', () => {
    const statement = threeAccounts();
    const files = {
      ofx: written('three.ofx', toOfx(statement)),
      ofx2: written('three-2.ofx', toOfx(statement, { version: '211' })),
      qfx: written('three.qfx', toQfx(statement)),
      qbo: written('three.qbo', toQbo(statement, { intuitBankId: '12345' })),
    };
    const readings = readOfxFiles(Object.values(files));
    for (const file of Object.values(files)) expect({ file, diffs: ofxDifferences(statement, readings[file]) }).toEqual({ file, diffs: [] });
    const intuBid = (file: string) => { const r = readings[file]; return 'error' in r ? r.error : r.intuBid; };
    expect([intuBid(files.ofx), intuBid(files.qfx), intuBid(files.qbo)]).toEqual([null, DEFAULT_INTUIT_BANK_ID, '12345']);
  });

  test.each(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const)('when QIF is written with %s dates, then qif2json reads each !Account list as the Statement', (dateFormat) => {
    const statement = threeAccounts();
    const qif = toQif(statement, { dateFormat }).toString('utf8');
    expect(qif.match(/^!Account/gm)).toHaveLength(3);
    expect(qif).toContain('!Type:CCard');
    expect(qifDifferences(statement, readQif(qif, dateFormat))).toEqual([]);
  });

  test.each([
    ['qbo-3', 'MM/DD/YYYY'],
    ['qbo-4', 'DD/MM/YYYY'],
    ['xero', 'DD/MM/YYYY'],
    ['sage', 'YYYY-MM-DD'],
  ] as Array<[LedgerCsvLayout, DateFormat]>)('when the %s CSV is written, then hledger imports each account and asserts its closing balance', (layout, dateFormat) => {
    threeAccounts().accounts.forEach((account, i) => {
      const file = written(`three-${layout}-${i}.csv`, toLedgerCsv(account, layout, { dateFormat }));
      expect(hledgerBalance(dir, file, layout, dateFormat, account.openingBalance!, account.closingBalance!)).toEqual({ balance: account.closingBalance });
    });
  });
});

describe('one file per account where a format holds one', () => {
  test('when a three-account statement is exported as Xero CSV, then a zip holds one CSV per account, named by account', async () => {
    const file = await exportFile(threeAccounts(), 'xero-csv', { fileName: 'January 2024.pdf' });
    expect(file).toMatchObject({ extension: '.zip', contentType: 'application/zip' });
    const zip = await JSZip.loadAsync(file.body);
    expect(Object.keys(zip.files).sort()).toEqual(['January 2024-12345678.csv', 'January 2024-ACCOUNT2.csv', 'January 2024-DE89370400440532013000.csv']);
    const first = await zip.file('January 2024-12345678.csv')!.async('string');
    expect(first.split('\r\n')[0]).toBe('*Date,*Amount,Payee,Description,Reference,Check Number,Account Code,Tax Type');
    // Payee, then the description: quoted for the comma and quotes; a formula-looking description is kept as text.
    expect(first).toContain('02/01/2024,-49.99,"AT&T <Wireless> ""Café"" Zürich","AT&T <Wireless> ""Café"" Zürich, naïve; 100% = ok",,,,');
    expect(first).toContain(`'=HYPERLINK(""http://x"") refund`);
    expect(first).toContain('04/01/2024,-100.00,Cheque 000123,CHEQUE 000123 second line,,000123,,');
  });

  test('when the same statement is exported twice, then the zip is byte for byte the same', async () => {
    const once = await exportFile(threeAccounts(), 'qbo-csv');
    expect((await exportFile(threeAccounts(), 'qbo-csv')).body.equals(once.body)).toBe(true);
  });

  test('when a statement has one account, then the ledger CSV is a plain CSV file', async () => {
    const file = await exportFile(aStatement(), 'qbo-csv-4');
    expect(file.extension).toBe('.csv');
    expect(file.body.toString('utf8')).toBe('Date,Description,Credit,Debit\r\n01/02/2024,TESCO STORES 3217 LONDON,,12.34\r\n01/15/2024,SALARY ACME LTD,100.00,\r\n');
  });

  test('when OFX or QIF is asked for several accounts, then they share one file', async () => {
    expect((await exportFile(threeAccounts(), 'ofx')).extension).toBe('.ofx');
    expect((await exportFile(threeAccounts(), 'qif')).extension).toBe('.qif');
  });
});

describe('OFX details', () => {
  test('when two rows are identical, then their FITIDs differ, and converting again gives the same ones', () => {
    const account = threeAccounts().accounts[0];
    const ids = transactionIds(account, '12345678');
    expect(new Set(ids).size).toBe(ids.length);
    expect(transactionIds(threeAccounts().accounts[0], '12345678')).toEqual(ids);
    expect(ids[1]).toMatch(/^20240103[0-9A-F]{20}$/);
  });

  test('when a row changes, then only its FITID changes', () => {
    const before = transactionIds(threeAccounts().accounts[0], 'X');
    const changed = threeAccounts().accounts[0];
    changed.transactions[4] = { ...changed.transactions[4], amount: 145.4 };
    const after = transactionIds(changed, 'X');
    expect(after.filter((id, i) => id !== before[i])).toHaveLength(1);
  });

  test('TRNTYPE comes from the words when the sign agrees, else from the sign', () => {
    expect(ofxTransactionType(-20, 'ATM WITHDRAWAL HIGH ST')).toBe('ATM');
    expect(ofxTransactionType(-100, 'CHEQUE 000123')).toBe('CHECK');
    expect(ofxTransactionType(2500, 'SALARY ACME LTD')).toBe('DIRECTDEP');
    expect(ofxTransactionType(-2500, 'SALARY ADVANCE REPAID')).toBe('DEBIT');
    expect(ofxTransactionType(-35, 'Lastschrift Stadtwerke')).toBe('DIRECTDEBIT');
    expect(ofxTransactionType(-5, 'MONTHLY ACCOUNT FEE')).toBe('FEE');
    expect(ofxTransactionType(1.23, 'INTEREST PAID')).toBe('INT');
    expect(ofxTransactionType(10, 'REFUND')).toBe('CREDIT');
    expect(ofxTransactionType(-10, 'SOMETHING')).toBe('DEBIT');
  });

  test('when written as 1.0.2, then markup in text is escaped, leaves are unclosed, NAME is the payee and MEMO the whole description', () => {
    const ofx = toOfx(threeAccounts()).toString('utf8');
    expect(ofx.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n')).toBe(true);
    expect(ofx).toContain('<NAME>AT&amp;T &lt;Wireless&gt; "Café" Zürich\r\n');
    expect(ofx).toContain('<NAME>Card Payment\r\n<MEMO>PAYMENT - THANK YOU\r\n');
    expect(ofx).toContain('<MEMO>AT&amp;T &lt;Wireless&gt; "Café" Zürich, naïve; 100% = ok\r\n');
    expect(ofx).toContain('<CHECKNUM>000123\r\n');
    expect(ofx).toContain('<CCACCTFROM>\r\n<ACCTID>ACCOUNT2\r\n</CCACCTFROM>');
    expect(ofx).toContain('<TRNAMT>-1234\r\n');
    expect(ofx).toContain('<LEDGERBAL>\r\n<BALAMT>990.40\r\n<DTASOF>20240131120000\r\n</LEDGERBAL>');
  });

  test('when written as 2.1.1, then it is well-formed XML with every non-ASCII letter as a character reference', () => {
    const ofx = toOfx(threeAccounts(), { version: '211' }).toString('utf8');
    expect(ofx.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n<?OFX OFXHEADER="200" VERSION="211"')).toBe(true);
    expect(ofx).toContain('<NAME>AT&amp;T &lt;Wireless&gt; "Caf&#233;" Z&#252;rich</NAME>');
    expect(ofx).toContain('<MEMO>AT&amp;T &lt;Wireless&gt; "Caf&#233;" Z&#252;rich, na&#239;ve; 100% = ok</MEMO>');
    expect(/[^\x00-\x7F]/.test(ofx)).toBe(false); // eslint-disable-line no-control-regex
    // Python's XML parser (expat) as the judge of well-formedness.
    const parsed = spawnSync('/usr/bin/python3', ['-c', 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])', written('three-2-wellformed.ofx', Buffer.from(ofx))], { encoding: 'utf8' });
    expect(parsed.stderr).toBe('');
    expect(parsed.status).toBe(0);
  });

  test('when a statement prints no balance at all, then LEDGERBAL is left out rather than invented', () => {
    const statement = aStatement({ accounts: [anAccount({ closingBalance: null, transactions: [aTransaction({ balance: null })] })] });
    expect(toOfx(statement).toString('utf8')).not.toContain('LEDGERBAL');
  });
});
