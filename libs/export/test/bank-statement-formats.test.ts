// MT940 and camt.053 on hand-built statements, read back by readers that are not ours (mt940js, camt-parser;
// bank-statement-readers.ts), and the choices for input these formats cannot hold as it is: an account without an
// opening balance (or any balance), a row in a foreign currency, 400 characters of Chinese, rows that moved no money.
import { describe, expect, test } from '@jest/globals';
import { exportFile, toCamt053, toMt940 } from '@bankxl/export';
import { withBooks, type Statement } from '@bankxl/statement';
import { camtDifferences, letters, mt940Differences, readCamt053, readMt940, SWIFT_X } from './bank-statement-readers.js';
import { anAccount, aStatement, aTransaction } from './statements.js';

const CHINESE_400 = '支付宝快捷支付上海市浦东新区陆家嘴环路一千号餐饮消费'.repeat(16).slice(0, 400);

/** The words of an entry's structured :86: (subfields ?20–?29, ?60–?63), joined as importers join them. */
const purposeOf = (s: Record<string, string> = {}) => Object.keys(s).filter((k) => /^[26]\d$/.test(k)).sort().map((k) => s[k]).join('');

/** Two accounts: a euro current account with references, payees and German text; a dollar card that prints no opening balance. */
const twoAccounts = (): Statement =>
  withBooks(
    aStatement({
      accounts: [
        anAccount({
          accountNumber: 'DE89 3704 0044 0532 0130 00',
          currency: 'EUR',
          name: 'Girokonto',
          openingBalance: 1000,
          closingBalance: 755.56,
          transactions: [
            aTransaction({ date: '2024-01-02', description: 'SEPA-Lastschrift Stadtwerke München GmbH EREF: 2024010212345678 Strom Januar', amount: -84.2, balance: 915.8, payee: 'Stadtwerke München GmbH', category: 'utilities' }),
            aTransaction({ date: '2024-01-03', description: 'Gutschrift Müller & Söhne KG "Rechnung" 100% bezahlt', amount: 250, balance: 1165.8 }),
            aTransaction({ date: '2024-01-05', description: 'KARTENZAHLUNG AMAZON.COM USD 25,00 KURS 1,0842', amount: -23.06, balance: 1142.74 }),
            aTransaction({ date: '2024-01-06', description: 'Kartenprüfung', amount: 0, balance: 1142.74, informational: true }),
            aTransaction({ date: '2024-01-31', description: 'Dauerauftrag Miete Januar', amount: -387.18, balance: 755.56 }),
          ],
        }),
        anAccount({
          accountNumber: '4111 XXXX XXXX 1234',
          kind: 'credit_card',
          name: 'Visa',
          currency: 'USD',
          openingBalance: null,
          closingBalance: -130.5,
          transactions: [
            aTransaction({ date: '2024-01-10', description: 'UBER *TRIP HELP.UBER.COM', amount: -30.5, balance: null }),
            aTransaction({ date: '2024-01-12', description: 'PAYMENT THANK YOU', amount: 100, balance: null }),
            aTransaction({ date: '2024-01-20', description: 'BEST BUY 00012345 SAN JOSE CA', amount: -200, balance: null }),
          ],
        }),
      ],
    }),
  );

