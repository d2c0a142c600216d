/**
 * Ukrainian card account: "Дата і час операції | Опис операції | Сума, грн | Залишок, грн", each date with the
 * time of the operation (in the same cell, or on the cell's second line), signed figures "-1 234,56" grouped
 * with plain spaces. One variant adds a category column ("Категорія") that is not part of the description.
 */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, ledger, type Col2 } from './kit2.js';

const POOL: Pool = {
  out: [
    'Супермаркет «Колосок»', 'Переказ на картку Мельничук Т.', 'Оплата комунальних послуг ОСББ «Липки»', 'Зняття готівки, банкомат ####',
    'Аптека «Калина»', 'Поповнення мобільного +380 ## ### ## ##', 'Кав\'ярня «Зерно»', 'Таксі «Світанок»', 'Книгарня «Абетка»', 'Комісія за обслуговування',
  ],
  in: ['Зарахування зарплати ТОВ «Поліський деревообробник»', 'Переказ від Бондаренко О.', 'Кешбек за місяць', 'Повернення коштів Книгарня «Абетка»'],
  extra: ['Картка *####', 'Код авторизації ######'],
};
const CATEGORY: [RegExp, string][] = [
  [/Супермаркет|Кав|Аптека/, 'Продукти, кафе'], [/Переказ|Зарахування|Повернення/, 'Перекази'], [/комунальних|мобільного|Комісія/, 'Платежі'],
  [/готівки/, 'Готівка'], [/Таксі|Книгарня/, 'Покупки'], [/Кешбек/, 'Бонуси'],
];

export const ukDateTime: Layout = {
  family: 'uk_date_with_time_suma_zalyshok',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD.MM.YYYY');
    const txs = gen(r, { start, end, count: r.int(8, 32), pool: POOL, wrap: 1, wrapShare: 0.15, max: 3_000 }).map((t) => ({
      ...t,
      info: {
        time: `${String(r.int(7, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`,
        cat: CATEGORY.find(([re]) => re.test(t.lines[0]))?.[1] ?? 'Інше',
      },
    }));
    // Same-day rows in the order of their times.
    txs.sort((a, b) => (a.date + a.info.time < b.date + b.info.time ? -1 : a.date + a.info.time > b.date + b.info.time ? 1 : 0));
    const m = abs(STYLE.space);
    const sig = (c: number) => (c < 0 ? `-${m(c)}` : m(c));
    const iban = accountNo(r, 'UA## ###### 00000 2620 #### #### ###');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Дата і час\nоперації', width: k === 2 ? 12 : 20, cell: ({ t }) => (k === 2 ? `${d(t.date)}\n${t.info!.time}` : `${d(t.date)} ${t.info!.time}`) },
      { key: 'desc', title: 'Опис операції', width: 46, cell: cells.desc() },
      ...(k === 1 ? [{ title: 'Категорія', width: 16, cell: cells.info('cat') }] : []),
      { key: 'amt', title: 'Сума, грн', width: 14, align: 'right', cell: cells.amount(sig) },
      { key: 'bal', title: 'Залишок, грн', width: 14, align: 'right', cell: cells.balance(sig) },
    ]);
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: iban, currency: 'UAH', start, end },
      opening: r.int(50_000, 4_000_000), txs, cols,
      rowGap: k === 2 ? 2 : undefined,
      head: (t) => head(r.pick(['АТ «Дніпровський ощадний банк»', 'АТ «Карпатський комерційний банк»', 'АТ «Банк Слобожанщина»']), 'Виписка по картковому рахунку', [r.pick(['Коваленко Олена Петрівна', 'Ткачук Андрій Миколайович', 'Савчук Ірина Василівна']), r.pick(['вул. Городоцька, 41, кв. 6', 'просп. Науки, 17, кв. 80', 'вул. Соборна, 5']), r.pick(['м. Львів, 79007', 'м. Харків, 61072', 'м. Вінниця, 21050'])], [`Рахунок: ${iban}`, `Період: ${d(start)} – ${d(end)}`, 'Валюта: UAH'], [
        { kind: 'kv', rows: [['Залишок на початок періоду', sig(t.opening)], ['Надходження', m(t.in)], ['Витрати', m(t.out)], ['Залишок на кінець періоду', sig(t.closing)]] },
      ]),
      footer: (p, n) => [`Сторінка ${p} з ${n}`],
      balancesPrinted: true,
    });
  },
};
