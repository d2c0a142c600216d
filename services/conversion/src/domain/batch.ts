import { randomUUID } from 'node:crypto';
import { AppError } from '@bankxl/platform';
import { checkBatch, withTransfers, type BatchCheckResult, type BatchStatement, type Statement } from '@bankxl/statement';
import { batchOf, createBatch, failUnfinishedFiles, finishBatch, ownerAlive, updateBatchFile, type BatchFileRow, type BatchRow } from '../adapters/batch-repository.js';
import { BatchCreditsError, BatchRefusedError } from './batch-errors.js';
import { looksLikeZip, pdfsInZip } from './batch-zip.js';
import { admit, convertForUser, countPages, type ConvertDeps } from './convert-statement.js';
import { ConverterBusyError, TooManyConversionsError } from './errors.js';
import { assertLooksLikePdf, type Upload } from './upload.js';

export type BatchLimits = { maxFiles: number; maxBytes: number; maxMb: number };

/** How a batch's file is shown: its name in the batch, pages, where it is, and what went wrong. */
export type BatchFileView = { name: string; pages: number; status: BatchFileRow['status']; error: string | null; storedFilename: string | null };
export type BatchView = {
  id: string;
  status: BatchRow['status'];
  pages: number;
  files: BatchFileView[];
  /** When done: the checks across the batch, per account (see checkBatch). */
  checks: BatchChecksView | null;
};
/** checkBatch's result without the transactions (the view and the API need the statements' figures, not their rows). */
export type BatchChecksView = {
  problems: number;
  accounts: {
    accountNumber: string | null;
    currency: string | null;
    statements: { name: string; periodStart: string | null; periodEnd: string | null; openingBalance: number | null; closingBalance: number | null; transactions: number; duplicateOf: string | null }[];
    checks: BatchCheckResult['accounts'][number]['checks'];
  }[];
};

// A file the engine cannot take right now (the user's other conversion holds their slots, or the queue
// is full) is tried again after a pause, rather than failed: the batch is the user's own work.
const BUSY_RETRIES = 20;
const BUSY_PAUSE_MS = 500;

/**
 * Accepts a batch: zips expanded (bounded), every file checked to be a PDF and its pages counted, and
 * the balance compared with all the pages at once. Refused as a whole (nothing converted, nothing
 * charged) when any of that fails. Then the files are converted one at a time in the background, each
 * through the ordinary signed-in conversion (charged per page as it succeeds); `onSettled` runs when
 * the batch is done (tests and shutdown wait on it).
 */
export async function startBatch(
  deps: ConvertDeps & { batchLimits: BatchLimits; track: (work: Promise<void>) => void },
  received: Upload[],
  userId: string,
  requestId?: string,
): Promise<BatchView> {
  const uploads = await expandZips(received, deps.batchLimits);
  if (uploads.length === 0) throw new BatchRefusedError('missing_file', 'Choose the PDF statements to convert.');
  if (uploads.length > deps.batchLimits.maxFiles) throw new BatchRefusedError('too_many_files', `A batch can hold at most ${deps.batchLimits.maxFiles} statements.`);
  const labels = uniqueLabels(uploads.map((u) => u.originalFilename));
  const pages: number[] = [];
  for (const [i, upload] of uploads.entries()) {
    pages.push(await countPagesOf(deps, upload, labels[i], userId));
  }
  const total = pages.reduce((a, b) => a + b, 0);
  const balance = await deps.billing.balance(userId, requestId);
  if (balance < total) throw new BatchCreditsError(total, balance);

  const id = randomUUID();
  await createBatch(deps.database, { id, userId, pages: total, owner: deps.instanceId, files: labels.map((label, i) => ({ label, pages: pages[i] })) });
  deps.log.info({ batchId: id, userId, files: uploads.length, pages: total }, 'batch accepted');
  deps.track(runBatch(deps, id, uploads.map((u, i) => ({ ...u, originalFilename: labels[i] })), userId, requestId));
  const view = await readBatch(deps, id, userId);
  return view!;
}

