/**
 * Russian current account: "Дата | Описание операции | Приход | Расход | Остаток" (money in before money out),
 * dates 01.03.2024, figures "1 234,56" grouped with no-break spaces. One variant adds a document-number column,
 * one prints the period's turnover ("Обороты за период") as a row under the transactions.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'Оплата по карте *#### МАГАЗИН «БЕРЁЗКА»', 'Перевод по СБП Голубеву П. С.', 'Коммунальные платежи УК «Северный квартал»', 'Снятие наличных, банкомат №####',
    'Оплата мобильной связи +7 9## ###-##-##', 'Комиссия за обслуживание счёта', 'Оплата по карте *#### АПТЕКА «ЗДРАВИЦА»', 'Оплата по карте *#### КАФЕ «ПЕЛЬМЕННАЯ №1»',
    'Погашение кредита по договору №##-#####', 'Оплата по карте *#### АЗС «ЯНТАРЬ-НЕФТЬ»',
  ],
  in: ['Заработная плата ООО «Камские станки»', 'Перевод от Шубиной А. И.', 'Капитализация процентов', 'Возврат покупки МАГАЗИН «БЕРЁЗКА»', 'Зачисление аванса ООО «Камские станки»'],
  extra: ['НДС не облагается', 'по договору № ##-####', 'код авторизации ######'],
};

export const ruPrihodRashod: Layout = {
  family: 'ru_prihod_rashod_ostatok_nbsp',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD.MM.YYYY');
    const txs = gen(r, { start, end, count: r.int(8, 34), pool: POOL, wrap: 1, wrapShare: 0.3, max: 24_000 }).map((t) => ({ ...t, info: { doc: r.digits('####') } }));
    const m = abs(STYLE.nbsp);
    const bal = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const number = accountNo(r, '40817 810 # #### #######');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Дата', width: 11, cell: cells.date(d) },
      ...(k === 1 ? [{ title: '№ док.', width: 7, cell: cells.info('doc') }] : []),
      { key: 'desc', title: 'Описание операции', width: 46, cell: cells.desc() },
      { key: 'in', title: 'Приход', width: 13, align: 'right', cell: cells.credit(m) },
      { key: 'out', title: 'Расход', width: 13, align: 'right', cell: cells.debit(m) },
      { key: 'bal', title: 'Остаток', width: 14, align: 'right', cell: cells.balance(bal) },
    ]);
    const bank = r.pick(['АО «Волжский кредитный банк»', 'ПАО Банк «Уральский самоцвет»', 'АО «Онежский коммерческий банк»']);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'RUB', start, end },
      opening: r.int(500_000, 9_000_000), txs, cols,
      head: (t) => head(bank, 'Выписка по счёту', [r.pick(['Смирнова Ольга Викторовна', 'Лебедев Игорь Андреевич', 'Захарова Дарья Олеговна']), r.pick(['ул. Садовая, д. 14, кв. 27', 'пр. Ленина, д. 3, кв. 115', 'ул. Набережная, д. 8']), r.pick(['г. Казань, 420015', 'г. Пермь, 614000', 'г. Вологда, 160000'])], [`Счёт № ${number}`, `Период: ${d(start)} – ${d(end)}`, 'Валюта: RUB (российский рубль)'], [
        { kind: 'kv', rows: [['Входящий остаток', bal(t.opening)], ['Поступления', m(t.in)], ['Списания', m(t.out)], ['Исходящий остаток', bal(t.closing)]] },
      ]),
      top: (t) => (k === 0 ? [] : [label(cols, { desc: 'Входящий остаток', bal: bal(t.opening) })]),
      bottom: (t) => [
        ...(k === 2 ? [label(cols, { desc: 'Обороты за период', in: m(t.in), out: m(t.out) })] : []),
        ...(k === 0 ? [] : [label(cols, { desc: 'Исходящий остаток', bal: bal(t.closing) })]),
      ],
      footer: (p, n) => [`${bank}. Лист ${p} из ${n}`],
      balancesPrinted: true,
    });
  },
};
