import { devCases, realOcrCases, runFolder } from './ocr-bench.js';

// `make bench-ocr`: OCR accuracy, speed and memory (see ocr-bench.ts).
//   node libs/bench/dist/src/ocr.js [--limit N] [--only dev|real]

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('limit') ?? Infinity);
const only = arg('only');

if (only !== 'dev') {
  console.log('## OCR: ../shared/corpus/real/ocr');
  await runFolder('real-ocr', realOcrCases());
}
if (only !== 'real') {
  console.log(`## OCR: ../shared/corpus/dev rasterised at 200 dpi${Number.isFinite(limit) ? ` (first ${limit} files)` : ''}`);
  await runFolder('dev-200dpi', devCases(limit));
}