/** The batch as its owner sees it; null for anyone else (a 404, never a 403: its existence is not told). */
export async function readBatch(deps: BatchReadDeps, batchId: string, userId: string): Promise<BatchView | null> {
  const found = await settledBatchOf(deps, batchId, userId);
  if (!found) return null;
  return {
    id: found.batch.id,
    status: found.batch.status,
    pages: found.batch.pages,
    files: found.files.map((f) => ({ name: f.label, pages: f.pages, status: f.status, error: f.error, storedFilename: f.storedFilename })),
    checks: (found.batch.checks as BatchChecksView | null) ?? null,
  };
}

/**
 * The Statements of a finished batch's converted files, read back from storage, in upload order, with the
 * transfers between the batch's accounts marked on both sides (books/transfers.ts): every download of the
 * batch shows them. Computed when read, never stored, so it follows the stored Statements.
 */
export async function batchStatements(deps: BatchReadDeps, batchId: string, userId: string): Promise<BatchStatement[] | null> {
  const found = await settledBatchOf(deps, batchId, userId);
  if (!found) return null;
  if (found.batch.status !== 'done') throw new BatchRefusedError('batch_running', 'This batch is still being converted. Please wait until every file is done.', 409);
  const statements: BatchStatement[] = [];
  for (const file of found.files) {
    if (file.status !== 'done' || !file.statementKey) continue;
    let bytes: Buffer;
    try {
      bytes = await deps.storage.get(file.statementKey);
    } catch {
      throw new BatchRefusedError('batch_expired', 'The files of this batch are no longer kept (files are deleted 24 hours after upload).', 410);
    }
    statements.push({ label: file.label, statement: JSON.parse(bytes.toString('utf8')) as Statement });
  }
  if (statements.length === 0) throw new BatchRefusedError('batch_empty', 'No statement of this batch could be converted, so there is nothing to download.', 409);
  return withTransfers(statements, (s) => s.label);
}

type BatchReadDeps = Pick<ConvertDeps, 'database' | 'storage' | 'log'>;

/** A process silent this long is gone (recovery takes its conversions over after 15 s; a batch waits longer). */
const OWNER_GONE_AFTER_SECONDS = 60;
const LOST_QUEUED = 'The converter restarted before this file was converted. Nothing was charged for it; please send it again.';
const LOST_CONVERTING =
  'The converter restarted while converting this file. If it is not in your documents, please send it again (a charge for it is refunded).';

/**
 * The batch, finished first when the process converting it is gone: its uploads were in that process's
 * memory, so the files not converted yet fail (saying so) and the checks run on the ones that were.
 */
async function settledBatchOf(deps: BatchReadDeps, batchId: string, userId: string) {
  const found = await batchOf(deps.database.db, batchId, userId);
  if (!found || found.batch.status !== 'running' || (await ownerAlive(deps.database.db, found.batch.owner, OWNER_GONE_AFTER_SECONDS))) return found;
  await failUnfinishedFiles(deps.database.db, batchId, { queued: LOST_QUEUED, converting: LOST_CONVERTING });
  const converted: BatchStatement[] = [];
  for (const file of found.files) {
    if (file.status === 'done' && file.statementKey) {
      const bytes = await deps.storage.get(file.statementKey).catch(() => null);
      if (bytes) converted.push({ label: file.label, statement: JSON.parse(bytes.toString('utf8')) as Statement });
    }
  }
  await finishBatch(deps.database.db, batchId, checksView(checkBatch(converted)));
  deps.log.warn({ batchId }, 'batch finished after its process was gone');
  return batchOf(deps.database.db, batchId, userId);
}

