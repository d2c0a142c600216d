// What the main thread and the PGlite thread (pglite-thread.ts) say to each other.

export type PgliteThreadData = { dataDir: string; startParams: string[] };

/** `tx`: the transaction a query runs in, numbered by the main thread; its first query begins it. */
export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Commits or rolls back transaction `tx`, which began with the first query that named it. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error as it crossed the thread boundary: PostgreSQL's fields (code, detail, constraint, …) kept. */
export type SerializedError = { message: string; name: string; fields: Record<string, string | number> };

/** Id 0 answers the thread's start (PGlite opened, or why not). */
export type PgliteReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };
