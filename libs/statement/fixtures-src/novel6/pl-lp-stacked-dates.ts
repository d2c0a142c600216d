/**
 * A Polish current account statement ("Wyciąg z rachunku") as the Polish banks print it: a "Lp." column numbering
 * the records 1, 2, 3 … at the left edge, then "Data operacji / Data księgowania" with the two dates stacked in one
 * cell ("2024-03-05" over "2024-03-06"), "Opis operacji" over three or four lines (the kind, "Nadawca:" or
 * "Odbiorca:" with the party, "Tytuł:", a card or account line), "Kwota" signed with a space between thousands
 * ("-1 234,56") and "Saldo po operacji" on every record. The summary above holds "Saldo początkowe", "Suma uznań
 * (12)", "Suma obciążeń (34)" (the counts in brackets) and "Saldo końcowe". Truth: the date is the operation date,
 * the booking date a postDate; the Lp. number is not part of the description.
 */
import { addDays } from '../format.js';
import { amountsBy, dateFmt, fontPx, formatted, gen, jitter, ledger, monthPeriod, onlyOnce, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: ['KARTA', 'KARTA', 'KARTA', 'BLIK', 'PRZELEW_OUT', 'PRZELEW_OUT', 'ZUS', 'CZYNSZ', 'BANKOMAT', 'OPLATA'],
  in: ['WYNAGRODZENIE', 'PRZELEW_IN', 'PRZELEW_IN', 'ZWROT'],
  extra: [],
};
const SHOPS = ['BIEDRONKA 4321 WARSZAWA', 'ZABKA Z1234 K.1 KRAKOW', 'ORLEN STACJA NR 123 POZNAN', 'ROSSMANN 212 GDANSK', 'LIDL OGRODOWA WROCLAW', 'ALLEGRO.PL POZNAN'];
const PEOPLE = ['JAN KOWALSKI UL. SZEROKA 5 00-001 WARSZAWA', 'ANNA NOWAK UL. POLNA 12 30-001 KRAKOW', 'PIOTR WISNIEWSKI OS. ZIELONE 3 60-101 POZNAN'];

