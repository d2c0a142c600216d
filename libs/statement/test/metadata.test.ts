import { describe, expect, test } from '@jest/globals';
import { bankNameFrom, bankNameFromLetterhead, currenciesIn, dollarOfTheDocument, dollarsNamedIn, findAccountId, findCurrencyLabel } from '../src/metadata.js';
import { CREDIT_CARD_HINTS, headingKind, sectionSign, specialRowKind } from '../src/keywords.js';

describe('account metadata', () => {
  test.each([
    ['Sort code 20-45-77   Account number 43218765', '43218765'],
    ['IBAN DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['Card number XXXX XXXX XXXX 4821', '************4821'],
    ['Card ending in ****1234', '****1234'],
    ['Account No : 50100234567891', '50100234567891'],
    ['Albion Bank plc - Current Account - Account number 30405060 - Page 2', '30405060'],
    ['Konto-Nr. 1234567890', '1234567890'],
    ['Numéro de compte 00012345678', '00012345678'],
    ['Account number 062000 12345678', '062000 12345678'],
  ])('finds the account in %j', (text, expected) => {
    expect(findAccountId(text)?.value).toBe(expected);
  });

  test.each(['Current Account', 'Kontoauszug vom 01.03.2024 bis 31.03.2024', 'Your account summary', 'Call us on 0800 123 456'])('finds no account in %j', (text) => {
    expect(findAccountId(text)).toBeNull();
  });

  test.each([
    ['Currency: EUR', 'EUR'],
    ['Währung: CHF', 'CHF'],
    ['Devise : EUR', 'EUR'],
    ['USD account', 'USD'],
    ['All amounts in GBP', null],
    // a multi-currency statement's section titles
    ['Pound Sterling (GBP) account', 'GBP'],
    ['US Dollar (USD) account', 'USD'],
    ['Swiss Franc (CHF) wallet', 'CHF'],
    ['Transfer to savings (ABC) account', null],
    ['Paid from your (GBP) account balance of 1,234.56 on a long line of words', null],
  ])('reads the currency label in %j', (text, expected) => {
    expect(findCurrencyLabel(text)).toBe(expected);
  });

  test('a short line naming a bank is the bank; an address or a sentence is not', () => {
    expect(bankNameFrom('Albion Bank plc')).toBe('Albion Bank plc');
    expect(bankNameFrom('Sparkasse Musterstadt')).toBe('Sparkasse Musterstadt');
    expect(bankNameFrom('Banque du Marais')).toBe('Banque du Marais');
    expect(bankNameFrom('12 Bank Street')).toBeNull();
    expect(bankNameFrom('Your bank account statement')).toBeNull();
  });

  test('a bank word at the end of a compound name still names the bank', () => {
    expect(bankNameFrom('Kreissparkasse Nord')).toBe('Kreissparkasse Nord');
    expect(bankNameFrom('Alpenbank Zürich')).toBe('Alpenbank Zürich');
    expect(bankNameFrom('Northern Trust Savings')).toBe('Northern Trust Savings');
    expect(bankNameFrom('Savings account')).toBeNull();
  });

  test('without a bank word, the large print at the top of page 1 is the brand, unless it is the title', () => {
    const body = (y: number, text: string) => ({ text, y, size: 9 });
    const page = [{ text: 'Aurora', y: 40, size: 16 }, body(60, 'A. N. Other'), body(72, '1 Example Road'), body(200, '01 May Coffee 3.20'), body(212, '02 May Rent 900.00')];
    expect(bankNameFromLetterhead(page, 842)).toBe('Aurora');
    expect(bankNameFromLetterhead([{ text: 'Account statement', y: 40, size: 16 }, ...page.slice(1)], 842)).toBeNull();
    expect(bankNameFromLetterhead(page.map((l) => ({ ...l, size: 9 })), 842)).toBeNull();
  });
});

describe('which dollar a bare "$" is', () => {
  test.each([
    ['AUD Statement', ['AUD']],
    ['Amount (CAD)   Balance (CAD)', ['CAD', 'CAD']],
    ['Opening balance US$1,200.00', ['USD']],
    ['MAPLE LEAF BANK   TORONTO ON M5K 1A2', ['CAD']],
    ['AGINCOURT, ONTARIO M1S 5J7', ['CAD']],
    ['273 Hay St  CANBERRA ACT 2601', ['AUD']],
    ['PO Box 5 Perth WA 6000', ['AUD']],
    ['1 Raffles Place, Singapore 048616', ['SGD']],
  ])('%j names %j', (text, expected) => {
    expect(dollarsNamedIn(text)).toEqual(expected);
  });

  test.each([
    'Opening balance $5,579.58',
    // American addresses: a state and a five-digit ZIP code
    'PO Box 9873 | Sioux Falls, SD 57117',
    'Seattle WA 98101',
    // a Spanish company's legal form before a year, a Euro amount
    'SUPERMERCADOS SA 2024   EUR 12,00',
  ])('%j names none', (text) => {
    expect(dollarsNamedIn(text)).toEqual([]);
  });

  test('a statement read as US dollars for want of anything else is in the one other dollar it names; never when it names the US dollar too', () => {
    expect(dollarOfTheDocument('USD', ['CAD', 'CAD'])).toBe('CAD');
    expect(dollarOfTheDocument('USD', [])).toBe('USD');
    expect(dollarOfTheDocument('USD', ['CAD', 'USD'])).toBe('USD');
    expect(dollarOfTheDocument('USD', ['CAD', 'AUD'])).toBe('USD');
    expect(dollarOfTheDocument('EUR', ['CAD'])).toBe('EUR');
    expect(dollarOfTheDocument(null, ['CAD'])).toBeNull();
  });
});

describe('a money heading that names its currency by a sign in brackets', () => {
  test.each([
    ['Posting Date   Description      Money In (R)      Money Out (R)      Balance (R)', ['ZAR', 'ZAR', 'ZAR']],
    ['Date  Narration  Withdrawal Amount (Rs.)  Deposit Amount (Rs.)', ['INR', 'INR']],
    ['Data  Opis  Kwota (zł)  Saldo (zł)', ['PLN', 'PLN']],
  ])('%j names %j', (text, expected) => {
    expect(currenciesIn(text)).toEqual(expected);
  });

  test.each([
    // a registered mark after a brand, a letter in brackets that is not after a money heading, a list item
    'Pay with Visa(R) or Mastercard (R) cards',
    'Section (R) Remarks',
    'Balance (r) of the year',
  ])('%j names none', (text) => {
    expect(currenciesIn(text)).toEqual([]);
  });
});

describe('a document that calls itself a card statement', () => {
  const cardWords = (title: string) => CREDIT_CARD_HINTS.some((re) => re.test(title));
  test.each(['Card statement', 'Relevé de Carte Premier', 'Relevé carte Visa', 'Kreditkartenabrechnung', 'Extracto de tarjeta', 'Estratto conto carta', 'Extrato do cartão', 'Creditcardoverzicht'])(
    '%j is a card statement in its language',
    (title) => expect(cardWords(title)).toBe(true),
  );
  test.each(['Relevé de compte', 'Kontoauszug', 'Extracto de cuenta', 'Estratto conto corrente', 'Extrato de conta', 'Rekeningoverzicht', 'Account statement'])(
    '%j is not',
    (title) => expect(cardWords(title)).toBe(false),
  );
});

describe('rows that are not transactions, and section headings', () => {
  test.each([
    ['BALANCE BROUGHT FORWARD', 'opening'],
    ['Saldo anterior', 'opening'],
    ['Alter Kontostand', 'opening'],
    ['Solde précédent', 'opening'],
    ['Closing balance', 'closing'],
    ['Neuer Kontostand', 'closing'],
    ['Balance carried forward', 'closing'],
    ['Übertrag', 'forward'],
    ['Report', 'forward'],
    ['Totals', 'total'],
    ['Total deposits and other credits', 'total'],
    ['TESCO STORES 3217', null],
    ['REPORTING FEE', null],
  ])('%j is a %s row', (label, kind) => {
    expect(specialRowKind(label)).toBe(kind);
  });

  test('a section heading must be the whole line', () => {
    expect(sectionSign('Deposits and other credits', false)).toBe(1);
    expect(sectionSign('Withdrawals and other debits', false)).toBe(-1);
    expect(sectionSign('Checks paid', false)).toBe(-1);
    expect(sectionSign('Payments and credits', true)).toBe(1);
    expect(sectionSign('Crédit Régional', false)).toBeNull();
    expect(sectionSign('CREDIT INTEREST PAID', false)).toBeNull();
  });
});

describe('column headings', () => {
  test.each([
    ['Date', 'date'],
    ['Buchungstag', 'date'],
    ['Date Posted', 'date'],
    ['Date valeur', 'valueDate'],
    ['Wertstellung', 'valueDate'],
    ['Particulars', 'description'],
    ['Verwendungszweck', 'description'],
    ['Libellé', 'description'],
    ['Description / Narration', 'description'],
    ['Paid out (£)', 'debit'],
    ['Withdrawal Amt.', 'debit'],
    ['Checks/Debits', 'debit'],
    ['Soll', 'debit'],
    ['Af', 'debit'],
    ['Deposits/Credits', 'credit'],
    ['Haben', 'credit'],
    ['Bij', 'credit'],
    ['Amount (in Rs.)', 'amount'],
    ['Betrag (EUR)', 'amount'],
    ['Importe', 'amount'],
    ['Balance ($)', 'balance'],
    ['Kontostand', 'balance'],
    ['Solde', 'balance'],
    ['Chq/Ref No', 'other'],
    ['Debit/Credit', 'amount'],
    ['Money', null],
    ['Deposits/Balance', null],
  ] as const)('%j names the %s column', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });
});
