import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { BadRequestError, ConflictError } from './errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type StoredAnswer = { status: number; body: unknown };

/** Where a service keeps its Idempotency-Keys (its own database table), per user. */
export type IdempotencyStore = {
  /** Takes the key for this request; or tells the earlier request's fingerprint and (when answered) its answer. */
  claim(row: { userId: string; key: string; fingerprint: string }): Promise<{ taken: true } | { taken: false; fingerprint: string; answer: StoredAnswer | null }>;
  save(userId: string, key: string, answer: StoredAnswer): Promise<void>;
  /** The request failed before doing anything: the key is free again. */
  release(userId: string, key: string): Promise<void>;
};

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
  store: IdempotencyStore,
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
  const claim = await store.claim({ userId, key, fingerprint: opts.fingerprint });
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
    await store.release(userId, key).catch(() => undefined);
    throw err;
  }
  await store.save(userId, key, answer);
  res.status(answer.status).json(answer.body);
}
