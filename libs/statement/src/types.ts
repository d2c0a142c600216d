import type { CategoryId } from './books/categories.js';
import type { OcrEngine } from './ocr/port.js';
import type { OpenPdf } from './pdf.js';

/** The result of reading one statement PDF (docs/engine.md, "The Statement"). Unknown values are null. */
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
  /** How the engine read this account's table and why (docs/engine.md, "The reading search"); absent on accounts a person made. */
  reading?: AccountReading;
};

/** The role the reading gave a money column. */
export type ColumnRole = 'amount' | 'debit' | 'credit' | 'balance' | 'other';

/** One piece of evidence for a reading: what was seen, how often, and the points it gave. */
export type ReadingEvidence = { name: string; count: number; points: number; says: string };

/** A reading of an account's table in words a person can check, with what decided it and what came second. */
export type AccountReading = {
  dates: {
    /** Which of the table's date columns holds the transaction date (0-based), of how many. */
    column: number;
    columns: number;
    /** The heading over each date column, as printed (lower-cased), or null. */
    labels: (string | null)[];
    order: 'day_first' | 'month_first';
    /** Where the year of the dates came from. */
    year: 'printed' | 'period' | 'statement' | 'document' | 'assumed';
    /** Whether the dates are confirmed (one date column, or the choice confirmed by the rows and the headings; day and month order settled; the year known). */
    confirmed: boolean;
  };
  /** Each money column of the table, left to right: its heading and the role it was read in. */
  columns: { label: string | null; role: ColumnRole }[];
  /** bank: money out negative; card: the balance is what is owed, purchases negative and payments positive. */
  convention: 'bank' | 'card';
  printOrder: 'oldest_first' | 'newest_first';
  /** One sentence: how the account was read. */
  summary: string;
  /** What confirmed the amounts, in words ("opening + transactions = closing", "every running balance follows"). */
  confirmedBy: string[];
  /** Doubts the engine could not settle; they keep the account from being verified. */
  doubts: string[];
  score: number;
  evidence: ReadingEvidence[];
  /** The best readings that differ from this one in what a person would see, with their scores. */
  alternatives: { summary: string; score: number; switch: ReadingSwitch }[];
  /** Score of this reading minus the runner-up's; null when there was no other reading. */
  margin: number | null;
  /**
   * One-click changes a person can ask for ("use the other date column", "this is a card statement"), each the
   * switch that makes it; offered only where the table can be read that way.
   */
  switches?: { label: string; switch: ReadingSwitch }[];
  /** What a person chose for this account (the review's switches): the reading is the best one that fits it. */
  forced?: ReadingSwitch;
};

/** What a reading switch changes: the alternative expressed as the parts that differ. */
export type ReadingSwitch = {
  /** Which of the table's date columns holds the transaction date (0-based, counting every date column the table has). */
  dateColumn?: number;
  order?: 'day_first' | 'month_first';
  convention?: 'bank' | 'card';
  printOrder?: 'oldest_first' | 'newest_first';
  roles?: ColumnRole[];
};

/**
 * The other side of a transfer between the holder's own accounts, on a marked row: its account (as labelled), date
 * and signed amount. books/transfers.ts finds them; the type is the row's, so this module imports nothing of books'.
 */
export type TransferMark = { account: string; date: string; amount: number };

export type Transaction = {
  /** ISO date YYYY-MM-DD. */
  date: string;
  description: string;
  /** Signed: money out negative. */
  amount: number;
  /** The balance printed on this row, or null. */
  balance: number | null;
  /**
   * A row that moved no money and prints a balance of nothing beside it (a card check, a refused debit order, maybe
   * with the amount it would have moved): kept as the statement prints it, left out of the sums and the balance check.
   */
  informational?: true;
  page: number;
  /** Top of the row on its page, in PDF points from the top. */
  y: number;
  /**
   * Where the row was read: its lines' box on page `page`, in PDF points from the page's top left corner
   * (OCR rows too). Absent on a row a person inserted, and on statements read before boxes were kept.
   */
  box?: RowBox;
  /** On a page read by OCR: the engine's confidence (0–100) in the row's least certain date or figure. */
  confidence?: number;
  /** Who the row was with, cleaned from the description ("Blue Bottle Coffee"); absent on statements read before payees were kept. */
  payee?: string;
  /** What the row is booked to (books/categories.ts); a person's choice or rule wins over the shipped rules. */
  category?: CategoryId;
  /**
   * Money moved between two of the holder's own accounts (books/transfers.ts): the other side's account, date
   * and amount. Set when a batch or the holder's documents of the period are read together, never stored.
   */
  transfer?: TransferMark;
};

export type RowBox = { page: number; x0: number; y0: number; x1: number; y1: number };

export type ParseOptions = {
  password?: string;
  /** Read only the first N pages (the anonymous free conversion reads page 1). `Statement.pages` stays the document's total. */
  maxPages?: number;
  /** Refuse documents with more pages than this with `too_many_pages` (protects the service). Default 500. */
  pageLimit?: number;
  /** Reads pages that have no text layer with this OCR engine; without one such pages are reported and skipped. */
  ocr?: OcrEngine;
  /**
   * Readings a person chose (per account, by its position in `accounts`): each such account is read the best way
   * that fits its switch. A switch that no reading of the table fits is refused with `reading_unavailable`.
   */
  readings?: ForcedReading[];
  /**
   * Told as each page starts being read (`reading`: its number, and whether OCR reads it) and once every page
   * has been (`reading: null`): a long statement or a scan takes seconds, and the person waiting can see how far it is.
   */
  onProgress?: (progress: ParseProgress) => void;
  /**
   * Asked before each page: once it says yes the read ends with ReadStoppedError. A thread running the engine is
   * stopped this way, between pages, rather than ended from outside (see the conversion service's engine pool).
   */
  stopped?: () => boolean;
  /** Told the document's page count once it is open and within `pageLimit`, before any page is read. */
  onOpened?: (pages: number) => void;
  /**
   * An OCR engine waits elsewhere (the service's OCR lane), not here: a page without a usable text layer
   * ends the read with ScansFoundError, naming every such page among those read, so the document can be
   * sent there. Saves reading each text-layer statement twice (once to look for scans, once to read it).
   */
  scansElsewhere?: boolean;
  /**
   * Opens the document in place of openPdf, with the same pages and refusals: the CLI's reads its pages in a
   * worker thread, ahead of the engine (PdfPageThread).
   */
  open?: (bytes: Uint8Array, password?: string) => Promise<OpenPdf>;
};

export type ForcedReading = { account: number; switch: ReadingSwitch };

/** How far parseStatement is: `pagesDone` of `pages` (the pages it reads) read, and the page it is reading now. */
export type ParseProgress = { pagesDone: number; pages: number; reading: { page: number; ocr: boolean } | null };
