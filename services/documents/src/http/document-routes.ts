import { Router } from 'express';
import { currentUser, requireUser, type AuthOptions } from '@bankxl/platform';
import { dateRangeOf } from '@bankxl/platform';
import { downloadFormatOf, listDocuments, openDownload, type DocumentsDeps } from '../domain/documents.js';

export function documentRoutes(deps: DocumentsDeps & { auth: AuthOptions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.auth);

  router.get('/api/documents', signedIn, async (req, res) => {
    const range = dateRangeOf(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listDocuments(deps, currentUser(res).userId, range));
  });

  router.get('/api/download/:storedFilename', signedIn, async (req, res) => {
    // ?format=ofx|qfx|qbo|qif|qbo-csv|...: the same document in another format (default xlsx).
    const format = downloadFormatOf(req.query.format);
    const { body, downloadName, contentType } = await openDownload(deps, currentUser(res).userId, req.params.storedFilename as string, format);
    res.setHeader('Cache-Control', 'private, no-store');
    // RFC 6266/5987: an ASCII fallback plus filename*=UTF-8'' for any other name.
    res.attachment(downloadName);
    res.type(contentType).send(body);
  });

  return router;
}
