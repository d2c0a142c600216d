/**
 * The toolkit of the second held-out set ("novel2"). It reuses the first set's random source, date printers and
 * transaction generator (../novel/kit.ts) and adds what those layouts cannot express: columns made of any cell
 * function (branch, channel, time, a figure on a row's last line), balances printed on some rows only, several
 * tables and blocks paginated together (two accounts, sections per cardholder), rows added at the end or start of
 * every page (page totals, brought forward), and a look per statement (font size, landscape page, a dense 6.5 pt
 * table) that the Chromium printer of this set applies on top of render-html's stylesheet.
 */
import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import type { Align, Block, Column, Doc, Page, TableRow, TruthAccount, TruthTransaction } from '../model.js';
import { renderWithChromium, toHtml } from '../render-html.js';
import type { R, Tx } from '../novel/kit.js';

// ------------------------------------------------------------------ transactions and truth

/** A transaction of this set: `valueDate` / `postDate` go into the truth as extra keys; `info` holds other cells. */
export type Tx2 = Tx & { valueDate?: string; postDate?: string; info?: Record<string, string> };

export type Acct = { number: string | null; currency: string | null; start: string; end: string; card?: boolean };

const cents2 = (c: number) => Math.round(c) / 100;

/** Running balances (holder side) after each transaction. */
export function running(opening: number, txs: Tx2[]): number[] {
  let run = opening;
  return txs.map((t) => (run += t.cents));
}

/** One account of a truth file: `printed` is the balance column as printed (already in the printed sign), or null. */
export function truthAccount(a: Acct, opening: number | null, closing: number | null, txs: Tx2[], printed: (number | null)[]): TruthAccount & { type?: string } {
  return {
    accountNumber: a.number,
    currency: a.currency,
    openingBalance: opening === null ? null : cents2(opening),
    closingBalance: closing === null ? null : cents2(closing),
    periodStart: a.start,
    periodEnd: a.end,
    transactions: txs.map((t, i): TruthTransaction & { valueDate?: string; postDate?: string } => ({
      date: t.date,
      description: t.lines.join(' '),
      amount: cents2(t.cents),
      balance: printed[i] === null || printed[i] === undefined ? null : cents2(printed[i]!),
      ...(t.valueDate ? { valueDate: t.valueDate } : {}),
      ...(t.postDate ? { postDate: t.postDate } : {}),
    })),
    ...(a.card ? { type: 'credit_card' } : {}),
  };
}

/** The lowest running balance over the rows, relative to zero opening: raises an opening so a current account stays in credit. */
export function openingInCredit(opening: number, txs: Tx2[]): number {
  let low = 0;
  let acc = 0;
  for (const t of txs) low = Math.min(low, (acc += t.cents));
  return opening + low < 0 ? -low + Math.abs(opening % 100_000) + 2_500 : opening;
}

// ------------------------------------------------------------------ columns

export type Cell = (x: { t: Tx2; i: number; bal: number | null }) => string;
/** A column: `key` names it for label rows ("desc", "bal", "in", ...), `cell` prints a transaction's cell. */
export type Col2 = { key?: string; title: string; width: number; align?: Align; cell: Cell };

export const cells = {
  date: (f: (iso: string) => string): Cell => ({ t }) => f(t.date),
  desc: (): Cell => ({ t }) => t.lines.join('\n'),
  debit: (f: (c: number) => string): Cell => ({ t }) => (t.cents < 0 ? f(t.cents) : ''),
  credit: (f: (c: number) => string): Cell => ({ t }) => (t.cents > 0 ? f(t.cents) : ''),
  amount: (f: (c: number) => string): Cell => ({ t }) => f(t.cents),
  balance: (f: (c: number) => string): Cell => ({ bal }) => (bal === null ? '' : f(bal)),
  info: (key: string): Cell => ({ t }) => t.info?.[key] ?? '',
};

/** A text cut into lines of at most `max` characters at spaces (as a bank's report wraps a narrow column). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= max) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Column widths varied per statement (the seed moves the column boundaries): the description by ±15 %, the
 * other columns only wider (up to 15 %), so that a date or a figure never has to wrap.
 */
