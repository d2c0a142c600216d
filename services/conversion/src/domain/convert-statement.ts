import { createHash, randomUUID } from 'node:crypto';
import { enqueueEvent } from '@bankxl/bus';
import { firstPageKeyOf, makeEvent, storedKeysOf } from '@bankxl/contracts';
import type { Database } from '@bankxl/db';
import { AppError, type Logger } from '@bankxl/platform';
import { StorageUnavailableError, type FileStorage } from '@bankxl/storage';
import { claimFreeConversion, releaseFreeConversion } from '../adapters/anonymous-usage-repository.js';
import { markFilesRemoved, recordCharging, recordCompleted, recordStoring, reopenLeftoverFiles, setStatus, type StoredObjects } from '../adapters/conversion-repository.js';
import { EngineBusyError, EngineOutOfMemoryError, EngineTimeoutError, type EnginePool } from '../engine/engine-pool.js';
import type { EngineProgress, EngineResult, EngineTask } from '../engine/engine-task.js';
import type { Billing } from '../ports.js';
import { AnonymousLimitError, ConverterBusyError, InputRefusedError, isHostileRefusal, refusal, SlowScanError, StorageDownError, TooManyConversionsError } from './errors.js';
import { progressReporter, type ProgressListener } from './progress.js';
import { keepResult } from './results.js';
import { assertLooksLikePdf, workbookName, type Upload } from './upload.js';
import { rulesForConversion } from './book-rules.js';

export const SCHEMA = 'conversion';
const PDF_CONTENT_TYPE = 'application/pdf';
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const JSON_CONTENT_TYPE = 'application/json';
const JPEG_CONTENT_TYPE = 'image/jpeg';

export type ConvertDeps = {
  database: Database;
  engine: EnginePool;
  /**
   * The OCR lane (null when OCR is off): documents with a page without a text layer are read there, with
   * `pageTimeoutMs` for each scanned page and one more (starting the engine, writing the workbook), plus
   * `textTimeoutMs` (the text lane's limit) when some pages read have a text layer.
   */
  ocr: { pool: EnginePool; pageTimeoutMs: number; textTimeoutMs: number } | null;
  billing: Billing;
  storage: FileStorage;
  log: Logger;
  limits: { maxPages: number; anonymousWindowMs: number };
  /** How long GET /api/results/:token answers after a conversion: the product's file retention. */
  resultRetentionMs: number;
  /** This process (see domain/recovery.ts): recorded on each conversion it runs, so others can tell when it is gone. */
  instanceId: string;
  /** Publishes the outbox now rather than at the relay's next poll. */
  afterCommit: () => void;
  now?: () => Date;
};

export type ConversionOutput = {
  workbook: Buffer;
  downloadName: string;
  pages: number;
  /** Anonymous only: when this client may convert for free again. */
  nextAvailable?: Date;
  /** Signed in only: the stored document's name, for downloading it again in another format. */
  storedFilename?: string;
  /** Reads the result (Statement, pages) at GET /api/results/{it} until it expires; anonymous or not. */
  resultToken: string;
  /** Signed in only: the document's id (the conversion id) for /api/documents/{it}. */
  documentId?: string;
  /** Signed in only: where the Statement JSON is stored (a batch reads it back for its checks). */
  statementKey?: string;
};

const nowOf = (deps: ConvertDeps) => (deps.now ?? (() => new Date()))();

/** Who an anonymous client is: the IP the gateway saw and, when sent, the device fingerprint. Each is claimed. */
export function anonymousClientKeys(ip: string, fingerprint: string | undefined): string[] {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  const keys = [`ip:${hash(ip)}`];
  if (fingerprint && fingerprint.trim()) keys.push(`fp:${hash(fingerprint.trim().slice(0, 512))}`);
  return keys;
}

/**
 * Anonymous: one free conversion per client per window, first page only. The claim is taken before
 * the engine runs and given back when the input is refused (or anything else fails), so a bad file
 * never uses the free conversion; except a file refused as hostile (isHostileRefusal), which keeps it. A
 * conversion stopped by `stop` (its deadline passed, the client went away or cancelled) gives it back too.
 * `onProgress` hears each step while the engine works (see domain/progress.ts).
 */
