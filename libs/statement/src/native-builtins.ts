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
