import { Router } from 'express';
import { isExportFormat, toBatchWorkbook, toBatchZip, XLSX_CONTENT_TYPE, ZIP_CONTENT_TYPE } from '@bankxl/export';
import { BadRequestError, currentUser, NotFoundError, requireUser, type AuthOptions } from '@bankxl/platform';
import { batchStatements, readBatch, startBatch, type BatchLimits } from '../domain/batch.js';
import type { ConvertDeps } from '../domain/convert-statement.js';
import { readBatchUpload } from './batch-multipart.js';
import { conversionBudget, type BudgetSettings } from './conversion-budget.js';

const NOT_FOUND = 'This batch was not found.';

/**
 * Batches of statements, signed in only, each visible to its owner only:
 * POST /api/batches (multipart `files`, PDFs or zips of PDFs) → 202 with the batch;
 * GET /api/batches/:id → per-file status and, once done, the checks across the batch;
 * GET /api/batches/:id/download?kind=combined | ?kind=zip&format=<export format>.
 */
export function batchRoutes(
  deps: ConvertDeps & { auth: AuthOptions; batchLimits: BatchLimits; track: (work: Promise<void>) => void; budget: BudgetSettings },
): Router {
  const router = Router();
  const spend = conversionBudget(deps.database, deps.budget, 'batch');
  router.post(
    '/api/batches',
    requireUser(deps.auth),
    async (req, res) => {
      const uploads = await readBatchUpload(req, deps.batchLimits);
      // Each batch has every file's pages counted by the engine before the credit check: the same budget as /api/convert.
      await spend(req, currentUser(res).userId);
      const batch = await startBatch(deps, uploads, currentUser(res).userId, res.locals.requestId);
      res.status(202).setHeader('Location', `/api/batches/${batch.id}`);
      res.setHeader('Cache-Control', 'no-store');
      res.json(batch);
    },
  );

  router.get('/api/batches/:id', requireUser(deps.auth), async (req, res) => {
    const batch = isUuid(String(req.params.id)) ? await readBatch(deps, String(req.params.id), currentUser(res).userId) : null;
    if (!batch) throw new NotFoundError(NOT_FOUND, 'batch_not_found');
    res.setHeader('Cache-Control', 'no-store');
    res.json(batch);
  });

  router.get('/api/batches/:id/download', requireUser(deps.auth), async (req, res) => {
    const kind = String(req.query.kind ?? 'combined');
    const format = String(req.query.format ?? 'xlsx');
    if (kind !== 'combined' && kind !== 'zip') throw new BadRequestError('Choose kind=combined (one workbook) or kind=zip (a file per statement).', 'invalid_kind');
    if (kind === 'zip' && !isExportFormat(format)) throw new BadRequestError(`${format} is not a download format.`, 'invalid_format');
    const statements = isUuid(String(req.params.id)) ? await batchStatements(deps, String(req.params.id), currentUser(res).userId) : null;
    if (!statements) throw new NotFoundError(NOT_FOUND, 'batch_not_found');
    res.setHeader('Cache-Control', 'no-store');
    if (kind === 'combined') {
      res.attachment('batch.xlsx');
      res.type(XLSX_CONTENT_TYPE).send(await toBatchWorkbook(statements));
      return;
    }
    res.attachment(`batch-${format}.zip`);
    res.type(ZIP_CONTENT_TYPE).send(await toBatchZip(statements, format as Parameters<typeof toBatchZip>[1]));
  });
  return router;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
