import Module, { createRequire } from 'node:module';

type Canvas = typeof import('@napi-rs/canvas');
type Deferred = 'ImageData' | 'Path2D';

// Resolved as pdf.js resolves it, so that its `require` finds the entry put in the cache below.
const pdfjsRequire = createRequire(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CANVAS = pdfjsRequire.resolve('@napi-rs/canvas');
const STAND_IN = Symbol('stands in for @napi-rs/canvas');

let real: Canvas | null = null;

/**
 * The package itself, loaded on first need; pdf.js's globals then become its real classes. The OCR renderer
 * takes it from here when it draws its first page, not by importing it: a bundle (the CLI's) loads every
 * package it leaves outside as it starts, and this one would then load for every text statement too.
 */
export function loadCanvas(): Canvas {
  if (!real) {
    delete pdfjsRequire.cache[CANVAS];
    real = pdfjsRequire(CANVAS) as Canvas;
    const globals = globalThis as unknown as Record<Deferred, unknown>;
    for (const name of ['ImageData', 'Path2D'] as const) {
      if ((globals[name] as { [STAND_IN]?: true } | undefined)?.[STAND_IN]) globals[name] = real[name];
    }
  }
  return real;
}

/** Constructing one loads the package and gives an instance of its class (text extraction never constructs one). */
function standIn(name: Deferred) {
  const StandIn = function (...args: unknown[]) {
    return new (loadCanvas()[name] as unknown as new (...a: unknown[]) => object)(...args);
  };
  return Object.assign(StandIn, { [STAND_IN]: true as const });
}

/**
 * pdf.js's legacy build, in Node, loads @napi-rs/canvas as it is imported, to give DOMMatrix, ImageData and
 * Path2D to its renderer; reading a PDF's text never renders, yet loading it costs a process 38 ms and 25 MB
 * resident (its Skia library; issue 25's idle memory and cold CLI). Called before pdf.js is imported: until
 * something renders, pdf.js's `require` of the package gets a stand-in whose DOMMatrix is the package's own
 * (plain JavaScript) and whose ImageData and Path2D load the package when constructed; anything else asked of
 * it (a renderer's createCanvas, ocr/render.ts) loads the package, and the globals pdf.js set become the real
 * classes before the first page is drawn.
 */
export function deferCanvasUntilRendering(): void {
  if (real || pdfjsRequire.cache[CANVAS]) return;
  const { DOMMatrix } = pdfjsRequire('@napi-rs/canvas/geometry.js') as Pick<Canvas, 'DOMMatrix'>;
  const early: Record<string, unknown> = { DOMMatrix, ImageData: standIn('ImageData'), Path2D: standIn('Path2D') };
  const stub = new Module(CANVAS);
  stub.filename = CANVAS;
  stub.loaded = true;
  stub.exports = new Proxy(
    {},
    {
      get: (_, key) => (real ? real[key as keyof Canvas] : typeof key === 'string' && key in early ? early[key] : loadCanvas()[key as keyof Canvas]),
      // Listing its exports (an ES module importing the package reads them so) loads it.
      has: (_, key) => key in loadCanvas(),
      ownKeys: () => Reflect.ownKeys(loadCanvas()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(loadCanvas(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
  pdfjsRequire.cache[CANVAS] = stub;
}
