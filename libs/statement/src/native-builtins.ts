/**
 * pdfjs-dist's legacy build (the one that runs on Node 20) carries core-js polyfills that, on Node 20, replace
 * `Array.prototype.push`, `JSON.parse` and `JSON.stringify` with JavaScript versions: every push and every JSON
 * call of the whole process then runs several times slower (a fifth of a 50-page parse went to `push` alone).
 * This module is imported before pdf.js so that it keeps the engine's own functions, and puts them back once
 * pdf.js has loaded: its main module at import, its worker module when the first document opens.
 */
const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

export function restoreNativeBuiltins(): void {
  if (Array.prototype.push !== natives.push) Object.defineProperty(Array.prototype, 'push', { value: natives.push, writable: true, configurable: true, enumerable: false });
  if (JSON.parse !== natives.parse) JSON.parse = natives.parse;
  if (JSON.stringify !== natives.stringify) JSON.stringify = natives.stringify;
}

/**
 * pdf.js's main and worker modules each look at `Response.prototype.bytes` as they load (to polyfill it, which
 * Node 20 does not need). On Node, `Response` is a lazy global: touching it loads undici, Node's fetch, about
 * 30 ms of a cold CLI's 1.2 s and memory in every engine worker, for nothing, since pdf.js reads our PDFs from
 * bytes and never fetches. While pdf.js loads, `Response` is a stand-in that already has `bytes`; the returned
 * function puts Node's own lazy `Response` back (loaded only if something really uses it later).
 */
export function standInForResponse(): () => void {
  const lazy = Object.getOwnPropertyDescriptor(globalThis, 'Response');
  // Already loaded (a plain value) or not Node's lazy getter: nothing to spare.
  if (!lazy?.get || !lazy.configurable) return () => undefined;
  class ResponseStandIn {
    bytes(): Promise<Uint8Array> {
      return Promise.reject(new Error('stand-in Response used while pdf.js loads'));
    }
  }
  Object.defineProperty(globalThis, 'Response', { value: ResponseStandIn, writable: true, configurable: true, enumerable: false });
  return () => {
    Object.defineProperty(globalThis, 'Response', lazy);
  };
}
