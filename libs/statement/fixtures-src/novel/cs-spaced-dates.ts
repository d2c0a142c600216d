/** Czech account: dates "5. 3. 2024", "Výdaj | Příjem | Zůstatek" columns, opening and closing rows in the table. */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['PLATBA KARTOU POTRAVINY U KAPRA', 'TRVALÝ PŘÍKAZ NÁJEM BYTU', 'INKASO VODÁRNY HORNÍ LHOTA', 'VÝBĚR Z BANKOMATU NÁM. MÍRU', 'PLATBA KARTOU LÉKÁRNA U ZLATÉ HVĚZDY', 'ODCHOZÍ PLATBA ELEKTRO VLTAVA A.S.', 'PLATBA KARTOU KNIHKUPECTVÍ ŠNEK', 'POPLATEK ZA VEDENÍ ÚČTU'],
  in: ['PŘÍCHOZÍ PLATBA MZDA STROJÍRNY BŘEZINA', 'PŘÍCHOZÍ PLATBA OD PAVLÍNA DVOŘÁKOVÁ', 'PŘIPSANÝ ÚROK', 'VRATKA PLATBY KARTOU'],
  extra: ['VS: ##########', 'KS: 0308', 'SS: ######', 'PROTIÚČET: ######-##########/####'],
};
const HOLDERS: [string, string, string][] = [['Ing. Jiří Šťastný', 'Lipová 1182/4', '602 00 Brno'], ['Markéta Horáková', 'Na Výsluní 27', '370 01 České Budějovice'], ['Ondřej Kučera', 'Palackého 311', '779 00 Olomouc']];

export const csSpacedDates: Layout = {
  family: 'cs_datum_vydaj_prijem_spaced_dates',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'D.M.YYYY' : 'D. M. YYYY');
    const txs = gen(r, { start, end, count: r.int(6, 30), pool: POOL, wrap: 2, wrapShare: 0.45, max: 6000 });
    const number = accountNo(r, '##########/2750');
    const money = abs(STYLE.space);
    const bal = (c: number) => (c < 0 ? `-${money(c)}` : money(c));
    const cols: Col[] = [
      { kind: 'date', title: 'Datum', width: 11 }, { kind: 'desc', title: 'Popis transakce', width: 47 },
      { kind: 'debit', title: 'Výdaj', width: 14 }, { kind: 'credit', title: 'Příjem', width: 14 }, { kind: 'balance', title: 'Zůstatek', width: 15 },
    ];
    return statement({
      family: this.family,
      account: { number, currency: 'CZK', start, end },
      opening: r.int(300_000, 9_000_000), txs, cols,
      fmt: { date: d, abs: money, balance: bal },
      head: () => head(r.pick(['Moravská spořitelní banka', 'Česká družstevní banka a.s.', 'Banka Podještědí']), 'Výpis z účtu', [...r.pick(HOLDERS)], [`Číslo účtu: ${number}`, `Období: ${d(start)} – ${d(end)}`, 'Měna: CZK']),
      openingRow: (t) => ({ desc: 'Počáteční zůstatek', balance: bal(t.opening) }),
      closingRow: (t) => ({ desc: 'Konečný zůstatek', balance: bal(t.closing) }),
      footer: (p, n) => [`Strana ${p}/${n}`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
