import type { MessagePort } from 'node:worker_threads';
import type { ForcedReading, ParseProgress, StatementErrorCode, UserRule } from '@bankxl/statement';

/**
 * One Int32 on shared memory: the pool sets it to 1 when the task's caller gave up (a timeout, a client gone), and
 * the worker ends the task at its next page (see engine-pool.ts for why it is not ended from outside).
 */
export type StopFlag = Int32Array;

/** What the main thread asks a worker to do; bytes travel as a transferred copy. */
export type EngineTask = (
  | {
      /** Counts the pages and finds those without a text layer (the scans only the OCR lane can read). */
      op: 'count';
      pdf: Uint8Array;
      password?: string;
      /** Look for scanned pages among the first N only (anonymous: 1). */
      maxPages?: number;
      /** Longer documents are refused anyway: their pages are counted, not looked at. */
      pageLimit: number;
    }
  | {
      /** Draws the first page as a picture (a stored document's: its review shows it before pdf.js is ready). */
      op: 'firstPage';
      pdf: Uint8Array;
    }
  | {
      op: 'convert';
      pdf: Uint8Array;
      password?: string;
      /** Read only the first N pages (anonymous: 1). */
      maxPages?: number;
      /** Refuse longer documents. */
      pageLimit: number;
      fileName: string;
      /** Readings a person chose in the review (a re-read of a stored PDF): those accounts are read that way. */
      readings?: ForcedReading[];
      /** The user's own rules (signed-in conversions): plain data, turned into matchers inside the worker. */
      rules?: UserRule[];
      /** Where the worker tells how far it is (EngineProgress messages); transferred with the task. */
      progress?: MessagePort;
      /**
       * The OCR lane exists and this worker is not in it: a document with a page without a text layer is
       * answered `scans` (its pages and those pages) for the caller to send there, rather than read here.
       */
      scansElsewhere?: boolean;
    }
) & { stop?: StopFlag };

/** How far a convert task is: the engine's pages, then the workbook being written. */
export type EngineProgress = { step: 'opened'; /** The document's page count. */ pages: number } | ({ step: 'pages' } & ParseProgress) | { step: 'writing' };

/** Plain data back from a worker: refusals are values, so their code survives the thread boundary. */
export type EngineResult =
  | { ok: true; op: 'count'; pages: number; /** Pages (1-based) without a text layer. */ withoutText: number[] }
  /** A convert task with `scansElsewhere` that found pages only OCR can read: nothing was read. */
  | { ok: true; op: 'scans'; pages: number; withoutText: number[] }
  /** JPEG (libs/statement firstPagePicture); null when the page could not be drawn. */
  | { ok: true; op: 'firstPage'; picture: Uint8Array | null }
  | {
      ok: true;
      op: 'convert';
      pages: number;
      pagesParsed: number;
      transactions: number;
      /** Pages read by OCR (empty in the text lane). */
      ocrPages: number[];
      workbook: Uint8Array;
      /** The Statement as JSON (libs/export toJson): kept beside the workbook so other formats can be downloaded later. */
      statement: Uint8Array;
    }
  | { ok: false; code: StatementErrorCode; message: string };

/**
 * Given to the workers of the OCR lane (piscina's workerData): each starts one engine with these settings
 * the first time it needs it and keeps it for the documents after. The text lane's workers get none.
 */
export type OcrWorkerSettings = { languages: string[]; dpi?: number };
