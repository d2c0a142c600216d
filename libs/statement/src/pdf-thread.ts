import { once } from 'node:events';
import { parentPort, type MessagePort, type Worker } from 'node:worker_threads';
import { StatementError, type StatementErrorCode } from './errors.js';
import { openPdf, PageTooDenseError, preloadPdfjs, type OpenPdf, type PdfPage } from './pdf.js';
import { textLayerOf } from './text-layer.js';

/**
 * Reading a document's pages in a worker thread, ahead of the engine (the CLI, issue 43): pdf.js takes about half
 * of a cold conversion's time, and on the main thread the engine waited for it page after page. Here pdf.js reads
 * page n+1 on the other core while the engine reads page n. The thread runs `servePdfPages`; the engine's side is
 * `PdfPageThread`, whose `open` gives the same OpenPdf as openPdf, with the same pages and the same refusals.
 */

/** Pages the thread may read ahead of the engine: enough to keep it busy, few enough that memory stays bounded. */
const READ_AHEAD = 8;

type SerializedError = { name: string; message: string; code?: StatementErrorCode; page?: number };

type ToThread =
  | { type: 'open'; bytes: Uint8Array; password: string | undefined }
  | { type: 'want'; upTo: number }
  | { type: 'createdOn' }
  | { type: 'close' }
  | { type: 'exit' };

type FromThread =
  | { type: 'opened'; pageCount: number }
  | { type: 'openFailed'; error: SerializedError }
  | { type: 'page'; number: number; page: PdfPage }
  | { type: 'pageFailed'; number: number; error: SerializedError }
  | { type: 'createdOn'; value: string | null }
  | { type: 'closed' };

function serialize(error: unknown): SerializedError {
  if (error instanceof StatementError) return { name: error.name, message: error.message, code: error.code };
  if (error instanceof PageTooDenseError) return { name: 'PageTooDenseError', message: error.message, page: error.pageNumber };
  return { name: 'Error', message: (error as Error)?.message ?? String(error) };
}

function revive(error: SerializedError): Error {
  if (error.name === 'StatementError' && error.code) return new StatementError(error.code, error.message);
  if (error.name === 'PageTooDenseError' && error.page !== undefined) return new PageTooDenseError(error.page);
  return new Error(error.message);
}

/**
 * The thread's side: opens each document it is sent (one at a time, in order) and reads its pages in order, up to
 * what the engine wants, posting each page as it is read.
 */
export function servePdfPages(port: MessagePort | null = parentPort): void {
  if (!port) throw new Error('servePdfPages runs in a worker thread');
  let pdf: OpenPdf | null = null;
  let upTo = 0;
  let next = 1;
  let reading = false;
  // Messages are handled in the order they came: an open finishes before the wants that follow it.
  let queue: Promise<void> = Promise.resolve();
  const post = (message: FromThread) => port.postMessage(message);

  async function readAhead(): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      while (pdf && next <= Math.min(upTo, pdf.pageCount)) {
        const number = next++;
        const doc = pdf;
        try {
          const page = await doc.readPage(number);
          post({ type: 'page', number, page: { ...page, layer: textLayerOf(page.items) } });
        } catch (error) {
          post({ type: 'pageFailed', number, error: serialize(error) });
        }
      }
    } finally {
      reading = false;
    }
  }

  async function handle(message: ToThread): Promise<void> {
    switch (message.type) {
      case 'open':
        try {
          pdf = await openPdf(message.bytes, message.password);
          upTo = 0;
          next = 1;
          post({ type: 'opened', pageCount: pdf.pageCount });
        } catch (error) {
          pdf = null;
          post({ type: 'openFailed', error: serialize(error) });
        }
        return;
      case 'want':
        upTo = Math.max(upTo, message.upTo);
        // Not awaited: reading goes on while later messages (a close) wait their turn in the queue.
        void readAhead();
        return;
      case 'createdOn':
        post({ type: 'createdOn', value: pdf ? await pdf.createdOn() : null });
        return;
      case 'exit':
        // The thread ends as a process does, so that what waits for its exit runs (the CLI's code cache is written then).
        process.exit(0);
        return;
      case 'close': {
        const doc = pdf;
        pdf = null;
        // A page being read finishes first (its message is dropped by the engine's side).
        while (reading) await new Promise((resolve) => setImmediate(resolve));
        await doc?.close();
        post({ type: 'closed' });
        return;
      }
    }
  }

  port.on('message', (message: ToThread) => {
    queue = queue.then(() => handle(message));
  });
  // pdf.js loads while the engine's thread loads the program and reads the file (a failure shows at the open), when
  // it will read the document; otherwise it loads only for a document our own reader declines (openPdf, pdf-text/).
  if (process.env.BANKXL_PDF_READER === 'pdfjs') queue = preloadPdfjs().catch(() => undefined);
}