export async function convertAnonymously(
  deps: ConvertDeps,
  upload: Upload,
  client: { ip: string; fingerprint?: string },
  stop?: AbortSignal,
  onProgress?: ProgressListener,
): Promise<ConversionOutput> {
  assertLooksLikePdf(upload.bytes);
  const keys = anonymousClientKeys(client.ip, client.fingerprint);
  const windowMs = deps.limits.anonymousWindowMs;
  const claim = await claimFreeConversion(deps.database, keys, nowOf(deps), windowMs);
  if (!claim.granted) throw new AnonymousLimitError(claim.nextAvailable, Math.round(windowMs / 3_600_000));
  const admission = { leave: () => {} };
  try {
    // Admitted after the claim, so parallel uploads of one client get the anonymous limit, not a busy engine.
    admission.leave = admit(deps.engine, `ip:${client.ip}`);
    // The free page may be a scan: then it is read in the OCR lane.
    const result = await readDocument(deps, `ip:${client.ip}`, admission, {
      op: 'convert',
      pdf: upload.bytes,
      password: upload.password,
      maxPages: 1,
      pageLimit: deps.limits.maxPages,
      fileName: upload.originalFilename,
    }, { stop, onProgress: onProgress && progressReporter(onProgress).fromEngine });
    stop?.throwIfAborted();
    const resultToken = await keepResult(
      deps.database.db,
      { userId: null, documentId: null, pages: result.pages, pagesParsed: result.pagesParsed, statement: result.statement },
      nowOf(deps),
      deps.resultRetentionMs,
    );
    deps.log.info({ pages: result.pages, transactions: result.transactions, ocrPages: result.ocrPages.length }, 'anonymous conversion done');
    return {
      resultToken,
      workbook: Buffer.from(result.workbook.buffer, result.workbook.byteOffset, result.workbook.byteLength),
      downloadName: workbookName(upload.originalFilename),
      pages: result.pages,
      nextAvailable: new Date(claim.claimedAt.getTime() + windowMs),
    };
  } catch (err) {
    // A file built to exhaust the engine keeps the claim used: otherwise it could be sent again and again.
    if (!isHostileRefusal(err)) {
      await releaseFreeConversion(deps.database, keys, claim.claimedAt).catch((releaseErr: unknown) =>
        deps.log.error({ err: releaseErr }, 'could not give back a free conversion'),
      );
    }
    throw err;
  } finally {
    admission.leave();
  }
}

/**
 * Signed in: read the statement while checking that the balance covers its pages (asked as soon as the
 * engine has counted them; a refusal stops the read), then charge one
 * credit per page (idempotent on the conversion id) and keep the PDF and the workbook, recording the
 * conversion and its event in one transaction. A refused input is found before the charge, so it
 * costs nothing; any failure after the charge refunds it (retried later if billing is unreachable).
 *
 * `stop` (POST /api/convert: its deadline, or the client going away or cancelling) stops the conversion, engine
 * included, up to the charge, which is then never made. Once charged it is finished: the document is kept and
 * listed, so a charge always has its document (or, failing, its refund). `onProgress` hears each step, the
 * last being `saving` just before the charge (see domain/progress.ts).
 */
