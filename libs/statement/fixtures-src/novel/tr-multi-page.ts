/** Turkish account over 2-4 pages: "İşlem Tarihi | Açıklama | Tutar (TL) | Bakiye (TL)", "1.234,56", forward rows. */
import { accountNo, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['KARTLI ÖDEME GÜNEŞ MARKET', 'FATURA ÖDEMESİ BOĞAZİÇİ ELEKTRİK', 'EFT GİDEN KİRA ÖDEMESİ', 'ATM PARA ÇEKME KADIKÖY', 'KARTLI ÖDEME ECZANE ŞİFA', 'OTOMATİK ÖDEME SU İDARESİ', 'KARTLI ÖDEME ÇINAR KIRTASİYE', 'HESAP İŞLETİM ÜCRETİ', 'FAST GİDEN MEHMET ÖZTÜRK'],
  in: ['MAAŞ ÖDEMESİ YILDIZ TEKSTİL A.Ş.', 'HAVALE GELEN AYŞE KARACA', 'FAİZ TAHAKKUKU', 'İADE KARTLI ÖDEME GÜNEŞ MARKET'],
  extra: ['REF NO: ##########', 'DEKONT NO: ######', 'KART NO: 4### **** **** ####'],
};

export const trMultiPage: Layout = {
  family: 'tr_islem_tarihi_tutar_bakiye_multi_page',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 2 ? 'DD/MM/YYYY' : 'DD.MM.YYYY');
    const txs = gen(r, { start, end, count: r.int(30, 60), pool: POOL, wrap: 1, wrapShare: 0.3, max: 4000 });
    const iban = accountNo(r, 'TR## 00## #### #### #### #### ##');
    const sig = signed(STYLE.dot, 'minus');
    const cols: Col[] = [
      { kind: 'date', title: 'İşlem Tarihi', width: 12 }, { kind: 'desc', title: 'Açıklama', width: 52 },
      { kind: 'amount', title: 'Tutar (TL)', width: 15 }, { kind: 'balance', title: 'Bakiye (TL)', width: 16 },
    ];
    const bank = r.pick(['Anadolu Yatırım Bankası', 'Karadeniz Katılım Bankası', 'Ege Ticaret Bankası A.Ş.']);
    return statement({
      family: this.family,
      account: { number: iban, currency: 'TRY', start, end },
      opening: r.int(100_000, 8_000_000), txs, cols,
      fmt: { date: d, amount: sig, balance: sig },
      head: (t) => head(bank, 'Hesap Özeti', [r.pick(['Zeynep Aydın', 'Mustafa Çelik', 'Elif Şahin']), r.pick(['Bağdat Cad. No: 214/5', 'Atatürk Bulvarı 88 D:3', 'Gül Sokak No: 9']), r.pick(['34728 Kadıköy / İstanbul', '06420 Çankaya / Ankara', '35210 Konak / İzmir'])], [`IBAN: ${iban}`, `Dönem: ${d(start)} - ${d(end)}`, 'Döviz Cinsi: TRY'], [
        { kind: 'kv', rows: [['Dönem Başı Bakiye', sig(t.opening)], ['Toplam Borç', sig(t.out)], ['Toplam Alacak', sig(t.in)], ['Dönem Sonu Bakiye', sig(t.closing)]] },
      ]),
      openingRow: (t) => ({ desc: 'DEVİR BAKİYESİ', balance: sig(t.opening) }),
      carried: (b) => ({ desc: 'SONRAKİ SAYFAYA DEVREDEN', balance: sig(b) }),
      brought: (b) => ({ desc: 'ÖNCEKİ SAYFADAN DEVREDEN', balance: sig(b) }),
      pageHeader: (p, n) => [`${bank} - Hesap Özeti - ${iban} - Sayfa ${p}/${n}`],
      footer: (p, n) => [`Sayfa ${p} / ${n}`],
      firstPageLines: 28, pageLines: k === 1 ? 30 : 46,
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
