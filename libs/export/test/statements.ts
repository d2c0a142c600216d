// Hand-built Statements, shaped like libs/statement's output, for the writers' tests.
import type { Account, Statement, Transaction } from '@bankxl/statement';

export const aTransaction = (over: Partial<Transaction> = {}): Transaction => ({
  date: '2024-01-02',
  description: 'TESCO STORES 3217 LONDON',
  amount: -12.34,
  balance: 1222.22,
  page: 1,
  y: 120,
  ...over,
});

export const anAccount = (over: Partial<Account> = {}): Account => ({
  accountNumber: '12345678',
  kind: 'bank',
  name: 'Current Account',
  currency: 'GBP',
  openingBalance: 1234.56,
  closingBalance: 1322.22,
  periodStart: '2024-01-01',
  periodEnd: '2024-01-31',
  transactions: [
    aTransaction(),
    aTransaction({ date: '2024-01-15', description: 'SALARY ACME LTD', amount: 100, balance: 1322.22, page: 2, y: 300 }),
  ],
  checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: true, datesInPeriod: true },
  ...over,
});

export const aStatement = (over: Partial<Statement> = {}): Statement => ({
  pages: 2,
  pagesParsed: 2,
  bank: 'Example Bank plc',
  accounts: [anAccount()],
  warnings: [],
  ...over,
});
