import { sql } from 'drizzle-orm';
import { assertIdentifier } from './identifiers.js';
import type { Db } from './types.js';

/** A request's answer kept for its Idempotency-Key (the shape @bankxl/platform's answerOnce stores). */
export type KeptAnswer = { status: number; body: unknown };
export type KeyClaim = { taken: true } | { taken: false; fingerprint: string; answer: KeptAnswer | null };

type Rows<T> = { rows: T[] };

/**
 * The Idempotency-Keys of one service, per user, in its table `<schema>.idempotency_keys` (user_id, key,
 * fingerprint, status, body, created_at; primary key (user_id, key)). Every service that takes the header
 * keeps them the same way, so the queries live here once.
 */
export function idempotencyKeys(schema: string) {
  const table = sql.raw(`"${assertIdentifier('schema', schema)}".idempotency_keys`);

  /** Takes the key for a request with this fingerprint; or tells the earlier request's fingerprint and (once answered) its answer. */
  async function claim(db: Db, row: { userId: string; key: string; fingerprint: string }): Promise<KeyClaim> {
    const inserted = (await db.execute(sql`
      INSERT INTO ${table} (user_id, key, fingerprint) VALUES (${row.userId}, ${row.key}, ${row.fingerprint})
      ON CONFLICT DO NOTHING RETURNING key`)) as unknown as Rows<{ key: string }>;
    if (inserted.rows.length > 0) return { taken: true };
    const earlier = (await db.execute(sql`
      SELECT fingerprint, status, body FROM ${table} WHERE user_id = ${row.userId} AND key = ${row.key}`)) as unknown as Rows<{ fingerprint: string; status: number | null; body: unknown }>;
    const [found] = earlier.rows;
    if (!found) return claim(db, row); // released meanwhile: try again
    return { taken: false, fingerprint: found.fingerprint, answer: found.status === null ? null : { status: found.status, body: found.body } };
  }

  async function save(db: Db, userId: string, key: string, answer: KeptAnswer): Promise<void> {
    await db.execute(sql`UPDATE ${table} SET status = ${answer.status}, body = ${JSON.stringify(answer.body ?? null)}::jsonb WHERE user_id = ${userId} AND key = ${key}`);
  }

  /** The request failed before doing anything: the key is free again for a retry. */
  async function release(db: Db, userId: string, key: string): Promise<void> {
    await db.execute(sql`DELETE FROM ${table} WHERE user_id = ${userId} AND key = ${key} AND status IS NULL`);
  }

  return {
    claim,
    save,
    release,
    async deleteOf(db: Db, userId: string): Promise<void> {
      await db.execute(sql`DELETE FROM ${table} WHERE user_id = ${userId}`);
    },
    /** Keys are kept a day: long enough for any client's retries. */
    async prune(db: Db): Promise<void> {
      await db.execute(sql`DELETE FROM ${table} WHERE created_at < now() - interval '1 day'`);
    },
    /** The store answerOnce (@bankxl/platform) takes, on this database handle. */
    store: (db: Db) => ({
      claim: (row: { userId: string; key: string; fingerprint: string }) => claim(db, row),
      save: (userId: string, key: string, answer: KeptAnswer) => save(db, userId, key, answer),
      release: (userId: string, key: string) => release(db, userId, key),
    }),
  };
}
