/**
 * A Kenyan mobile-money statement as M-PESA prints it: "Receipt No. | Completion Time | Details | Transaction
 * Status | Paid In | Withdrawn | Balance", the newest row first; a ten-character receipt code before the date
 * ("SC51K2QX7B"), date and time in one cell ("2024-03-05 14:23:11"), "Completed" in a column of its own, money out
 * printed WITH a minus in the Withdrawn column. A transfer or withdrawal is followed by its charge as a row of its
 * own with the same receipt and time ("Customer Transfer of Funds Charge"). A summary table of paid in / paid out
 * per transaction type (and a TOTAL) comes before the list; no opening or closing balance is printed anywhere.
 */
import type { Block } from '../model.js';
import { abs, amountsBy, dateFmt, fontPx, gen, jitter, monthPeriod, openingInCredit, paginate, running, STYLE, tableOf, truthAccount, txRow, withLook, wrapWords, type Col2, type Layout, type Piece, type Pool, type R, type Tx2 } from './kit5.js';

const POOL: Pool = { out: ['SEND', 'SEND', 'PAYBILL', 'BUYGOODS', 'BUYGOODS', 'WITHDRAW', 'AIRTIME'], in: ['RECEIVE', 'RECEIVE', 'DEPOSIT', 'BUSINESS'], extra: [] };
const NAMES = ['JOHN KAMAU', 'MARY WANJIKU', 'PETER OTIENO', 'GRACE AKINYI', 'DAVID MUTUA', 'FAITH CHEBET'];
const TYPE: Record<string, string> = { SEND: 'SEND MONEY', RECEIVE: 'RECEIVED MONEY', DEPOSIT: 'AGENT DEPOSIT', WITHDRAW: 'AGENT WITHDRAWAL', PAYBILL: 'LIPA NA M-PESA (PAYBILL)', BUYGOODS: 'LIPA NA M-PESA (BUY GOODS)' };
const TIERS: [number, number, number][] = [[100, 0, 0], [500, 7, 29], [1_000, 13, 29], [2_500, 33, 52], [5_000, 57, 69], [10_000, 90, 112], [20_000, 105, 197], [Infinity, 108, 309]];
const phone = (r: R) => `07******${r.digits('###')}`;

function details(r: R, kind: string): string {
  switch (kind) {
    case 'SEND': return `Customer Transfer to - ${phone(r)} ${r.pick(NAMES)}`;
    case 'RECEIVE': return `Funds received from - ${phone(r)} ${r.pick(NAMES)}`;
    case 'PAYBILL': return r.pick([`Pay Bill Online to 888880 - KPLC PREPAID Acc. ${r.digits('###########')}`, `Pay Bill to 247247 - Equity Paybill Account Acc. ${r.digits('##########')}`, `Pay Bill Online to 400200 - NAIROBI WATER Acc. ${r.digits('#######')}`]);
    case 'BUYGOODS': return `Merchant Payment Online to ${r.digits('######')} - ${r.pick(['NAIVAS SUPERMARKET WESTLANDS', 'JAVA HOUSE ADLIFE', 'QUICKMART KILIMANI', 'TOTAL ENERGIES NGONG RD'])}`;
    case 'WITHDRAW': return `Customer Withdrawal At Agent Till ${r.digits('######')} - ${r.pick(['KAREN MOBILE SHOP', 'YAYA CENTRE AGENCIES', 'PRESTIGE COMMUNICATIONS'])}`;
    case 'DEPOSIT': return `Deposit of Funds at Agent Till ${r.digits('######')} - ${r.pick(['KAREN MOBILE SHOP', 'YAYA CENTRE AGENCIES'])}`;
    case 'BUSINESS': return `Business Payment from ${r.digits('######')} - ${r.pick(['ACACIA FRESH LTD', 'RIFT VALLEY TEA EXPORTERS', 'MWANGAZA SACCO'])} via API`;
    default: return 'Airtime Purchase';
  }
}

