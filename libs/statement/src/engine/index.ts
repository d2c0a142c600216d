import type { Line } from '../lines.js';
import type { Account } from '../types.js';
import { readAccounts } from './accounts.js';
import { PagePreparer, type PageLines } from './document.js';
import { buildAccounts, type DocumentInfo } from './finalize.js';
import { RecordReader } from './records.js';
import { TableFinder } from './table-finder.js';

/**
 * The extraction engine (docs/engine.md): pages of lines → tokens → tables → readings → rows → accounts.
 * Each stage is a module of its own; this runs them in order. Pages are given one at a time and their
 * text is dropped once read into the tables (`addPage`); the accounts are worked out at the end (`finish`).
 */
export type EnginePage = { number: number; height: number; ocr: boolean; lines: Line[] };

export class StatementEngine {
  private readonly preparer = new PagePreparer();
  private readonly finder = new TableFinder();
  private readonly records = new RecordReader(this.finder.columns);
  /** The first page, kept for the bank's name in its letterhead. */
  private first: PageLines | null = null;

  addPage(page: EnginePage): void {
    const prepared = this.preparer.prepare(page);
    this.first ??= prepared;
    // Each stage once per page, in order: the tables on the page, then its records.
    this.records.readPage(prepared, this.finder.readPage(prepared));
  }

  finish(info: DocumentInfo): { accounts: Account[]; bank: string | null; warnings: string[] } {
    const warnings: string[] = [];
    const tables = this.records.finish(this.finder.models);
    const facts = readAccounts(this.first ? [this.first] : [], tables);
    const accounts = buildAccounts(tables, facts, info, warnings);
    return { accounts, bank: facts.bank, warnings };
  }
}

/** Reads a whole document at once (tools, tests). */
export function readStatement(pages: EnginePage[], info: DocumentInfo): { accounts: Account[]; bank: string | null; warnings: string[] } {
  const engine = new StatementEngine();
  for (const page of pages) engine.addPage(page);
  return engine.finish(info);
}
