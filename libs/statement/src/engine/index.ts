import type { Line } from '../lines.js';
import type { Account } from '../types.js';
import { readAccounts } from './accounts.js';
import { preparePages } from './document.js';
import { buildAccounts, type DocumentInfo } from './finalize.js';
import { readTables } from './records.js';

/**
 * The extraction engine (ENGINE.md): pages of lines → tokens → tables → readings → rows → accounts.
 * Each stage is a module of its own; this only runs them in order.
 */
export type EnginePage = { number: number; height: number; ocr: boolean; lines: Line[] };

export function readStatement(pages: EnginePage[], info: DocumentInfo): { accounts: Account[]; bank: string | null; warnings: string[] } {
  const warnings: string[] = [];
  const prepared = preparePages(pages);
  const tables = readTables(prepared);
  const facts = readAccounts(prepared, tables);
  const accounts = buildAccounts(tables, facts, info, warnings);
  return { accounts, bank: facts.bank, warnings };
}
