import fs from 'node:fs';
import { toXlsx } from '@bankxl/export';
import { parseStatement } from '@bankxl/statement';

// Run in a fresh process per file so peak memory belongs to that conversion alone.
const bytes = new Uint8Array(fs.readFileSync(process.argv[2]));
const started = performance.now();
let peakHeap = 0;
const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 5);
const statement = await parseStatement(bytes, { pageLimit: 100_000 });
const xlsx = await toXlsx(statement);
clearInterval(sampler);
peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
process.stdout.write(
  JSON.stringify({
    pages: statement.pagesParsed,
    transactions: statement.accounts.reduce((n, a) => n + a.transactions.length, 0),
    ms: Math.round(performance.now() - started),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    peakHeapMb: Math.round(peakHeap / 1024 / 1024),
    xlsxKb: Math.round(xlsx.length / 1024),
  }) + '\n',
);
