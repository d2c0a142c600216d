import { devCases, realOcrCases, runFolder, runMixed, SCAN_LOOKS } from './ocr-bench.js';

// `make bench-ocr`: OCR accuracy, speed and memory (see ocr-bench.ts).
//   node libs/bench/dist/src/ocr.js [--limit N] [--only dev|real|mixed[,...]] [--look plain|office|phone|upside-down|sideways|fine-tilted|colour|colour-png|poor|colour-400|colour-400-png|colour-limit-png|colour-600] [--files name,name]

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('limit') ?? Infinity);
// --only takes a list ("dev,mixed"); without it every part runs.
const parts = arg('only')?.split(',');
const runs = (part: 'dev' | 'real' | 'mixed') => !parts || parts.includes(part);
const look = arg('look') ?? 'plain';
const names = arg('files')?.split(',');

if (runs('mixed')) {
  console.log('## OCR: one scanned page in a text-layer statement');
  await runMixed();
}
if (runs('real')) {
  console.log('## OCR: ../shared/corpus/real/ocr');
  await runFolder('real-ocr', realOcrCases());
}
if (runs('dev')) {
  const lookName = look === 'plain' ? 'rasterised at 200 dpi' : `rasterised with the "${look}" look ${JSON.stringify(SCAN_LOOKS[look])}`;
  console.log(`## OCR: ../shared/corpus/dev ${lookName}${Number.isFinite(limit) ? ` (first ${limit} files)` : ''}`);
  await runFolder(look === 'plain' ? 'dev-200dpi' : `dev-${look}`, devCases(limit, look, names));
}