type Waiter<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

/**
 * The engine's side of a page thread: `open` sends a document to the thread and gives an OpenPdf whose pages the
 * thread reads ahead. One document at a time; the thread keeps the process alive only while one is open.
 */
export class PdfPageThread {
  private pages = new Map<number, { page: PdfPage } | { error: Error }>();
  private pageWaiters = new Map<number, Waiter<PdfPage>>();
  private onOpened: Waiter<number> | null = null;
  private onCreatedOn: ((value: string | null) => void) | null = null;
  private onClosed: (() => void) | null = null;
  private failed: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (message: FromThread) => this.receive(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the page thread stopped (exit code ${code})`)));
  }

  private receive(message: FromThread): void {
    switch (message.type) {
      case 'opened':
        this.onOpened?.resolve(message.pageCount);
        this.onOpened = null;
        return;
      case 'openFailed':
        this.onOpened?.reject(revive(message.error));
        this.onOpened = null;
        return;
      case 'page':
      case 'pageFailed': {
        const waiter = this.pageWaiters.get(message.number);
        if (!waiter) {
          this.pages.set(message.number, message.type === 'page' ? { page: message.page } : { error: revive(message.error) });
          return;
        }
        this.pageWaiters.delete(message.number);
        if (message.type === 'page') waiter.resolve(message.page);
        else waiter.reject(revive(message.error));
        return;
      }
      case 'createdOn':
        this.onCreatedOn?.(message.value);
        this.onCreatedOn = null;
        return;
      case 'closed':
        this.onClosed?.();
        this.onClosed = null;
        return;
    }
  }

  /** The thread died (a bug, memory): whatever waits on it fails, and so does what is asked of it later. */
  private fail(error: Error): void {
    this.failed ??= error;
    this.onOpened?.reject(error);
    this.onOpened = null;
    for (const waiter of this.pageWaiters.values()) waiter.reject(error);
    this.pageWaiters.clear();
    this.onCreatedOn?.(null);
    this.onClosed?.();
  }

  private send(message: ToThread, transfer: ArrayBuffer[] = []): void {
    if (this.failed) throw this.failed;
    this.worker.postMessage(message, transfer);
  }

  /** As openPdf(bytes, password), the pages read in the thread. */
  async open(bytes: Uint8Array, password?: string): Promise<OpenPdf> {
    this.worker.ref();
    const copy = new Uint8Array(bytes);
    const pageCount = await new Promise<number>((resolve, reject) => {
      this.onOpened = { resolve, reject };
      this.send({ type: 'open', bytes: copy, password }, [copy.buffer]);
    }).catch((error: unknown) => {
      this.worker.unref();
      throw error;
    });
    this.pages.clear();
    let wanted = 0;
    let closed = false;
    return {
      pageCount,
      readPage: (pageNumber: number) => {
        // Asked for again only once half the pages asked for are used: each message wakes a thread that may be
        // asleep, and a profile of the cold CLI put 40 ms of its main thread in these postMessage calls, one a page.
        const upTo = Math.min(pageCount, pageNumber + READ_AHEAD);
        if (upTo > wanted && wanted - pageNumber < READ_AHEAD / 2) {
          wanted = upTo;
          this.send({ type: 'want', upTo });
        }
        const result = this.pages.get(pageNumber);
        if (result) {
          this.pages.delete(pageNumber);
          return 'page' in result ? Promise.resolve(result.page) : Promise.reject(result.error);
        }
        return new Promise<PdfPage>((resolve, reject) => {
          this.pageWaiters.set(pageNumber, { resolve, reject });
        });
      },
      createdOn: () =>
        new Promise<string | null>((resolve) => {
          this.onCreatedOn = resolve;
          this.send({ type: 'createdOn' });
        }),
      close: async () => {
        if (closed) return;
        closed = true;
        if (!this.failed) {
          await new Promise<void>((resolve) => {
            this.onClosed = resolve;
            this.send({ type: 'close' });
          });
        }
        this.pages.clear();
        this.worker.unref();
      },
    };
  }

  /** Ends the thread: it exits as a process does (its exit handlers run), or is stopped when it has failed. */
  async terminate(): Promise<void> {
    if (this.failed) {
      await this.worker.terminate();
      return;
    }
    const exited = once(this.worker, 'exit');
    // Held until it has exited: an unreferenced thread would let the process end first.
    this.worker.ref();
    this.worker.postMessage({ type: 'exit' } satisfies ToThread);
    await exited;
  }
}
