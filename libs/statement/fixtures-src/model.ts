/** A statement as a document: pages of blocks that both renderers (pdf-lib and Chromium) lay out their own way. */
export type Align = 'left' | 'right';
export type Column = { title: string; width: number; align: Align };
export type TableRow = { cells: string[]; bold?: boolean };

export type Block =
  | { kind: 'text'; lines: string[]; size?: number; bold?: boolean }
  | { kind: 'pair'; left: string[]; right: string[] }
  | { kind: 'kv'; rows: [string, string][] }
  | { kind: 'table'; columns: Column[]; rows: TableRow[]; rowGap?: number; noHeader?: boolean }
  | { kind: 'gap'; size: number };

export type Page = { header?: string[]; blocks: Block[]; footer?: string[] };
export type Doc = { pages: Page[]; size: 'A4' | 'Letter' };

export type TruthTransaction = { date: string; description: string; amount: number; balance: number | null };
export type TruthAccount = {
  accountNumber: string | null;
  currency: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  transactions: TruthTransaction[];
};
export type Truth =
  | { family: string; verdict: 'verified' | 'not_verified' | 'cannot_verify'; accounts: TruthAccount[]; firstBreakIndex?: number; password?: string }
  | { family: 'refusal'; error: string; password?: string };

export type Fixture = { name: string; doc: Doc; truth: Truth };
