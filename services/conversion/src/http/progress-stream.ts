import type { Request, Response } from 'express';
import type { ConversionProgress, ConvertStreamDone, ConvertStreamFailed } from '@bankxl/contracts';
import { AppError, type Logger } from '@bankxl/platform';

/** Whether the client asked POST /api/convert for progress events (server-sent events) instead of the bare workbook. */
export const wantsProgressEvents = (req: Request): boolean => /\btext\/event-stream\b/i.test(req.get('accept') ?? '');

/** A comment line now and then: proxies on the way time out on silence, and the checking step can be long. */
const KEEP_ALIVE_MS = 15_000;

export type ProgressStream = {
  /** Whether events were sent: then the answer is a stream, and the result or the failure must go there. */
  readonly isOpen: boolean;
  progress(progress: ConversionProgress): void;
  done(result: ConvertStreamDone): void;
  failed(err: unknown): void;
  close(): void;
};

/**
 * The answer of a convert request that asked for progress. It opens (200, text/event-stream) with the first
 * progress report, which comes once the engine reads the first page: every refusal found before that (not a PDF,
 * the anonymous limit, no credits, too many pages, a password needed) is the ordinary JSON answer. After it, the
 * result is a `done` event and a failure a `failed` event carrying the status and body the JSON answer would have had.
 */
export function progressStream(res: Response, log: Logger, onOpen: () => void): ProgressStream {
  let open = false;
  let keepAlive: NodeJS.Timeout | undefined;
  const gone = () => res.writableEnded || res.destroyed;
  const send = (event: string, data: unknown) => {
    if (!gone()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const close = () => {
    clearInterval(keepAlive);
    if (!gone()) res.end();
  };
  return {
    get isOpen() {
      return open;
    },
    progress(progress) {
      if (gone()) return;
      if (!open) {
        open = true;
        res.status(200);
        res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.flushHeaders();
        keepAlive = setInterval(() => {
          if (!gone()) res.write(': working\n\n');
        }, KEEP_ALIVE_MS);
        onOpen();
      }
      send('progress', progress);
    },
    done(result) {
      send('done', result);
      close();
    },
    failed(err) {
      let body: ConvertStreamFailed;
      if (err instanceof AppError) {
        if (err.status >= 500) log.warn({ code: err.code }, err.message);
        body = { ...err.extra, status: err.status, message: err.message, code: err.code };
      } else {
        log.error({ err: err instanceof Error ? err.message.slice(0, 300) : typeof err }, 'conversion failed after its progress stream opened');
        body = { status: 500, message: 'Something went wrong. Please try again.', code: 'internal' };
      }
      send('failed', body);
      close();
    },
    close,
  };
}
