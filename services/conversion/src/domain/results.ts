import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@bankxl/db';
import { AppError } from '@bankxl/platform';
import { insertResult, liveResult } from '../adapters/result-repository.js';

/** 32 random bytes, base64url: unguessable, so the token alone is the right to read the result. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type ResultToKeep = {
  userId: string | null;
  /** Signed in: the conversion id, which documents uses as the document's id. */
  documentId: string | null;
  pages: number;
  pagesParsed: number;
  /** The engine's Statement JSON bytes. */
  statement: Uint8Array;
};

/** Keeps a conversion's result for `retentionMs` and returns the token that reads it; only its hash is stored. */
export async function keepResult(db: Db, result: ResultToKeep, now: Date, retentionMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertResult(db, {
    tokenHash: hashToken(token),
    userId: result.userId,
    documentId: result.documentId,
    pages: result.pages,
    pagesParsed: result.pagesParsed,
    statement: Buffer.from(result.statement.buffer, result.statement.byteOffset, result.statement.byteLength).toString('utf8'),
    expiresAt: new Date(now.getTime() + retentionMs),
  });
  return token;
}

const notFound = () =>
  new AppError(404, 'not_found', 'This result does not exist or has expired. Results are kept for 24 hours.', {}, { error: 'not_found' });

/**
 * The body of GET /api/results/:token as JSON text: the stored Statement is spliced in as it is
 * (it is the engine's own JSON), not parsed and written again.
 */
export async function resultBody(db: Db, token: string, now: Date): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw notFound();
  const row = await liveResult(db, hashToken(token), now);
  if (!row) throw notFound();
  return `{"statement":${row.statement},"documentId":${JSON.stringify(row.documentId)},"pages":${row.pages},"pagesParsed":${row.pagesParsed}}`;
}
