/** Polish current account: "Data operacji | Opis | Kwota | Saldo", "-1 234,56", dd.mm.yyyy, a summary box. */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, signed, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['PŁATNOŚĆ KARTĄ SKLEP POD LIPAMI', 'PRZELEW WYCHODZĄCY CZYNSZ ZA LOKAL', 'ZLECENIE STAŁE SPÓŁDZIELNIA MIESZKANIOWA ŁĄCZNA', 'WYPŁATA Z BANKOMATU RYNEK GŁÓWNY', 'PŁATNOŚĆ BLIK PIEKARNIA ZŁOTY KŁOS', 'POLECENIE ZAPŁATY ENERGIA WISŁA SA', 'PŁATNOŚĆ KARTĄ APTEKA POD ŻURAWIEM', 'OPŁATA ZA PROWADZENIE RACHUNKU', 'PŁATNOŚĆ KARTĄ STACJA PALIW BRZOZA'],
  in: ['WYNAGRODZENIE ZAKŁADY MECHANICZNE ODRA SP. Z O.O.', 'PRZELEW PRZYCHODZĄCY OD JOANNA NOWICKA', 'ZWROT ZA ZAKUP SKLEP POD LIPAMI', 'KAPITALIZACJA ODSETEK'],
  extra: ['TYTUŁ: FAKTURA ###/2024', 'NR REF. ############', 'KARTA ****####', 'DATA TRANSAKCJI ##.##'],
};
const BANKS = ['Bank Nadwiślański S.A.', 'Podhalański Bank Spółdzielczy', 'Bałtycki Bank Handlowy S.A.'];
const HOLDERS: [string, string, string][] = [['Katarzyna Wróblewska', 'ul. Lipowa 14/3', '31-512 Kraków'], ['Tomasz Żelazny', 'os. Słoneczne 7 m. 22', '60-689 Poznań'], ['Agnieszka Kołodziej', 'ul. Grunwaldzka 118', '80-244 Gdańsk']];

export const plKwotaSaldo: Layout = {
  family: 'pl_data_operacji_opis_kwota_saldo',
  make(r, k) {
    const { start, end, month } = monthPeriod(r);
    const money = k === 1 ? STYLE.nbsp : STYLE.space;
    const d = dateFmt('DD.MM.YYYY');
    const txs = gen(r, { start, end, count: r.int(8, k === 2 ? 45 : 24), pool: POOL, wrap: 2, wrapShare: 0.4, max: 900 });
    const iban = accountNo(r, 'PL## #### #### #### #### #### ####');
    const cols: Col[] = [
      { kind: 'date', title: 'Data operacji', width: 13 }, { kind: 'desc', title: 'Opis', width: 50 },
      { kind: 'amount', title: 'Kwota', width: 15 }, { kind: 'balance', title: 'Saldo', width: 16 },
    ];
    const sig = signed(money, 'minus');
    const holder = r.pick(HOLDERS);
    return statement({
      family: this.family,
      account: { number: iban, currency: 'PLN', start, end },
      opening: r.int(50_000, 1_500_000), txs, cols,
      fmt: { date: d, amount: sig, balance: sig },
      head: (t) => head(r.pick(BANKS), `Wyciąg z rachunku nr ${month}/${start.slice(0, 4)}`, [...holder], [`Numer rachunku: ${iban}`, `Okres: ${d(start)} - ${d(end)}`, 'Waluta: PLN'], [
        { kind: 'kv', rows: [['Saldo początkowe', sig(t.opening)], ['Suma uznań', abs(money)(t.in)], ['Suma obciążeń', abs(money)(t.out)], ['Saldo końcowe', sig(t.closing)]] },
      ]),
      footer: (p, n) => [`Strona ${p} z ${n}`],
      pageHeader: () => [`Wyciąg z rachunku ${iban}`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
