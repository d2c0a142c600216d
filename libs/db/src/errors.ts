/** Base class of errors this package throws on purpose. */
export class DatabaseError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Thrown when openDatabase gets options it cannot work with. */
export class DatabaseConfigError extends DatabaseError {
  constructor(message: string) {
    super('database_config', message);
  }
}

/** Thrown when a migration fails; nothing of the failed batch stays applied. */
export class MigrationError extends DatabaseError {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super('migration_failed', `migration ${migration} failed: ${messageOf(cause)}`, { cause });
  }
}

/** Thrown by a Database after close(). */
export class DatabaseClosedError extends DatabaseError {
  constructor(schema: string) {
    super('database_closed', `database view for schema ${schema} is closed`);
  }
}

const UNIQUE_VIOLATION = '23505';

/** True when err is PostgreSQL's unique_violation (23505), whether raw or wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === UNIQUE_VIOLATION;
}

/** The SQLSTATE of a driver error: drizzle wraps it, so look at the cause too. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
