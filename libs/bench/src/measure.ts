import fs from 'node:fs';
import { toXlsx } from '@bankxl/export';
import { parseStatement } from '@bankxl/statement';

// Run in a fresh process per file (with --expose-gc) so peak memory belongs to that conversion alone.
const gc = (globalThis as { gc?: () => void }).gc;
const bytes = new Uint8Array(fs.readFileSync(process.argv[2]));
const started = performance.now();
let peakHeap = 0;
const sample = () => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
const sampler = setInterval(sample, 5);
const statement = await parseStatement(bytes, { pageLimit: 100_000 });
sample();
// What the parse left alive once its garbage is gone: the engine's own state is released, so this is
// the loaded code plus the Statement it returned.
gc?.();
const liveAfterParse = process.memoryUsage().heapUsed;
const xlsx = await toXlsx(statement);
clearInterval(sampler);
sample();
process.stdout.write(
  JSON.stringify({
    pages: statement.pagesParsed,
    transactions: statement.accounts.reduce((n, a) => n + a.transactions.length, 0),
    ms: Math.round(performance.now() - started),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    peakHeapMb: Math.round(peakHeap / 1024 / 1024),
    liveAfterParseMb: gc ? Math.round(liveAfterParse / 1024 / 1024) : null,
    xlsxKb: Math.round(xlsx.length / 1024),
  }) + '\n',
);
