export type { Database, Db, Logger, Migration } from './types.js';
export { openDatabase, type OpenDatabaseOptions } from './open-database.js';
export { openPglite, DataDirLockedError, type PGlite } from './pglite.js';
export { createPostgresDatabase, dropPostgresDatabase, databaseUrl } from './admin.js';
export {
  DatabaseError,
  DatabaseConfigError,
  DatabaseClosedError,
  MigrationError,
  isUniqueViolation,
  pgErrorCode,
} from './errors.js';
export {
  coordinationMigrations,
  claimPeriodicRun,
  schedulePeriodicJob,
  hitSharedRateLimit,
  resetSharedRateLimit,
  pruneSharedRateLimits,
  sharedRateLimitStore,
  type PeriodicJob,
  type RateLimitHit,
} from './coordination.js';
export { idempotencyKeys, type KeptAnswer, type KeyClaim } from './idempotency-keys.js';
