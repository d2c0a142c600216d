/**
 * A US credit card as the large US issuers print "ACCOUNT ACTIVITY": one table "Date of Transaction | Merchant
 * Name or Transaction Description | $ Amount" in sections, "PAYMENTS AND OTHER CREDITS", "PURCHASE", "FEES
 * CHARGED", "INTEREST CHARGED", where EVERY figure is printed positive: a payment or a refund is told from a
 * purchase only by its section heading. The fee and interest sections end in "TOTAL FEES FOR THIS PERIOD" and
 * "TOTAL INTEREST FOR THIS PERIOD" lines, then a year-to-date box ("Total fees charged in 2024 $…") and an
 * "INTEREST CHARGES" table of APRs and balances subject to interest, neither of them rows. Dates "MM/DD", the
 * year only in the "Opening/Closing Date 03/06/24 - 04/05/24" line (one variant over a year end). The account
 * summary prints the previous and the new balance. Truth: printed order, purchases, fees and interest negative,
 * payments and credits positive, no balance column.
 */
import type { Block } from '../model.js';
import { addDays as addDaysIso } from '../format.js';
import { abs, STYLE, cyclePeriod, dateFmt, fontPx, gen, jitter, paginate, tableOf, truthAccount, withLook, type Col2, type Layout, type Piece, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: [
    'WHOLEFDS HBR #10234 BOSTON MA', 'SQ *BLUE BOTTLE COFFEE CAMBRIDGE MA', 'SHELL OIL 57444213 SOMERVILLE MA', 'AMAZON MKTPL*2K4LT0 Amzn.com/bill WA', 'UBER *TRIP HELP.UBER.COM CA', 'TARGET 00012345 WATERTOWN MA',
    'NETFLIX.COM NETFLIX.COM CA', 'DELTA AIR 0062345678901 ATLANTA GA', 'CVS/PHARMACY #01234 BROOKLINE MA', 'TRADER JOE S #509 CAMBRIDGE MA', 'SPOTIFY USA NEW YORK NY', 'STAR MARKET 4567 NEWTON MA',
  ],
  in: ['Payment Thank You-Mobile', 'AUTOMATIC PAYMENT - THANK YOU', 'AMAZON MKTPL*RETURN Amzn.com/bill WA'],
  extra: [],
};

