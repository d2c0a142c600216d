import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTesseractEngine, type ClosableOcrEngine } from '@bankxl/statement';
import { formatSharedCorpus, scoreSharedCorpus, SHARED_CORPORA, sharedCorpusRoot, type SharedCorpus } from './shared-corpus.js';

// One or more shared corpora scored by score.mjs, for working on the engine:
//   node libs/bench/dist/src/corpus.js real-2 [real ...] [--ocr]
// The predictions go to bench-out/pred-<corpus>/ (score.mjs --verbose on them shows each row's difference).
// --ocr reads the pages without a text layer with OCR, as the product does (slower).
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const args = process.argv.slice(2);
const corpora = args.filter((a) => !a.startsWith('--')) as SharedCorpus[];
const unknown = corpora.filter((c) => !SHARED_CORPORA.includes(c));
if (!corpora.length || unknown.length) {
  console.error(`usage: corpus.js ${SHARED_CORPORA.join('|')} [...] [--ocr]${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}
let ocr: ClosableOcrEngine | undefined;
if (args.includes('--ocr')) ocr = await createTesseractEngine({ languages: ['eng'] });
try {
  for (const corpus of corpora) {
    console.log(`## ${corpus}`);
    const result = await scoreSharedCorpus(sharedCorpusRoot(repo), corpus, path.join(repo, 'bench-out'), { ocr });
    for (const line of formatSharedCorpus(result)) console.log(line);
  }
} finally {
  await ocr?.close();
}
