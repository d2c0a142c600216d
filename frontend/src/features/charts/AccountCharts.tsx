import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import uPlot from 'uplot';
import { formatMoney } from '../statement/money';
import type { Account } from '../statement/types';
import { balanceChartData, categoryChartData, monthChartData, monthLabel } from './chart-data';
import { UPlotChart } from './UPlotChart';

const COLOURS = { printed: '#1f6fb2', computed: '#c46a00', fails: '#c0392b', moneyIn: '#2e7d4f', moneyOut: '#b03a2e' };
const HEIGHT = 220;
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });
const axisMoney = (_: uPlot, values: number[]) => values.map((v) => compact.format(v));
const utc = (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC');

type Props = {
  account: Account;
  /** The account's name, for the charts' captions ("account 12345678"). */
  name: string;
  /** A row chosen on a chart (a point clicked, or the break's marker): the page selects it. */
  onSelectRow?: (row: number) => void;
};

/**
 * An account's three charts: the balance over time (printed and computed, the row where the check fails
 * marked and clickable), money in against money out per month, and the spending by category. Each shows its
 * values on hover (uPlot's legend) and has a table of the same numbers for screen readers.
 */
export function AccountCharts({ account, name, onSelectRow }: Props) {
  const money = useCallback((v: number | null | undefined) => formatMoney(v, account.currency), [account.currency]);
  return (
    <div className="charts">
      <BalanceChart account={account} name={name} money={money} onSelectRow={onSelectRow} />
      <MonthChart account={account} name={name} money={money} />
      <CategoryChart account={account} name={name} money={money} />
    </div>
  );
}

type ChartProps = { account: Account; name: string; money: (v: number | null | undefined) => string };

function BalanceChart({ account, name, money, onSelectRow }: ChartProps & { onSelectRow?: (row: number) => void }) {
  const chart = useMemo(() => balanceChartData(account), [account]);
  const [marker, setMarker] = useState<{ left: number; top: number } | null>(null);
  const [plot, setPlot] = useState<uPlot | null>(null);
  const breakRow = chart.breakPoint === null ? null : chart.rows[chart.breakPoint];

  const options = useMemo((): Omit<uPlot.Options, 'width' | 'height'> => {
    const value = (_: uPlot, v: number | null) => money(v);
    const series: uPlot.Series[] = [
      { label: 'Date', value: (_u, _v, _s, idx) => (idx === null ? '\u2014' : chart.dates[idx]) },
      { label: 'Printed balance', stroke: COLOURS.printed, width: 2, spanGaps: true, points: { show: true, size: 5 }, value },
      { label: 'Computed balance', stroke: COLOURS.computed, width: 2, dash: [6, 4], points: { show: false }, value },
    ];
    if (chart.breakPoint !== null) series.push({ label: 'Check fails here', stroke: COLOURS.fails, width: 0, paths: () => null, points: { show: true, size: 13, fill: COLOURS.fails, stroke: COLOURS.fails }, value });
    return {
      tzDate: utc,
      scales: { x: { time: true } },
      series,
      axes: [{}, { values: axisMoney, size: 56 }],
      legend: { live: true },
      hooks: {
        // A click on the chart selects the row of the point under the cursor.
        ready: [(u) => u.over.addEventListener('click', () => {
          const row = u.cursor.idx === null || u.cursor.idx === undefined ? null : chart.rows[u.cursor.idx];
          if (row !== null && row !== undefined) onSelectRow?.(row);
        })],
        // The break's marker: a button over its point, so it can be reached and pressed by keyboard as well.
        draw: [(u) => {
          if (chart.breakPoint === null) return;
          const left = u.valToPos(u.data[0][chart.breakPoint], 'x') + u.over.offsetLeft;
          const top = u.valToPos((chart.printed[chart.breakPoint] ?? chart.running[chart.breakPoint]) as number, 'y') + u.over.offsetTop;
          setMarker((m) => (m && m.left === left && m.top === top ? m : { left, top }));
        }],
      },
    };
  }, [chart, money, onSelectRow]);

  if (chart.data[0].length === 0) return null;
  return (
    <ChartFigure
      caption={`Balance over time, ${name}`}
      table="balance"
      columns={['Date', 'Row', 'Printed balance', 'Computed balance', 'Check']}
      rows={chart.dates.map((date, i) => ({
        key: i,
        cells: [date, chart.rows[i] === null ? 'Opening balance' : chart.rows[i]! + 1, money(chart.printed[i]), money(chart.running[i]), i === chart.breakPoint ? 'Fails here' : ''],
      }))}
    >
        <UPlotChart
          options={options}
          data={chart.data}
          height={HEIGHT}
          onReady={setPlot}
          label={`Line chart: the balance printed and the balance computed from the amounts, ${chart.dates[0]} to ${chart.dates[chart.dates.length - 1]}${breakRow !== null && breakRow !== undefined ? `; the check fails at row ${breakRow + 1}` : ''}. The table after it lists the values.`}
        />
        {breakRow !== null && breakRow !== undefined && marker ? (
          <button
            type="button"
            className="chart__break"
            style={{ left: marker.left, top: marker.top }}
            aria-label={`The check fails at row ${breakRow + 1} (${chart.dates[chart.breakPoint!]}): select that row`}
            title={`The check fails at row ${breakRow + 1}: select it`}
            onMouseEnter={() => plot?.setCursor({ left: marker.left - plot.over.offsetLeft, top: marker.top - plot.over.offsetTop })}
            onClick={() => onSelectRow?.(breakRow)}
          />
        ) : null}
    </ChartFigure>
  );
}

/** A category's label on the axis: long ones cut (the legend and the table have it whole). */
const short = (label: string) => (label.length > 15 ? `${label.slice(0, 14)}\u2026` : label);

/** Bars at 0..count-1 with half a bar's room at each end, rising from zero to a tenth over the highest. */
const barScales = (count: number): uPlot.Scales => ({ x: { time: false, range: () => [-0.5, count - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } });

const bars = (align: -1 | 0 | 1) => uPlot.paths.bars!({ size: [align === 0 ? 0.6 : 0.36, 64], align });

function MonthChart({ account, name, money }: ChartProps) {
  const { months, data } = useMemo(() => monthChartData(account), [account]);
  const options = useMemo((): Omit<uPlot.Options, 'width' | 'height'> => {
    const value = (_: uPlot, v: number | null) => money(v);
    const labels = months.map((m) => monthLabel(m.month));
    // On the axis the month's short name, with the year under the first month and each January.
    const ticks = months.map((m, i) => (i === 0 || m.month.endsWith('-01') ? monthLabel(m.month).replace(' ', '\n') : monthLabel(m.month).slice(0, 3)));
    return {
      scales: barScales(months.length),
      series: [
        { label: 'Month', value: (_u, _v, _s, idx) => (idx === null ? '\u2014' : labels[idx]) },
        { label: 'Money in', stroke: COLOURS.moneyIn, fill: COLOURS.moneyIn, paths: bars(-1), points: { show: false }, value },
        { label: 'Money out', stroke: COLOURS.moneyOut, fill: COLOURS.moneyOut, paths: bars(1), points: { show: false }, value },
      ],
      axes: [{ splits: () => months.map((_, i) => i), values: (_u, splits) => splits.map((i) => ticks[i] ?? ''), size: 48 }, { values: axisMoney, size: 56 }],
      legend: { live: true },
    };
  }, [months, money]);
  if (months.length === 0) return null;
  return (
    <ChartFigure
      caption={`Money in and out per month, ${name}`}
      table="months"
      columns={['Month', 'Money in', 'Money out']}
      rows={months.map((m) => ({ key: m.month, cells: [monthLabel(m.month), money(m.moneyIn), money(m.moneyOut)] }))}
    >
      <UPlotChart options={options} data={data} height={HEIGHT} label={`Bar chart: money in beside money out for each of ${months.length} months. The table after it lists the values.`} />
    </ChartFigure>
  );
}

function CategoryChart({ account, name, money }: ChartProps) {
  const { spending, data } = useMemo(() => categoryChartData(account), [account]);
  const options = useMemo((): Omit<uPlot.Options, 'width' | 'height'> => ({
    scales: barScales(spending.length),
    series: [
      { label: 'Category', value: (_u, _v, _s, idx) => (idx === null ? '\u2014' : spending[idx].label) },
      { label: 'Money out', stroke: COLOURS.moneyOut, fill: COLOURS.moneyOut, paths: bars(0), points: { show: false }, value: (_u, v) => money(v) },
    ],
    axes: [{ splits: () => spending.map((_, i) => i), values: (_u, splits) => splits.map((i) => short(spending[i]?.label ?? '')), rotate: -35, size: 96 }, { values: axisMoney, size: 56 }],
    // Room on the right for the last category's slanted label.
    padding: [12, 64, 0, 0],
    legend: { live: true },
  }), [spending, money]);
  if (spending.length === 0) return null;
  return (
    <ChartFigure
      caption={`Spending by category, ${name}`}
      table="categories"
      columns={['Category', 'Money out', 'Rows']}
      rows={spending.map((c) => ({ key: c.category, cells: [c.label, money(c.moneyOut), c.count] }))}
    >
      <UPlotChart options={options} data={data} height={HEIGHT} label={`Bar chart: money out in each of ${spending.length} categories, the most first. The table after it lists the values.`} />
    </ChartFigure>
  );
}

/**
 * One chart as a figure: its caption, the chart, and the same numbers as a table that only screen readers
 * read (`data-chart` names it for the tests that read the numbers back).
 */
function ChartFigure({ caption, table, columns, rows, children }: { caption: string; table: string; columns: string[]; rows: { key: string | number; cells: ReactNode[] }[]; children: ReactNode }) {
  const id = useId();
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="chart__caption">
        {caption}
      </figcaption>
      <div className="chart__area">{children}</div>
      <table className="visually-hidden" data-chart={table}>
        <caption>{caption}, as a table</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
