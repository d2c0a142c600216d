/** Base class of every error the storage adapters throw; `code` is stable and safe to show. */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The key names no stored file (never written, or deleted). */
export class FileNotFoundError extends StorageError {
  constructor(readonly key: string) {
    super('file_not_found', `No stored file under key "${key}"`);
  }
}

/** The key could escape the storage root or is otherwise not a plain relative path. */
export class InvalidKeyError extends StorageError {
  constructor(reason: string) {
    super('invalid_key', `Invalid storage key: ${reason}`);
  }
}

/** The backing store could not be reached or refused the operation. */
export class StorageUnavailableError extends StorageError {
  constructor(message: string, cause?: unknown) {
    super('storage_unavailable', message, { cause });
  }
}
