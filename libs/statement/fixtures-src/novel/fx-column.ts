/**
 * A foreign-currency column left of the real amount: some rows show "USD 45.00" (and the rate under it); the
 * truth amount is the account-currency figure. Two current-account variants with a running balance, one card.
 */
import { abs, accountNo, cyclePeriod, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout, type R, type Tx } from './kit.js';
import { CARD_MERCHANTS } from './pools-en.js';
import { cardActivity } from './cards.js';

const ABROAD: [string, string, number][] = [
  ['HOTEL BELLAVISTA ROMA', 'EUR', 1.17], ['LAKESIDE OUTFITTERS SEATTLE', 'USD', 1.27], ['KAFFEEHAUS AM RING GRAZ', 'EUR', 1.17], ['NORDFJORD FERRY AS', 'NOK', 13.6],
  ['SAKURA RAMEN OSAKA', 'JPY', 188.4], ['GOLDEN BAY TOURS CA', 'USD', 1.27], ['LIBRERIA DEL PUERTO', 'EUR', 1.17], ['ALPINE RAIL TICKETS', 'CHF', 1.12],
];
const HOME = { out: ['CARD PAYMENT CORNER SHOP', 'DIRECT DEBIT TOWN ENERGY', 'CARD PAYMENT RAILWAY STATION', 'CASH MACHINE HIGH STREET', 'STANDING ORDER RENT'], in: ['SALARY BRIGHTWATER LTD', 'TRANSFER FROM J KOWALSKI', 'REFUND ONLINE ORDER'], extra: [] };

/** Turns some card rows into purchases abroad: the foreign amount and the rate go in the fx column. */
function abroad(r: R, txs: Tx[], home: string, share: number): Tx[] {
  return txs.map((t) => {
    if (t.cents >= 0 || !r.chance(share)) return t;
    const [name, cur, baseRate] = r.pick(ABROAD.filter((a) => a[1] !== home));
    const rate = baseRate * (home === 'GBP' ? 1 : home === 'EUR' ? 1 / 1.17 : 1 / 1.12) * (0.98 + r() * 0.04);
    const foreign = Math.round((-t.cents * rate) / (cur === 'JPY' ? 100 : 1)) * (cur === 'JPY' ? 100 : 1);
    const figure = cur === 'JPY' ? abs(STYLE.yen)(foreign) : abs(STYLE.en)(foreign);
    return { ...t, lines: [name], fx: r.chance(0.5) ? `${cur} ${figure}\n@ ${rate.toFixed(4)}` : `${cur} ${figure}` };
  });
}

export const fxColumn: Layout = {
  family: 'foreign_amount_column_left_of_amount',
  make(r, k) {
    const home = k === 1 ? 'EUR' : 'GBP';
    const d = dateFmt('DD MON YYYY');
    const sig = signed(k === 1 ? STYLE.dot : STYLE.en, 'minus');
    if (k === 2) {
      const { start, end } = cyclePeriod(r);
      const previous = r.int(10_000, 200_000);
      const txs = abroad(r, cardActivity(r, start, end, r.int(8, 26), previous), home, 0.45);
      const money = abs(STYLE.en);
      const cols: Col[] = [{ kind: 'date', title: 'Date', width: 13 }, { kind: 'desc', title: 'Transaction', width: 45 }, { kind: 'fx', title: 'Foreign amount', width: 17 }, { kind: 'amount', title: 'Amount £', width: 15 }];
      const last4 = accountNo(r, '####');
      return statement({
        family: this.family,
        account: { number: `**** **** **** ${last4}`, currency: 'GBP', start, end, card: true },
        opening: -previous, txs, cols,
        fmt: { date: d, amount: (c) => (c < 0 ? money(c) : `-${money(c)}`) },
        head: (t) => head('Wayfarer Card Services', 'Your statement', [r.pick(['Mr Ellis Thornton', 'Ms Grace Adeyemi']), '41 Kingfisher Way', 'Norwich NR4 6TP'], [`Card ending ${last4}`, `${d(start)} to ${d(end)}`], [
          { kind: 'kv', rows: [['Previous balance', `£${money(previous)}`], ['Payments received', `£${money(t.in)}`], ['New spending', `£${money(t.out)}`], ['New balance', `£${money(-t.closing)}`], ['Minimum payment', `£${money(Math.max(2_500, Math.round(-t.closing * 0.03)))}`]] },
        ]),
        balancesPrinted: true, verdict: 'verified',
      });
    }
    const { start, end } = monthPeriod(r);
    const base = gen(r, { start, end, count: r.int(8, 32), pool: { ...HOME, out: [...HOME.out, ...CARD_MERCHANTS.slice(0, 6)] }, max: 600 });
    const txs = abroad(r, base, home, 0.35);
    const number = k === 1 ? accountNo(r, 'BE## #### #### ####') : accountNo(r, '########');
    const cols: Col[] = [
      { kind: 'date', title: 'Date', width: 13 }, { kind: 'desc', title: 'Description', width: 40 }, { kind: 'fx', title: 'Original amount', width: 16 },
      { kind: 'amount', title: `Amount (${home})`, width: 14 }, { kind: 'balance', title: `Balance (${home})`, width: 15 },
    ];
    return statement({
      family: this.family,
      account: { number, currency: home, start, end },
      opening: r.int(50_000, 700_000), txs, cols,
      fmt: { date: d, amount: sig, balance: sig },
      head: (t) => head(k === 1 ? 'Scheldt Private Bank' : 'Albury Cross Bank', 'Account statement', [r.pick(['Ms Ines Verhoeven', 'Mr Tobias Grant']), r.pick(['Kaai 12', '9 Elm Row']), r.pick(['2000 Antwerpen', 'Edinburgh EH7 4AA'])], [`Account ${number}`, `From ${d(start)} to ${d(end)}`, `Currency ${home}`], [
        { kind: 'kv', rows: [['Opening balance', sig(t.opening)], ['Closing balance', sig(t.closing)]] },
      ]),
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
