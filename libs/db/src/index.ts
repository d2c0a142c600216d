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