export const jitter = <C extends { width: number; key?: string }>(r: R, cols: C[]): C[] =>
  cols.map((c) => ({ ...c, width: Math.round(c.width * (c.key === 'desc' ? 0.85 + r() * 0.3 : 1 + r() * 0.15) * 10) / 10 }));

export type TableDef = { columns: Column[]; rowGap?: number; noHeader?: boolean; headingOnce?: boolean };
export const tableOf = (cols: Col2[], o: Omit<TableDef, 'columns'> = {}): TableDef => ({ columns: cols.map((c) => ({ title: c.title, width: c.width, align: c.align ?? 'left' })), ...o });
export const txRow = (cols: Col2[], t: Tx2, i: number, bal: number | null): TableRow => ({ cells: cols.map((c) => c.cell({ t, i, bal })) });
/** A row that is not a transaction (opening balance, a subtotal): cells by column key. */
export const label = (cols: Col2[], put: Record<string, string>, bold = true): TableRow => ({ cells: cols.map((c) => (c.key ? (put[c.key] ?? '') : '')), bold });

// ------------------------------------------------------------------ pages

/**
 * What goes on the pages after the first page's heading blocks: blocks (with an estimate of their printed lines)
 * and table rows. `keep`: never the last piece of a page (a section title goes over with what it heads).
 */
export type Piece = { block: Block; lines: number; keep?: boolean } | { table: TableDef; row: TableRow; tx?: number; keep?: boolean };
type RowPiece = Extract<Piece, { table: TableDef }>;
const isRow = (p: Piece | undefined): p is RowPiece => p !== undefined && 'table' in p;
const lineCount = (row: TableRow) => Math.max(1, ...row.cells.map((c) => (c ? c.split('\n').length : 1)));

export type PageSpec = {
  size?: 'A4' | 'Letter';
  head: Block[];
  pieces: Piece[];
  /** Printed lines of pieces on page 1 (after the heading blocks) and on the pages after it. */
  firstLines: number;
  lines: number;
  /** Lines kept free on every page for the rows the hooks add. */
  reserve?: number;
  pageHeader?: (page: number, pages: number) => string[];
  footer?: (page: number, pages: number) => string[];
  /** Rows closing a table's part on a page: its transactions there, and whether the table goes on on the next page. */
  pageEnd?: (table: TableDef, txs: number[], goesOn: boolean) => TableRow[];
  /** Rows opening a table's part on a page when it came from the page before: its transactions on earlier pages. */
  pageStart?: (table: TableDef, before: number[]) => TableRow[];
};

/** Lays pieces out on pages by printed lines (a block that heads a table, or a piece to keep, moves to the next page with what follows). */
export function paginate(s: PageSpec): Doc {
  const reserve = s.reserve ?? 2;
  const chunks: Piece[][] = [[]];
  let used = 0;
  for (const p of s.pieces) {
    const cost = isRow(p) ? lineCount(p.row) : p.lines;
    const cap = (chunks.length === 1 ? s.firstLines : s.lines) - reserve;
    if (used + cost > cap && chunks[chunks.length - 1].length) {
      chunks.push([]);
      used = 0;
    }
    chunks[chunks.length - 1].push(p);
    used += cost;
  }
  for (let c = 0; c < chunks.length - 1; c++) {
    const sticky = (p: Piece, next: Piece) => p.keep || (!isRow(p) && isRow(next));
    while (chunks[c].length > 1 && sticky(chunks[c][chunks[c].length - 1], chunks[c + 1][0])) chunks[c + 1].unshift(chunks[c].pop()!);
  }
  const n = chunks.length;
  const seen = new Map<TableDef, number[]>();
  const pages: Page[] = chunks.map((chunk, p) => {
    const blocks: Block[] = p === 0 ? [...s.head] : [];
    let k = 0;
    while (k < chunk.length) {
      const piece = chunk[k];
      if (!isRow(piece)) {
        blocks.push(piece.block);
        k++;
        continue;
      }
      const table = piece.table;
      const group: RowPiece[] = [];
      while (k < chunk.length && isRow(chunk[k]) && (chunk[k] as RowPiece).table === table) group.push(chunk[k++] as RowPiece);
      const before = seen.get(table);
      const prevLast = p > 0 ? chunks[p - 1][chunks[p - 1].length - 1] : undefined;
      const continued = group[0] === chunk[0] && isRow(prevLast) && prevLast.table === table;
      const txs = group.flatMap((g) => (g.tx === undefined ? [] : [g.tx]));
      const next = p + 1 < n ? chunks[p + 1][0] : undefined;
      const goesOn = k === chunk.length && isRow(next) && next.table === table;
      const rows: TableRow[] = [
        ...(continued && s.pageStart ? s.pageStart(table, before ?? []) : []),
        ...group.map((g) => g.row),
        ...(s.pageEnd ? s.pageEnd(table, txs, goesOn) : []),
      ];
      seen.set(table, [...(before ?? []), ...txs]);
      blocks.push({ kind: 'table', columns: table.columns, rows, rowGap: table.rowGap, noHeader: table.noHeader || (continued && table.headingOnce) });
    }
    return { header: p > 0 ? s.pageHeader?.(p + 1, n) : undefined, blocks, footer: s.footer?.(p + 1, n) };
  });
  return { size: s.size ?? 'A4', pages };
}

