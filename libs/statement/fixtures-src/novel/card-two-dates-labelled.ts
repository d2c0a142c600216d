/** Card statement with a transaction date and a posting date, both labelled, in either order (transaction <= posting). */
import { addDays } from '../format.js';
import { abs, accountNo, cyclePeriod, dateFmt, head, statement, STYLE, type Col, type Layout } from './kit.js';
import { cardActivity } from './cards.js';

export const cardTwoDatesLabelled: Layout = {
  family: 'card_transaction_and_posting_dates_labelled',
  make(r, k) {
    const { start, end } = cyclePeriod(r);
    const d = dateFmt('MM/DD');
    const previous = r.int(20_000, 400_000);
    // Activity dates are posting dates; the purchase itself was 0-3 days earlier (payments post the same day).
    const txs = cardActivity(r, start, end, r.int(8, 34), previous).map((t) => ({
      ...t,
      date: t.cents < 0 && !t.lines[0].startsWith('INTEREST') ? addDays(t.date, -r.int(0, 3)) : t.date,
      date2: t.date,
      ref: k === 2 ? r.digits('24########') : undefined,
    }));
    const money = abs(STYLE.en);
    const trans: Col = { kind: 'date', title: ['Trans Date', 'Transaction Date', 'Date of Purchase'][k], width: 11 };
    const post: Col = { kind: 'date2', title: ['Post Date', 'Posting Date', 'Date Posted'][k], width: 11 };
    const cols: Col[] = [
      ...(k === 1 ? [post, trans] : [trans, post]),
      ...(k === 2 ? [{ kind: 'ref', title: 'Reference', width: 13 } as Col] : []),
      { kind: 'desc', title: 'Description', width: k === 2 ? 42 : 52 }, { kind: 'amount', title: 'Amount', width: 14 },
    ];
    const last4 = accountNo(r, '####');
    const usd = (c: number) => `$${money(c)}`;
    return statement({
      family: this.family,
      size: 'Letter',
      account: { number: `XXXX XXXX XXXX ${last4}`, currency: 'USD', start, end, card: true },
      opening: -previous, txs, cols,
      fmt: { date: d, amount: (c) => (c < 0 ? money(c) : `-${money(c)}`) },
      head: (t) => {
        const fees = -t.txs.filter((x) => x.lines[0].endsWith('FEE')).reduce((a, x) => a + x.cents, 0);
        const interest = -t.txs.filter((x) => x.lines[0].startsWith('INTEREST')).reduce((a, x) => a + x.cents, 0);
        const owed = -t.closing;
        return head(r.pick(['Redcliff Bank', 'Sagebrush Federal', 'Lakeshore Trust Co.']), 'Rewards Card Statement', [r.pick(['MARIA ALVAREZ', 'JORDAN WEBB', 'ANIKA SORENSEN']), r.pick(['4410 BIRCHWOOD DR', '18 HARBOR ST APT 3C', '903 MESA VERDE RD']), r.pick(['BOISE ID 83702', 'DULUTH MN 55802', 'TUCSON AZ 85719'])], [`Account ending in ${last4}`, `Billing period ${dateFmt('MM/DD/YY')(start)} - ${dateFmt('MM/DD/YY')(end)}`], [
          { kind: 'kv', rows: [['Previous Balance', usd(previous)], ['Payments and Credits', `-${usd(t.in)}`], ['Purchases', `+${usd(-t.out - fees - interest)}`], ['Fees Charged', `+${usd(fees)}`], ['Interest Charged', `+${usd(interest)}`], ['New Balance', usd(owed)], ['Minimum Payment Due', usd(Math.max(3_500, Math.round(owed * 0.02)))], ['Payment Due Date', dateFmt('MM/DD/YY')(addDays(end, 25))]] },
        ]);
      },
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
