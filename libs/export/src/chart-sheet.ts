import { balanceSeries, spendingByCategory, CATEGORY_IDS, categoryLabel, type Account, type Statement } from '@bankxl/statement';
import { categoryOf } from './books.js';
import { accountDigits, currencyNumFmt } from './money.js';
import type { ChartSpec, PlacedChart } from './workbook/chart-xml.js';
import { columnName, excelSerial, type CellValue, type WorkbookWriter } from './workbook/workbook-writer.js';

export const CHARTS_SHEET = 'Charts';

/** Columns of each account's tables on the chart sheet: the balance's three, the spending's two, and a gap. */
const TABLE_COLUMNS = ['Date', 'Printed balance', 'Computed balance', 'Category', 'Money out'] as const;
const COLUMNS_PER_ACCOUNT = TABLE_COLUMNS.length + 1;
/** Each account's heading and two charts, one under the other (side by side they would not fit a printed page). */
const CHART_ROWS = 20;
const ROWS_PER_ACCOUNT = 2 * CHART_ROWS + 3;
/** Widths of an account's columns (the charts span the first account's): about 14 cm, within a portrait page's width. */
const COLUMN_WIDTHS = [11, 15, 16, 18, 12, 2];
const CHART_COLUMNS = COLUMNS_PER_ACCOUNT;
const COLOURS = { printed: '1F6FB2', computed: 'E07B00', spending: 'B03A2E' };

/** A sheet name in a formula: always quoted, an apostrophe doubled. */
const sheetRef = (name: string) => `'${name.replace(/'/g, "''")}'`;

export type ChartSources = {
  /** Each account's Transactions sheet. */
  sheetNames: string[];
  /** The Summary sheet's row holding each account's opening balance as a number (absent where it is not printed). */
  openingRows: Map<number, number>;
  labels: string[];
};

type AccountTables = {
  /** Row offset (from the first data row) -> this account's five cells. */
  cells: CellValue[][];
  charts: PlacedChart[];
  heading: string;
};

/**
 * One account's tables, built from the rows' cells (a formula per cell: `'Transactions'!H5`), and the two
 * charts drawn from them: the balance over time (printed, and computed from the opening balance and the amounts,
 * in time order whatever order the statement prints) and the money out per category. A corrected row in the
 * Transactions sheet moves both charts.
 */
