/** Finnish account: "Pvm | Tapahtuma | Määrä EUR | Saldo EUR", money out with a trailing minus ("45,20-"), dates "5.3.2024". */
import { accountNo, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['KORTTIOSTO LÄHIKAUPPA KUUSIKKO', 'E-LASKU SÄHKÖ REVONTULI OY', 'VUOKRA ASUNTO OY KOIVURANTA', 'KÄTEISNOSTO AUTOMAATTI KAUPPATORI', 'KORTTIOSTO APTEEKKI JOUTSEN', 'E-LASKU PUHELIN SAIMAANETTI', 'KORTTIOSTO KIRJAKAUPPA LUKUTOUKKA', 'PALVELUMAKSU'],
  in: ['PALKKA TAIVASSALON KONEPAJA OY', 'TILISIIRTO AINO HEIKKINEN', 'HYVITYS KORTTIOSTO', 'KORKO'],
  extra: ['VIITE ##### ##### ###', 'ARKISTOINTITUNNUS ################', 'KORTTI ****####'],
};

export const fiTrailingMinus: Layout = {
  family: 'fi_trailing_minus_amounts',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YYYY' : 'D.M.YYYY');
    const txs = gen(r, { start, end, count: r.int(6, 36), pool: POOL, wrap: 2, wrapShare: 0.35, max: 700 });
    const iban = accountNo(r, 'FI## #### #### #### ##');
    const sig = signed(STYLE.space, 'trailing', { plus: k === 2 });
    const cols: Col[] = [
      { kind: 'date', title: 'Pvm', width: 11 }, { kind: 'desc', title: 'Tapahtuma', width: 52 },
      { kind: 'amount', title: 'Määrä EUR', width: 15 }, { kind: 'balance', title: 'Saldo EUR', width: 15 },
    ];
    return statement({
      family: this.family,
      account: { number: iban, currency: 'EUR', start, end },
      // Some statements start overdrawn: the balance prints with a trailing minus too.
      opening: k === 0 && r.chance(0.5) ? -r.int(5_000, 60_000) : r.int(40_000, 700_000), txs, cols,
      fmt: { date: d, amount: sig, balance: signed(STYLE.space, 'trailing') },
      head: (t) => head(r.pick(['Pohjanmaan Osuuspankki', 'Järvi-Suomen Säästöpankki', 'Lapin Liikepankki Oyj']), 'Tiliote', [r.pick(['Aino Virtanen', 'Juha Mäkelä', 'Sanna Nieminen']), r.pick(['Koulukatu 15 B 12', 'Rantatie 4', 'Pihlajatie 27 A 3']), r.pick(['33100 Tampere', '40100 Jyväskylä', '96100 Rovaniemi'])], [`Tilinumero ${iban}`, `Ajanjakso ${d(start)} - ${d(end)}`, 'Valuutta EUR'], [
        { kind: 'kv', rows: [['Alkusaldo', signed(STYLE.space, 'trailing')(t.opening)], ['Loppusaldo', signed(STYLE.space, 'trailing')(t.closing)]] },
      ]),
      footer: (p, n) => [`Sivu ${p}/${n}`],
      overdraft: true, balancesPrinted: true, verdict: 'verified',
    });
  },
};
