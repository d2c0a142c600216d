import { randomUUID } from 'node:crypto';
import type { AcceptedConversions, ApiConversion } from '@bankxl/contracts';
import { AppError, GoneError, NotFoundError } from '@bankxl/platform';
import { FileNotFoundError, type FileStorage } from '@bankxl/storage';
import { enqueueEvent } from '@bankxl/bus';
import { makeEvent } from '@bankxl/contracts';
import type { Db } from '@bankxl/db';
import type { ApiConversionRow } from '../adapters/tables.js';
import {
  conversionByStoredFilename,
  failIfOrphaned,
  failOrphaned,
  findApiConversion,
  insertQueued,
  markCompleted,
  markFailed,
  markRunning,
  storedObjectsOf,
} from '../adapters/api-conversion-repository.js';
import { convertForUser, SCHEMA, type ConvertDeps } from './convert-statement.js';
import { ConverterBusyError, TooManyConversionsError } from './errors.js';
import { assertLooksLikePdf, type Upload } from './upload.js';

/** How long a queued API conversion waits for room in the engine (the user's turn, a free worker) before it fails. */
const MAX_WAIT_FOR_ENGINE_MS = 10 * 60_000;
const ENGINE_RETRY_MS = 250;

export type ApiConversionDeps = ConvertDeps & {
  /** Conversions still running in this process (awaited at shutdown). */
  running: Set<Promise<void>>;
};

/**
 * Accepts one or several PDFs: each is checked by content first (a file that is not a PDF refuses the
 * whole request, and nothing is recorded or charged), recorded as queued, and converted in the
 * background through the same path as /api/convert: the engine pool and one credit per page.
 */
export async function acceptConversions(deps: ApiConversionDeps, uploads: Upload[], key: { userId: string; keyId: string }, requestId?: string): Promise<AcceptedConversions> {
  uploads.forEach((upload) => assertLooksLikePdf(upload.bytes));
  const queued = uploads.map((upload) => ({ id: randomUUID(), upload }));
  await insertQueued(
    deps.database.db,
    queued.map(({ id, upload }) => ({ id, userId: key.userId, keyId: key.keyId, originalFilename: upload.originalFilename, owner: deps.instanceId })),
  );
  // One after another: a user's files take their turns in the engine like their uploads on the web.
  const job = (async () => {
    for (const { id, upload } of queued) await runOne(deps, id, upload, key.userId, requestId);
  })();
  deps.running.add(job);
  void job.finally(() => deps.running.delete(job));
  return { conversions: queued.map(({ id, upload }) => ({ id, filename: upload.originalFilename, status: 'queued' as const })) };
}

async function runOne(deps: ApiConversionDeps, id: string, upload: Upload, userId: string, requestId?: string): Promise<void> {
  try {
    await markRunning(deps.database.db, id);
    const output = await convertWhenThereIsRoom(deps, upload, userId, requestId);
    const stored = output.storedFilename ? await conversionByStoredFilename(deps.database.db, userId, output.storedFilename) : undefined;
    if (!stored) throw new Error('the stored conversion was not found');
    await finish(deps, (tx) => markCompleted(tx, id, { conversionId: stored.id, pages: stored.pages }));
  } catch (err) {
    const error =
      err instanceof AppError ? { code: err.code, message: err.message } : { code: 'internal', message: 'Something went wrong. Please try again.' };
    if (!(err instanceof AppError)) deps.log.error({ apiConversionId: id, err: err instanceof Error ? err.message : String(err) }, 'API conversion failed');
    await finish(deps, (tx) => markFailed(tx, id, error)).catch((markErr: unknown) =>
      deps.log.error({ apiConversionId: id, err: markErr instanceof Error ? markErr.message : String(markErr) }, 'could not record a failed API conversion'),
    );
  }
}

/**
 * API conversions of a process that is gone never finish by themselves: marked failed and announced
 * (so their webhooks hear of it even when nobody polls). Run by one replica per period.
 */
