/**
 * A British credit card statement: "Date | Description | Amount £", purchases printed plain, payments and
 * refunds with "CR". A purchase made abroad carries a second line under the merchant with the original amount
 * and the rate ("USD 45.00 @ 1.2714"): neither description nor amount; its "NON-STERLING TRANSACTION FEE"
 * follows as a row of its own. No running balance: previous balance + rows = new balance in the summary box.
 * Truth: purchases negative, payments positive; the rate line goes into `fxNote` / `foreignAmount` /
 * `foreignCurrency`, not into the description.
 */
import { addDays } from '../format.js';
import { abs, accountNo, cyclePeriod, dateFmt, gen, head, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { fontPx, jitter, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import { byDate } from './kit3.js';

const HOME: Pool = {
  out: [
    'TESCO STORES 3051 BRISTOL', 'AMAZON.CO.UK*2K7QX11T4', 'SHELL CLIFTON DOWN', 'JOHN LEWIS CABOT CIRCUS', 'DELIVEROO', 'WAITROSE 0447 BRISTOL', 'GWR TICKET OFFICE TEMPLE MEADS',
    'SAINSBURYS PETROL BATH', 'SPOTIFY P1F22A01BC', 'TIMPSON LTD BRISTOL', 'WATERSTONES BATH', 'OCTOPUS ENERGY',
  ],
  in: ['PAYMENT RECEIVED - THANK YOU'],
  extra: [],
};
const ABROAD: { merchant: string; ccy: string; rate: () => number }[] = [
  { merchant: 'HOTEL RIBEIRA DO PORTO PORTO', ccy: 'EUR', rate: () => 1.16 },
  { merchant: 'PINGO DOCE LISBOA', ccy: 'EUR', rate: () => 1.16 },
  { merchant: 'RENFE VIAJEROS MADRID', ccy: 'EUR', rate: () => 1.16 },
  { merchant: 'DIGITALOCEAN.COM NEW YORK', ccy: 'USD', rate: () => 1.27 },
  { merchant: 'AIRBNB * HMQ4ZK2 SAN FRANCISCO', ccy: 'USD', rate: () => 1.27 },
  { merchant: 'MIGROS GENEVE CORNAVIN', ccy: 'CHF', rate: () => 1.12 },
  { merchant: 'COOP SVERIGE MALMO', ccy: 'SEK', rate: () => 13.4 },
];

export const cardFxLines: Layout = {
  family: 'card_fx_rate_line_and_fee_row',
  make(r, k) {
    const { start, end } = cyclePeriod(r);
    const d = dateFmt(k === 1 ? 'DD/MM/YY' : 'DD MON');
    const previous = r.int(15_000, 320_000);
    const txs: Tx2[] = gen(r, { start, end, count: r.int(8, 26), pool: HOME, outShare: 1, max: 160, endMargin: 1 });
    txs.push({ date: addDays(start, r.int(3, 12)), lines: ['PAYMENT RECEIVED - THANK YOU'], cents: Math.max(2_500, Math.round(previous * (0.2 + r() * 0.8))) });
    if (r.chance(0.5)) txs.push({ date: addDays(start, r.int(5, 20)), lines: [`REFUND ${r.pick(HOME.out)}`], cents: r.int(500, 8_000) });
    const foreign: Tx2[] = [];
    for (let n = r.int(1, 5); n > 0; n--) {
      const a = r.pick(ABROAD);
      const rate = Math.round(a.rate() * (0.97 + r() * 0.06) * 10_000) / 10_000;
      const orig = r.int(300, 40_000);
      const gbp = Math.round(orig / rate);
      const fxNote = `${a.ccy} ${abs(STYLE.en)(orig)} @ ${rate.toFixed(4)}`;
      const on = addDays(start, r.int(1, 25));
      foreign.push({ date: on, lines: [a.merchant], cents: -gbp, info: { fx: fxNote, ccy: a.ccy, orig: String(orig / 100) } });
      foreign.push({ date: on, lines: ['NON-STERLING TRANSACTION FEE'], cents: -Math.max(1, Math.round(gbp * 0.0299)) });
    }
    const rows = byDate([...txs, ...foreign]);
    if (r.chance(0.6)) rows.push({ date: end, lines: ['INTEREST'], cents: -r.int(200, 5_000) });
    const m = abs(STYLE.en);
    const amount = (c: number) => (c < 0 ? m(c) : `${m(c)} CR`);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 12, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Description', width: 62, cell: ({ t }) => [...t.lines, ...(t.info?.fx ? [t.info.fx] : [])].join('\n') },
      { key: 'amt', title: 'Amount £', width: 16, align: 'right', cell: ({ t }) => amount(t.cents) },
    ]);
    const last4 = accountNo(r, '####');
    const gbp = (c: number) => `£${m(c)}`;
    const bank = r.pick(['Severn Card Services', 'Avon & Mendip Bank Credit Card', 'Westcountry Mastercard']);
    const made = ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: `5412 75** **** ${last4}`, currency: 'GBP', start, end, card: true },
      opening: -previous, txs: rows, cols,
      balances: 'none',
      head: (t) => {
        const fees = -t.txs.filter((x) => x.lines[0].endsWith('FEE')).reduce((a, x) => a + x.cents, 0);
        const interest = -t.txs.filter((x) => x.lines[0] === 'INTEREST').reduce((a, x) => a + x.cents, 0);
        return head(bank, 'Your credit card statement', [r.pick(['Mr Samuel Whitcombe', 'Ms Georgia Penhaligon', 'Dr Imran Qureshi']), r.pick(['9 Royal York Crescent', '22 Gloucester Road', '4 Pulteney Mews']), r.pick(['Bristol BS8 4JX', 'Bristol BS7 8NN', 'Bath BA2 4DN'])], [`Card number ending ${last4}`, `Statement date ${dateFmt('D MONTH YYYY')(end)}`, `Period ${dateFmt('D MON')(start)} to ${dateFmt('D MON YYYY')(end)}`], [
          { kind: 'kv', rows: [['Previous balance', gbp(previous)], ['Payments and credits', `-${gbp(t.in)}`], ['New spending', gbp(-t.out - fees - interest)], ['Fees', gbp(fees)], ['Interest', gbp(interest)], ['New balance', gbp(-t.closing)], ['Minimum payment', gbp(Math.max(2_500, Math.round(-t.closing * 0.025)))]] },
        ]);
      },
      footer: (p, n) => [`Page ${p} of ${n}`],
      balancesPrinted: true,
    });
    // The rate lines go into the truth as the corpora's extra keys.
    made.truth.accounts[0].transactions.forEach((tx, i) => {
      const info = rows[i].info;
      if (info?.fx) Object.assign(tx, { fxNote: info.fx, foreignCurrency: info.ccy, foreignAmount: -Number(info.orig) });
    });
    return made;
  },
};
