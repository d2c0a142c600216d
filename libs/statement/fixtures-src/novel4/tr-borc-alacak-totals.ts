/**
 * A Turkish current account ("Hesap Ekstresi"): "Tarih | Valör | Açıklama | Dekont No | Borç | Alacak |
 * Bakiye", every figure with the lira suffix ("1.234,56 TL"), the balance on every row. At the foot of each
 * page a "Sayfa Toplamı" row (the page's Borç and Alacak sums) and, where the list goes on, a "Nakli Yekün"
 * row (the running totals carried), printed again at the top of the next page; "Devreden Bakiye" opens the
 * list and "Dönem Sonu Bakiye" closes it. None of those rows is a transaction; the balance proves the rows.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from './kit4.js';
import { fontPx, jitter, label, ledger, type Col2, type Tx2 } from '../novel2/kit2.js';

const POOL: Pool = {
  out: [
    'POS SATIŞ MİGROS ATAŞEHİR', 'FATURA ÖDEME İGDAŞ DOĞALGAZ', 'FATURA ÖDEME TÜRK TELEKOM', 'EFT GİDEN YAVUZ EMLAK KİRA', 'ATM NAKİT ÇEKİM KADIKÖY ŞB.', 'POS SATIŞ A101 YENİ MAĞAZACILIK',
    'FAST GİDEN SELİN AKSOY', 'POS SATIŞ OPET AKARYAKIT', 'KREDİ KARTI ÖDEMESİ', 'HESAP İŞLETİM ÜCRETİ', 'OTOMATİK ÖDEME İSKİ SU', 'POS SATIŞ TRENDYOL',
  ],
  in: ['MAAŞ ÖDEMESİ ANADOLU LOJİSTİK A.Ş.', 'FAST GELEN BURAK ŞAHİN', 'HAVALE GELEN KİRA İADESİ', 'EFT GELEN SGK EMEKLİ'],
  extra: [],
};

export const trBorcAlacakTotals: Layout = {
  family: 'tr_borc_alacak_tl_suffix_page_totals_nakli_yekun',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD.MM.YYYY');
    const txs: Tx2[] = gen(r, { start, end, count: r.int(30, 75), pool: POOL, max: 4_000 }).map((t) => {
      const c = t.lines[0].startsWith('MAAŞ') ? r.int(3_500_000, 9_000_000) : t.lines[0].endsWith('ÜCRETİ') ? -r.int(1_000, 9_900) : t.lines[0].endsWith('KİRA') ? -r.int(1_500_000, 3_500_000) : t.cents;
      return { ...t, cents: c, info: { ref: r.digits('#######') } };
    });
    const m = abs(STYLE.dot, '', ' TL');
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Tarih', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'val', title: 'Valör', width: 11, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Açıklama', width: 34, cell: ({ t }) => t.lines.join('\n') },
      { key: 'ref', title: 'Dekont No', width: 10, cell: ({ t }) => t.info?.ref ?? '' },
      { key: 'out', title: 'Borç', width: 14, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Alacak', width: 14, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
      { key: 'bal', title: 'Bakiye', width: 16, align: 'right', cell: ({ bal }) => (bal === null ? '' : sig(bal)) },
    ]);
    const sums = (is: number[]) => [is.reduce((a, i) => a + Math.min(0, txs[i].cents), 0), is.reduce((a, i) => a + Math.max(0, txs[i].cents), 0)];
    const bank = r.pick(['Marmara Katılım Bankası', 'Boğaziçi Ticaret Bankası A.Ş.', 'Ege Yatırım Bankası']);
    const no = accountNo(r, '####-#######');
    const iban = `TR${accountNo(r, '## 0006 2000 #### 0006 ')}${no.slice(-7)}`;
    let carried: number[] = [];
    const mersis = `0${r.digits('###############')}`;
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'TRY', start, end },
      opening: r.int(500_000, 8_000_000), txs, cols,
      firstLines: k === 0 ? 30 : 34, lines: k === 2 ? 44 : 52, reserve: 4,
      head: (t) => head(bank, 'Vadesiz TL Hesap Ekstresi', [r.pick(['Sayın ELİF YILDIRIM', 'Sayın MURAT KOÇ', 'Sayın ZEYNEP ARSLAN']), r.pick(['Caferağa Mah. Moda Cad. No:41/3', 'Barbaros Bulvarı No:112 D:7', 'Bağdat Cad. No:288 K:2']), r.pick(['34710 Kadıköy / İSTANBUL', '34353 Beşiktaş / İSTANBUL', '34728 Kadıköy / İSTANBUL'])], [`IBAN ${iban}`, `Hesap No ${no}`, `Dönem ${d(start)} - ${d(end)}`], [
        { kind: 'kv', rows: [['Devreden Bakiye', sig(t.opening)], ['Toplam Borç', m(t.out)], ['Toplam Alacak', m(t.in)], ['Dönem Sonu Bakiye', sig(t.closing)]] },
      ]),
      top: (t) => [label(cols, { desc: 'Devreden Bakiye', bal: sig(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'Dönem Sonu Bakiye', bal: sig(t.closing) })],
      pageEnd: (is, goesOn) => {
        const [o, i] = sums(is);
        carried = [carried[0] ?? 0, carried[1] ?? 0].map((v, j) => v + [o, i][j]);
        return [label(cols, { desc: 'Sayfa Toplamı', out: m(o), in: m(i) }), ...(goesOn ? [label(cols, { desc: 'Nakli Yekün', out: m(carried[0]), in: m(carried[1]) })] : [])];
      },
      pageStart: (before) => {
        const [o, i] = sums(before);
        return [label(cols, { desc: 'Önceki Sayfadan Nakli Yekün', out: m(o), in: m(i) })];
      },
      pageHeader: (p, n) => [`${bank}   Hesap Ekstresi   ${iban}   Sayfa ${p}/${n}`],
      footer: (p, n) => [`Sayfa ${p}/${n}   Bu ekstre bilgi amaçlıdır. Mersis No: ${mersis}`],
      balancesPrinted: true,
    });
  },
};
