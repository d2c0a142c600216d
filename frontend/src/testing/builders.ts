import { recheckStatement } from '@bankxl/statement/checks';
import type { Account, Statement } from '../features/statement/types';
import type { Me } from '../session';

let seq = 0;
const nextId = () => (seq += 1);

/** A signed-in user as GET /api/me returns it. */
export const aMe = (over: Partial<Me> = {}): Me => ({
  email: `user-${nextId()}@example.test`,
  credits: 3,
  isSubscribed: false,
  deviceWarning: false,
  isRegistered: true,
  hasPassword: true,
  ...over,
});

/** A PDF file as the browser would hand it to us. */
export const aPdf = (name = 'statement.pdf') => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** A row of GET /api/documents, uploaded `ageHours` ago. */
export const aDocument = (ageHours = 1, over: Record<string, unknown> = {}) => {
  const id = nextId();
  return {
    id,
    original_filename: `statement-${id}.pdf`,
    stored_filename: `${id}-stored.xlsx`,
    upload_date: hoursAgo(ageHours),
    expired: false,
    ...over,
  };
};

/** A row of GET /api/credits-history. */
export const aCreditChange = (change: number, description: string, ageHours = 1) => ({
  id: nextId(),
  date: hoursAgo(ageHours),
  change,
  description,
});

/**
 * A one-account statement whose third row's amount was misread: -739.29 where the printed balances say
 * -729.29. The checks come from the engine's own code, as the server would send them.
 */
export const aStatementWithOneWrongAmount = (over: Partial<Statement> = {}): Statement => {
  const account: Account = {
    accountNumber: '31415926',
    kind: 'bank',
    name: null,
    currency: 'GBP',
    openingBalance: 1000,
    closingBalance: 60,
    periodStart: '2024-07-01',
    periodEnd: '2024-07-31',
    transactions: [
      { date: '2024-07-03', description: 'SALARY ACME LTD', amount: 500, balance: 1500, page: 1, y: 200, payee: 'Acme', category: 'payroll' },
      { date: '2024-07-05', description: 'STANDING ORDER RENT', amount: -700, balance: 800, page: 1, y: 220, payee: 'Rent', category: 'rent' },
      { date: '2024-07-07', description: 'CITY PARKING', amount: -739.29, balance: 70.71, page: 2, y: 100, payee: 'City Parking', category: 'travel' },
      { date: '2024-07-09', description: 'COFFEE SHOP LONDON', amount: -10.71, balance: 60, page: 2, y: 120, payee: 'Coffee Shop', category: 'meals' },
    ],
    checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
  };
  return recheckStatement({ pages: 2, pagesParsed: 2, bank: 'Example Bank', accounts: [account], warnings: [], ...over });
};

/** `count` rows that all check out, for the long-statement tests. */
export const aLongStatement = (count: number): Statement => {
  const transactions = Array.from({ length: count }, (_, i) => ({
    date: '2024-07-15',
    description: `CARD PAYMENT ${i + 1}`,
    amount: -1,
    balance: count - i - 1,
    page: 1 + Math.floor(i / 50),
    y: 100 + (i % 50) * 12,
  }));
  return recheckStatement({
    pages: Math.ceil(count / 50),
    pagesParsed: Math.ceil(count / 50),
    bank: 'Example Bank',
    warnings: [],
    accounts: [
      {
        accountNumber: '12345678',
        kind: 'bank',
        name: null,
        currency: 'GBP',
        openingBalance: count,
        closingBalance: 0,
        periodStart: '2024-07-01',
        periodEnd: '2024-07-31',
        transactions,
        checks: { verdict: 'verified', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
      },
    ],
  });
};
