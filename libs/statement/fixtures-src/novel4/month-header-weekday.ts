/**
 * A British building society current account that prints the year once: the rows are grouped under month
 * heading lines ("March 2024", bold, in the details column) and dated with the weekday and the day only
 * ("Mon 04"); the period runs from mid-month to mid-month, and one variant crosses the year end (December
 * into January). "Date | Details | Paid out | Paid in | Balance", balance on the last row of each day only
 * (null on the others); "Balance brought forward" opens the table, "Balance carried forward" closes it; the
 * month headings are not transactions.
 */
import { abs, accountNo, cyclePeriod, dateFmt, gen, head, MONTHS_EN_LONG, STYLE, type Layout, type Pool } from './kit4.js';
import type { Block } from '../model.js';
import { fontPx, jitter, label, openingInCredit, paginate, running, tableOf, truthAccount, txRow, withLook, type Col2, type Piece, type Tx2 } from '../novel2/kit2.js';

const POOL: Pool = {
  out: [
    'CARD PAYMENT TO GREGGS PLC', 'DIRECT DEBIT YORKSHIRE WATER', 'CARD PAYMENT TO MORRISONS LEEDS', 'STANDING ORDER TO H ACKROYD RENT', 'DIRECT DEBIT LEEDS CITY COUNCIL CT',
    'CARD PAYMENT TO NORTHERN TRAINS', 'CASH WITHDRAWAL HEADINGLEY', 'DIRECT DEBIT SKY DIGITAL', 'CARD PAYMENT TO BETTYS HARROGATE', 'FASTER PAYMENT TO E SUTCLIFFE',
    'CARD PAYMENT TO BOOTS BRIGGATE', 'DIRECT DEBIT OVO ENERGY',
  ],
  in: ['BANK CREDIT PENNINE TEXTILES LTD', 'FASTER PAYMENT FROM R BRAITHWAITE', 'CASH PAID IN HEADINGLEY', 'DWP CHILD BENEFIT'],
  extra: [],
};
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const monthHeaderWeekday: Layout = {
  family: 'month_heading_year_once_weekday_day_dates',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: k === 1 });
    const d = (iso: string) => `${DAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${iso.slice(8, 10)}`;
    const txs: Tx2[] = gen(r, { start, end, count: r.int(12, 42), pool: POOL, max: 500 });
    for (const t of txs) {
      if (t.lines[0].startsWith('BANK CREDIT')) t.cents = r.int(190_000, 380_000);
      if (t.lines[0].endsWith('RENT')) t.cents = -r.int(55_000, 95_000);
    }
    const opening = openingInCredit(r.int(10_000, 400_000), txs);
    const bals = running(opening, txs);
    const closing = bals.length ? bals[bals.length - 1] : opening;
    const printed = bals.map((b, i) => (i === txs.length - 1 || txs[i + 1].date !== txs[i].date ? b : null));
    const m = abs(STYLE.en);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 9, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Details', width: 50, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Paid out', width: 13, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Paid in', width: 13, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
    ]);
    const table = tableOf(cols);
    const monthOf = (iso: string) => `${MONTHS_EN_LONG[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
    const pieces: Piece[] = [{ table, row: label(cols, { date: d(start), desc: 'Balance brought forward', bal: m(opening) }, false) }];
    let month = '';
    txs.forEach((t, i) => {
      if (monthOf(t.date) !== month) {
        month = monthOf(t.date);
        pieces.push({ table, row: label(cols, { desc: month }), keep: true });
      }
      pieces.push({ table, row: txRow(cols, t, i, printed[i]), tx: i });
    });
    pieces.push({ table, row: label(cols, { date: d(end), desc: 'Balance carried forward', bal: m(closing) }, false) });
    const society = r.pick(['Calder Valley Building Society', 'Wharfedale Building Society', 'Aire & Ouse Mutual']);
    const no = accountNo(r, '########');
    const full = dateFmt('D MONTH YYYY');
    const headBlocks: Block[] = head(society, 'FlexClub Current Account statement', [r.pick(['Mr Joseph Ackroyd', 'Mrs Hannah Sutcliffe', 'Ms Amira Hussain']), r.pick(['14 Otley Road', '3 Cardigan Terrace', '61 Kirkstall Lane']), r.pick(['Leeds LS6 3AA', 'Leeds LS4 2BW', 'Leeds LS5 3LJ'])], [`Sort code 60-${r.digits('##')}-${r.digits('##')}  Account ${no}`, `${full(start)} to ${full(end)}`, `Statement ${r.int(10, 140)}`]);
    const doc = paginate({ head: headBlocks, pieces, firstLines: 34, lines: 54, pageHeader: (p, n) => [`${society}  Account ${no}  Page ${p} of ${n}`], footer: (p, n) => [`Page ${p} of ${n}   ${society} is authorised by the Prudential Regulation Authority.`] });
    return {
      doc: withLook(doc, { px: fontPx(r) }),
      truth: { family: this.family, verdict: 'verified', accounts: [truthAccount({ number: no, currency: 'GBP', start, end }, opening, closing, txs, printed)] },
    };
  },
};
