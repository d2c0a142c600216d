/** A statement as a document: pages of blocks that both renderers (pdf-lib and Chromium) lay out their own way. */
export type Align = 'left' | 'right' | 'center';
export type Column = { title: string; width: number; align: Align };
/** A stray mark an OCR engine read off a table rule: drawn just right of column `after`'s boundary, not part of any cell. */
export type Stray = { after: number; ch: string };
export type TableRow = { cells: string[]; bold?: boolean; strays?: Stray[] };

export type Block =
  | { kind: 'text'; lines: string[]; size?: number; bold?: boolean }
  | { kind: 'pair'; left: string[]; right: string[] }
  | { kind: 'kv'; rows: [string, string][] }
  /** `headerGap`: extra space between the heading and the first row (a heading printed far above the figures). */
  | { kind: 'table'; columns: Column[]; rows: TableRow[]; rowGap?: number; noHeader?: boolean; mono?: boolean; headerGap?: number }
  | { kind: 'gap'; size: number };

export type Page = { header?: string[]; blocks: Block[]; footer?: string[] };
/**
 * `ocr`: the text layer looks like an OCR engine's: every word its own run, some words in two pieces,
 * baselines off by up to a point (deterministic from the seed). What the words say does not change.
 */
export type Doc = { pages: Page[]; size: 'A4' | 'Letter'; ocr?: { seed: number } };

export type TruthTransaction = { date: string; description: string; amount: number; balance: number | null };
export type TruthAccount = {
  accountNumber: string | null;
  currency: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** In the order the statement prints them; `newest_first` when that is not the order they happened in (not scored). */
  transactions: TruthTransaction[];
  printOrder?: 'newest_first';
};
export type Truth =
  | { family: string; verdict: 'verified' | 'not_verified' | 'cannot_verify'; accounts: TruthAccount[]; firstBreakIndex?: number; password?: string }
  | { family: 'refusal'; error: string; password?: string };

export type Fixture = { name: string; doc: Doc; truth: Truth };

/** A table as fixed-width text lines (a mainframe-style report): each printed line is one string. */
export function monoLines(block: Extract<Block, { kind: 'table' }>): string[] {
  const total = block.columns.reduce((s, c) => s + c.width, 0);
  // Each column as wide as its share of the line, or its longest cell: a report never truncates figures.
  const longest = (i: number) => Math.max(...block.rows.flatMap((r) => r.cells[i].split('\n').map((l) => l.length)), 0);
  const widths = block.columns.map((c, i) => Math.max(c.title.length + 2, longest(i) + 2, Math.round((c.width / total) * 96)));
  const pad = (text: string, i: number) => {
    const w = widths[i] - 2;
    return (block.columns[i].align === 'right' ? text.padStart(w) : text.padEnd(w)) + '  ';
  };
  const lines: string[] = [];
  if (!block.noHeader) lines.push(block.columns.map((c, i) => pad(c.title.replace('\n', ' '), i)).join('').trimEnd());
  for (const row of block.rows) {
    const cells = row.cells.map((c) => c.split('\n'));
    const n = Math.max(1, ...cells.map((c) => c.length));
    for (let k = 0; k < n; k++) lines.push(cells.map((c, i) => pad(c[k] ?? '', i)).join('').trimEnd());
  }
  return lines;
}
