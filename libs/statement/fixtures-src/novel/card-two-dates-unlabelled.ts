/**
 * Card statement with two date columns that no label tells apart (blank headings, "Date" twice, or no heading
 * row): the transaction date is the earlier one. Nothing printed says which is which, so the truth verdict is
 * cannot_verify even though the totals add up.
 */
import { addDays } from '../format.js';
import { abs, accountNo, cyclePeriod, dateFmt, head, statement, STYLE, type Col, type Layout } from './kit.js';
import { cardActivity } from './cards.js';

export const cardTwoDatesUnlabelled: Layout = {
  family: 'card_two_date_columns_unlabelled',
  make(r, k) {
    const { start, end } = cyclePeriod(r);
    const d = dateFmt('DD MON');
    const previous = r.int(20_000, 300_000);
    const txs = cardActivity(r, start, end, r.int(8, 30), previous).map((t) => ({
      ...t,
      date: t.cents < 0 && !t.lines[0].startsWith('INTEREST') ? addDays(t.date, -r.int(1, 3)) : t.date,
      date2: t.date,
    }));
    const money = abs(STYLE.en);
    const title = k === 1 ? 'Date' : '';
    const a: Col = { kind: 'date', title, width: 10 };
    const b: Col = { kind: 'date2', title, width: 10 };
    const cols: Col[] = [...(k === 1 ? [b, a] : [a, b]), { kind: 'desc', title: k === 2 ? '' : 'Transaction details', width: 58 }, { kind: 'amount', title: k === 2 ? '' : 'Amount (AUD)', width: 16 }];
    const last4 = accountNo(r, '####');
    return statement({
      family: this.family,
      account: { number: `XXXX XXXX XXXX ${last4}`, currency: 'AUD', start, end, card: true },
      opening: -previous, txs, cols,
      fmt: { date: d, amount: (c) => (c < 0 ? money(c) : `-${money(c)}`) },
      head: (t) => head(r.pick(['Coral Sea Bank', 'Southern Cross Credit Union', 'Ironbark Bank Ltd']), 'Statement of account', [r.pick(['Ms Chloe Nguyen', 'Mr Lachlan Price', 'Ms Ruby Castellano']), r.pick(['6/21 Banksia Avenue', '14 Wattle Street', '88 Esplanade']), r.pick(['Cairns QLD 4870', 'Ballarat VIC 3350', 'Fremantle WA 6160'])], [`Card number XXXX XXXX XXXX ${last4}`, `Statement period ${dateFmt('D MON YYYY')(start)} to ${dateFmt('D MON YYYY')(end)}`], [
        { kind: 'kv', rows: [['Opening balance', `$${money(previous)}`], ['Credits', `-$${money(t.in)}`], ['Debits', `+$${money(t.out)}`], ['Closing balance', `$${money(-t.closing)}`], ['Minimum payment', `$${money(Math.max(2_000, Math.round(-t.closing * 0.025)))}`]] },
      ]),
      noHeader: k === 2,
      balancesPrinted: true, verdict: 'cannot_verify',
    });
  },
};
