import { randomBytes, randomUUID } from 'node:crypto';
import { BadRequestError, NotFoundError, UnauthorizedError } from '@bankxl/platform';
import { countActiveApiKeys, insertApiKey, listActiveApiKeys, revokeApiKey, useApiKey } from '../adapters/api-key-store.js';
import { findUserById } from '../adapters/user-store.js';
import type { AuthDeps } from '../ports.js';
import { sha256 } from './secrets.js';

/** The prefix tells a key apart from a session token (a JWT) at a glance, also in a leaked-secret scan. */
export const API_KEY_PREFIX = 'bxl_';
export const MAX_ACTIVE_KEYS = 20;

export type ApiKeySummary = { id: string; name: string; lastFour: string; createdAt: string; lastUsedAt: string | null };

const summary = (row: { id: string; name: string; lastFour: string; createdAt: Date; lastUsedAt: Date | null }): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  lastFour: row.lastFour,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/** A new key for the user: the key itself is in this answer only; only its hash is stored. */
export async function createApiKey(deps: AuthDeps, userId: string, name: string): Promise<{ id: string; name: string; key: string; lastFour: string }> {
  if ((await countActiveApiKeys(deps.database.db, userId)) >= MAX_ACTIVE_KEYS) {
    throw new BadRequestError(`You can have at most ${MAX_ACTIVE_KEYS} API keys. Revoke one you no longer use first.`, 'too_many_keys');
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  const lastFour = key.slice(-4);
  await insertApiKey(deps.database.db, { id, userId, name, keyHash: sha256(key), lastFour, createdAt: deps.now() });
  return { id, name, key, lastFour };
}

export async function listApiKeys(deps: AuthDeps, userId: string): Promise<ApiKeySummary[]> {
  return (await listActiveApiKeys(deps.database.db, userId)).map(summary);
}

export async function deleteApiKey(deps: AuthDeps, userId: string, id: string): Promise<{ revoked: true }> {
  if (!(await revokeApiKey(deps.database.db, userId, id, deps.now()))) throw new NotFoundError('No such API key.', 'key_not_found');
  return { revoked: true };
}

/** For other services: whose key this is. A revoked or unknown key, or one of a deleted user, is refused. */
export async function resolveApiKey(deps: AuthDeps, key: string): Promise<{ userId: string; keyId: string }> {
  const refused = new UnauthorizedError('This API key is not valid or was revoked.', 'invalid_api_key');
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) throw refused;
  const row = await useApiKey(deps.database.db, sha256(key), deps.now());
  if (!row || !(await findUserById(deps.database.db, row.userId))) throw refused;
  return { userId: row.userId, keyId: row.id };
}
