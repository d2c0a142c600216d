/**
 * A card statement that never says it is one: "Statement", "Previous balance", "Payments", "New balance",
 * "Minimum due". Purchases print plain, payments and refunds with a minus or "CR"; rows dated without a year
 * (one variant across New Year). Truth: purchases negative, payments positive, the amount owed as negative balances.
 */
import { abs, accountNo, cyclePeriod, dateFmt, head, statement, STYLE, type Col, type Layout } from './kit.js';
import { cardActivity } from './cards.js';
import { addDays } from '../format.js';

export const cardNoCardWords: Layout = {
  family: 'card_statement_without_card_words',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: k === 2 });
    const row = dateFmt('DD MON');
    const full = dateFmt('D MONTH YYYY');
    const previous = r.int(8_000, 250_000);
    const txs = cardActivity(r, start, end, r.int(5, 30), previous);
    const money = abs(STYLE.en);
    const currency = k === 1 ? 'USD' : 'GBP';
    const sym = currency === 'USD' ? '$' : '£';
    const amount = (c: number) => (c < 0 ? money(c) : k === 1 ? `${money(c)} CR` : `-${money(c)}`);
    const last4 = accountNo(r, '####');
    const cols: Col[] = [{ kind: 'date', title: 'Date', width: 12 }, { kind: 'desc', title: 'Description', width: 62 }, { kind: 'amount', title: `Amount (${sym})`, width: 18 }];
    return statement({
      family: this.family,
      size: k === 1 ? 'Letter' : 'A4',
      account: { number: `************${last4}`, currency, start, end, card: true },
      opening: -previous, txs, cols,
      fmt: { date: row, amount },
      head: (t) => {
        const owed = -t.closing;
        const minimum = Math.max(2_500, Math.round(owed * 0.03));
        return head(r.pick(['Orchard Lane Financial', 'Beacon Hill Money', 'Northgate Finance']), 'Statement', [r.pick(['MS JOANNA PRITCHARD', 'MR OWEN DAVIES', 'MRS LEILA HASSAN']), r.pick(['8 PEVERIL GARDENS', '71 CASTLE VIEW', '2 RIVERMEAD COURT']), r.pick(['DERBY DE22 1HX', 'CARDIFF CF11 9LJ', 'BATH BA2 4QS'])], [`Account ending ${last4}`, `Statement date ${full(end)}`, `Period ${full(start)} - ${full(end)}`], [
          { kind: 'kv', rows: [['Previous balance', `${sym}${money(previous)}`], ['Payments and refunds', `-${sym}${money(t.in)}`], ['Purchases, interest and fees', `${sym}${money(t.out)}`], ['New balance', `${sym}${money(owed)}`], ['Minimum due', `${sym}${money(minimum)}`], ['Due by', full(addDays(end, 25))]] },
        ]);
      },
      footer: () => ['Please pay at least the minimum due by the date shown.'],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
