// Transfers between a holder's own accounts (issue 26 item 4): which rows pair, and which never do.
// Hand-made accounts with invented numbers and shops.
import { describe, expect, test } from '@jest/globals';
import { findTransfers, markTransfers, transferLabel, withBooks, type Account, type Transaction, type TransferAccount } from '@bankxl/statement';

const row = (date: string, description: string, amount: number): Transaction => ({ date, description, amount, balance: null, page: 1, y: 0 });

const account = (over: Partial<Account> & { transactions: Transaction[] }): Account => ({
  accountNumber: null,
  kind: 'bank',
  name: null,
  currency: 'USD',
  openingBalance: null,
  closingBalance: null,
  periodStart: '2024-03-01',
  periodEnd: '2024-03-31',
  checks: { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
  ...over,
});

const checking = (transactions: Transaction[], over: Partial<Account> = {}): TransferAccount => ({
  key: 'checking',
  label: 'Everyday Checking 4821',
  account: account({ accountNumber: '000123454821', name: 'Everyday Checking', transactions, ...over }),
});
const savings = (transactions: Transaction[], over: Partial<Account> = {}): TransferAccount => ({
  key: 'savings',
  label: 'Savings 9034',
  account: account({ accountNumber: '000987659034', name: 'Savings', transactions, ...over }),
});

/** The pairs as "key#row ↔ key#row", for short expectations. */
const pairsOf = (accounts: TransferAccount[]) => findTransfers(accounts).map((p) => `${p.out.key}#${p.out.index} -> ${p.in.key}#${p.in.index} (${p.evidence})`);

describe('a transfer between two accounts of one holder', () => {
  test('when checking names the savings account and savings receives the amount 2 days later, then both rows pair', () => {
    const accounts = [
      checking([row('2024-03-04', 'WHOLE PANTRY MARKET', -54.2), row('2024-03-05', 'ONLINE TRANSFER TO SAV XXXXXX9034', -500)]),
      savings([row('2024-03-07', 'INTEREST PAYMENT', 1.12), row('2024-03-07', 'DEPOSIT', 500)]),
    ];
    expect(pairsOf(accounts)).toEqual(['checking#1 -> savings#1 (names_account)']);
  });

  test('when both rows only say "transfer" and each is the other\'s only candidate, then they pair', () => {
    const accounts = [checking([row('2024-03-10', 'TFR OUT REF 88120', -250)]), savings([row('2024-03-11', 'Überweisung Eingang', 250)])];
    expect(pairsOf(accounts)).toEqual(['checking#0 -> savings#0 (transfer_word)']);
  });

  test.each([
    ['Umbuchung auf Tagesgeld'],
    ['VIREMENT INTERNE VERS LIVRET'],
    ['TRASPASO A CUENTA AHORRO'],
    ['GIROCONTO SU CONTO DEPOSITO'],
    ['OVERBOEKING NAAR SPAARREKENING'],
    ['PRZELEW WLASNY'],
    ['Internal transfer'],
    ['XFER TO SAVINGS'],
  ])('when the money out says "%s", then it is a transfer word', (description) => {
    expect(pairsOf([checking([row('2024-03-10', description, -80)]), savings([row('2024-03-12', 'CREDIT', 80)])])).toHaveLength(1);
  });

  test('marking sets the other side, the Transfers category, and leaves the other rows alone', () => {
    const accounts = [
      checking([row('2024-03-04', 'WHOLE PANTRY MARKET', -54.2), row('2024-03-05', 'ONLINE TRANSFER TO SAV XXXXXX9034', -500)]),
      savings([row('2024-03-07', 'DEPOSIT', 500)]),
    ].map((a) => ({ ...a, account: withBooks({ pages: 1, pagesParsed: 1, bank: null, accounts: [a.account], warnings: [] }).accounts[0] }));
    const [out, into] = markTransfers(accounts);
    expect(out.transactions[1]).toMatchObject({ category: 'transfers', transfer: { account: 'Savings 9034', date: '2024-03-07', amount: 500 } });
    expect(into.transactions[0]).toMatchObject({ category: 'transfers', transfer: { account: 'Everyday Checking 4821', date: '2024-03-05', amount: -500 } });
    expect(out.transactions[0]).toBe(accounts[0].account.transactions[0]);
    expect(out.transactions[0].transfer).toBeUndefined();
  });

  test('a category a person chose (one the shipped rules would not give) wins; the mark is still set', () => {
    const accounts = [checking([row('2024-03-05', 'TRANSFER TO 9034', -500)]), savings([{ ...row('2024-03-06', 'DEPOSIT', 500), category: 'rent' as const }])];
    const [out, into] = markTransfers(accounts);
    expect(out.transactions[0].category).toBe('transfers');
    expect(into.transactions[0]).toMatchObject({ category: 'rent', transfer: { account: 'Everyday Checking 4821' } });
  });

  test('marks of an earlier pairing are cleared when the pair is gone', () => {
    const stale = { ...row('2024-03-05', 'WHOLE PANTRY MARKET', -500), transfer: { account: 'Savings 9034', date: '2024-03-06', amount: 500 } };
    const [only] = markTransfers([checking([stale])]);
    expect(only.transactions[0].transfer).toBeUndefined();
  });

  test('a card payment from checking that names the card pairs with the payment received on the card', () => {
    const card: TransferAccount = { key: 'card', label: 'Visa 7710', account: account({ kind: 'credit_card', accountNumber: 'XXXX XXXX XXXX 7710', transactions: [row('2024-03-20', 'PAYMENT - THANK YOU', 312.45)] }) };
    expect(pairsOf([checking([row('2024-03-18', 'CARDMEMBER SERV WEB PYMT ****7710', -312.45)]), card])).toEqual(['checking#0 -> card#0 (names_account)']);
  });
});

describe('rows that are not transfers between the holder\'s accounts', () => {
  test('when the same amount leaves one account and arrives in another the same day with no word of a transfer, then nothing pairs', () => {
    expect(pairsOf([checking([row('2024-03-05', 'HARBORVIEW DENTAL', -120)]), savings([row('2024-03-05', 'MOBILE CHECK DEPOSIT', 120)])])).toEqual([]);
  });

  test('when a transfer word has two candidates on the other side, then it is not guessed', () => {
    const accounts = [
      checking([row('2024-03-05', 'INTERNAL TRANSFER', -200)]),
      savings([row('2024-03-06', 'CREDIT', 200), row('2024-03-07', 'CREDIT', 200)]),
    ];
    expect(pairsOf(accounts)).toEqual([]);
  });

  test('when a row names the account and has two candidates, then the closest in days is taken, once', () => {
    const accounts = [
      checking([row('2024-03-05', 'TRANSFER TO SAVINGS 9034', -200)]),
      savings([row('2024-03-08', 'CREDIT', 200), row('2024-03-06', 'CREDIT', 200)]),
    ];
    expect(pairsOf(accounts)).toEqual(['checking#0 -> savings#1 (names_account)']);
  });

  test('when the currencies differ, then nothing pairs', () => {
    expect(pairsOf([checking([row('2024-03-05', 'TRANSFER TO 9034', -200)]), savings([row('2024-03-06', 'CREDIT', 200)], { currency: 'EUR' })])).toEqual([]);
  });

  test('when the amounts differ by a cent or the dates by more than 4 days, then nothing pairs', () => {
    expect(pairsOf([checking([row('2024-03-05', 'TRANSFER TO 9034', -200)]), savings([row('2024-03-06', 'CREDIT', 200.01)])])).toEqual([]);
    expect(pairsOf([checking([row('2024-03-05', 'TRANSFER TO 9034', -200)]), savings([row('2024-03-10', 'CREDIT', 200)])])).toEqual([]);
  });

  test('when the money goes out and comes back within one account, then it is not a transfer', () => {
    expect(pairsOf([checking([row('2024-03-05', 'TRANSFER TO 9034', -200), row('2024-03-06', 'TRANSFER FROM 9034', 200)])])).toEqual([]);
  });

  test('two statements of one account (the same number) never pair with each other', () => {
    const march = checking([row('2024-03-30', 'TRANSFER OUT', -75)]);
    const april = { ...checking([row('2024-04-01', 'TRANSFER IN', 75)]), key: 'checking-april' };
    expect(pairsOf([march, april])).toEqual([]);
  });

  test('when only one side says "transfer" (it may pay anyone), then nothing pairs', () => {
    expect(pairsOf([checking([row('2024-03-05', 'TRANSFER TO J MORALES', -200)]), savings([row('2024-03-06', 'CREDIT', 200)])])).toEqual([]);
  });

  test('a salary paid by bank transfer does not pair with a rent paid by bank transfer from the other account', () => {
    expect(pairsOf([savings([row('2024-03-01', 'VIR SEPA LOYER MARS', -950)]), checking([row('2024-03-01', 'VIR SEPA ACME SAS SALAIRE', 950)])])).toEqual([]);
  });

  test('a shop\'s own number that happens to end the other account\'s number does not name it', () => {
    expect(pairsOf([checking([row('2024-03-05', 'PINECONE HARDWARE 9034', -54.2)]), savings([row('2024-03-06', 'CREDIT', 54.2)])])).toEqual([]);
    expect(pairsOf([checking([row('2024-03-05', 'PAYMENT TO ACCT 9034', -54.2)]), savings([row('2024-03-06', 'CREDIT', 54.2)])])).toEqual(['checking#0 -> savings#0 (names_account)']);
  });

  test('a bank fee equal to a transfer in from savings is still a fee', () => {
    expect(pairsOf([checking([row('2024-03-05', 'COMISION MANTENIMIENTO', -15)]), savings([row('2024-03-05', 'Transfer from Savings Pot', 15)])])).toEqual([]);
  });

  test('a payment to another person through a payments app is not a transfer word', () => {
    expect(pairsOf([checking([row('2024-03-05', 'ZELLE TRANSFER TO J MORALES', -60)]), savings([row('2024-03-05', 'TRANSFER IN', 60)])])).toEqual([]);
  });
});

test('an account is labelled by its name and the last 4 digits of its number', () => {
  expect(transferLabel(account({ name: 'Savings', accountNumber: '12-3456-789034', transactions: [] }), 'x')).toBe('Savings 9034');
  expect(transferLabel(account({ accountNumber: '87654321', transactions: [] }), 'x')).toBe('Account 4321');
  expect(transferLabel(account({ transactions: [] }), 'savings.pdf')).toBe('savings.pdf');
});

test('a batch of 24 statements of 200 rows each, many of equal round amounts, is paired quickly and the same way every time', () => {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = ['TESCO STORES', 'TRANSFER OUT', 'TRANSFER IN', 'INTERNAL TRANSFER', 'CREDIT', 'RENT', 'SALARY ACME'];
  const accounts: TransferAccount[] = Array.from({ length: 24 }, (_, a) => ({
    key: `s${a}`,
    label: `Account ${a}`,
    account: account({
      accountNumber: `5000${String(a).padStart(4, '0')}`,
      transactions: Array.from({ length: 200 }, () =>
        row(`2024-03-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`, words[Math.floor(next() * words.length)], (next() < 0.5 ? -1 : 1) * [50, 100, 200, 500][Math.floor(next() * 4)]),
      ),
    }),
  }));
  const started = Date.now();
  const first = findTransfers(accounts);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(findTransfers(accounts)).toEqual(first);
  // Each row is in at most one pair.
  const legs = first.flatMap((p) => [`${p.out.key}#${p.out.index}`, `${p.in.key}#${p.in.index}`]);
  expect(new Set(legs).size).toBe(legs.length);
});
