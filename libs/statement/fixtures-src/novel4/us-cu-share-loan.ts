/**
 * A US credit union member statement: one member number, three sub-accounts in sections, each with its suffix
 * ("Primary Share S00", "Share Draft Checking S09", "Auto Loan L50"), its own "Previous balance" and "New
 * balance" rows and table: the shares "Date | Transaction Description | Withdrawals | Deposits | Balance",
 * the loan "Date | Transaction Description | Advances/Charges | Payments | Balance Owed" with the amount owed
 * printed positive and going down with each payment. Transfers between the suffixes appear on both sides.
 * Truth: three accounts in printed order; the loan like a card (payments positive, interest charged negative,
 * the printed owed balance positive, opening and closing balances negative).
 */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, monthPeriod, STYLE, type Layout, type Pool } from './kit4.js';
import type { Block } from '../model.js';
import { fontPx, jitter, label, openingInCredit, paginate, running, tableOf, truthAccount, txRow, withLook, type Col2, type Piece, type Tx2 } from '../novel2/kit2.js';
import { byDate } from '../novel3/kit3.js';

const DRAFT: Pool = {
  out: [
    'POS DEBIT FRED MEYER 0221 SALEM OR', 'ACH DEBIT PGE WEB ONLINE', 'SHARE DRAFT #####', 'ATM WITHDRAWAL CO-OP NETWORK LANCASTER DR', 'POS DEBIT SHELL OIL 5744 KEIZER OR',
    'ACH DEBIT STATE FARM INSURANCE', 'POS DEBIT BI-MART 604 SALEM', 'ACH DEBIT COMCAST CABLE', 'POS DEBIT ROTH\'S FRESH MARKETS', 'COURTESY PAY FEE',
  ],
  in: ['ACH CREDIT STATE OF OREGON PAYROLL', 'DEPOSIT AT BRANCH', 'ACH CREDIT VENMO CASHOUT', 'MOBILE DEPOSIT'],
  extra: [],
};

export const usCuShareLoan: Layout = {
  family: 'us_credit_union_share_draft_loan_suffixes',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'MM/DD/YY' : 'MM/DD');
    const member = accountNo(r, '######');
    const draft: Tx2[] = gen(r, { start, end, count: r.int(8, 26), pool: DRAFT, max: 700, endMargin: 2 });
    for (const t of draft) if (t.lines[0].endsWith('PAYROLL')) t.cents = r.int(180_000, 320_000);
    for (const t of draft) if (t.lines[0] === 'COURTESY PAY FEE') t.cents = -r.pick([2_500, 3_000]);
    const share: Tx2[] = [];
    const loan: Tx2[] = [];
    const payDay = addDays(start, r.int(2, 20));
    const payment = r.int(180, 620) * 100 + r.pick([0, 0, 37, 50]);
    draft.push({ date: payDay, lines: ['TRANSFER TO L50 AUTO LOAN PAYMENT'], cents: -payment });
    loan.push({ date: payDay, lines: ['PAYMENT FROM S09'], cents: payment });
    const interestDay = addDays(payDay, 0);
    loan.unshift({ date: interestDay, lines: ['INTEREST CHARGED'], cents: -r.int(2_000, 14_000) });
    const saved = r.int(25, 400) * 100;
    const saveDay = addDays(start, r.int(0, 25));
    draft.push({ date: saveDay, lines: ['TRANSFER TO S00 SAVINGS'], cents: -saved });
    share.push({ date: saveDay, lines: ['TRANSFER FROM S09'], cents: saved });
    share.push({ date: end, lines: ['DIVIDEND'], cents: r.int(5, 900) });
    const draftOpen = openingInCredit(r.int(20_000, 300_000), byDate(draft));
    const sections = [
      { name: 'PRIMARY SHARE', sfx: 'S00', txs: byDate(share), open: r.int(500, 1_500_000) + 500, loan: false },
      { name: k === 2 ? 'FREE CHECKING' : 'SHARE DRAFT CHECKING', sfx: 'S09', txs: byDate(draft), open: draftOpen, loan: false },
      { name: `AUTO LOAN ${r.pick(['2021 SUBARU OUTBACK', '2019 TOYOTA RAV4', '2022 FORD MAVERICK'])}`, sfx: 'L50', txs: loan, open: -r.int(400_000, 3_200_000), loan: true },
    ];
    const m = abs(STYLE.en);
    const pieces: Piece[] = [];
    const accounts = sections.map((s) => {
      const bals = running(s.open, s.txs);
      const close = bals.length ? bals[bals.length - 1] : s.open;
      const shown = (b: number) => (s.loan ? -b : b);
      const cols: Col2[] = jitter(r, [
        { key: 'date', title: 'Date', width: 9, cell: ({ t }) => d(t.date) },
        { key: 'desc', title: 'Transaction Description', width: 50, cell: ({ t }) => t.lines.join('\n') },
        { key: 'out', title: s.loan ? 'Advances/\nCharges' : 'Withdrawals', width: 13, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
        { key: 'in', title: s.loan ? 'Payments' : 'Deposits', width: 13, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
        { key: 'bal', title: s.loan ? 'Balance Owed' : 'Balance', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
      ]);
      const table = tableOf(cols);
      const printed = bals.map(shown);
      pieces.push(
        { block: { kind: 'text', lines: [`${s.name}   ${member}-${s.sfx}`], size: 10.5, bold: true }, lines: 2, keep: true },
        ...(s.loan ? [{ block: { kind: 'text', lines: [`Rate ${r.pick(['5.49', '6.24', '7.99'])}% APR   Payment due ${d(addDays(end, r.int(5, 20)))}   Scheduled payment ${m(payment)}`] } as Block, lines: 2, keep: true }] : []),
        { table, row: label(cols, { date: d(start), desc: 'PREVIOUS BALANCE', bal: m(shown(s.open)) }) },
        ...s.txs.map((t, i): Piece => ({ table, row: txRow(cols, t, i, printed[i]) })),
        { table, row: label(cols, { date: d(end), desc: 'NEW BALANCE', bal: m(shown(close)) }) },
        { block: { kind: 'gap', size: 10 }, lines: 1 },
      );
      const acc = truthAccount({ number: `${member}-${s.sfx}`, currency: 'USD', start, end }, s.open, close, s.txs, printed);
      return s.loan ? { ...acc, type: 'loan' } : acc;
    });
    const cu = r.pick(['Willamette Valley Federal Credit Union', 'Cascade Teachers Credit Union', 'Mid-Valley Community FCU']);
    const full = dateFmt('MM/DD/YYYY');
    const headBlocks: Block[] = [
      { kind: 'text', lines: [cu], size: 14, bold: true },
      { kind: 'text', lines: ['Member Statement'], size: 11, bold: true },
      { kind: 'pair', left: [r.pick(['GLORIA M FUENTES', 'BRANDON T OKAMOTO', 'KATHLEEN A MURRAY']), r.pick(['4718 SUNNYVIEW RD NE', '1290 CANDALARIA BLVD S', '806 CHEMEKETA ST NE']), r.pick(['SALEM OR 97305', 'SALEM OR 97302', 'KEIZER OR 97303'])], right: [`Member number ${member}`, `Statement period ${full(start)} - ${full(end)}`, 'Federally insured by NCUA'] },
    ];
    const doc = paginate({ size: 'Letter', head: headBlocks, pieces, firstLines: 36, lines: 56, pageHeader: (p, n) => [`${cu}  Member ${member}  Page ${p} of ${n}`], footer: (p, n) => [`Page ${p} of ${n}`] });
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts } };
  },
};
