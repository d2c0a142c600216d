import type { OcrEngine } from './ocr/port.js';

/** The result of reading one statement PDF (ARCHITECTURE.md, "The Statement"). Unknown values are null. */
export type Statement = {
  pages: number;
  /** Pages actually read (less than `pages` when `maxPages` cut the document short). */
  pagesParsed: number;
  bank: string | null;
  accounts: Account[];
  warnings: string[];
  /** Pages read by OCR because they have no text layer; present only when parsing was given an OCR engine. */
  ocrPages?: number[];
};

export type Verdict = 'verified' | 'not_verified' | 'cannot_verify';

export type Checks = {
  verdict: Verdict;
  /** Where the check first fails, in words a user understands (e.g. "row 14 (2024-01-09, page 2)"), or null. */
  firstBreak: string | null;
  /** Index into `transactions` of the first row whose running balance does not follow, or null. */
  firstBreakIndex: number | null;
  /** Opening + sum of amounts = closing, or null when either balance is unknown. */
  totalsMatch: boolean | null;
  datesInPeriod: boolean;
};

export type Account = {
  accountNumber: string | null;
  /** A card statement's balances are what the holder owes, so they read negative (money out is negative everywhere). */
  kind: 'bank' | 'credit_card';
  name: string | null;
  currency: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  transactions: Transaction[];
  checks: Checks;
};

export type Transaction = {
  /** ISO date YYYY-MM-DD. */
  date: string;
  description: string;
  /** Signed: money out negative. */
  amount: number;
  /** The balance printed on this row, or null. */
  balance: number | null;
  page: number;
  /** Top of the row on its page, in PDF points from the top. */
  y: number;
  /** On a page read by OCR: the engine's confidence (0–100) in the row's least certain date or figure. */
  confidence?: number;
};

export type ParseOptions = {
  password?: string;
  /** Read only the first N pages (the anonymous free conversion reads page 1). `Statement.pages` stays the document's total. */
  maxPages?: number;
  /** Refuse documents with more pages than this with `too_many_pages` (protects the service). Default 500. */
  pageLimit?: number;
  /** Reads pages that have no text layer with this OCR engine; without one such pages are reported and skipped. */
  ocr?: OcrEngine;
};
