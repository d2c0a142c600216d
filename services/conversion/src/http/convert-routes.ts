import { Router, type Response } from 'express';
import { clientIp, optionalUser, type AuthOptions } from '@bankxl/platform';
import { convertAnonymously, convertForUser, type ConvertDeps } from '../domain/convert-statement.js';
import { ClientGoneError, ConversionDeadlineError } from '../domain/errors.js';
import { conversionBudget, type BudgetSettings } from './conversion-budget.js';
import { progressStream, wantsProgressEvents } from './progress-stream.js';
import { readUpload } from './multipart.js';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What stops one conversion before its charge: its deadline passing (it answers ConversionDeadlineError, in
 * time for the gateway to pass it on) or the client going away, the gateway included (ClientGoneError).
 */
function stopWhenLateOrGone(res: Response, deadlineMs: number): { signal: AbortSignal; clear: () => void; dropDeadline: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ConversionDeadlineError()), deadlineMs);
  // 'close' before the answer is written means the connection was closed under it.
  const onClose = () => {
    if (!res.writableEnded) controller.abort(new ClientGoneError());
  };
  res.on('close', onClose);
  return {
    signal: controller.signal,
    // Once progress events flow the gateway never waits on silence: the engine's own time budgets bound the work.
    dropDeadline: () => clearTimeout(timer),
    clear: () => {
      clearTimeout(timer);
      res.off('close', onClose);
    },
  };
}

/**
 * POST /api/convert: multipart `file` (+ optional `password`), Bearer optional. `deadlineMs` (CONVERT_DEADLINE_MS)
 * bounds the conversion once the upload is read, below the gateway's time for an answer. With
 * `Accept: text/event-stream` the answer tells how far the conversion is (see progress-stream.ts), and closing
 * the request is how the client cancels it: stopped, engine included, and nothing charged before `saving`.
 */
export function convertRoutes(deps: ConvertDeps & { auth: AuthOptions; maxUploadMb: number; budget: BudgetSettings; deadlineMs: number }): Router {
  const router = Router();
  const maxBytes = Math.floor(deps.maxUploadMb * 1024 * 1024);
  const spend = conversionBudget(deps.database, deps.budget, 'convert');
  router.post(
    '/api/convert',
    optionalUser(deps.auth),
    async (req, res) => {
      const upload = await readUpload(req, maxBytes, deps.maxUploadMb);
      const user = res.locals.user;
      await spend(req, user?.userId ?? null);
      // From here on: the gateway's timer runs on silence, which starts once the whole upload has arrived.
      const stop = stopWhenLateOrGone(res, deps.deadlineMs);
      const stream = wantsProgressEvents(req) ? progressStream(res, res.locals.log ?? deps.log, stop.dropDeadline) : null;
      let output;
      try {
        output = user
          ? await convertForUser(deps, upload, user.userId, res.locals.requestId, stop.signal, stream?.progress)
          : await convertAnonymously(deps, upload, { ip: clientIp(req), fingerprint: req.header('x-device-fingerprint') }, stop.signal, stream?.progress);
      } catch (err) {
        if (err instanceof ClientGoneError) res.locals.log?.info({ code: err.code }, 'client went away; conversion stopped before its charge');
        if (!stream?.isOpen) throw err;
        stream.failed(err);
        return;
      } finally {
        stop.clear();
      }
      if (stream?.isOpen) {
        stream.done({
          fileName: output.downloadName,
          pages: output.pages,
          nextAvailable: output.nextAvailable?.toISOString() ?? null,
          storedFilename: output.storedFilename ?? null,
          resultToken: output.resultToken,
          documentId: output.documentId ?? null,
          workbookBase64: output.workbook.toString('base64'),
        });
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      if (output.nextAvailable) res.setHeader('X-Next-Available', output.nextAvailable.toISOString());
      res.setHeader('X-Statement-Pages', String(output.pages));
      // The stored document (signed-in users): GET /api/download/{it}?format= gives it in other formats.
      if (output.storedFilename) res.setHeader('X-Stored-Filename', output.storedFilename);
      // The result panel reads the Statement with this (GET /api/results/{token}); the document page uses the id.
      res.setHeader('X-Result-Token', output.resultToken);
      if (output.documentId) res.setHeader('X-Document-Id', output.documentId);
      res.attachment(output.downloadName);
      res.type(XLSX_CONTENT_TYPE).send(output.workbook);
    },
  );
  return router;
}
