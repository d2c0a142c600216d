import { formatMoney } from '../statement/money';
import type { Account, Transaction } from '../statement/types';

/** Where a row was read on its page, in PDF points from the page's top left corner (y grows downwards). */
export type PageBox = { page: number; x0: number; y0: number; x1: number; y1: number };

/**
 * How a row is placed on the page: `box` is the engine's box of its cells; `line` is only the top of the
 * row (statements read before boxes were kept), drawn as a band across the page; `inserted` is a row a
 * person added, which is on no page.
 */
export type RowPlace = { kind: 'box'; box: PageBox } | { kind: 'line'; box: PageBox } | { kind: 'inserted' };

/** The height of the band drawn for a row known only by its top: about one printed line. */
const LINE_BAND = 12;

/**
 * Where each row of `rows` is on the pages. A statement whose rows carry boxes marks a row without one as
 * inserted; a statement with none at all (read before boxes were kept) falls back to each row's page and top.
 */
export function placeRows(rows: readonly Transaction[], pageWidth: (page: number) => number): RowPlace[] {
  const boxed = rows.some((r) => r.box);
  return rows.map((r) => {
    if (r.box) return { kind: 'box', box: r.box };
    if (boxed) return { kind: 'inserted' };
    return { kind: 'line', box: { page: r.page, x0: 0, y0: Math.max(0, r.y - 2), x1: pageWidth(r.page), y1: r.y + LINE_BAND } };
  });
}

/** Points of room kept on either side of the printed rows when the pane fits them. */
const SPAN_MARGIN = 12;

/**
 * The horizontal extent of the rows' boxes (what "fit" fills the pane with), in PDF points with a little
 * room either side; the whole page width when no row has a box of its own.
 */
export function printedSpan(places: readonly RowPlace[], pageWidth: number): { x0: number; x1: number } {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const place of places) {
    if (place.kind !== 'box') continue;
    if (place.box.x0 < x0) x0 = place.box.x0;
    if (place.box.x1 > x1) x1 = place.box.x1;
  }
  if (!(x1 > x0)) return { x0: 0, x1: pageWidth };
  return { x0: Math.max(0, x0 - SPAN_MARGIN), x1: Math.min(pageWidth, x1 + SPAN_MARGIN) };
}

/** The rows placed on each page (1-based page number → row indexes), in row order. */
export function rowsByPage(places: readonly RowPlace[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  places.forEach((place, index) => {
    if (place.kind === 'inserted') return;
    const list = out.get(place.box.page);
    if (list) list.push(index);
    else out.set(place.box.page, [index]);
  });
  return out;
}

/**
 * Every row where the printed running balance does not follow from the one before and the row's amount
 * (the checks name only the first; the page and the grid mark them all). Counted in cents, like the checks,
 * and continuing from the printed balance so one wrong figure marks one row.
 */
export function balanceBreaks(account: Account): Set<number> {
  const out = new Set<number>();
  const cents = (n: number) => Math.round(n * 100);
  let running = account.openingBalance === null ? null : cents(account.openingBalance);
  account.transactions.forEach((row, index) => {
    if (running !== null) running += cents(row.amount);
    if (row.balance === null) return;
    if (running !== null && running !== cents(row.balance)) out.add(index);
    running = cents(row.balance);
  });
  if (account.checks.firstBreakIndex !== null) out.add(account.checks.firstBreakIndex);
  return out;
}

/** A row's name on the page, as a screen reader reads it: "Row 12, 2024-03-04, −12.50". */
export const rowName = (index: number, row: Transaction) => `Row ${index + 1}, ${row.date}, ${formatMoney(row.amount)}`;
