/**
 * Where services keep uploaded PDFs and generated workbooks. Keys are relative, slash-separated
 * paths such as `users/<userId>/<uuid>.xlsx`; every adapter validates them the same way.
 */
export type FileStorage = {
  /** Stores `body` under `key`, replacing any previous file. Readers never see a partial file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads the whole file; throws FileNotFoundError when there is none. */
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store is reachable and writable (readiness probe). */
  ping(): Promise<void>;
};
