/**
 * A Kuwaiti current account in Kuwaiti dinars, a currency of 1,000 fils: every figure with THREE decimals
 * ("1,234.567", "0.750", "12.000"), the summary too. "Post Date | Value Date | Transaction Details | Debit |
 * Credit | Balance", dates "05-03-2024" (or "05/03/24"), KNET card payments with the terminal's name and a
 * reference on a second line, a salary, transfers, small KNET fees of a few hundred fils. "OPENING BALANCE" and
 * "CLOSING BALANCE" rows. Truth amounts and balances in dinars with three decimals; the date is the post date.
 */
import type { TruthAccount } from '../model.js';
import { amountsBy, dateFmt, fontPx, gen, jitter, label, ledger, mills, monthPeriod, onlyOnce, openingInCredit, running, type Col2, type Layout, type Pool, type Tx2 } from './kit6.js';
import { addDays } from '../format.js';

const POOL: Pool = {
  out: [
    'KNET PURCHASE THE SULTAN CENTER SALMIYA', 'KNET PURCHASE LULU HYPERMARKET AL QURAIN', 'KNET PURCHASE OULA FUEL STATION', 'KNET PAYMENT MINISTRY OF ELECTRICITY', 'KNET PAYMENT ZAIN KUWAIT',
    'ATM CASH WITHDRAWAL', 'TRANSFER TO', 'TRANSFER TO', 'KNET PURCHASE TALABAT', 'KNET SERVICE CHARGE', 'STANDING ORDER RENT',
  ],
  in: ['SALARY TRANSFER', 'TRANSFER FROM', 'REFUND KNET LULU HYPERMARKET', 'CASH DEPOSIT'],
  extra: [],
};
const PEOPLE = ['AHMAD YOUSEF ALENEZI', 'FATMA ALI ALMUTAIRI', 'KHALED SAAD ALAJMI', 'MARIAM H ALRASHIDI'];

export const kwThreeDecimals: Layout = {
  family: 'kw_dinar_three_decimal_fils_amounts',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD/MM/YY' : 'DD-MM-YYYY');
    // Amounts in fils (thousandths of a dinar) in the `cents` field.
    const drawn = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(18, 50), pool: POOL, max: 60 }), [/^SALARY/, /RENT$/, /ELECTRICITY/, /ZAIN/], POOL), [
      [/^SALARY/, () => r.int(900, 2_600) * 100], [/RENT$/, () => -r.int(250, 600) * 100], [/CHARGE$/, () => -r.pick([25, 50, 75])], [/^ATM/, () => -r.pick([20, 40, 50, 100]) * 100],
    ]);
    const txs: Tx2[] = drawn.map((t) => {
      const whole = /^(SALARY|ATM|STANDING|CASH|TRANSFER)/.test(t.lines[0]);
      const fils = /CHARGE$/.test(t.lines[0]) ? Math.abs(t.cents) * 10 : whole ? Math.abs(t.cents) * 10 : Math.abs(t.cents) * 10 + r.int(0, 9);
      return { ...t, cents: Math.sign(t.cents) * fils };
    });
    for (const t of txs) {
      if (/^TRANSFER (TO|FROM)$/.test(t.lines[0])) t.lines = [`${t.lines[0]} ${r.pick(PEOPLE)}`, `${r.pick(['NBK', 'KFH', 'GBK', 'BURGAN'])} KW${r.digits('##')}XXXX${r.digits('######')}`];
      else if (/^KNET/.test(t.lines[0])) t.lines.push(`REF ${r.digits('############')} TERM ${r.digits('########')}`);
      t.valueDate = addDays(t.date, /^KNET PURCHASE/.test(t.lines[0]) ? -r.int(0, 1) : 0) < start ? t.date : addDays(t.date, /^KNET PURCHASE/.test(t.lines[0]) ? -r.int(0, 1) : 0);
    }
    const opening = openingInCredit(r.int(50, 4_000) * 1_000 + r.int(0, 999), txs);
    const bals = running(opening, txs);
    const closing = bals.length ? bals[bals.length - 1] : opening;
    const f = mills({ group: ',', decimal: '.' });
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Post Date', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'Value Date', width: 11, cell: ({ t }) => d(t.valueDate ?? t.date) },
      { key: 'desc', title: 'Transaction Details', width: 44, cell: ({ t }) => t.lines.join('\n') },
      { key: 'out', title: 'Debit', width: 12, align: 'right', cell: ({ t }) => (t.cents < 0 ? f(t.cents) : '') },
      { key: 'in', title: 'Credit', width: 12, align: 'right', cell: ({ t }) => (t.cents > 0 ? f(t.cents) : '') },
      { key: 'bal', title: 'Balance', width: 13, align: 'right', cell: ({ bal }) => (bal === null ? '' : f(bal)) },
    ]);
    const bank = r.pick(['Gulf Pearl Bank K.S.C.P.', 'Al Mubarakiya National Bank', 'Kuwait Coast Commercial Bank']);
    const iban = `KW${r.digits('##')} ${r.pick(['GPBK', 'AMNB', 'KCCB'])} ${r.digits('#### #### #### #### #### ##')}`;
    const out = txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0);
    const inn = txs.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0);
    const built = ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'KWD', start, end },
      opening, txs, cols, overdraft: true,
      head: () => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: ['Statement of Account - Current Account (KWD)'], size: 11, bold: true },
        { kind: 'pair', left: [r.pick(['BADER NASSER ALSABAH', 'HESSA JASSEM ALKANDARI', 'YACOUB FAISAL ALOTAIBI']), `Block ${r.int(1, 12)}, Street ${r.int(1, 40)}, House ${r.int(1, 90)}`, r.pick(['Salmiya', 'Jabriya', 'Mishref'])], right: [`IBAN ${iban}`, `Period ${dateFmt('DD/MM/YYYY')(start)} - ${dateFmt('DD/MM/YYYY')(end)}`, 'Currency KWD'] },
        { kind: 'kv', rows: [['Opening Balance', `KWD ${f(opening)}`], ['Total Debits', `KWD ${f(out)}`], ['Total Credits', `KWD ${f(inn)}`], ['Closing Balance', `KWD ${f(closing)}`]] },
      ],
      top: () => [label(cols, { date: d(start), desc: 'OPENING BALANCE', bal: f(opening) })],
      bottom: () => [label(cols, { date: d(end), desc: 'CLOSING BALANCE', bal: f(closing) })],
      pageHeader: (p, n) => [`${bank}   ${iban}   Page ${p} of ${n}`],
      footer: (p, n) => [`Page ${p} of ${n}   Regulated by the Central Bank of Kuwait`],
      firstLines: 32, lines: 52,
      balancesPrinted: true,
    });
    // The truth in dinars with three decimals (the ledger's truth counts hundredths).
    const acc = built.truth.accounts[0] as TruthAccount;
    const kd = (x: number) => Math.round(x) / 1000;
    const account: TruthAccount = {
      ...acc,
      openingBalance: kd(opening),
      closingBalance: kd(closing),
      transactions: acc.transactions.map((tt, i) => ({ ...tt, amount: kd(txs[i].cents), balance: kd(bals[i]) })),
    };
    return { doc: built.doc, truth: { ...built.truth, accounts: [account] } };
  },
};