export async function sweepOrphanedConversions(deps: ConvertDeps): Promise<void> {
  for (;;) {
    let swept = 0;
    await finish(deps, async (tx) => {
      const rows = await failOrphaned(tx);
      swept = rows.length;
      return rows;
    });
    if (swept === 0) return;
  }
}

/** Records the end of API conversions and, in the same transaction, the events that tell their webhooks. */
async function finish(deps: ConvertDeps, mark: (tx: Db) => Promise<ApiConversionRow | ApiConversionRow[] | undefined>): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const marked = await mark(tx);
    for (const row of Array.isArray(marked) ? marked : marked ? [marked] : []) await announce(tx, row);
  });
  deps.afterCommit();
}

async function announce(tx: Db, row: ApiConversionRow): Promise<void> {
  if (row.status !== 'completed' && row.status !== 'failed') return;
  await enqueueEvent(
    tx,
    SCHEMA,
    makeEvent('conversion.api_finished', {
      apiConversionId: row.id,
      userId: row.userId,
      keyId: row.keyId,
      filename: row.originalFilename,
      status: row.status,
      pages: row.pages,
      error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
      finishedAt: (row.completedAt ?? new Date()).toISOString(),
    }),
  );
}

/** The web answers "busy" at once; an accepted API conversion waits for its turn instead. */
async function convertWhenThereIsRoom(deps: ApiConversionDeps, upload: Upload, userId: string, requestId?: string) {
  const deadline = Date.now() + MAX_WAIT_FOR_ENGINE_MS;
  for (;;) {
    try {
      return await convertForUser(deps, upload, userId, requestId);
    } catch (err) {
      const busy = err instanceof TooManyConversionsError || err instanceof ConverterBusyError;
      if (!busy || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, ENGINE_RETRY_MS));
    }
  }
}

/** Status of the user's API conversion; when completed, the Statement and where to download it. */
export async function describeConversion(deps: ConvertDeps, userId: string, id: string): Promise<ApiConversion> {
  await finish(deps, (tx) => failIfOrphaned(tx, userId, id));
  const row = await findApiConversion(deps.database.db, userId, id);
  if (!row) throw new NotFoundError('No such conversion.', 'conversion_not_found');
  let statement: unknown = null;
  let downloads: ApiConversion['downloads'] = null;
  if (row.status === 'completed' && row.conversionId) {
    const objects = await storedObjectsOf(deps.database.db, userId, row.conversionId);
    const bytes = objects?.statementKey ? await readKept(deps.storage, objects.statementKey) : null;
    // Stored files are deleted 24 h after upload (documents): then the status stays, the result does not.
    if (bytes) {
      statement = JSON.parse(bytes.toString('utf8'));
      const base = `/api/v1/conversions/${row.id}`;
      downloads = { xlsx: `${base}/download?format=xlsx`, json: `${base}/download?format=json` };
    }
  }
  return {
    id: row.id,
    filename: row.originalFilename,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    pages: row.pages,
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
    statement,
    downloads,
  };
}

/** The completed conversion's workbook or Statement JSON, for its owner only. */
export async function conversionFile(deps: ConvertDeps, userId: string, id: string, format: 'xlsx' | 'json'): Promise<{ bytes: Buffer; name: string }> {
  const row = await findApiConversion(deps.database.db, userId, id);
  const objects = row?.status === 'completed' && row.conversionId ? await storedObjectsOf(deps.database.db, userId, row.conversionId) : undefined;
  const key = format === 'xlsx' ? objects?.workbookKey : objects?.statementKey;
  if (!row || !key) throw new NotFoundError('No such conversion, or it has not completed.', 'conversion_not_found');
  const bytes = await readKept(deps.storage, key);
  if (!bytes) throw new GoneError('The files of this conversion were deleted (24 hours after it was converted, or by you).', 'expired');
  const base = row.originalFilename.replace(/\.pdf$/i, '') || 'statement';
  return { bytes, name: `${base}.${format}` };
}

/** The object, or null once it was deleted (expired). */
async function readKept(storage: FileStorage, key: string): Promise<Buffer | null> {
  try {
    return await storage.get(key);
  } catch (err) {
    if (err instanceof FileNotFoundError) return null;
    throw err;
  }
}
