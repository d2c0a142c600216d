/**
 * An Indonesian savings account statement ("Rekening Tahapan") as the large Indonesian banks print it:
 * "TANGGAL | KETERANGAN | CBG | MUTASI | SALDO", dates "12/03" with the year only in "PERIODE : MARET 2024",
 * rupiah with dots between thousands and a decimal comma (1.234.567,00), DB or CR after each MUTASI figure, a
 * branch code column, descriptions of several lines where a transfer's lines repeat a reference and the amount
 * as a plain number ("250000.00") and then the other party's name, "SALDO AWAL" as the first row and a
 * closing summary (SALDO AWAL, MUTASI CR with a count, MUTASI DB with a count, SALDO AKHIR) under the table.
 */
import { abs, accountNo, dateFmt, gen, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';
import type { Block } from '../model.js';

const BULAN = ['JANUARI', 'FEBRUARI', 'MARET', 'APRIL', 'MEI', 'JUNI', 'JULI', 'AGUSTUS', 'SEPTEMBER', 'OKTOBER', 'NOVEMBER', 'DESEMBER'];
const PEOPLE = ['BUDI SANTOSO', 'SITI RAHAYU', 'AGUS PRASETYO', 'DEWI LESTARI', 'RINA WULANDARI', 'CV MAJU JAYA ABADI', 'PT SINAR TERANG MANDIRI'];
const SHOPS = ['INDOMARET CIPUTAT', 'ALFAMART BINTARO', 'SUPERINDO CINERE', 'SPBU 34.154.02', 'APOTEK K-24 PAMULANG', 'HOKBEN PONDOK INDAH'];
const POOL: Pool = { out: ['TRSF E-BANKING DB', 'KARTU DEBIT', 'TARIKAN ATM', 'TRANSAKSI DEBIT QRIS', 'BI-FAST DB'], in: ['TRSF E-BANKING CR', 'SETORAN TUNAI', 'BI-FAST CR', 'KR OTOMATIS'], extra: [] };

export const idRupiahDbCr: Layout = {
  family: 'id_rupiah_db_cr_markers',
  make(r, k) {
    const { start, end, year, month } = monthPeriod(r);
    const d = dateFmt('DD/MM');
    const txs: Tx2[] = gen(r, { start, end, count: r.int(12, 45), pool: POOL, max: 1_500_000 }).map((t) => {
      const type = t.lines[0];
      let rupiah = Math.max(10_000, Math.round(Math.abs(t.cents) / 100 / 500) * 500);
      if (type === 'KR OTOMATIS') rupiah = r.int(40, 160) * 100_000;
      const cents = Math.round(rupiah * 100) * Math.sign(t.cents);
      const ddmm = t.date.slice(8, 10) + t.date.slice(5, 7);
      const plain = (Math.abs(cents) / 100).toFixed(2);
      const lines = [type];
      if (type.startsWith('TRSF') || type.startsWith('BI-FAST')) lines.push(`${ddmm}/FTSCY/WS9${r.digits('####')}`, plain, r.pick(PEOPLE));
      else if (type === 'KARTU DEBIT' || type === 'TRANSAKSI DEBIT QRIS') lines.push(r.pick(SHOPS));
      else if (type === 'TARIKAN ATM') lines.push(`${ddmm}/ATM ${r.digits('####')}`);
      else if (type === 'KR OTOMATIS') lines.push('LLG-ANTAR BANK', `GAJI ${BULAN[month - 1]} ${year}`, r.pick(['PT SINAR TERANG MANDIRI', 'PT NUSANTARA LOGISTIK']));
      return { ...t, cents, lines, info: { cbg: type.startsWith('SETORAN') || type.startsWith('TARIKAN') ? r.digits('0###') : '0000' } };
    });
    // Month-end: interest, the tax on it, the administration fee.
    const bunga = r.int(80_000, 4_000_000);
    txs.push({ date: end, lines: ['BUNGA'], cents: bunga, info: { cbg: '0000' } }, { date: end, lines: ['PAJAK BUNGA'], cents: -Math.round(bunga * 0.2), info: { cbg: '0000' } });
    txs.push({ date: end, lines: ['BIAYA ADM'], cents: -r.pick([10_000, 15_000, 17_000]) * 100, info: { cbg: '0000' } });
    const m = abs(STYLE.dot);
    const mutasi = (c: number) => `${m(c)} ${c < 0 ? 'DB' : 'CR'}`;
    const number = accountNo(r, '###-###-####').replace(/-/g, k === 1 ? '-' : '');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'TANGGAL', width: 9, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'KETERANGAN', width: 44, cell: ({ t }) => t.lines.join('\n') },
      { key: 'cbg', title: 'CBG', width: 7, cell: ({ t }) => t.info?.cbg ?? '' },
      { key: 'mut', title: 'MUTASI', width: 19, align: 'right', cell: ({ t }) => mutasi(t.cents) },
      { key: 'bal', title: 'SALDO', width: 17, align: 'right', cell: ({ bal }) => (bal === null ? '' : m(bal)) },
    ]);
    const bank = r.pick(['BANK NUSA PERSADA', 'BANK CENDRAWASIH TBK', 'BANK PRIMA ARTHA']);
    const nIn = txs.filter((t) => t.cents > 0).length;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'IDR', start, end },
      opening: r.int(500_000, 40_000_000) * 100, txs, cols,
      head: (): Block[] => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: ['REKENING TAHAPAN'], size: 11, bold: true },
        { kind: 'pair', left: [r.pick(['ANDI WIJAYA', 'FITRI HANDAYANI', 'HENDRA GUNAWAN']), r.pick(['JL MERPATI RAYA NO 12', 'PERUM BUKIT INDAH BLOK C3/7', 'JL KH AHMAD DAHLAN 45']), r.pick(['TANGERANG SELATAN 15412', 'DEPOK 16424', 'JAKARTA SELATAN 12130'])], right: [`NO. REKENING : ${number}`, 'HALAMAN : 1', `PERIODE : ${BULAN[month - 1]} ${year}`, 'MATA UANG : IDR'] },
      ],
      top: (t) => [label(cols, { date: d(start), desc: 'SALDO AWAL', bal: m(t.opening) })],
      tail: (t) => [
        { block: { kind: 'kv', rows: [['SALDO AWAL :', m(t.opening)], [`MUTASI CR : ${nIn}`, m(t.in)], [`MUTASI DB : ${txs.length - nIn}`, m(t.out)], ['SALDO AKHIR :', m(t.closing)]] }, lines: 6 },
      ],
      pageHeader: (p) => [`${bank}   NO. REKENING : ${number}   HALAMAN : ${p}   PERIODE : ${BULAN[month - 1]} ${year}`],
      footer: (p, n) => (p < n ? ['Bersambung ke halaman berikut'] : []),
      balancesPrinted: true,
    });
  },
};
