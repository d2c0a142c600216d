/**
 * How far a conversion is, as POST /api/convert reports it when asked with `Accept: text/event-stream`
 * (the server's ConversionProgress in libs/contracts).
 */
export type ConversionProgress = {
  state: 'reading' | 'checking' | 'writing' | 'saving';
  pagesDone: number;
  pagesTotal: number;
  page: number | null;
  ocr: boolean;
};

/** The line a person reads while the conversion works. */
export function progressText(progress: ConversionProgress): string {
  switch (progress.state) {
    case 'reading':
      return progress.ocr
        ? `Reading page ${progress.page} of ${progress.pagesTotal} by OCR…`
        : `Reading page ${progress.page} of ${progress.pagesTotal}…`;
    case 'checking':
      return 'Checking the balances…';
    case 'writing':
      return 'Writing the workbook…';
    case 'saving':
      return 'Saving your workbook…';
  }
}

/** From `saving` on, the conversion is charged and finishes whoever waits: cancelling is no longer offered. */
export const canCancel = (progress: ConversionProgress | undefined) => progress?.state !== 'saving';

// A conversion's progress reaches the component that started it through a key, not the store: it changes
// many times a second on a text statement, and nothing else needs it.
const listeners = new Map<string, (progress: ConversionProgress) => void>();

/** Hears the progress of the conversion started with `key` until the returned function is called. */
export function listenToProgress(key: string, listener: (progress: ConversionProgress) => void): () => void {
  listeners.set(key, listener);
  return () => {
    if (listeners.get(key) === listener) listeners.delete(key);
  };
}

export function reportProgress(key: string, progress: ConversionProgress): void {
  listeners.get(key)?.(progress);
}

export type ServerEvent = { event: string; data: unknown };

/** The server-sent events of a response body, as they arrive. */
export async function* serverEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      // Lines starting with ':' are the server's keep-alive comments.
      if (data.length) yield { event, data: JSON.parse(data.join('\n')) };
    }
  }
}