async function runBatch(deps: ConvertDeps, batchId: string, uploads: Upload[], userId: string, requestId?: string): Promise<void> {
  const converted: BatchStatement[] = [];
  for (const [position, upload] of uploads.entries()) {
    await updateBatchFile(deps.database.db, batchId, position, { status: 'converting' });
    try {
      const output = await whenEngineFree(() => convertForUser(deps, upload, userId, requestId));
      await updateBatchFile(deps.database.db, batchId, position, {
        status: 'done',
        pages: output.pages,
        storedFilename: output.storedFilename,
        statementKey: output.statementKey,
      });
      if (output.statementKey) {
        converted.push({ label: upload.originalFilename, statement: JSON.parse((await deps.storage.get(output.statementKey)).toString('utf8')) as Statement });
      }
    } catch (err) {
      // The message the user would have got for this file alone (billing's, the engine's); a bug stays a generic line.
      const message = err instanceof AppError ? err.message : 'This file could not be converted. Please try it again on its own.';
      if (!(err instanceof AppError)) deps.log.error({ batchId, position, err: err instanceof Error ? err.message : String(err) }, 'batch file failed');
      await updateBatchFile(deps.database.db, batchId, position, { status: 'failed', error: message }).catch(() => undefined);
    }
  }
  await finishBatch(deps.database.db, batchId, checksView(checkBatch(converted)));
  deps.log.info({ batchId, converted: converted.length, files: uploads.length }, 'batch done');
}

function checksView(result: BatchCheckResult): BatchChecksView {
  return {
    problems: result.problems,
    accounts: result.accounts.map((group) => ({
      accountNumber: group.accountNumber,
      currency: group.currency,
      statements: group.statements.map((s) => ({
        name: s.label,
        periodStart: s.periodStart,
        periodEnd: s.periodEnd,
        openingBalance: s.openingBalance,
        closingBalance: s.closingBalance,
        transactions: s.account.transactions.length,
        duplicateOf: s.duplicateOf,
      })),
      checks: group.checks,
    })),
  };
}

/**
 * The checks as if the statement `label` had not been in the batch (its document was deleted): its figures
 * and every check that names it go; the checks between the others stay as they were.
 */
export function checksWithout(checks: BatchChecksView, label: string): BatchChecksView {
  const accounts = checks.accounts
    .map((group) => ({
      ...group,
      statements: group.statements.filter((s) => s.name !== label).map((s) => (s.duplicateOf === label ? { ...s, duplicateOf: null } : s)),
      checks: group.checks.filter((c) => !c.statements.includes(label)),
    }))
    .filter((group) => group.statements.length > 0);
  return { problems: accounts.reduce((sum, g) => sum + g.checks.filter((c) => c.ok === false).length, 0), accounts };
}

async function whenEngineFree<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      const busy = err instanceof TooManyConversionsError || err instanceof ConverterBusyError;
      if (!busy || attempt >= BUSY_RETRIES) throw err;
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
    }
  }
}

/** Pages of one file of the batch; a refused file refuses the batch, named. */
async function countPagesOf(deps: ConvertDeps & { batchLimits: BatchLimits }, upload: Upload, label: string, userId: string): Promise<number> {
  try {
    assertLooksLikePdf(upload.bytes);
    const client = `user:${userId}`;
    const pages = await whenEngineFree(async () => {
      const leave = admit(deps.engine, client);
      try {
        return (await countPages(deps, client, upload)).pages;
      } finally {
        leave();
      }
    });
    if (pages > deps.limits.maxPages) {
      throw new BatchRefusedError('too_many_pages', `This PDF has ${pages} pages; at most ${deps.limits.maxPages} can be converted at once.`, 413);
    }
    return pages;
  } catch (err) {
    if (err instanceof AppError && err.status < 500 && err.status !== 429) {
      throw new BatchRefusedError(err.code, `${label}: ${err.message} Nothing in this batch was converted or charged.`, err.status);
    }
    throw err;
  }
}

async function expandZips(received: Upload[], limits: BatchLimits): Promise<Upload[]> {
  const out: Upload[] = [];
  let inflated = 0;
  for (const upload of received) {
    if (!looksLikeZip(upload.bytes)) {
      out.push(upload);
      continue;
    }
    const inner = await pdfsInZip(upload.originalFilename, upload.bytes, { ...limits, maxFiles: limits.maxFiles - out.length }, inflated);
    inflated += inner.reduce((sum, u) => sum + u.bytes.length, 0);
    out.push(...inner);
  }
  return out;
}

/** Names as uploaded, made unique in the batch ("statement.pdf", "statement (2).pdf"), so every check names one file. */
function uniqueLabels(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let label = name;
    for (let n = 2; used.has(label.toLowerCase()); n += 1) label = name.replace(/(\.pdf)?$/i, ` (${n})$1`);
    used.add(label.toLowerCase());
    return label;
  });
}