export async function convertForUser(
  deps: ConvertDeps,
  upload: Upload,
  userId: string,
  requestId?: string,
  stop?: AbortSignal,
  onProgress?: ProgressListener,
): Promise<ConversionOutput> {
  assertLooksLikePdf(upload.bytes);
  const engineClient = `user:${userId}`;
  const admission = { leave: admit(deps.engine, engineClient) };
  try {
    const started = Date.now();
    // A cheap refusal, asked while the engine reads (it stops the read); the charge below is still the
    // authoritative check. Longer documents than the limit are refused by the engine before this.
    const noCredits = new AbortController();
    let credits: Promise<void> | undefined;
    const checkCredits = (pages: number) => {
      credits ??= deps.billing.checkCredits({ userId, credits: pages }, requestId).catch((err: unknown) => {
        noCredits.abort(err);
        throw err;
      });
      credits.catch(() => undefined); // awaited below, once the read is done
    };
    const progress = onProgress ? progressReporter(onProgress) : null;
    // The rules this user taught: every conversion of theirs (site, API, batch) books its rows by them.
    const rules = await rulesForConversion(deps.database.db, userId);
    // A scan, or a statement with a scanned page, is read in the OCR lane; it is charged the same per page.
    const result = await readDocument(deps, engineClient, admission, {
      op: 'convert',
      pdf: upload.bytes,
      password: upload.password,
      pageLimit: deps.limits.maxPages,
      fileName: upload.originalFilename,
      rules,
    }, { stop: stop ? AbortSignal.any([stop, noCredits.signal]) : noCredits.signal, onProgress: progress?.fromEngine, onOpened: checkCredits });
    checkCredits(result.pages); // its report may come after the answer (another port)
    await credits;
    stop?.throwIfAborted();
    const pages = result.pages;
    const workbook = Buffer.from(result.workbook.buffer, result.workbook.byteOffset, result.workbook.byteLength);

    const conversionId = randomUUID();
    // Every step is recorded and every object key is recorded before the object is written, so if this
    // process dies part-way, recovery (domain/recovery.ts) finishes or refunds it and deletes the files.
    const storedFilename = `${randomUUID()}.xlsx`;
    const keys = {
      storedFilename,
      pdfKey: `users/${userId}/${conversionId}.pdf`,
      workbookKey: `users/${userId}/${storedFilename}`,
      // The Statement itself, so documents can write the other download formats (OFX, QIF, ...) from it.
      statementKey: `users/${userId}/${conversionId}.statement.json`,
    };
    const { pdfKey, workbookKey, statementKey } = keys;
    // The last moment to stop: from the charge on, the conversion is finished whoever is waiting for it.
    stop?.throwIfAborted();
    progress?.saving();
    await recordCharging(deps.database, { id: conversionId, userId, pages, originalFilename: upload.originalFilename, owner: deps.instanceId, ...keys });
    try {
      await deps.billing.charge(
        { userId, conversionId, credits: pages, description: `Converted ${upload.originalFilename} (${pages} ${pages === 1 ? 'page' : 'pages'})` },
        requestId,
      );
    } catch (err) {
      // A refusal (no credits) charged nothing; an outage may or may not have: the retry job finds out.
      const refused = err instanceof AppError && err.status < 500;
      await setStatus(deps.database.db, conversionId, refused ? 'failed' : 'refund_pending', { nothingStored: true });
      throw err;
    }

    try {
      if (!(await recordStoring(deps.database.db, conversionId, deps.instanceId))) throw new TakenOverError(conversionId);
      // The PDF and the Statement side by side, both before the workbook: a stored workbook then means everything
      // is stored (recovery relies on the order). Both settle before a failure is handled, so the clean-up below
      // cannot run ahead of a write still landing.
      const beforeWorkbook = await Promise.allSettled([
        deps.storage.put(pdfKey, upload.bytes, PDF_CONTENT_TYPE),
        deps.storage.put(statementKey, Buffer.from(result.statement.buffer, result.statement.byteOffset, result.statement.byteLength), JSON_CONTENT_TYPE),
      ]);
      for (const put of beforeWorkbook) if (put.status === 'rejected') throw put.reason;
      await deps.storage.put(workbookKey, workbook, XLSX_CONTENT_TYPE);
      const uploadDate = new Date().toISOString();
      const resultToken = await deps.database.transaction(async (tx) => {
        if (!(await recordCompleted(tx, conversionId, deps.instanceId, { durationMs: Date.now() - started }))) throw new TakenOverError(conversionId);
        const token = await keepResult(
          tx,
          { userId, documentId: conversionId, pages, pagesParsed: result.pagesParsed, statement: result.statement },
          nowOf(deps),
          deps.resultRetentionMs,
        );
        await enqueueEvent(
          tx,
          SCHEMA,
          makeEvent('conversion.completed', {
            conversionId,
            userId,
            originalFilename: upload.originalFilename,
            storedFilename,
            pdfKey,
            workbookKey,
            statementKey,
            pages,
            uploadDate,
          }),
        );
        return token;
      });
      deps.afterCommit();
      deps.log.info({ conversionId, userId, pages, transactions: result.transactions, ocrPages: result.ocrPages.length, ms: Date.now() - started }, 'conversion done');
      // After the answer, not before it: a picture costs about what reading a one-page statement does.
      if (!upload.password) void storeFirstPagePicture(deps, { conversionId, userId, pdfKey, pdf: upload.bytes });
      return { workbook, downloadName: workbookName(upload.originalFilename), pages, storedFilename, resultToken, documentId: conversionId, statementKey };
    } catch (err) {
      if (err instanceof TakenOverError) {
        // Recovery took it over, believing this process gone; it settles the charge. Our objects may have
        // landed after it deleted them: have its leftover sweep look again.
        await reopenLeftoverFiles(deps.database.db, conversionId).catch(() => undefined);
        deps.log.error({ conversionId }, 'conversion taken over by recovery while still running');
        throw err;
      }
      await removeConversionFiles(deps, { id: conversionId, pdfKey, workbookKey, statementKey });
      await refundAfterFailure(deps, conversionId, requestId);
      deps.log.error({ conversionId, err: err instanceof Error ? err.message : String(err) }, 'conversion failed after the charge; refunded');
      if (err instanceof StorageUnavailableError) throw new StorageDownError();
      throw err;
    }
  } finally {
    admission.leave();
  }
}

