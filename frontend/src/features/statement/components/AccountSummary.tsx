import { moneyInOut, formatMoney } from '../money';
import type { Account } from '../types';
import { VerdictBadge } from './VerdictBadge';

/** One account at a glance: who, which period, the balances and totals, and whether they check out. */
export function AccountSummary({ account, bank, headingLevel = 3 }: { account: Account; bank: string | null; headingLevel?: 2 | 3 }) {
  const { moneyIn, moneyOut } = moneyInOut(account.transactions.map((t) => t.amount));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = [bank, account.accountNumber ? `account ${account.accountNumber}` : 'account'].filter(Boolean).join(' · ');
  const period = account.periodStart || account.periodEnd ? `${account.periodStart ?? '?'} to ${account.periodEnd ?? '?'}` : 'not printed';
  return (
    <div className="account-summary">
      <div className="account-summary__head">
        <Heading className="account-summary__title">{title}</Heading>
        <VerdictBadge verdict={account.checks.verdict} />
      </div>
      {account.checks.firstBreak ? (
        <p className="account-summary__break">
          {account.checks.verdict === 'verified' ? null : 'First problem: '}
          {account.checks.firstBreak}
        </p>
      ) : null}
      <dl className="facts">
        <div>
          <dt>Currency</dt>
          <dd>{account.currency ?? 'not printed'}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>Opening balance</dt>
          <dd>{formatMoney(account.openingBalance)}</dd>
        </div>
        <div>
          <dt>Closing balance</dt>
          <dd>{formatMoney(account.closingBalance)}</dd>
        </div>
        <div>
          <dt>Transactions</dt>
          <dd>{account.transactions.length.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Money in</dt>
          <dd>{formatMoney(moneyIn)}</dd>
        </div>
        <div>
          <dt>Money out</dt>
          <dd>{formatMoney(moneyOut)}</dd>
        </div>
      </dl>
    </div>
  );
}
