import { bigserial, boolean, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** auth's tables (see migrations.ts for the why of each column). */
const auth = pgSchema('auth');
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = auth.table('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  googleId: text('google_id'),
  verifiedAt: tz('verified_at'),
  tokenVersion: integer('token_version').notNull().default(1),
  referralCode: text('referral_code').notNull(),
  referredBy: uuid('referred_by'),
  referralAppliedAt: tz('referral_applied_at'),
  deviceWarning: boolean('device_warning').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'sign_in';

export const userTokens = auth.table('user_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose').$type<TokenPurpose>().notNull(),
  newEmail: text('new_email'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const devices = auth.table('devices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fingerprintHash: text('fingerprint_hash').notNull(),
  userId: uuid('user_id'),
  firstSeenAt: tz('first_seen_at').notNull().defaultNow(),
  lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
});

export const loginFailures = auth.table('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountKey: text('account_key').notNull(),
  ip: text('ip').notNull(),
  failedAt: tz('failed_at').notNull().defaultNow(),
});

export const loginSources = auth.table('login_sources', {
  accountKey: text('account_key').notNull(),
  ipHash: text('ip_hash').notNull(),
  lastSeenAt: tz('last_seen_at').notNull(),
});

export const oauthStates = auth.table('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  fingerprintHash: text('fingerprint_hash'),
  expiresAt: tz('expires_at').notNull(),
});

/** API keys for the public API: only a SHA-256 of the key is kept, and its last four characters to tell keys apart. */
export const apiKeys = auth.table('api_keys', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull(),
  lastFour: text('last_four').notNull(),
  createdAt: tz('created_at').notNull(),
  lastUsedAt: tz('last_used_at'),
  revokedAt: tz('revoked_at'),
});
export type ApiKeyRow = typeof apiKeys.$inferSelect;