/**
 * Draws the stored statement's first page as a picture and keeps it beside its PDF (firstPageKeyOf), for the
 * review to show while pdf.js loads. Not of a PDF protected by a password: its owner locked it, and no
 * unlocked picture of it is kept. Best effort: without a picture the review waits for pdf.js, as before.
 * Deleting a document deletes the PDF before the picture's key (storedKeysOf), so a picture that lands
 * after the PDF is gone is deleted here: no picture outlives its document.
 */
async function storeFirstPagePicture(deps: ConvertDeps, doc: { conversionId: string; userId: string; pdfKey: string; pdf: Uint8Array }): Promise<void> {
  const key = firstPageKeyOf(doc.pdfKey);
  try {
    // In the background: drawn when no one's conversion is waiting for a worker (the review falls back to pdf.js).
    const drawn = await deps.engine.run({ op: 'firstPage', pdf: doc.pdf }, `picture:${doc.userId}`, { background: true });
    if (!drawn.ok || drawn.op !== 'firstPage' || !drawn.picture) return;
    await deps.storage.put(key, Buffer.from(drawn.picture.buffer, drawn.picture.byteOffset, drawn.picture.byteLength), JPEG_CONTENT_TYPE);
    if (!(await deps.storage.exists(doc.pdfKey))) await deps.storage.delete(key);
  } catch (err) {
    deps.log.warn({ conversionId: doc.conversionId, err: err instanceof Error ? err.message : String(err) }, 'the first page could not be drawn');
  }
}

/** This process was taken for gone and its conversion settled by recovery (domain/recovery.ts). */
class TakenOverError extends Error {
  constructor(conversionId: string) {
    super(`conversion ${conversionId} was taken over by recovery`);
  }
}

/**
 * Deletes every object recorded for a conversion that did not complete (a failed put may still have
 * written it) and records that; when storage is down the leftover sweep tries again later.
 */
export async function removeConversionFiles(
  deps: Pick<ConvertDeps, 'storage' | 'database' | 'log'>,
  row: StoredObjects,
): Promise<boolean> {
  try {
    for (const key of storedKeysOf(row)) await deps.storage.delete(key);
    await markFilesRemoved(deps.database.db, row.id);
    return true;
  } catch (err) {
    deps.log.warn({ conversionId: row.id, err: err instanceof Error ? err.message : String(err) }, 'could not delete the files of a conversion; will retry');
    return false;
  }
}

/** Refunds a conversion that failed after its charge; when billing is unreachable, marks it for the retry job. */
export async function refundAfterFailure(deps: Pick<ConvertDeps, 'billing' | 'database' | 'log'>, conversionId: string, requestId?: string): Promise<boolean> {
  try {
    await deps.billing.refund(conversionId, requestId);
    await setStatus(deps.database.db, conversionId, 'refunded');
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) {
      await setStatus(deps.database.db, conversionId, 'failed'); // never charged
      return true;
    }
    deps.log.warn({ conversionId, err: err instanceof Error ? err.message : String(err) }, 'refund failed; will retry');
    await setStatus(deps.database.db, conversionId, 'refund_pending').catch(() => undefined);
    return false;
  }
}

/** `client` is whom the engine's per-client limit and turns count: the user, or the address when anonymous. */
export function admit(engine: EnginePool, client: string): () => void {
  const admission = engine.admit(client);
  if ('leave' in admission) return admission.leave;
  throw admission.refused === 'client_limit' ? new TooManyConversionsError() : new ConverterBusyError();
}

/** Where a document is read: the text lane (its own time limit), or the OCR lane with a budget per scanned page. */
type Lane = { ocr: false } | { ocr: true; timeoutMs: number };
const TEXT_LANE: Lane = { ocr: false };

/** `pagesRead`: how many pages the convert step reads (all, or the anonymous first one). */
export function laneFor(deps: ConvertDeps, pagesWithoutText: number[], pagesRead: number): Lane {
  if (!deps.ocr || pagesWithoutText.length === 0) return TEXT_LANE;
  const scanned = pagesWithoutText.length;
  return { ocr: true, timeoutMs: (scanned + 1) * deps.ocr.pageTimeoutMs + (pagesRead > scanned ? deps.ocr.textTimeoutMs : 0) };
}

