import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rasteriseToImagePdf } from '@bankxl/statement/fixtures';
import { PRODUCT_MALLOC_ENV } from '@bankxl/local/processes';
import { SCAN_LOOKS } from './ocr-bench.js';

// `make bench-ocr-service`: scanned statements through the conversion service (issue 11), in its own process
// with its defaults (OCR_* settings from this process's env are passed on). One-page scans of fixtures are
// converted one after another by anonymous clients; prints seconds per page (the first one includes starting
// the OCR engine), the service's memory before any OCR, with the OCR lane warm and at its peak (VmHWM), and
// how long a text-layer conversion takes while a scan is being read (the lanes must not wait on each other).
// SCAN_LOOK=<a look of ocr-bench.ts's SCAN_LOOKS> scans them otherwise (say colour-limit-png, the costliest
// scan the OCR lane reads); by default at 200 dpi, JPEG.

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const FIXTURES = ['uk-current', 'fr-compte-courant', 'de-soll-haben-columns', 'es-cuenta', 'credit-card', 'ie-long-dates'];

type Service = { url: string; child: ChildProcess };

function startService(): Promise<Service> {
  // hostile-service.js is the service alone in its process (PostgreSQL and RabbitMQ when reachable).
  // glibc's allocator set as the product's processes run (PRODUCT_MALLOC_ENV); the caller's env may override it.
  const env = { ...PRODUCT_MALLOC_ENV, ...process.env };
  const child = fork(path.join(here, 'hostile-service.js'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ url: (m as { url: string }).url, child }));
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before it was ready`)));
  });
}

/** One field of the service process's /proc status (VmRSS, VmHWM), in MB. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

let ipCounter = 0;
const freshIp = () => `10.9.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function convert(url: string, pdf: Uint8Array): Promise<{ status: number; seconds: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'statement.pdf');
  const started = Date.now();
  const res = await fetch(`${url}/api/convert`, { method: 'POST', body: form, headers: { 'x-client-ip': freshIp() } });
  await res.arrayBuffer();
  return { status: res.status, seconds: (Date.now() - started) / 1000 };
}

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(repo, 'libs/statement/test/fixtures', `${name}.pdflib.pdf`)));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const lookName = process.env.SCAN_LOOK;
const look = lookName ? SCAN_LOOKS[lookName] : { dpi: 200, jpegQuality: 85 };
if (!look) throw new Error(`no scan look "${lookName}": one of ${Object.keys(SCAN_LOOKS).join(', ')}`);
const scans = await Promise.all(FIXTURES.map((name) => rasteriseToImagePdf(fixture(name), look)));
const text = fixture('uk-current');
const service = await startService();
const pid = service.child.pid!;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid, 'VmRSS'))), 50);
try {
  const warmText = await convert(service.url, text);
  const beforeOcr = memoryMb(pid, 'VmRSS');
  const rows: { name: string; status: number; seconds: number }[] = [];
  for (const [i, scan] of scans.entries()) {
    const result = await convert(service.url, scan);
    rows.push({ name: FIXTURES[i], status: result.status, seconds: result.seconds });
  }
  const warm = memoryMb(pid, 'VmRSS');
  // A text-layer conversion sent while a scan is in the OCR lane.
  const scanning = convert(service.url, scans[0]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const during = await convert(service.url, text);
  await scanning;

  console.log(`\nOCR through the conversion service (one-page scans ${JSON.stringify(look)}, anonymous, one after another)`);
  for (const row of rows) console.log(`  ${row.name.padEnd(24)} ${row.status}  ${row.seconds.toFixed(1)} s`);
  const later = rows.slice(1).map((r) => r.seconds);
  console.log(`  first scan (starts the engine): ${rows[0].seconds.toFixed(1)} s; then median ${median(later).toFixed(1)} s/page, max ${Math.max(...later).toFixed(1)} s/page`);
  console.log(`  failures: ${rows.filter((r) => r.status !== 200).length} of ${rows.length}`);
  console.log(`  text-layer statement: ${warmText.seconds.toFixed(2)} s alone, ${during.seconds.toFixed(2)} s while a scan is read (status ${during.status})`);
  console.log(`  service RSS: ${beforeOcr} MB before any OCR, ${warm} MB with the OCR lane warm, peak ${peak} MB sampled, ${memoryMb(pid, 'VmHWM')} MB VmHWM`);
} finally {
  clearInterval(sampler);
  service.child.send('stop');
  await new Promise((resolve) => service.child.once('exit', resolve));
}
