import { Router, type RequestHandler } from 'express';
import { sharedRateLimitStore } from '@bankxl/db';
import { answerOnce, BadRequestError, currentApiKey, fingerprintOf, IDEMPOTENCY_HEADER, requireApiKey, TooManyRequestsError } from '@bankxl/platform';
import { conversionIdempotencyKeys } from '../adapters/idempotency-repository.js';
import { acceptConversions, conversionFile, describeConversion, type ApiConversionDeps } from '../domain/api-conversions.js';
import { readUploads } from './multipart-many.js';

const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', json: 'application/json' } as const;

/** The public conversions API: `Authorization: Bearer <API key>`, 202 at once, results by polling. */
export function apiV1Routes(
  deps: ApiConversionDeps & { authUrl: string; internalToken: string; maxUploadMb: number; maxFiles: number; rateLimitPerMinute: number },
): Router {
  const router = Router();
  const maxBytes = Math.floor(deps.maxUploadMb * 1024 * 1024);
  const limits = sharedRateLimitStore(deps.database);
  // Counted in the database: every replica takes from the same budget per key.
  const perKeyLimit: RequestHandler = async (_req, res, next) => {
    const { allowed, retryAfterSeconds } = await limits.hit(`api-key:${currentApiKey(res.locals).keyId}`, 60_000, deps.rateLimitPerMinute);
    if (!allowed) throw new TooManyRequestsError('Too many requests with this API key. Please wait a minute and try again.', retryAfterSeconds);
    next();
  };
  const guard = [
    requireApiKey({ authUrl: deps.authUrl, secret: deps.internalToken }),
    perKeyLimit,
  ];

  router.post('/api/v1/conversions', ...guard, async (req, res) => {
    const key = currentApiKey(res.locals);
    const uploads = await readUploads(req, { maxBytes, maxMb: deps.maxUploadMb, maxFiles: deps.maxFiles });
    const fingerprint = fingerprintOf(['conversions', ...uploads.flatMap((u) => [u.originalFilename, u.bytes]), uploads[0]?.password]);
    res.setHeader('Cache-Control', 'no-store');
    await answerOnce(conversionIdempotencyKeys.store(deps.database.db), res, { userId: key.userId, key: req.header(IDEMPOTENCY_HEADER), fingerprint }, async () => ({
      status: 202,
      body: await acceptConversions(deps, uploads, key, res.locals.requestId),
    }));
  });

  router.get('/api/v1/conversions/:id', ...guard, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await describeConversion(deps, currentApiKey(res.locals).userId, String(req.params.id)));
  });

  router.get('/api/v1/conversions/:id/download', ...guard, async (req, res) => {
    const format = req.query.format ?? 'xlsx';
    if (format !== 'xlsx' && format !== 'json') throw new BadRequestError('format must be xlsx or json.', 'invalid_format');
    const file = await conversionFile(deps, currentApiKey(res.locals).userId, String(req.params.id), format);
    res.setHeader('Cache-Control', 'no-store');
    res.attachment(file.name);
    res.type(CONTENT_TYPES[format]).send(file.bytes);
  });
  return router;
}
