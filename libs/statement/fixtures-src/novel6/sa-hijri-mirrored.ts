/**
 * A Saudi current account as the Saudi banks print their bilingual statements: the columns run right to left as
 * in Arabic, so from the page's left edge "Balance | Credit | Debit | Description | Hijri Date | Date", each
 * heading in Arabic over English ("الرصيد / Balance"); the date of every row twice, Gregorian ("05/03/2024") and
 * Umm al-Qura Hijri ("1445/08/24", year first). SAR figures "1,234.56" in separate debit and credit columns, the
 * running balance on every row, "Opening Balance" and "Closing Balance" rows. Descriptions in English (mada POS
 * purchases, SADAD bills, transfers, payroll). Truth dates are the Gregorian ones.
 */
import { abs, amountsBy, dateFmt, fontPx, gen, hijri, jitter, label, ledger, monthPeriod, onlyOnce, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: [
    'mada POS Purchase PANDA RETAIL CO RIYADH', 'mada POS Purchase JARIR BOOKSTORE', 'mada POS Purchase ALDREES PETROLEUM', 'SADAD Payment SAUDI ELECTRICITY CO', 'SADAD Payment STC BILLS',
    'Outgoing Local Transfer SARIE', 'ATM Withdrawal mada', 'Apple Pay Purchase HUNGERSTATION', 'Apple Pay Purchase NAHDI PHARMACY', 'Monthly Account Fee', 'Internal Transfer To Own Account',
  ],
  in: ['Payroll Deposit', 'Incoming Local Transfer SARIE', 'Refund mada POS JARIR BOOKSTORE', 'Incoming Internal Transfer'],
  extra: [],
};

export const saHijriMirrored: Layout = {
  family: 'sa_bilingual_right_to_left_columns_hijri_dates',
  make(r, k) {
    const { start, end } = monthPeriod(r, [2023, 2024]);
    const d = dateFmt(k === 2 ? 'DD-MM-YYYY' : 'DD/MM/YYYY');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(18, 50), pool: POOL, max: 900 }), [/^Payroll/, /^Monthly/, /ELECTRICITY/, /STC/], POOL), [
      [/^Payroll/, () => r.int(900_000, 2_400_000)], [/^Monthly/, () => -r.pick([1_150, 2_300])], [/^ATM/, () => -r.pick([20_000, 50_000, 100_000, 200_000])],
    ]);
    for (const t of txs) {
      if (/Transfer/.test(t.lines[0]) && !/Own/.test(t.lines[0])) t.lines.push(`${t.cents < 0 ? 'To' : 'From'} ${r.pick(['ABDULLAH M ALQAHTANI', 'NOURA S ALOTAIBI', 'FAHAD A ALSHEHRI', 'RAKAN T ALHARBI'])} SA${r.digits('## #### ####')}`);
      if (/^(mada|Apple)/.test(t.lines[0])) t.lines.push(`Card ${r.digits('4###')}******${r.digits('####')}`);
    }
    const m = abs(STYLE.en);
    const cols: Col2[] = jitter(r, [
      { key: 'bal', title: 'الرصيد\nBalance', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
      { key: 'in', title: 'دائن\nCredit', width: 13, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'out', title: 'مدين\nDebit', width: 13, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'desc', title: 'البيان\nDescription', width: 40, cell: ({ t }) => t.lines.join('\n') },
      { key: 'hij', title: 'التاريخ الهجري\nHijri Date', width: 11, cell: ({ t }) => hijri(t.date) },
      { key: 'date', title: 'التاريخ\nDate', width: 11, cell: ({ t }) => d(t.date) },
    ]);
    const bank = r.pick(['Arabian Gulf Commercial Bank', 'Najd National Bank', 'Al Hijaz Investment Bank']);
    const iban = `SA${r.digits('## #### #### #### #### ####')}`;
    const holder = r.pick(['MOHAMMED ABDULAZIZ ALSAUD', 'SARA KHALID ALDOSARI', 'OMAR IBRAHIM ALGHAMDI']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'SAR', start, end },
      opening: r.int(100_000, 5_000_000), txs, cols,
      head: (t) => [
        { kind: 'text', lines: [bank, 'كشف حساب / Account Statement'], size: 13, bold: true },
        { kind: 'pair', left: [`Customer Name: ${holder}`, `IBAN: ${iban}`, 'Currency: SAR ريال سعودي'], right: [`From ${d(start)} (${hijri(start)})`, `To ${d(end)} (${hijri(end)})`, `Branch: ${r.pick(['Olaya', 'King Fahd Road', 'Al Malaz'])}`] },
        { kind: 'kv', rows: [['الرصيد الافتتاحي Opening Balance', m(t.opening)], ['إجمالي المدين Total Debits', m(t.out)], ['إجمالي الدائن Total Credits', m(t.in)], ['الرصيد الختامي Closing Balance', m(t.closing)]] },
      ],
      top: (t) => [label(cols, { date: d(start), hij: hijri(start), desc: 'Opening Balance الرصيد الافتتاحي', bal: m(t.opening) })],
      bottom: (t) => [label(cols, { date: d(end), hij: hijri(end), desc: 'Closing Balance الرصيد الختامي', bal: m(t.closing) })],
      pageHeader: (p, n) => [`${bank}   ${iban}   Page ${p} of ${n} صفحة`],
      footer: (p, n) => [`${p} / ${n}   Licensed by the Saudi Central Bank`],
      firstLines: 30, lines: 50,
      balancesPrinted: true,
    });
  },
};
