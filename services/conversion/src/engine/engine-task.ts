import type { StatementErrorCode } from '@bankxl/statement';

/** What the main thread asks a worker to do; bytes travel as a transferred copy. */
export type EngineTask =
  | { op: 'count'; pdf: Uint8Array; password?: string }
  | {
      op: 'convert';
      pdf: Uint8Array;
      password?: string;
      /** Read only the first N pages (anonymous: 1). */
      maxPages?: number;
      /** Refuse longer documents. */
      pageLimit: number;
      fileName: string;
    };

/** Plain data back from a worker: refusals are values, so their code survives the thread boundary. */
export type EngineResult =
  | { ok: true; op: 'count'; pages: number }
  | {
      ok: true;
      op: 'convert';
      pages: number;
      pagesParsed: number;
      transactions: number;
      workbook: Uint8Array;
      /** The Statement as JSON (libs/export toJson): kept beside the workbook so other formats can be downloaded later. */
      statement: Uint8Array;
    }
  | { ok: false; code: StatementErrorCode; message: string };