// ------------------------------------------------------------------ one account, one table

export type Totals = { opening: number; closing: number; out: number; in: number; txs: Tx2[] };

export type LedgerSpec = {
  family: string;
  verdict: 'verified' | 'not_verified' | 'cannot_verify';
  size?: 'A4' | 'Letter';
  look?: Look;
  account: Acct;
  /** Holder side: a card's amount owed is negative. */
  opening: number;
  txs: Tx2[];
  cols: Col2[];
  /** Which rows print the running balance: every row (default), none, or some. */
  balances?: 'all' | 'none' | ((i: number, txs: Tx2[]) => boolean);
  /** What the balance column prints from the holder-side balance (a card: the amount owed). */
  shown?: (holder: number) => number;
  misprint?: { at: number; value: (right: number) => number };
  overdraft?: boolean;
  head: (t: Totals) => Block[];
  /** Blocks after the table, with their printed lines. */
  tail?: (t: Totals) => { block: Block; lines: number; keep?: boolean }[];
  top?: (t: Totals) => TableRow[];
  bottom?: (t: Totals) => TableRow[];
  firstLines?: number;
  lines?: number;
  reserve?: number;
  rowGap?: number;
  noHeader?: boolean;
  headingOnce?: boolean;
  pageHeader?: (page: number, pages: number) => string[];
  footer?: (page: number, pages: number) => string[];
  pageEnd?: (txs: number[], goesOn: boolean, balanceAfter: (i: number) => number) => TableRow[];
  pageStart?: (before: number[], balanceAfter: (i: number) => number) => TableRow[];
  /** Whether opening and closing balances are printed (the truth keeps them, else null). */
  balancesPrinted: boolean;
};

