// Writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the built app, at the strongest levels,
// once per build; the gateway serves them to browsers that accept them (gateway/src/compression.ts).
// Usage: node scripts/precompress.mjs <dir>   (run by `npm run build` after vite)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map']);
/** Smaller files are not worth a copy (the gateway compresses nothing under 1 KB either). */
const MIN_BYTES = 1024;
/** A copy that saves less than this share is not written: the browser would decode it for nothing. */
const MIN_SAVING = 0.1;

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <dir>');
  process.exit(2);
}
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  const file = path.join(dir, name);
  if (!TEXT.has(path.extname(name)) || !statSync(file).isFile()) continue;
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  const copies = {
    '.br': brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    '.gz': gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
  };
  before += raw.length;
  after += copies['.br'].length;
  for (const [suffix, body] of Object.entries(copies)) if (body.length <= raw.length * (1 - MIN_SAVING)) writeFileSync(file + suffix, body);
}
console.log(`precompressed ${dir}: ${(before / 1024).toFixed(0)} KB of text assets, ${(after / 1024).toFixed(0)} KB as brotli`);