/** The engine's "scanned statements are not supported" does not hold in the OCR lane: it read the scan and found no text. */
const NOTHING_RECOGNISED = 'No text could be recognised on the scanned pages of this PDF. Please try a sharper scan.';

const engineOf = (deps: ConvertDeps, lane: Lane): EnginePool => (lane.ocr && deps.ocr ? deps.ocr.pool : deps.engine);

/**
 * Moves a conversion admitted to the text lane into `lane`: admitted there first (refused as busy or too
 * many, like any admission), then it leaves the text lane, whose place it no longer needs.
 */
export function enter(deps: ConvertDeps, lane: Lane, client: string, leaveText: () => void): () => void {
  if (!lane.ocr) return leaveText;
  const leave = admit(engineOf(deps, lane), client);
  leaveText();
  return leave;
}

type ConvertTask = Extract<EngineTask, { op: 'convert' }>;
type ConvertResult = Extract<EngineResult, { op: 'convert' }>;

/**
 * Reads a document, admitted to the text lane (`admission.leave` then follows the lane it is in). Most
 * statements are read there in one pass that also counts their pages (told to `onOpened` once known). With an
 * OCR lane, a document with a page without a text layer comes back from that pass unread, naming those pages,
 * and is read in the OCR lane with a time budget for its scanned pages.
 */
export async function readDocument(
  deps: ConvertDeps,
  client: string,
  admission: { leave: () => void },
  task: Omit<ConvertTask, 'progress' | 'scansElsewhere'>,
  opts: { stop?: AbortSignal; onProgress?: (progress: EngineProgress) => void; onOpened?: (pages: number) => void } = {},
): Promise<ConvertResult> {
  const hear = (progress: EngineProgress) => (progress.step === 'opened' ? opts.onOpened?.(progress.pages) : opts.onProgress?.(progress));
  const first = await runEngine(deps, client, { ...task, scansElsewhere: deps.ocr !== null }, TEXT_LANE, opts.stop, hear);
  if (first.op === 'convert') return first;
  if (first.op !== 'scans') throw new Error('engine answered the wrong task');
  opts.onOpened?.(first.pages);
  const lane = laneFor(deps, first.withoutText, Math.min(task.maxPages ?? Infinity, first.pages));
  admission.leave = enter(deps, lane, client, admission.leave);
  const read = await runEngine(deps, client, task, lane, opts.stop, hear);
  if (read.op !== 'convert') throw new Error('engine answered the wrong task');
  return read;
}

/** The document's pages, and which of them (among the first `maxPages`) have no text layer; in the text lane. */
export async function countPages(
  deps: ConvertDeps,
  client: string,
  upload: Upload,
  maxPages?: number,
  stop?: AbortSignal,
): Promise<{ pages: number; withoutText: number[] }> {
  const counted = await runEngine(deps, client, { op: 'count', pdf: upload.bytes, password: upload.password, maxPages, pageLimit: deps.limits.maxPages }, TEXT_LANE, stop);
  if (counted.op !== 'count') throw new Error('engine answered the wrong task');
  return counted;
}

/** `stop` ends the task, waiting or running, with its reason (see EnginePool.run); `onProgress` hears how far it is. */
export async function runEngine(
  deps: ConvertDeps,
  client: string,
  task: EngineTask,
  lane: Lane = TEXT_LANE,
  stop?: AbortSignal,
  onProgress?: (progress: EngineProgress) => void,
): Promise<Exclude<EngineResult, { ok: false }>> {
  let result: EngineResult;
  try {
    result = await engineOf(deps, lane).run(task, client, { timeoutMs: lane.ocr ? lane.timeoutMs : undefined, signal: stop, onProgress });
  } catch (err) {
    if (err instanceof EngineBusyError) throw new ConverterBusyError();
    if (err instanceof EngineTimeoutError) {
      // A slow scan is no attack (see SlowScanError); a text layer that takes this long is built to.
      if (lane.ocr) throw new SlowScanError();
      throw new InputRefusedError('engine_timeout', 'This PDF took too long to read. Please check the file or try a shorter statement.');
    }
    if (err instanceof EngineOutOfMemoryError) {
      throw new InputRefusedError('engine_out_of_memory', 'This PDF needs more memory to read than one conversion may use. Please try a shorter statement.');
    }
    throw err;
  }
  if (!result.ok) throw refusal(result.code, lane.ocr && result.code === 'no_text_layer' ? NOTHING_RECOGNISED : result.message);
  return result;
}