/** A single-account statement: one table, paginated, and its truth. */
export function ledger(s: LedgerSpec): { doc: Doc; truth: { family: string; verdict: LedgerSpec['verdict']; accounts: TruthAccount[]; firstBreakIndex?: number } } {
  const opening = s.account.card || s.overdraft ? s.opening : openingInCredit(s.opening, s.txs);
  const right = running(opening, s.txs);
  const closing = right.length ? right[right.length - 1] : opening;
  const shown = s.shown ?? ((b: number) => b);
  const which = s.balances ?? 'all';
  const printed = right.map((b, i) => {
    if (which === 'none' || (which !== 'all' && !which(i, s.txs))) return null;
    const v = shown(b);
    return s.misprint?.at === i ? s.misprint.value(v) : v;
  });
  const totals: Totals = {
    opening,
    closing,
    out: s.txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0),
    in: s.txs.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0),
    txs: s.txs,
  };
  const table = tableOf(s.cols, { rowGap: s.rowGap, noHeader: s.noHeader, headingOnce: s.headingOnce });
  const pieces: Piece[] = [
    ...(s.top?.(totals) ?? []).map((row) => ({ table, row })),
    ...s.txs.map((t, i) => ({ table, row: txRow(s.cols, t, i, printed[i]), tx: i })),
    ...(s.bottom?.(totals) ?? []).map((row) => ({ table, row })),
    ...(s.tail?.(totals) ?? []),
  ];
  const after = (i: number) => shown(right[i]);
  const doc = paginate({
    size: s.size,
    head: s.head(totals),
    pieces,
    firstLines: s.firstLines ?? 36,
    lines: s.lines ?? 56,
    reserve: s.reserve,
    pageHeader: s.pageHeader,
    footer: s.footer,
    pageEnd: s.pageEnd ? (_t, txs, goesOn) => s.pageEnd!(txs, goesOn, after) : undefined,
    pageStart: s.pageStart ? (_t, before) => s.pageStart!(before, after) : undefined,
  });
  const account = truthAccount(s.account, s.balancesPrinted ? opening : null, s.balancesPrinted ? closing : null, s.txs, printed);
  return {
    doc: withLook(doc, s.look),
    truth: { family: s.family, verdict: s.verdict, accounts: [account], ...(s.misprint ? { firstBreakIndex: s.misprint.at } : {}) },
  };
}

// ------------------------------------------------------------------ look and printing

/**
 * How a statement prints beyond render-html's defaults: `px` the body's font size, `landscape` the page turned,
 * `dense` a 6.5 pt table with tight rows. pdf-lib's standard-font renderer knows none of these: it prints the
 * statements without `landscape` or `dense` in its own sizes and leaves those two out.
 */
export type Look = { px?: number; landscape?: boolean; dense?: boolean };
type StyledDoc = Doc & { look?: Look };

export const withLook = (doc: Doc, look?: Look): Doc => (look ? ({ ...doc, look } as StyledDoc) : doc);
export const lookOf = (doc: Doc): Look | undefined => (doc as StyledDoc).look;
/** A body font size between 9.5 and 12 px (7-9 pt) for a statement, from its random source. */
export const fontPx = (r: R) => r.pick([9.5, 10, 10.5, 11, 11.5, 12]);

function lookCss(look: Look, size: Doc['size']): string {
  const css: string[] = [];
  if (look.px) css.push(`body { font-size: ${look.px}px; } table.tx th { font-size: ${look.px - 0.5}px; } table.kv td, .pair { font-size: ${look.px}px; }`);
  if (look.landscape) css.push(`@page { size: ${size} landscape; margin: 10mm 12mm; } .page { height: ${size === 'A4' ? 186 : 192}mm; }`);
  // 6.5 pt is 8.67 CSS px.
  if (look.dense) css.push('body { font-size: 8.67px; } table.tx th { font-size: 8.67px; padding: 1px 3px; } table.tx td { padding: 0 3px; line-height: 1.18; } .text { margin: 1px 0 4px; }');
  return css.join('\n');
}

/** Whether pdf-lib's renderer prints this statement as it is meant (not a landscape or 6.5 pt one). */
export const pdfLibFits = (doc: Doc) => !lookOf(doc)?.landscape && !lookOf(doc)?.dense;

/** render-html's page of a statement with its look on top. */
export function novel2Html(doc: Doc, variant = 0): string {
  const look = lookOf(doc);
  const html = toHtml(doc, variant);
  return look ? html.replace('</style>', `${lookCss(look, doc.size)}\n</style>`) : html;
}

/** Prints a novel2 statement with Chromium: render-html's page with the statement's look on top. */
export async function renderNovel2WithChromium(browser: Browser, doc: Doc, variant = 0): Promise<Uint8Array> {
  if (!lookOf(doc)) return renderWithChromium(browser, doc, variant);
  const html = novel2Html(doc, variant);
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const pdf = await PDFDocument.load(printed, { updateMetadata: false });
    pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
    pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
    return pdf.save({ useObjectStreams: false });
  } finally {
    await page.close();
  }
}
