/**
 * Greek current account: "Ημερομηνία | Αιτιολογία | Χρέωση | Πίστωση | Υπόλοιπο", dates 05/03/2024, figures
 * "1.234,56", an opening row "ΥΠΟΛΟΙΠΟ ΑΠΟ ΜΕΤΑΦΟΡΑ". One variant puts a branch column ("Κατ/μα") before the text.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ ΥΠΕΡΑΓΟΡΑ ΑΜΠΕΛΟΚΗΠΩΝ', 'ΠΛΗΡΩΜΗ ΛΟΓ/ΣΜΟΥ ΕΝΕΡΓΕΙΑ ΑΙΓΑΙΟΥ', 'ΑΝΑΛΗΨΗ ΑΤΜ ΠΛΑΤΕΙΑ ΚΑΡΑΙΣΚΑΚΗ', 'ΠΑΓΙΑ ΕΝΤΟΛΗ ΕΝΟΙΚΙΟ',
    'ΜΕΤΑΦΟΡΑ ΣΕ ΠΑΠΑΔΑΚΗ ΜΑΡΙΑ', 'ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ ΦΑΡΜΑΚΕΙΟ ΚΥΠΡΙΑΝΟΥ', 'ΣΥΝΔΡΟΜΗ ΚΙΝΗΤΗΣ ΤΗΛΕΦΩΝΙΑΣ ΑΛΚΥΩΝ', 'ΠΡΟΜΗΘΕΙΑ ΤΗΡΗΣΗΣ ΛΟΓΑΡΙΑΣΜΟΥ',
    'ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ ΤΑΒΕΡΝΑ Ο ΠΛΑΤΑΝΟΣ', 'ΠΛΗΡΩΜΗ ΥΔΡΕΥΣΗΣ ΔΗΜΟΥ',
  ],
  in: ['ΜΙΣΘΟΔΟΣΙΑ ΝΑΥΤΙΛΙΑΚΗ ΘΑΛΑΣΣΑ Α.Ε.', 'ΜΕΤΑΦΟΡΑ ΑΠΟ ΓΕΩΡΓΙΟΥ ΚΩΝ/ΝΟ', 'ΤΟΚΟΙ ΚΑΤΑΘΕΣΗΣ', 'ΕΠΙΣΤΡΟΦΗ ΑΓΟΡΑΣ ΦΑΡΜΑΚΕΙΟ ΚΥΠΡΙΑΝΟΥ'],
  extra: ['ΑΡ. ΚΑΡΤΑΣ ****####', 'ΚΩΔ. ΣΥΝΑΛΛΑΓΗΣ ##########', 'ΑΡ. ΠΑΡ/ΚΟΥ ########'],
};

export const elXreosiPistosi: Layout = {
  family: 'el_xreosi_pistosi_ypoloipo',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD/MM/YY' : 'DD/MM/YYYY');
    const txs = gen(r, { start, end, count: r.int(7, 32), pool: POOL, wrap: 1, wrapShare: 0.3, max: 900 }).map((t) => ({ ...t, info: { branch: r.pick(['104', '211', '087', '350']) } }));
    const m = abs(STYLE.dot);
    const bal = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const iban = accountNo(r, 'GR## 0##0 ####  #### #### #### ###');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Ημερομηνία', width: 12, cell: cells.date(d) },
      ...(k === 1 ? [{ title: 'Κατ/μα', width: 7, cell: cells.info('branch') }] : []),
      { key: 'desc', title: 'Αιτιολογία', width: 46, cell: cells.desc() },
      { key: 'out', title: 'Χρέωση', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'in', title: 'Πίστωση', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'bal', title: 'Υπόλοιπο', width: 14, align: 'right', cell: cells.balance(bal) },
    ]);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(20_000, 800_000), txs, cols,
      head: (t) => head(r.pick(['Τράπεζα Ιονίου Πελάγους', 'Συνεταιριστική Τράπεζα Θεσσαλίας', 'Τράπεζα Κυκλάδων Α.Ε.']), 'Αντίγραφο Κίνησης Λογαριασμού', [r.pick(['ΔΗΜΗΤΡΙΟΣ ΑΛΕΞΙΟΥ', 'ΕΛΕΝΗ ΣΤΑΥΡΟΠΟΥΛΟΥ', 'ΝΙΚΟΛΑΟΣ ΜΠΕΝΑΚΗΣ']), r.pick(['ΟΔΟΣ ΕΡΜΟΥ 112', 'ΛΕΩΦ. ΑΛΕΞΑΝΔΡΑΣ 40', 'ΟΔΟΣ ΤΣΙΜΙΣΚΗ 9']), r.pick(['105 63 ΑΘΗΝΑ', '546 22 ΘΕΣΣΑΛΟΝΙΚΗ', '262 21 ΠΑΤΡΑ'])], [`IBAN: ${iban}`, `Περίοδος: ${d(start)} - ${d(end)}`, 'Νόμισμα: EUR'], [
        { kind: 'kv', rows: [['Υπόλοιπο έναρξης', bal(t.opening)], ['Σύνολο χρεώσεων', m(t.out)], ['Σύνολο πιστώσεων', m(t.in)], ['Υπόλοιπο λήξης', bal(t.closing)]] },
      ]),
      top: (t) => [label(cols, { date: d(start), desc: 'ΥΠΟΛΟΙΠΟ ΑΠΟ ΜΕΤΑΦΟΡΑ', bal: bal(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'ΣΥΝΟΛΑ', out: m(t.out), in: m(t.in) }), label(cols, { desc: 'ΝΕΟ ΥΠΟΛΟΙΠΟ', bal: bal(t.closing) })],
      footer: (p, n) => [`Σελίδα ${p} από ${n}`],
      balancesPrinted: true,
    });
  },
};
