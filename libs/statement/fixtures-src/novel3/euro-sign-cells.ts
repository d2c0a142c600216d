/**
 * A euro current account of a digital bank as printed for Irish customers: "Date | Description | Money out |
 * Money in | Balance", the currency sign in every money cell. The forms the seed picks between (one per
 * statement, as the app's language setting prints it): "€1,234.56" with a negative balance "-€12.00"; the
 * continental "€ 1.234,56" with a space after the sign; or money out printed with its own sign "-€12.00" in
 * the Money out column. The account may go a little below zero (an arranged overdraft).
 */
import { abs, accountNo, dateFmt, gen, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from '../novel2/kit2.js';
import type { Block } from '../model.js';
import { amountsBy } from './kit3.js';

const POOL: Pool = {
  out: [
    'Tesco Ireland Rathmines', 'Dunnes Stores Cornelscourt', 'Leap Card Top-up', 'Electric Ireland', 'To Aoife Brennan', 'Circle K Naas Road', 'Deliveroo', 'Vodafone Ireland',
    'Bord Gais Energy', 'Cash at Bank of Ireland ATM Grafton St', 'Insomnia Coffee Co', 'Penneys Mary Street', 'Irish Rail', 'Apple.com/bill',
  ],
  in: ['From Liffey Analytics Ltd salary', 'From Ciaran Doyle', 'Refund Penneys Mary Street', 'Top-up by Visa *####'],
  extra: ['Reference: ##########'],
};

export const euroSignCells: Layout = {
  family: 'euro_sign_in_every_cell',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YYYY' : 'D MON YYYY');
    const txs = amountsBy(gen(r, { start, end, count: r.int(10, 45), pool: POOL, wrap: 1, wrapShare: 0.3, max: 400 }), [[/salary$/, () => r.int(250_000, 450_000)]]);
    const plain = abs(k === 1 ? STYLE.dot : STYLE.en);
    const eur = (c: number) => (k === 1 ? `€ ${plain(c)}` : `€${plain(c)}`);
    const signedEur = (c: number) => (c < 0 ? `-${eur(c)}` : eur(c));
    const out = (c: number) => (k === 2 ? `-${eur(c)}` : eur(c));
    const iban = `IE${accountNo(r, '## LFFY 9903 ##### ### ###')}`;
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 14, cell: cells.date(d) },
      { key: 'desc', title: 'Description', width: 46, cell: cells.desc() },
      { key: 'out', title: 'Money out', width: 13, align: 'right', cell: cells.debit(out) },
      { key: 'in', title: 'Money in', width: 13, align: 'right', cell: cells.credit(eur) },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: cells.balance(signedEur) },
    ]);
    const bank = r.pick(['Liffey Digital Bank', 'Shannonside Money DAC', 'Corrib Bank Europe']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(-8_000, 150_000), txs, cols,
      overdraft: true,
      head: (t): Block[] => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: ['EUR Statement'], size: 11, bold: true },
        { kind: 'pair', left: [r.pick(['Niamh Gallagher', 'Darragh Kavanagh', 'Sinead Walsh']), r.pick(['Apt 12, Gasworks House', '41 Leinster Road', '7 Ranelagh Mews']), r.pick(['Dublin 4, D04 X2K7', 'Dublin 6, D06 P9R3', 'Dublin 6, D06 C8Y1'])], right: [`IBAN ${iban}`, `BIC LFFYIE2D`, `Generated on ${dateFmt('D MON YYYY')(end)}`] },
        { kind: 'text', lines: [`Balance summary ${dateFmt('D MON YYYY')(start)} - ${dateFmt('D MON YYYY')(end)}`], bold: true },
        { kind: 'kv', rows: [['Opening balance', signedEur(t.opening)], ['Money out', eur(t.out)], ['Money in', eur(t.in)], ['Closing balance', signedEur(t.closing)]] },
      ],
      top: (t) => [label(cols, { date: d(start), desc: 'Opening balance', bal: signedEur(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), desc: 'Closing balance', bal: signedEur(t.closing) })],
      footer: (p, n) => [`${bank} is regulated by the Central Bank of Ireland.  Page ${p} of ${n}`],
      balancesPrinted: true,
    });
  },
};