export const keMpesa: Layout = {
  family: 'ke_mobile_money_receipt_time_newest_first_charges',
  make(r, k) {
    const { start, end, year, month } = monthPeriod(r);
    const drawn = amountsBy(gen(r, { start, end, count: r.int(20, 55), pool: POOL, max: 2_500 }), [[/^BUSINESS/, () => r.int(1_500_000, 6_000_000)], [/^AIRTIME/, () => -r.pick([5_000, 10_000, 20_000])]]);
    const txs: Tx2[] = [];
    let clock = '';
    let second = 0;
    for (const t of drawn) {
      if (t.date !== clock) [clock, second] = [t.date, r.int(6 * 3600, 9 * 3600)];
      second = Math.min(86_399, second + r.int(60, 4_000));
      const time = `${t.date} ${[3600, 60, 1].map((u, j) => String(Math.floor(second / u) % (j ? 60 : 24)).padStart(2, '0')).join(':')}`;
      const receipt = `${'RST'[year - 2023]}${'ABCDEFGHIJKL'[month - 1]}${r.int(1, 9)}${r.digits('#')}${Array.from({ length: 6 }, () => r.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('')}`;
      const kind = t.lines[0];
      const cents = kind === 'SEND' || kind === 'WITHDRAW' ? -Math.max(1_000, Math.round(-t.cents / 1_000) * 1_000) : t.cents;
      txs.push({ ...t, lines: [details(r, kind)], cents, info: { receipt, time, kind } });
      const tier = TIERS.find(([upTo]) => Math.abs(cents) / 100 <= upTo)!;
      const charge = kind === 'SEND' ? tier[1] : kind === 'WITHDRAW' ? tier[2] : 0;
      if (charge) txs.push({ date: t.date, lines: [kind === 'SEND' ? 'Customer Transfer of Funds Charge' : 'Withdrawal Charge'], cents: -charge * 100, info: { receipt, time, kind: 'CHARGE' } });
    }
    const opening = openingInCredit(r.int(0, 300_000), txs);
    const bals = running(opening, txs);
    const m = abs(STYLE.en);
    const width = r.int(26, 34);
    const cols: Col2[] = jitter(r, [
      { key: 'rc', title: 'Receipt No.', width: 13, cell: ({ t }) => t.info?.receipt ?? '' },
      { key: 'date', title: 'Completion Time', width: 14, cell: ({ t }) => t.info?.time.replace(' ', k === 1 ? ' ' : '\n') ?? '' },
      { key: 'desc', title: 'Details', width: 36, cell: ({ t }) => t.lines.join('\n') },
      { key: 'st', title: 'Transaction\nStatus', width: 10, cell: () => 'Completed' },
      { key: 'in', title: 'Paid In', width: 11, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'out', title: 'Withdrawn', width: 11, align: 'right', cell: ({ t }) => (t.cents < 0 ? `-${m(t.cents)}` : '') },
      { key: 'bal', title: 'Balance', width: 12, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
    ]);
    // The description is the Details text as printed (wrapped at spaces, read back as one line).
    for (const t of txs) t.lines = wrapWords(t.lines[0], width);
    const sums = (type: string) => txs.filter((t) => (TYPE[t.info!.kind] ?? 'OTHERS') === type);
    const types = [...Object.values(TYPE), 'OTHERS'];
    const row = (name: string, ts: Tx2[]): [string, string, string] => [name, m(ts.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0)), m(ts.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0))];
    const summary = tableOf([{ title: 'TRANSACTION TYPE', width: 40, cell: () => '' }, { title: 'PAID IN', width: 20, align: 'right', cell: () => '' }, { title: 'PAID OUT', width: 20, align: 'right', cell: () => '' }]);
    const full = dateFmt('DD MON YYYY');
    const mobile = `07${r.digits('########')}`;
    const head: Block[] = [
      { kind: 'text', lines: ['M-PESA STATEMENT'], size: 14, bold: true },
      { kind: 'pair', left: [`Customer Name: ${r.pick(['JAMES MWANGI NJOROGE', 'ESTHER ATIENO OMONDI', 'KEVIN KIPCHUMBA ROTICH'])}`, `Mobile Number: ${mobile}`, `Email Address: ${r.pick(['jmwangi', 'eatieno', 'kkrotich'])}@gmail.com`], right: [`Statement Period: ${full(start)} - ${full(end)}`, `Request Date: ${full(end)}`] },
      { kind: 'text', lines: ['SUMMARY'], bold: true },
      { kind: 'table', columns: summary.columns, rows: [...types.map((ty) => ({ cells: row(ty, sums(ty)) })), { cells: row('TOTAL:', txs), bold: true }] },
      { kind: 'text', lines: ['DETAILED STATEMENT'], bold: true },
    ];
    const table = tableOf(cols);
    const order = txs.map((_, i) => i).reverse();
    const pieces: Piece[] = order.map((i) => ({ table, row: txRow(cols, txs[i], i, bals[i]), tx: i }));
    const doc = paginate({
      head, pieces, firstLines: k === 1 ? 30 : 26, lines: 60,
      pageHeader: (p, n) => [`M-PESA Statement   ${mobile}   Page ${p} of ${n}`],
      footer: (p, n) => [`Page ${p} of ${n}   Disclaimer: This record is produced for your information only.`],
    });
    const account = truthAccount({ number: mobile, currency: 'KES', start, end }, null, null, order.map((i) => txs[i]), order.map((i) => bals[i]));
    // Neither an opening nor a closing balance is printed: the running balances tie the rows to each other but nothing
    // confirms the first row's amount, which the product calls "cannot verify" (its SPEC; real-2's Capitec truth too).
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'cannot_verify', accounts: [{ ...account, printOrder: 'newest_first' }] } };
  },
};
