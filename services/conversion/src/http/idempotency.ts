import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Db } from '@bankxl/db';
import { BadRequestError, ConflictError } from '@bankxl/platform';
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentAnswer } from '../adapters/idempotency-repository.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A fingerprint of what a request asks for: any difference in its parts is a different request. */
export function fingerprintOf(parts: (string | Buffer | undefined)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = part === undefined ? Buffer.alloc(0) : Buffer.from(part);
    // Length-prefixed, so ("ab", "c") and ("a", "bc") differ.
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * Answers a POST once per Idempotency-Key (when the client sends one): the same key with the same
 * request gets the first answer again, with a different request a 409. Kept in the database, so a
 * retry that reaches another replica gets the same answer. A request refused with an error does
 * nothing, so its key is released and may be used again.
 */
export async function answerOnce(
  db: Db,
  res: Response,
  opts: { userId: string; key: string | undefined; fingerprint: string },
  handle: () => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  const { key, userId } = opts;
  if (key === undefined) {
    const answer = await handle();
    res.status(answer.status).json(answer.body);
    return;
  }
  if (key.length === 0 || key.length > 255) throw new BadRequestError('An Idempotency-Key has 1 to 255 characters.', 'invalid_idempotency_key');
  const claim = await claimIdempotencyKey(db, { userId, key, fingerprint: opts.fingerprint });
  if (!claim.taken) {
    if (claim.fingerprint !== opts.fingerprint) {
      throw new ConflictError('This Idempotency-Key was already used with a different request.', 'idempotency_key_reused');
    }
    if (!claim.answer) throw new ConflictError('A request with this Idempotency-Key is still being processed. Try again shortly.', 'idempotency_key_in_progress');
    res.setHeader('Idempotent-Replayed', 'true');
    res.status(claim.answer.status).json(claim.answer.body);
    return;
  }
  let answer: { status: number; body: unknown };
  try {
    answer = await handle();
  } catch (err) {
    await releaseIdempotencyKey(db, userId, key).catch(() => undefined);
    throw err;
  }
  await saveIdempotentAnswer(db, userId, key, answer);
  res.status(answer.status).json(answer.body);
}
