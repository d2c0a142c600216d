/**
 * An Indian savings account as the large Indian public-sector banks print it: "Txn Date | Value Date |
 * Description | Ref No./Cheque No. | Debit | Credit | Balance", dates "5 Mar 2024", a narrow Description column
 * where the long UPI / NEFT / IMPS strings ("UPI/DR/412345678901/SWIGGY/YESB/swiggy.rzp@axisbank/Order") are cut
 * every so many characters, inside words and numbers, over two to four lines; a Ref column of 12- to 16-digit
 * numbers (not money); an interest row whose text holds two dates ("INT.PD:01-03-2024 TO 31-03-2024"). The
 * balance plain on every row, "Opening Balance" / "Closing Balance" only in the summary. One variant prints
 * dense (6.5 pt).
 */
import { accountNo, amountsBy, onlyOnce, cutEvery, dateFmt, fontPx, gen, head, jitter, ledger, monthPeriod, STYLE, abs, type Col2, type Layout, type Pool, type R, type Tx2 } from './kit5.js';

const PAYEES: [string, string, string][] = [
  ['SWIGGY', 'YESB', 'swiggy.rzp@axisbank'], ['ZOMATO LTD', 'HDFC', 'zomato-order@ptybl'], ['BIGBASKET', 'HDFC', 'bigbasket@hdfcbank'], ['RAHUL SHARMA', 'SBIN', 'rahul.s@okhdfcbank'],
  ['IRCTC', 'SBIN', 'irctcwebsite@sbi'], ['SHREE GANESH KIRANA', 'PUNB', 'q81234567@ybl'], ['UBER INDIA', 'ICIC', 'uberindia@icici'], ['AMIT KUMAR VERMA', 'UTIB', 'amitkv@okicici'],
];
const POOL: Pool = {
  out: ['UPI', 'UPI', 'UPI', 'UPI', 'IMPS', 'ATM', 'ACH', 'SMS ALERT CHARGES'],
  in: ['NEFT SALARY', 'UPI CR', 'UPI CR', 'CASH DEPOSIT'],
  extra: [],
};

/** The full text of a row and its reference, from the kind the generator drew. */
function narration(r: R, kind: string, period: string): [string, string] {
  const ref = r.digits('4##########');
  const [name, bank, vpa] = r.pick(PAYEES);
  switch (kind) {
    case 'UPI': return [`UPI/DR/${ref}/${name}/${bank}/${vpa}/${r.pick(['Order', 'Payment', 'UPI', 'Pay to merchant'])}`, ref];
    case 'UPI CR': return [`UPI/CR/${ref}/${r.pick(['SNEHA IYER', 'VIKRAM SINGH', 'ANJALI GUPTA'])}/${r.pick(['HDFC', 'ICIC', 'KKBK'])}/${r.pick(['sneha.iyer', 'vik.singh', 'anjalig'])}@okaxis/${r.pick(['Share', 'Rent', 'Dinner'])}`, ref];
    case 'IMPS': return [`IMPS/P2A/${ref}/PRIYA NAIR/HDFC/XXXXXXXX${r.digits('####')}/Rent ${r.pick(['Mar', 'flat', 'paid'])}`, ref];
    case 'ATM': return [`ATM WDL/ATM CASH ${r.digits('####')} S1BW00${r.digits('####')}/ANDHERI EAST MUMBAI`, r.digits('############')];
    case 'ACH': return [`ACH DR INW BAJAJ FINANCE LTD EMI ${r.digits('#########')}`, `ACHDR${r.digits('##########')}`];
    case 'NEFT SALARY': return [`NEFT*HDFC0000240*N${r.digits('###############')}*KESTREL TECHNOLOGIES PVT LTD*SALARY`, `N${r.digits('###############')}`];
    case 'CASH DEPOSIT': return [`CASH DEPOSIT SELF AT ${r.pick(['ANDHERI EAST', 'POWAI', 'BANDRA WEST'])} BRANCH`, ''];
    case 'INTEREST': return [`INT.PD:${period}`, ''];
    default: return [kind, ''];
  }
}

export const inUpiRef: Layout = {
  family: 'in_upi_cut_mid_word_ref_column',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('D MON YYYY');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(16, 48), pool: POOL, max: 2_500, endMargin: 1 }), [/SALARY/, /^ACH/, /^SMS/], POOL), [
      [/SALARY/, () => r.int(6_500_000, 14_000_000)], [/^ACH/, () => -r.int(800_000, 2_400_000)], [/^SMS/, () => -r.pick([1_770, 2_065, 2_950])],
    ]);
    txs.push({ date: end, lines: ['INTEREST'], cents: r.int(1_000, 90_000) });
    const width = r.int(20, 27);
    for (const t of txs) {
      const [text, ref] = narration(r, t.lines[0], `${dateFmt('DD-MM-YYYY')(start)} TO ${dateFmt('DD-MM-YYYY')(end)}`);
      t.lines = cutEvery(text, width);
      t.info = { ref };
    }
    const m = abs(STYLE.en);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Txn Date', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'Value\nDate', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Description', width: 26, cell: ({ t }) => t.lines.join('\n') },
      { key: 'ref', title: 'Ref No./Cheque\nNo.', width: 18, cell: ({ t }) => t.info?.ref ?? '' },
      { key: 'out', title: 'Debit', width: 12, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Credit', width: 12, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'Balance', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
    ]);
    const bank = r.pick(['Bank of the Deccan', 'Konkan State Bank', 'Narmada Gramin Bank']);
    const no = accountNo(r, '3##########');
    const ifsc = `${r.pick(['BODC', 'KOSB', 'NAGB'])}000${r.digits('####')}`;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: k === 2 ? { dense: true } : { px: fontPx(r) },
      account: { number: no, currency: 'INR', start, end },
      opening: r.int(500_000, 25_000_000), txs, cols,
      head: (t) => head(bank, `Account Statement from ${d(start)} to ${d(end)}`, [`Account Name : ${r.pick(['Mr. ROHAN DESHPANDE', 'Mrs. KAVITA RAO', 'Mr. ARJUN MENON'])}`, `Address : ${r.pick(['Flat 302, Sai Krupa CHS, Andheri East', '12 Hiranandani Gardens, Powai', 'B-14 Pali Hill, Bandra West'])}`, 'Mumbai 4000##'.replace('##', r.digits('##')), `CIF No. : ${r.digits('###########')}`], [`Account Number : ${no}`, `Account Description : SAVINGS ACCOUNT`, `Branch : ${r.pick(['ANDHERI EAST', 'POWAI', 'BANDRA WEST'])}`, `IFS Code : ${ifsc}`, `Balance as on ${d(end)} : ${m(t.closing)}`], [
        { kind: 'kv', rows: [['Opening Balance', m(t.opening)], ['Total Debits', m(t.out)], ['Total Credits', m(t.in)], ['Closing Balance', m(t.closing)]] },
      ]),
      footer: (p, n) => [`Page ${p} of ${n}   **This is a computer generated statement and does not require a signature.`],
      firstLines: k === 2 ? 50 : 28, lines: k === 2 ? 76 : 50,
      balancesPrinted: true,
    });
  },
};
