import { Router } from 'express';
import { currentUser, requireUser, type AuthOptions } from '@bankxl/platform';
import { dateRangeOf } from '@bankxl/platform';
import { listDocuments, openDownload, type DocumentsDeps } from '../domain/documents.js';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function documentRoutes(deps: DocumentsDeps & { auth: AuthOptions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.auth);

  router.get('/api/documents', signedIn, async (req, res) => {
    const range = dateRangeOf(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listDocuments(deps, currentUser(res).userId, range));
  });

  router.get('/api/download/:storedFilename', signedIn, async (req, res) => {
    const { body, downloadName } = await openDownload(deps, currentUser(res).userId, req.params.storedFilename as string);
    res.setHeader('Cache-Control', 'private, no-store');
    // RFC 6266/5987: an ASCII fallback plus filename*=UTF-8'' for any other name.
    res.attachment(downloadName);
    res.type(XLSX_CONTENT_TYPE).send(body);
  });

  return router;
}