describe('MT940', () => {
  test('mt940js reads every account as the statement: balances, dates, amounts, references, payee and words', () => {
    const statement = twoAccounts();
    const text = toMt940(statement).toString('ascii');
    expect(mt940Differences(statement, readMt940(text))).toEqual([]);
    const [giro] = readMt940(text);
    expect(giro.openingBalance).toBe(1000);
    expect(giro.closingBalance).toBe(755.56);
    // The row that moved no money is no entry; the SEPA end-to-end reference is the customer reference.
    expect(giro.transactions.map((t) => t.amount)).toEqual([-84.2, 250, -23.06, -387.18]);
    expect(giro.transactions[0].reference).toBe('2024010212345678');
    expect(giro.transactions[0].structuredDetails?.['32']).toBe('Stadtwerke Munchen GmbH');
  });

  test('every line is within 65 characters of the SWIFT set; every :86: within 6 lines', () => {
    const text = toMt940(twoAccounts()).toString('latin1');
    const lines = text.split('\r\n');
    expect(lines.filter((l) => l.length > 65)).toEqual([]);
    expect(SWIFT_X.test(text)).toBe(true);
    const fields = text.split(/\r\n(?=:\d\d[A-Z]?:|-\r\n)/).filter((f) => f.startsWith(':86:'));
    expect(fields.length).toBe(7);
    for (const field of fields) expect(field.split('\r\n').length).toBeLessThanOrEqual(6);
    // Nothing but the SWIFT set: "Müller & Söhne" is transliterated, the quote and the per cent sign are replaced.
    expect(text).not.toMatch(/[&"%]/);
    const [giro] = readMt940(text);
    expect(purposeOf(giro.transactions[1].structuredDetails)).toBe("Gutschrift Muller + Sohne KG 'Rechnung' 100. bezahlt");
  });

  test('words that would put ":" or "-" at the start of a line are wrapped a character earlier, still in 6 lines of 65', () => {
    const awkward = Array.from({ length: 40 }, (_, i) => `A${i}:B-C`).join(' - :');
    const statement = withBooks(aStatement({ accounts: [anAccount({ openingBalance: 100, closingBalance: 50, transactions: [aTransaction({ description: awkward, amount: -50, balance: 50 })] })] }));
    const text = toMt940(statement).toString('ascii');
    const field = text.slice(text.indexOf(':86:'), text.indexOf('\r\n:62F:'));
    const lines = field.split('\r\n');
    expect(lines.length).toBeLessThanOrEqual(6);
    expect(lines.every((l) => l.length <= 65)).toBe(true);
    expect(lines.slice(1).filter((l) => /^[:-]/.test(l))).toEqual([]);
    const [read] = readMt940(text);
    expect(purposeOf(read.transactions[0].structuredDetails).endsWith('...')).toBe(true);
  });

  test('a row booked by its kind: a direct debit is SWIFT type NDDT and says "Direct debits"; a card purchase says "Card & online purchases"', () => {
    const statement = withBooks(
      aStatement({
        accounts: [
          anAccount({
            openingBalance: 100,
            closingBalance: 70,
            transactions: [
              aTransaction({ description: 'PRLV SEPA HOLLYBROOK VENTURES', amount: -20, balance: 80 }),
              aTransaction({ description: 'CARTE 03/04 HOLLYBROOK VENTURES', amount: -10, balance: 70 }),
            ],
          }),
        ],
      }),
    );
    const [read] = readMt940(toMt940(statement).toString('ascii'));
    expect(read.transactions.map((t) => [t.transactionType, t.structuredDetails?.['00']])).toEqual([
      ['NDDT', 'Direct debits'],
      ['NMSC', 'Card + online purchases'],
    ]);
  });

  test('an account without an opening balance opens at the closing balance less its rows', () => {
    const [, card] = readMt940(toMt940(twoAccounts()).toString('ascii'));
    expect(card.openingBalance).toBe(0);
    expect(card.closingBalance).toBe(-130.5);
    expect(card.currency).toBe('USD');
  });

  test('an account that prints no balance at all starts from 0, and its closing balance is the sum of its rows', () => {
    const statement = withBooks(aStatement({ accounts: [anAccount({ openingBalance: null, closingBalance: null, transactions: [aTransaction({ amount: -12.34, balance: null }), aTransaction({ amount: 100, balance: null })] })] }));
    const [read] = readMt940(toMt940(statement).toString('ascii'));
    expect([read.openingBalance, read.closingBalance]).toEqual([0, 87.66]);
  });

  test('an account with running balances but no opening or closing one opens at the first running balance less its row', () => {
    const statement = withBooks(aStatement({ accounts: [anAccount({ openingBalance: null, closingBalance: null, transactions: [aTransaction({ amount: -12.34, balance: 487.66 }), aTransaction({ amount: 100, balance: 587.66 })] })] }));
    const [read] = readMt940(toMt940(statement).toString('ascii'));
    expect([read.openingBalance, read.closingBalance]).toEqual([500, 587.66]);
  });

  test('400 characters of Chinese are transliterated to pinyin, cut to the field with "..." at the end, never dropped silently', () => {
    const statement = withBooks(aStatement({ accounts: [anAccount({ currency: 'CNY', openingBalance: 100, closingBalance: 50, transactions: [aTransaction({ description: CHINESE_400, amount: -50, balance: 50 })] })] }));
    const text = toMt940(statement).toString('latin1');
    expect(SWIFT_X.test(text)).toBe(true);
    expect(text.split('\r\n').every((l) => l.length <= 65)).toBe(true);
    const [read] = readMt940(text);
    const purpose = purposeOf(read.transactions[0].structuredDetails);
    expect(purpose.startsWith('ZhiFuBaoKuaiJieZhiFuShangHaiShi')).toBe(true);
    expect(purpose.endsWith('...')).toBe(true);
    expect(letters(CHINESE_400).startsWith(letters(purpose))).toBe(true);
    expect(read.transactions[0].details.split('\n').length).toBeLessThanOrEqual(6);
  });

  test('a newest-first statement gives its entries oldest first, with the same balances', () => {
    const base = twoAccounts().accounts[0];
    const newestFirst = { ...base, transactions: [...base.transactions].reverse(), reading: { printOrder: 'newest_first' } as never };
    const statement = { ...twoAccounts(), accounts: [newestFirst] };
    const [read] = readMt940(toMt940(statement).toString('ascii'));
    expect(read.transactions.map((t) => t.amount)).toEqual([-84.2, 250, -23.06, -387.18]);
    expect(mt940Differences(statement, [read])).toEqual([]);
  });
});

describe('camt.053.001.02', () => {
  test('camt-parser reads every account as the statement: balances, dates, amounts, ids, references, party and words', async () => {
    const statement = twoAccounts();
    const reading = await readCamt053(toCamt053(statement).toString('utf8'));
    expect(camtDifferences(statement, reading)).toEqual([]);
    const [giro, card] = reading.statements;
    expect(giro.account.iban).toBe('DE89370400440532013000');
    expect(giro.balances.map((b) => [b.type, b.amount.value, b.creditDebitIndicator, b.date])).toEqual([
      ['OPBD', '1000.00', 'CRDT', '2024-01-01'],
      ['CLBD', '755.56', 'CRDT', '2024-01-31'],
    ]);
    expect(card.balances.map((b) => [b.type, b.amount.value, b.creditDebitIndicator])).toEqual([
      ['OPBD', '0.00', 'CRDT'],
      ['CLBD', '130.50', 'DBIT'],
    ]);
    // Money out names its creditor, money in its debtor; the text keeps its accents (the XML is UTF-8).
    expect(reading.parties[0][0]).toBe('Stadtwerke München GmbH');
    expect(giro.transactions[0].details[0].references.endToEndId).toBe('2024010212345678');
    expect(reading.remittance[0][1]).toBe('Gutschrift Müller & Söhne KG "Rechnung" 100% bezahlt');
  });

  test('an account without an opening balance says so in the statement\'s note', async () => {
    const { statements } = await readCamt053(toCamt053(twoAccounts()).toString('utf8'));
    expect(statements[0].additionalInfo).toBeUndefined();
    expect(statements[1].additionalInfo).toBe('No opening balance printed: it is the closing balance less the rows.');
  });

  test('a foreign-currency row is an entry in the account\'s currency; the foreign amount stays in its words', async () => {
    const statement = twoAccounts();
    const reading = await readCamt053(toCamt053(statement).toString('utf8'));
    const entry = reading.statements[0].transactions[2];
    expect(entry.amount).toEqual({ currency: 'EUR', value: '23.06' });
    expect(reading.remittance[0][2]).toContain('USD 25,00 KURS 1,0842');
    const [mt] = readMt940(toMt940(statement).toString('ascii'));
    expect(mt.transactions[2].currency).toBe('EUR');
    expect(purposeOf(mt.transactions[2].structuredDetails)).toBe('KARTENZAHLUNG AMAZON.COM USD 25,00 KURS 1,0842');
  });

  test('400 characters of Chinese are kept as written, in remittance lines of 140 and the entry\'s 500-character note', async () => {
    const statement = withBooks(aStatement({ accounts: [anAccount({ currency: 'CNY', openingBalance: 100, closingBalance: 50, transactions: [aTransaction({ description: CHINESE_400, amount: -50, balance: 50 })] })] }));
    const xml = toCamt053(statement).toString('utf8');
    const reading = await readCamt053(xml);
    expect(camtDifferences(statement, reading)).toEqual([]);
    const lines = [...xml.matchAll(/<Ustrd>([^<]*)<\/Ustrd>/g)].map((m) => Array.from(m[1]).length);
    expect(lines).toEqual([140, 140, 120]);
    expect(reading.additional[0][0]).toBe(CHINESE_400);
  });

  test('a statement that did not reconcile keeps its rows: the closing balance is the rows\' sum and the note says what was printed', async () => {
    const statement = withBooks(aStatement({ accounts: [anAccount({ openingBalance: 100, closingBalance: 80, transactions: [aTransaction({ amount: -12.34, balance: 87.66 })] })] }));
    const reading = await readCamt053(toCamt053(statement).toString('utf8'));
    expect(reading.statements[0].balances.map((b) => b.amount.value)).toEqual(['100.00', '87.66']);
    expect(reading.statements[0].additionalInfo).toBe('Closing balance printed on the statement: 80.00; the rows read add up to 87.66.');
    const [mt] = readMt940(toMt940(statement).toString('ascii'));
    expect([mt.openingBalance, mt.closingBalance]).toEqual([100, 87.66]);
  });

  test('an account whose currency the statement does not name is written in XXX, ISO 4217\'s "no currency"', async () => {
    const statement = withBooks(aStatement({ accounts: [anAccount({ currency: null })] }));
    const [mt] = readMt940(toMt940(statement).toString('ascii'));
    expect(mt.currency).toBe('XXX');
    const reading = await readCamt053(toCamt053(statement).toString('utf8'));
    expect(reading.statements[0].account.currency).toBe('XXX');
  });

  test('a row that moved no money is no entry, and the entries add up to the closing balance', async () => {
    const reading = await readCamt053(toCamt053(twoAccounts()).toString('utf8'));
    expect(reading.statements[0].transactions).toHaveLength(4);
  });
});

test('both formats are offered like the others: one file holding every account, named for the format', async () => {
  const statement = twoAccounts();
  const mt = await exportFile(statement, 'mt940');
  expect([mt.extension, mt.contentType]).toEqual(['.sta', 'text/plain; charset=us-ascii']);
  expect(readMt940(mt.body.toString('ascii'))).toHaveLength(2);
  const camt = await exportFile(statement, 'camt053');
  expect([camt.extension, camt.contentType]).toEqual(['.xml', 'application/xml; charset=utf-8']);
  expect((await readCamt053(camt.body.toString('utf8'))).statements).toHaveLength(2);
});
