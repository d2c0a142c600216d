import express, { Router } from 'express';
import { BadRequestError, currentUser, dateRangeOf, PayloadTooLargeError, requireUser, type AuthOptions } from '@bankxl/platform';
import {
  deleteDocumentNow,
  firstPageOf,
  getDocument,
  listDocuments,
  ownedRow,
  pdfOf,
  verdictFilterOf,
  type DocumentsDeps,
} from '../domain/documents.js';
import { downloadFormatOf, downloadOf, openDownload, type Download } from '../domain/downloads.js';
import { historyOf, saveCorrection } from '../domain/review.js';
import { switchReading, type Rereader } from '../domain/reading.js';
import { applyRulesToDocument, type RuleSource } from '../domain/apply-rules.js';
import { parseCorrection, parseReadingChange } from '../domain/statement-input.js';
import { reviewStatementOf } from '../domain/transfers.js';

/** A corrected Statement of 20,000 rows is about 3 MB of JSON; the gateway allows the same. */
const STATEMENT_BODY_LIMIT = '8mb';

function sendDownload(res: express.Response, { body, downloadName, contentType }: Download): void {
  res.setHeader('Cache-Control', 'private, no-store');
  // RFC 6266/5987: an ASCII fallback plus filename*=UTF-8'' for any other name.
  res.attachment(downloadName);
  res.type(contentType).send(body);
}

/** Reads only JSON; a body over the limit, or not JSON, gets our message rather than the parser's. */
function jsonBody(limit: string, tooLarge: string, invalidCode: string): express.RequestHandler {
  const parse = express.json({ limit });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (err && (err as { type?: string }).type === 'entity.too.large') return next(new PayloadTooLargeError(tooLarge));
      if (err && (err as { type?: string }).type === 'entity.parse.failed') return next(new BadRequestError('body is not valid JSON.', invalidCode, { field: 'body' }));
      next(err);
    });
}

export function documentRoutes(deps: DocumentsDeps & { auth: AuthOptions; rereader: Rereader | null; rules: RuleSource | null; afterCommit?: () => void }): Router {
  const router = Router();
  const signedIn = requireUser(deps.auth);
  const statementBody = jsonBody(STATEMENT_BODY_LIMIT, 'The statement is too large to save.', 'invalid_statement');
  const readingBody = jsonBody('16kb', 'The reading change is too large.', 'invalid_reading');
  const applyRulesBody = jsonBody('1kb', 'The request is too large.', 'invalid_input');

  router.get('/api/documents', signedIn, async (req, res) => {
    const range = dateRangeOf(req.query);
    const verdict = verdictFilterOf(req.query.verdict);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listDocuments(deps, currentUser(res).userId, range, verdict));
  });

  router.get('/api/documents/:id', signedIn, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await getDocument(deps, currentUser(res).userId, req.params.id as string));
  });

  // Delete now: 204 for the owner, again on a second delete; anyone else's document is a 404.
  router.delete('/api/documents/:id', signedIn, async (req, res) => {
    await deleteDocumentNow(deps, currentUser(res).userId, req.params.id as string);
    res.status(204).end();
  });

  router.get('/api/documents/:id/statement', signedIn, async (req, res) => {
    const row = await ownedRow(deps, currentUser(res).userId, req.params.id as string);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await reviewStatementOf(deps, row));
  });

  router.put(
    '/api/documents/:id/statement',
    signedIn,
    statementBody,
    async (req, res) => {
      const correction = parseCorrection(req.body);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await saveCorrection(deps, currentUser(res).userId, req.params.id as string, correction));
    },
  );

  // Read the stored PDF again with another reading of one account (its date column, signs, day/month order).
  router.put('/api/documents/:id/reading', signedIn, readingBody, async (req, res) => {
    const change = parseReadingChange(req.body);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await switchReading(deps, currentUser(res).userId, req.params.id as string, change, res.locals.requestId as string | undefined));
  });

  // The user's rules applied again to this document's rows: a new version, like a correction (undo restores).
  router.post('/api/documents/:id/apply-rules', signedIn, applyRulesBody, async (req, res) => {
    const version = (req.body as { version?: unknown } | undefined)?.version;
    if (version !== undefined && !(Number.isInteger(version) && (version as number) >= 1)) {
      throw new BadRequestError('version must be the version you are looking at (a whole number from 1).', 'invalid_input', { field: 'version' });
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await applyRulesToDocument(deps, currentUser(res).userId, req.params.id as string, { version: version as number | undefined, requestId: res.locals.requestId as string | undefined }));
  });

  router.get('/api/documents/:id/history', signedIn, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await historyOf(deps, currentUser(res).userId, req.params.id as string));
  });

  router.get('/api/documents/:id/download', signedIn, async (req, res) => {
    const format = downloadFormatOf(req.query.format);
    const row = await ownedRow(deps, currentUser(res).userId, req.params.id as string);
    sendDownload(res, await downloadOf(deps, row, format, { original: req.query.original === '1' || req.query.original === 'true' }));
  });

  // The uploaded PDF, shown beside the rows on the review page (rendered in the browser). Never cached:
  // it is a bank statement, and it must be gone once the document expires.
  router.get('/api/documents/:id/pdf', signedIn, async (req, res) => {
    const row = await ownedRow(deps, currentUser(res).userId, req.params.id as string);
    const body = await pdfOf(deps, row);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('application/pdf').send(body);
  });

  // The first page as a picture (JPEG, FIRST_PAGE_PIXELS_PER_POINT pixels per point), shown by the review until
  // pdf.js has drawn the page itself; private and never cached, like the PDF.
  router.get('/api/documents/:id/first-page', signedIn, async (req, res) => {
    const row = await ownedRow(deps, currentUser(res).userId, req.params.id as string);
    const body = await firstPageOf(deps, row);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('image/jpeg').send(body);
  });

  router.get('/api/download/:storedFilename', signedIn, async (req, res) => {
    // ?format=ofx|qfx|qbo|qif|qbo-csv|...: the same document in another format (default xlsx).
    const format = downloadFormatOf(req.query.format);
    sendDownload(res, await openDownload(deps, currentUser(res).userId, req.params.storedFilename as string, format));
  });

  return router;
}
