// Worker thread: hosts the embedded PostgreSQL (PGlite) and answers the queries the process's services send
// it (see openPglite in pglite.ts for why it runs here and not on the main thread).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest, PgliteThreadData, SerializedError } from './pglite-protocol.js';

const { dataDir, startParams } = workerData as PgliteThreadData;
const port = parentPort!;

function serializeError(err: unknown): SerializedError {
  const e = (err ?? {}) as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  // PostgreSQL's error fields (code, detail, constraint, table, …) travel; pg's query echo stays here.
  for (const [key, value] of Object.entries(e)) {
    if ((typeof value === 'string' || typeof value === 'number') && key !== 'query') fields[key] = value;
  }
  return { message: err instanceof Error ? err.message : String(err), name: err instanceof Error ? err.name : 'Error', fields };
}

function reply(message: PgliteReply): void {
  port.postMessage(message);
}

/** drizzle keeps dates, timestamps and intervals as PostgreSQL's text: the types named here stay text. */
function queryOptions(rowMode: 'array' | 'object' | undefined, textTypes: number[] | undefined) {
  const parsers = Object.fromEntries((textTypes ?? []).map((oid) => [oid, (value: string) => value]));
  return { rowMode, parsers };
}

/**
 * Open transactions by id (the main thread numbers them). A transaction begins with its first query, not
 * with a message of its own: it holds PGlite (every other query waits) from BEGIN to COMMIT, and each
 * message to and from a busy main thread is time it holds it for nothing.
 */
type OpenTransaction = { ready: Promise<Transaction>; end(commit: boolean, replyId: number): void };
const transactions = new Map<number, OpenTransaction>();
const ROLLBACK = Symbol('rollback');

function begin(txId: number, pg: PGlite): OpenTransaction {
  let began!: (tx: Transaction) => void;
  let failed!: (err: unknown) => void;
  const ready = new Promise<Transaction>((resolve, reject) => ((began = resolve), (failed = reject)));
  ready.catch(() => undefined); // the queries waiting on it hear why
  let finish!: (ending: { commit: boolean; replyId: number }) => void;
  const ended = new Promise<{ commit: boolean; replyId: number }>((resolve) => (finish = resolve));
  let beginError: unknown;
  pg.transaction(async (tx) => {
    began(tx);
    const ending = await ended;
    if (!ending.commit) throw ROLLBACK;
  }).then(
    async () => reply({ id: (await ended).replyId, ok: true, result: null }),
    async (err: unknown) => {
      if (err === ROLLBACK) return reply({ id: (await ended).replyId, ok: true, result: null });
      beginError ??= err;
      failed(err);
      const { commit, replyId } = await ended;
      // A transaction that never began (or failed at COMMIT) was not committed: rolling it back is done.
      reply(commit ? { id: replyId, ok: false, error: serializeError(beginError) } : { id: replyId, ok: true, result: null });
    },
  );
  return {
    ready,
    end(commit, replyId) {
      transactions.delete(txId);
      finish({ commit, replyId });
    },
  };
}

async function main(): Promise<void> {
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { startParams });
  } catch (err) {
    reply({ id: 0, ok: false, error: serializeError(err) });
    return;
  }
  reply({ id: 0, ok: true, result: null });

  port.on('message', (request: PgliteRequest) => {
    if (request.op === 'end') {
      const open = transactions.get(request.tx);
      // No query ever ran in it: nothing began, nothing to commit.
      if (!open) return reply({ id: request.id, ok: true, result: null });
      return open.end(request.commit, request.id);
    }
    if (request.op === 'close') {
      void pg.close().then(
        () => {
          reply({ id: request.id, ok: true, result: null });
          port.close();
        },
        (err: unknown) => reply({ id: request.id, ok: false, error: serializeError(err) }),
      );
      return;
    }
    let target: Promise<PGlite | Transaction> = Promise.resolve(pg);
    if (request.tx !== undefined) {
      let open = transactions.get(request.tx);
      if (!open) transactions.set(request.tx, (open = begin(request.tx, pg)));
      target = open.ready;
    }
    const work = target.then((db) =>
      request.op === 'exec' ? db.exec(request.sql).then(() => null) : db.query(request.sql, request.params, queryOptions(request.rowMode, request.textTypes)),
    );
    work.then(
      (result) => reply({ id: request.id, ok: true, result }),
      (err: unknown) => reply({ id: request.id, ok: false, error: serializeError(err) }),
    );
  });
}

await main();