export const usCardAllPositive: Layout = {
  family: 'us_card_sections_all_positive_fee_interest_totals',
  make(r, k) {
    const { start, end } = cyclePeriod(r, { crossYear: k === 2 });
    const d = dateFmt('MM/DD');
    const short = dateFmt('MM/DD/YY');
    const m = abs(STYLE.en);
    const all = gen(r, { start, end, count: r.int(14, 40), pool: POOL, max: 180, outShare: 0.85, endMargin: 1 });
    for (const t of all) if (/^(Payment|AUTOMATIC)/.test(t.lines[0])) t.cents = r.int(20_000, 250_000);
    const credits: Tx2[] = all.filter((t) => t.cents > 0);
    const purchases: Tx2[] = all.filter((t) => t.cents < 0);
    const fees: Tx2[] = [];
    if (r.chance(0.5)) fees.push({ date: addDaysIso(start, r.int(18, 24)), lines: ['LATE FEE'], cents: -r.pick([3_000, 4_000]) });
    for (const t of purchases) if (/DELTA|SPOTIFY/.test(t.lines[0]) && r.chance(0.5)) fees.push({ date: t.date, lines: ['FOREIGN TRANSACTION FEE'], cents: -Math.round(-t.cents * 0.03) });
    fees.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const interest: Tx2[] = r.chance(0.75) ? [{ date: end, lines: ['PURCHASE INTEREST CHARGE'], cents: -r.int(800, 9_000) }] : [];
    const previous = r.int(30_000, 600_000);
    const txs = [...credits, ...purchases, ...fees, ...interest];
    const sum = (ts: Tx2[]) => ts.reduce((a, t) => a + t.cents, 0);
    const closing = -previous + sum(txs);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date of\nTransaction', width: 12, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Merchant Name or Transaction Description', width: 66, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: '$ Amount', width: 14, align: 'right', cell: ({ t }) => m(t.cents) },
    ]);
    const table = tableOf(cols);
    const title = (text: string): Piece => ({ table, row: { cells: ['', text, ''], bold: true }, keep: true });
    const total = (text: string, c: number): Piece => ({ table, row: { cells: ['', text, `$${m(c)}`], bold: true } });
    const pieces: Piece[] = [];
    let i = 0;
    const rows = (ts: Tx2[]) => ts.map((t): Piece => ({ table, row: { cells: cols.map((c) => c.cell({ t, i, bal: null })) }, tx: i++ }));
    if (credits.length) pieces.push(title('PAYMENTS AND OTHER CREDITS'), ...rows(credits));
    if (purchases.length) pieces.push(title('PURCHASE'), ...rows(purchases));
    pieces.push(title('FEES CHARGED'), ...rows(fees), total('TOTAL FEES FOR THIS PERIOD', sum(fees)));
    pieces.push(title('INTEREST CHARGED'), ...rows(interest), total('TOTAL INTEREST FOR THIS PERIOD', sum(interest)));
    const year = end.slice(0, 4);
    const ytdFees = -sum(fees) + r.int(0, 8_000);
    const ytdInterest = -sum(interest) + r.int(0, 30_000);
    const purchaseApr = r.pick(['20.49', '24.99', '27.24']);
    pieces.push(
      { block: { kind: 'text', lines: [`${year} Totals Year-to-Date`], bold: true }, lines: 2, keep: true },
      { block: { kind: 'kv', rows: [[`Total fees charged in ${year}`, `$${m(ytdFees)}`], [`Total interest charged in ${year}`, `$${m(ytdInterest)}`]] }, lines: 3 },
      { block: { kind: 'text', lines: ['INTEREST CHARGES'], bold: true }, lines: 2, keep: true },
      {
        block: {
          kind: 'table',
          columns: [{ title: 'Balance Type', width: 30, align: 'left' }, { title: 'Annual Percentage Rate (APR)', width: 22, align: 'right' }, { title: 'Balance Subject To Interest Rate', width: 24, align: 'right' }, { title: 'Interest Charges', width: 16, align: 'right' }],
          rows: [
            { cells: ['Purchases', `${purchaseApr}%(v)(d)`, `$${m(-sum(interest) ? Math.round(-sum(interest) / (Number(purchaseApr) / 1_200)) : 0)}`, `$${m(-sum(interest))}`] },
            { cells: ['Cash Advances', '29.99%(v)(d)', '$0.00', '$0.00'] },
            { cells: ['Balance Transfers', `${purchaseApr}%(v)(d)`, '$0.00', '$0.00'] },
          ],
        },
        lines: 5,
      },
    );
    const bank = r.pick(['Beacon Hill Card Services', 'Liberty Bay Bank USA, N.A.', 'Commonwealth Harbor Card']);
    const card = `XXXX XXXX XXXX ${r.digits('####')}`;
    const head: Block[] = [
      { kind: 'text', lines: [bank], size: 14, bold: true },
      { kind: 'pair', left: [r.pick(['EMILY R CARTER', 'MICHAEL T NGUYEN', 'SOFIA MARTINEZ']), r.pick(['44 COMMONWEALTH AVE APT 2', '19 ELM ST', '310 BEACON ST']), r.pick(['BOSTON MA 02116-1234', 'SOMERVILLE MA 02143-5678', 'BROOKLINE MA 02446-9012'])], right: [`Account Number: ${card}`, `Opening/Closing Date ${short(start)} - ${short(end)}`, `Payment Due Date ${short(addDaysIso(end, 25))}`] },
      { kind: 'text', lines: ['ACCOUNT SUMMARY'], bold: true },
      {
        kind: 'kv',
        rows: [
          ['Previous Balance', `$${m(previous)}`], ['Payment, Credits', `-$${m(sum(credits))}`], ['Purchases', `+$${m(sum(purchases))}`], ['Cash Advances', '$0.00'], ['Balance Transfers', '$0.00'],
          ['Fees Charged', `+$${m(sum(fees))}`], ['Interest Charged', `+$${m(sum(interest))}`], ['New Balance', `$${m(closing)}`], ['Credit Access Line', `$${m(r.pick([500_000, 1_200_000, 2_500_000]))}`], ['Minimum Payment Due', `$${m(Math.max(3_500, Math.round(-closing * 0.02)))}`],
        ],
      },
      { kind: 'text', lines: ['ACCOUNT ACTIVITY'], bold: true },
    ];
    const doc = paginate({
      size: 'Letter', head, pieces, firstLines: 24, lines: 54,
      pageHeader: (p, n) => [`${bank}   Account Number: ${card}   Page ${p} of ${n}`],
      footer: (p, n) => [`Page ${p} of ${n}   Statement Date: ${short(end)}`],
    });
    const account = truthAccount({ number: card, currency: 'USD', start, end, card: true }, -previous, closing, txs, txs.map(() => null));
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts: [account] } };
  },
};
