/**
 * Hungarian account in whole forints: dates "2024.03.05.", figures "-12 500" grouped with spaces and no decimals,
 * "Dátum | Megnevezés | Összeg (HUF) | Egyenleg (HUF)", or "Terhelés / Jóváírás" columns; one variant prints
 * the counterparty's account number ("Partner számlaszáma") in its own column.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, type Layout, type Pool } from '../novel/kit.js';
import type { MoneyStyle } from '../format.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'VÁSÁRLÁS KÁRTYÁVAL KISKÖZÉRT BT', 'ÁTUTALÁS NAGY ESZTER RÉSZÉRE', 'CSOPORTOS BESZEDÉS DUNAMENTI ÁRAMSZOLGÁLTATÓ', 'KÉSZPÉNZFELVÉTEL ATM ####', 'SZÁMLAVEZETÉSI DÍJ',
    'TRANZAKCIÓS ILLETÉK', 'VÁSÁRLÁS KÁRTYÁVAL PATIKA A SASHOZ', 'ÁLLANDÓ ÁTUTALÁS LAKBÉR', 'VÁSÁRLÁS KÁRTYÁVAL BALATONI HALSÜTŐ',
  ],
  in: ['JÓVÁÍRÁS BÉR TISZAPARTI GÉPGYÁR KFT', 'ÁTUTALÁS KOVÁCS PÉTERTŐL', 'KAMATJÓVÁÍRÁS', 'VISSZATÉRÍTÉS PATIKA A SASHOZ'],
  extra: ['KÁRTYASZÁM: ****####', 'KÖZLEMÉNY: ##########'],
};
const HUF: MoneyStyle = { group: ' ', decimal: ',', decimals: 0 };

export const huForint: Layout = {
  family: 'hu_whole_forint_dotted_dates',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('YYYY.MM.DD.');
    const txs = gen(r, { start, end, count: r.int(7, 32), pool: POOL, wrap: 1, wrapShare: 0.25, max: 60_000, whole: true }).map((t) => ({ ...t, info: { partner: /ÁTUTALÁS|JÓVÁÍRÁS BÉR|BESZEDÉS/.test(t.lines[0]) ? r.digits('1####### ######## ########') : '' } }));
    const m = abs(HUF);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const number = accountNo(r, '1####### ######## ########');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Dátum', width: 12, cell: cells.date(d) },
      { key: 'desc', title: 'Megnevezés', width: 42, cell: cells.desc() },
      ...(k === 2 ? [{ title: 'Partner számlaszáma', width: 22, cell: cells.info('partner') }] : []),
      ...(k === 1
        ? [
            { key: 'out', title: 'Terhelés', width: 13, align: 'right' as const, cell: cells.debit(m) },
            { key: 'in', title: 'Jóváírás', width: 13, align: 'right' as const, cell: cells.credit(m) },
          ]
        : [{ key: 'amt', title: 'Összeg (HUF)', width: 14, align: 'right' as const, cell: cells.amount(sig) }]),
      { key: 'bal', title: 'Egyenleg (HUF)', width: 15, align: 'right', cell: cells.balance(sig) },
    ]);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'HUF', start, end },
      opening: r.int(50_000, 900_000) * 100, txs, cols,
      head: (t) => head(r.pick(['Alföldi Takarékbank Zrt.', 'Mecsek Bank Nyrt.', 'Duna-Tisza Hitelszövetkezet']), 'Bankszámlakivonat', [r.pick(['Szabó Katalin', 'Horváth Gergely', 'Tóth Zsófia']), r.pick(['Petőfi Sándor u. 12. 2/5', 'Kossuth tér 3.', 'Rákóczi út 47.']), r.pick(['6720 Szeged', '7621 Pécs', '1088 Budapest'])], [`Számlaszám: ${number}`, `Időszak: ${d(start)} – ${d(end)}`, 'Pénznem: HUF'], [
        { kind: 'kv', rows: [['Nyitó egyenleg', `${sig(t.opening)} Ft`], ['Terhelések összesen', `${m(t.out)} Ft`], ['Jóváírások összesen', `${m(t.in)} Ft`], ['Záró egyenleg', `${sig(t.closing)} Ft`]] },
      ]),
      top: (t) => [label(cols, { desc: 'NYITÓ EGYENLEG', bal: sig(t.opening) })],
      bottom: (t) => [label(cols, { desc: 'ZÁRÓ EGYENLEG', bal: sig(t.closing) })],
      footer: (p, n) => [`${p}. oldal / ${n}`],
      balancesPrinted: true,
    });
  },
};