export const plLpStackedDates: Layout = {
  family: 'pl_lp_numbers_stacked_operation_booking_dates',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YYYY' : 'YYYY-MM-DD');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(18, 50), pool: POOL, max: 500, endMargin: 3 }), [/^WYNAGRODZENIE/, /^ZUS/, /^CZYNSZ/, /^OPLATA/], POOL), [
      [/^WYNAGRODZENIE/, () => r.int(550_000, 1_200_000)], [/^CZYNSZ/, () => -r.int(120_000, 320_000)], [/^ZUS/, () => -r.int(40_000, 160_000)], [/^OPLATA/, () => -r.pick([500, 900, 1_200])], [/^BANKOMAT/, () => -r.pick([10_000, 20_000, 50_000])],
    ]);
    const acct = () => `${r.digits('## #### #### #### #### #### ####')}`;
    for (const t of txs) {
      const kind = t.lines[0];
      t.lines =
        kind === 'KARTA' ? ['TRANSAKCJA KARTĄ PŁATNICZĄ', `${r.pick(SHOPS)}`, `Karta: 4${r.digits('###')} XXXX XXXX ${r.digits('####')}`, `Kwota oryg.: ${formatted(STYLE.space)(t.cents)} PLN`]
        : kind === 'BLIK' ? ['PŁATNOŚĆ BLIK', `Odbiorca: ${r.pick(['ALLEGRO SP. Z O.O.', 'PYSZNE.PL', 'MOBILET SP. Z O.O.'])}`, `Tytuł: ${r.digits('##########')}`]
        : kind === 'PRZELEW_OUT' ? ['PRZELEW ZEWNĘTRZNY WYCHODZĄCY', `Odbiorca: ${r.pick(PEOPLE)}`, `Tytuł: ${r.pick(['ZWROT ZA BILETY', 'PREZENT', 'FAKTURA NR ' + r.digits('###/2024')])}`, `Rachunek: ${acct()}`]
        : kind === 'ZUS' ? ['PRZELEW DO ZUS', 'Odbiorca: ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH', `Tytuł: SKŁADKI ${dateFmt('MM/YYYY')(t.date)}`]
        : kind === 'CZYNSZ' ? ['ZLECENIE STAŁE', 'Odbiorca: SPÓŁDZIELNIA MIESZKANIOWA "PRZYSZŁOŚĆ"', `Tytuł: CZYNSZ ${dateFmt('MM/YYYY')(t.date)}`, `Rachunek: ${acct()}`]
        : kind === 'BANKOMAT' ? ['WYPŁATA Z BANKOMATU', `${r.pick(['EURONET', 'PLANET CASH', 'BANKOMAT BANKU'])} ${r.pick(['WARSZAWA', 'KRAKOW', 'GDANSK'])}`, `Karta: 4${r.digits('###')} XXXX XXXX ${r.digits('####')}`]
        : kind === 'OPLATA' ? ['OPŁATA ZA PROWADZENIE RACHUNKU']
        : kind === 'WYNAGRODZENIE' ? ['PRZELEW PRZYCHODZĄCY', `Nadawca: ${r.pick(['FABRYKA MEBLI MAZOWSZE SP. Z O.O.', 'POLSOFT S.A.'])}`, `Tytuł: WYNAGRODZENIE ZA ${dateFmt('MM/YYYY')(t.date)}`]
        : kind === 'ZWROT' ? ['ZWROT TRANSAKCJI KARTĄ', r.pick(SHOPS)]
        : ['PRZELEW PRZYCHODZĄCY', `Nadawca: ${r.pick(PEOPLE)}`, `Tytuł: ${r.pick(['ZWROT', 'ZA OBIAD', 'RATA'])}`];
      t.postDate = kind === 'KARTA' || kind === 'BANKOMAT' || kind === 'BLIK' ? addDays(t.date, r.int(0, 2)) : t.date;
    }
    const m = formatted(k === 2 ? STYLE.nbsp : STYLE.space);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const cols: Col2[] = jitter(r, [
      { key: 'lp', title: 'Lp.', width: 5, align: 'right', cell: ({ i }) => String(i + 1) },
      { key: 'date', title: 'Data operacji\nData księgowania', width: 14, cell: ({ t }) => `${d(t.date)}\n${d(t.postDate ?? t.date)}` },
      { key: 'desc', title: 'Opis operacji', width: 50, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: 'Kwota', width: 13, align: 'right', cell: ({ t }) => sig(t.cents) },
      { key: 'bal', title: 'Saldo po\noperacji', width: 14, align: 'right', cell: ({ bal }) => (bal === null ? '' : sig(bal)) },
    ]);
    const bank = r.pick(['Bank Mazowiecki S.A.', 'Wielkopolski Bank Spółdzielczy', 'Bank Pomorski S.A.']);
    const no = `PL${r.digits('## #### #### #### #### #### ####')}`;
    const full = dateFmt('DD.MM.YYYY');
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'PLN', start, end },
      opening: r.int(20_000, 2_000_000), txs, cols,
      head: (t) => [
        { kind: 'text', lines: [bank], size: 14, bold: true },
        { kind: 'text', lines: [`Wyciąg z rachunku nr ${r.int(1, 12)}/${end.slice(0, 4)} za okres ${full(start)} - ${full(end)}`], size: 11, bold: true },
        { kind: 'pair', left: [r.pick(['MAGDALENA ZIELIŃSKA', 'KRZYSZTOF LEWANDOWSKI', 'BARBARA KAMIŃSKA']), r.pick(['UL. MARSZAŁKOWSKA 84/12', 'UL. DŁUGA 7 M. 3', 'OS. SŁONECZNE 15/40']), r.pick(['00-514 WARSZAWA', '31-147 KRAKÓW', '61-695 POZNAŃ'])], right: [`Numer rachunku: ${no}`, 'Waluta: PLN', `Data wystawienia: ${full(addDays(end, 1))}`] },
        { kind: 'kv', rows: [['Saldo początkowe', `${sig(t.opening)} PLN`], [`Suma uznań (${t.txs.filter((x) => x.cents > 0).length})`, `${m(t.in)} PLN`], [`Suma obciążeń (${t.txs.filter((x) => x.cents < 0).length})`, `${m(t.out)} PLN`], ['Saldo końcowe', `${sig(t.closing)} PLN`]] },
      ],
      pageHeader: (p, n) => [`${bank}   Wyciąg z rachunku ${no}   Strona ${p} z ${n}`],
      footer: (p, n) => [`Strona ${p} z ${n}   Dokument wygenerowany elektronicznie, nie wymaga podpisu ani stempla.`],
      firstLines: 30, lines: 52,
      balancesPrinted: true,
    });
  },
};