function accountTables(account: Account, index: number, sources: ChartSources, firstDataRow: number, chartTop: number): AccountTables {
  const rowsSheet = sheetRef(sources.sheetNames[index]);
  const summary = sheetRef('Summary');
  const col = (c: number) => columnName(index * COLUMNS_PER_ACCOUNT + c);
  const digits = accountDigits(account.currency, account.transactions.flatMap((t) => [t.amount, t.balance]));
  const money = currencyNumFmt(account.currency, digits);
  const rowOf = (i: number) => i + 2; // the Transactions sheet's row of transaction i (row 1: the header)

  const series = balanceSeries(account);
  const cells: CellValue[][] = [];
  series.points.forEach((p, k) => {
    const here = firstDataRow + k;
    const date = excelSerial(p.date);
    const openingRow = sources.openingRows.get(index);
    if (p.row === null) {
      const opening = openingRow === undefined ? p.printed : { formula: `${summary}!$B$${openingRow}`, value: p.printed };
      cells.push([date, opening, { formula: `${col(1)}${here}`, value: p.running }]);
      return;
    }
    const r = rowOf(p.row);
    const previous = k === 0 ? `${round(p.running - account.transactions[p.row].amount)}` : `${col(2)}${here - 1}`;
    cells.push([
      { formula: `${rowsSheet}!A${r}`, value: date },
      p.printed === null ? null : { formula: `${rowsSheet}!H${r}`, value: p.printed },
      { formula: `${previous}+${rowsSheet}!G${r}`, value: p.running },
    ]);
  });

  const spending = spendingByCategory(account.transactions, categoryOf, CATEGORY_IDS);
  const last = account.transactions.length + 1;
  // Rows that moved no money (informational) may print the amount they would have moved: not spent. Found once, not
  // once per category.
  const informational = [...account.transactions.keys()].filter((i) => account.transactions[i].informational && account.transactions[i].amount < 0);
  spending.forEach((s, k) => {
    const here = firstDataRow + k;
    const notSpent = informational
      .filter((i) => categoryOf(account.transactions[i]) === s.category)
      .map((i) => `-${rowsSheet}!E${rowOf(i)}`)
      .join('');
    const formula = `SUMIFS(${rowsSheet}!$E$2:$E$${last},${rowsSheet}!$D$2:$D$${last},${col(3)}${here})${notSpent}`;
    (cells[k] ??= [null, null, null]).push(categoryLabel(s.category), { formula, value: s.moneyOut });
  });

  const abs = (c: number, from: number, count: number) => `${sheetRef(CHARTS_SHEET)}!$${col(c)}$${from}:$${col(c)}$${from + Math.max(count, 1) - 1}`;
  const header = (c: number) => ({ ref: `${sheetRef(CHARTS_SHEET)}!$${col(c)}$${firstDataRow - 1}`, text: TABLE_COLUMNS[c] });
  const n = series.points.length;
  const dates = { ref: abs(0, firstDataRow, n), values: series.points.map((p) => excelSerial(p.date)), numFmt: 'yyyy-mm-dd' };
  const label = sources.labels[index];
  const charts: PlacedChart[] = [];
  if (n > 0) {
    const balance: ChartSpec = {
      kind: 'scatter',
      title: `Balance over time, ${label}`,
      xTitle: 'Date',
      yTitle: account.currency ? `Balance (${account.currency})` : 'Balance',
      series: [
        { name: header(1), x: dates, y: { ref: abs(1, firstDataRow, n), values: series.points.map((p) => p.printed), numFmt: money }, markers: true, color: COLOURS.printed },
        { name: header(2), x: dates, y: { ref: abs(2, firstDataRow, n), values: series.points.map((p) => p.running), numFmt: money }, markers: false, color: COLOURS.computed },
      ],
    };
    charts.push({ chart: balance, anchor: { col: 0, row: chartTop, toCol: CHART_COLUMNS, toRow: chartTop + CHART_ROWS }, description: `Line chart: the balance of ${label} over time, printed and computed from the amounts` });
  }
  if (spending.length > 0) {
    const chart: ChartSpec = {
      kind: 'bar',
      title: `Spending by category, ${label}`,
      valueTitle: account.currency ? `Money out (${account.currency})` : 'Money out',
      series: [
        {
          name: header(4),
          categories: { ref: abs(3, firstDataRow, spending.length), values: spending.map((s) => categoryLabel(s.category)) },
          values: { ref: abs(4, firstDataRow, spending.length), values: spending.map((s) => s.moneyOut), numFmt: money },
          color: COLOURS.spending,
        },
      ],
    };
    charts.push({
      chart,
      anchor: { col: 0, row: chartTop + CHART_ROWS + 1, toCol: CHART_COLUMNS, toRow: chartTop + 2 * CHART_ROWS + 1 },
      description: `Bar chart: money out of ${label} per category`,
    });
  }
  const heading = n === 0 ? `${label}: no rows to chart` : spending.length === 0 ? `${label}: nothing was spent` : label;
  return { cells, charts, heading };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * "Charts": for each account, Excel's own charts of the balance over time and the spending by category, at the
 * top, and under them the tables they are drawn from, each cell a formula on the account's Transactions sheet.
 */
export async function addChartSheet(workbook: WorkbookWriter, statement: Statement, sources: ChartSources): Promise<void> {
  const accounts = statement.accounts;
  const tableTop = accounts.length * ROWS_PER_ACCOUNT + 2; // the tables' heading row; their header row under it
  const firstDataRow = tableTop + 2;
  const tables = accounts.map((account, i) => accountTables(account, i, sources, firstDataRow, i * ROWS_PER_ACCOUNT + 1));
  const width = accounts.length * COLUMNS_PER_ACCOUNT;
  const date = workbook.style({ numFmt: 'yyyy-mm-dd' });
  const moneyStyles = accounts.map((a) => workbook.style({ numFmt: currencyNumFmt(a.currency, accountDigits(a.currency, a.transactions.flatMap((t) => [t.amount, t.balance]))) }));
  const bold = workbook.style({ bold: true });
  const heading = workbook.style({ bold: true, size: 12 });
  const sheet = workbook.addSheet(CHARTS_SHEET, {
    columns: Array.from({ length: width }, (_, c) => ({ width: COLUMN_WIDTHS[c % COLUMNS_PER_ACCOUNT] })),
    charts: tables.flatMap((t) => t.charts),
  });

  // The charts' rows: each account's heading, then room for its two charts.
  for (let r = 1; r < tableTop; r++) {
    const account = (r - 1) / ROWS_PER_ACCOUNT;
    if (Number.isInteger(account) && account < accounts.length) sheet.add([tables[account].heading], [heading]);
    else sheet.add([]);
  }
  const spread = (perAccount: (i: number) => CellValue[], styles: (i: number) => number[]) => {
    const values: CellValue[] = [];
    const cellStyles: number[] = [];
    accounts.forEach((_, i) => {
      values.push(...perAccount(i), null);
      cellStyles.push(...styles(i), 0);
    });
    sheet.add(values, cellStyles);
  };
  spread(
    (i) => [`The numbers the charts of ${sources.labels[i]} are drawn from`],
    () => [bold],
  );
  spread(
    () => [...TABLE_COLUMNS],
    () => TABLE_COLUMNS.map(() => bold),
  );
  const length = Math.max(0, ...tables.map((t) => t.cells.length));
  for (let k = 0; k < length; k++) {
    spread(
      (i) => {
        const row = tables[i].cells[k] ?? [];
        return TABLE_COLUMNS.map((_, c) => row[c] ?? null);
      },
      (i) => [date, moneyStyles[i], moneyStyles[i], 0, moneyStyles[i]].map((style, c) => (tables[i].cells[k]?.[c] == null ? 0 : style)),
    );
    if ((k + 1) % 500 === 0) await sheet.flush();
  }
  await sheet.end();
}

/** Each account's name on the chart sheet: its number, else its name, else its position. */
export const accountLabels = (accounts: readonly Account[]): string[] => accounts.map((a, i) => a.accountNumber ?? a.name ?? `Account ${i + 1}`);
