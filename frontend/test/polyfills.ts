import { TextDecoder, TextEncoder, inspect } from 'node:util';

// jest-environment-jsdom hides Node's web platform globals (fetch, streams, ...). MSW and RTK Query
// need them, so borrow them from the Node realm that hosts the jsdom sandbox: a function created by a
// core module carries that realm's Function constructor. MessageChannel stays
// out on purpose: React's scheduler would use it and its open port keeps Jest from exiting.
type Globals = Record<string, unknown>;
const nodeGlobal = inspect.constructor('return globalThis')() as Globals;
const sandbox = globalThis as unknown as Globals;

for (const name of [
  'Headers', 'FormData', 'Blob', 'File', 'ReadableStream', 'WritableStream', 'TransformStream',
  'TextDecoderStream', 'TextEncoderStream', 'BroadcastChannel',
  'structuredClone', 'AbortController', 'AbortSignal', 'crypto',
]) {
  Object.defineProperty(sandbox, name, { value: nodeGlobal[name], writable: true, configurable: true });
}
Object.assign(sandbox, { TextEncoder, TextDecoder });

// A browser resolves relative URLs against the document; Node's fetch and Request do not.
const NodeRequest = nodeGlobal.Request as typeof Request;
const nodeFetch = nodeGlobal.fetch as typeof fetch;
const resolve = (input: RequestInfo | URL) => (typeof input === 'string' ? new URL(input, window.location.href) : input);
class BrowserLikeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(resolve(input), init);
  }
}
sandbox.Request = BrowserLikeRequest;
sandbox.Response = nodeGlobal.Response;
sandbox.fetch = (input: RequestInfo | URL, init?: RequestInit) => nodeFetch(resolve(input), init);

// jsdom has no object URLs; Node's URL can mint them for its own Blobs.
const NodeURL = nodeGlobal.URL as typeof URL;
URL.createObjectURL = (blob: Blob) => NodeURL.createObjectURL(blob);
URL.revokeObjectURL = (url: string) => NodeURL.revokeObjectURL(url);

// jsdom implements neither; components call them when a dialog opens or a page changes.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
