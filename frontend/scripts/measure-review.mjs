// Measures the review UI in Chromium (issue 12 targets), against the built frontend (frontend/dist) and a
// tiny stand-in API that answers with Statements the real engine read from generated long statements:
//   1. convert response -> result panel visible, for a 50-page statement (1,900 rows);
//   2. frame times while the review grid scrolls through 5,000 rows (and the panel's preview too).
// Run after `make build`: node frontend/scripts/measure-review.mjs   (CHROMIUM_PATH, default /usr/bin/chromium;
// SCREENSHOTS=dir saves the panel and the grid as PNGs)
//
// MODE=real measures 1. against the REAL product instead: it starts the embedded system
// (deploy/local/dist/src/main.js) on a free port with a fresh data directory (or uses BASE_URL and its
// DATA_DIR when given), signs up a user (verify link from the outbox), buys the sandbox credit pack, and
// converts a generated 50-page statement through the UI five times: the engine reads it for real, the panel
// fetches /api/results from the real service. RUNS=n changes the number of conversions.
//
// Frame lines give rAF intervals (wall time: a loaded machine makes frames late whatever the page does)
// and, from a Chrome trace, the renderer main thread's CPU time per frame (what the page itself costs).
// DETAIL=1 also prints the main thread's CPU by kind of work (script, layout, paint, events).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { makeLongStatement } from '../../libs/bench/dist/src/long-statement.js';
import { parseStatement } from '../../libs/statement/dist/src/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('frontend/dist is missing: run `make build` first');

const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
const pct = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/**
 * Installs, in the page, a promise of the time (performance.now()) at which the panel's heading has been
 * painted: the frame after "What we found" entered the DOM. Call before the conversion starts.
 */
const watchForPanel = (page) =>
  page.evaluate(() => {
    window.__panel = new Promise((resolve) => {
      const seen = () => [...document.querySelectorAll('h2')].some((h) => h.textContent === 'What we found');
      new MutationObserver((_, observer) => {
        if (!seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
/** Waits for the panel and answers how long after the end of /api/convert's response it was painted, in ms. */
const panelAfterConvert = (page) =>
  page.evaluate(async () => {
    const shown = await window.__panel;
    const convert = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/convert'));
    const results = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/results/'));
    return {
      panel: shown - convert.responseEnd,
      convert: convert.responseEnd - convert.startTime,
      // Where the panel's time goes: until the page asks for the result, the request, then parse and paint.
      ask: results ? results.startTime - convert.responseEnd : null,
      results: results ? results.responseEnd - results.startTime : null,
      paint: results ? shown - results.responseEnd : null,
      resultsBytes: results ? results.encodedBodySize : null,
    };
  });

if (process.env.MODE === 'real') {
  await measureAgainstTheRealService();
  process.exit(0);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The embedded product (all services in one process), started like the e2e global setup does. */
async function startProduct() {
  if (process.env.BASE_URL) {
    if (!process.env.DATA_DIR) throw new Error('BASE_URL needs the DATA_DIR of that product (its outbox holds the verify mail)');
    return { base: process.env.BASE_URL, dataDir: process.env.DATA_DIR, stop: async () => {} };
  }
  const repo = path.resolve(root, '..');
  const launcher = path.join(repo, 'deploy/local/dist/src/main.js');
  if (!existsSync(launcher)) throw new Error(`${launcher} is missing: run \`make build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bankxl-measure-'));
  const base = `http://127.0.0.1:${port}`;
  const logPath = path.join(repo, 'test-results/measure-review-server.log');
  mkdirSync(path.dirname(logPath), { recursive: true });
  const log = createWriteStream(logPath);
  const child = spawn(process.execPath, [launcher], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode}; see ${logPath}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the product was not healthy within 120 s; see ${logPath}`);
    }
    const ok = await fetch(`${base}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, dataDir, stop };
}

/** The verify link (path and query) of the mail to `to` in the product's outbox (DATA_DIR/mail/*.eml). */
async function verifyLinkFor(dataDir, to) {
  const dir = path.join(dataDir, 'mail');
  const pattern = /https?:\/\/[^\s"'<>]+(\/verify-email\?token=[A-Za-z0-9._~%-]+)/;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
      // Quoted-printable soft breaks and escapes undone.
      const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      const match = pattern.exec(text);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verify mail to ${to} within 30 s`);
}

/** A verified, signed-in user (register with a device fingerprint, follow the mailed link, log in). */
async function signUp(base, dataDir) {
  const email = `measure-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct-horse-9';
  const post = (url, body, headers = {}) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const registered = await post('/api/register', { email, password }, { 'X-Device-Fingerprint': `device-of-${email}` });
  if (registered.status >= 300) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const verified = await fetch(`${base}/api${await verifyLinkFor(dataDir, email)}`);
  if (verified.status >= 300) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  const login = await post('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return (await login.json()).token;
}

async function measureAgainstTheRealService() {
  const runs = Number(process.env.RUNS ?? 5);
  const ms = (x) => (x === null ? '?' : `${x.toFixed(0)} ms`);
  const { pdf } = await makeLongStatement(50);
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    const { base } = product;
    const token = await signUp(base, product.dataDir);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/faq`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    // 50 credits a conversion: the sandbox checkout (no payment) sells the Small Business pack of 400.
    await page.goto(`${base}/pricing`);
    await page.getByRole('button', { name: 'Buy Small Business' }).click();
    await page.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /^Pay \$15/ }).click();
    await page.getByRole('link', { name: 'Credits (403)' }).waitFor({ timeout: 30_000 });

    const times = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${base}/`);
      await watchForPanel(page);
      await page.getByLabel('PDF bank statement').setInputFiles({ name: 'fifty.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
      await page.getByRole('button', { name: 'Convert to Excel' }).click();
      const t = await panelAfterConvert(page);
      const panel = page.getByRole('region', { name: 'What we found' });
      // The panel is the real result: all 50 pages read, with its rows.
      const facts = (await panel.locator('p.small.muted').first().textContent()) ?? '';
      if (!facts.startsWith('50 pages')) throw new Error(`the panel says "${facts}", not 50 pages`);
      times.push(t);
      console.log(
        `run ${run + 1}: panel ${t.panel.toFixed(0)} ms after the convert response (conversion itself ${t.convert.toFixed(0)} ms); ` +
          `of which: ${ms(t.ask)} until GET /api/results starts, ${ms(t.results)} for it (${t.resultsBytes ?? '?'} bytes), ` +
          `${ms(t.paint)} to parse and paint; panel: ${facts}`,
      );
    }
    const panels = times.map((t) => t.panel);
    console.log(
      `REAL service, panel after convert response (50 pages), ${runs} runs: ${panels.map((x) => x.toFixed(0)).join(', ')} ms; ` +
        `median ${pct(panels, 0.5).toFixed(0)} ms, max ${Math.max(...panels).toFixed(0)} ms (wall time in the page)`,
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

const read = async (pages) => parseStatement((await makeLongStatement(pages)).pdf);
const fifty = await read(50);
const long = await read(132); // 132 pages x 38 rows = 5,016 rows
const rowsOf = (s) => s.accounts.reduce((n, a) => n + a.transactions.length, 0);
console.log(`50-page statement: ${rowsOf(fifty)} rows, ${fifty.accounts[0].checks.verdict}; long one: ${rowsOf(long)} rows`);

const results = { fifty, long };
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };
const json = (res, body) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const p = url.pathname;
  if (p === '/api/me') return json(res, { email: 'm@example.test', credits: 500, isSubscribed: false, deviceWarning: false, isRegistered: true, hasPassword: true });
  if (p === '/api/convert') {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': 'attachment; filename="s.xlsx"',
        'X-Result-Token': url.searchParams.get('which') ?? 'fifty',
        'Access-Control-Expose-Headers': 'X-Result-Token',
      });
      res.end(Buffer.from([80, 75, 3, 4]));
    });
    return;
  }
  const result = /^\/api\/results\/(\w+)$/.exec(p);
  if (result) {
    const s = results[result[1]];
    return json(res, { statement: s, documentId: null, pages: s.pages, pagesParsed: s.pagesParsed });
  }
  if (p === '/api/documents/d1') return json(res, { id: 'd1', original_filename: 'long.pdf', stored_filename: 'x', upload_date: new Date().toISOString(), verdict: 'verified' });
  if (p === '/api/documents/d1/statement') return json(res, { version: 1, statement: long });
  if (p.startsWith('/api/')) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    return res.end('{}');
  }
  const file = path.join(dist, p);
  const found = file.startsWith(dist) && existsSync(file) && !p.endsWith('/') ? file : path.join(dist, 'index.html');
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(found)] ?? 'application/octet-stream' });
  res.end(readFileSync(found));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await launchBrowser();
// VIEWPORT=375x740 measures (and screenshots) at a phone's size.
const [vw, vh] = (process.env.VIEWPORT ?? '1280x900').split('x').map(Number);
const page = await browser.newPage({ viewport: { width: vw, height: vh } });
const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// 1. Convert response -> panel visible. The page notes when /api/convert's response ended (resource
// timing) and when the panel's heading has been painted (the frame after it entered the DOM).
const panelTimes = [];
for (let run = 0; run < 5; run += 1) {
  await page.goto(`${base}/`);
  await watchForPanel(page);
  await page.getByLabel('PDF bank statement').setInputFiles({ name: 'fifty.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await page.getByRole('button', { name: 'Convert to Excel' }).click();
  panelTimes.push((await panelAfterConvert(page)).panel);
}
if (process.env.SCREENSHOTS) await page.screenshot({ path: path.join(process.env.SCREENSHOTS, 'panel.png'), fullPage: true });
console.log(`page scrolls sideways with the panel shown: ${await sideways()}`);
console.log(`panel after convert response (50 pages, ${rowsOf(fifty)} rows), 5 runs: ${panelTimes.map((t) => t.toFixed(0)).join(', ')} ms`);

// 2. Frame times while a table scrolls at a steady speed, measured with requestAnimationFrame.
async function scrollFrames(selector, pxPerFrame, seconds) {
  return page.evaluate(
    ({ selector, pxPerFrame, seconds }) =>
      new Promise((resolve) => {
        const box = document.querySelector(selector);
        const frames = [];
        let last = performance.now();
        const end = last + seconds * 1000;
        const step = (now) => {
          frames.push(now - last);
          last = now;
          box.scrollTop += pxPerFrame;
          if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) box.scrollTop = 0;
          if (now < end) requestAnimationFrame(step);
          else resolve({ frames: frames.slice(1), rows: box.querySelectorAll('tbody tr').length, height: box.scrollHeight });
        };
        requestAnimationFrame(step);
      }),
    { selector, pxPerFrame, seconds },
  );
}
// Where the main thread's time went during a measurement (Chrome's own counters, in ms).
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const counters = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
// Those counters are wall time, which a loaded machine inflates (the renderer waits for a core). The trace
// also has each task's CPU time on the renderer's main thread (tdur): what the page itself costs per frame.
async function mainThreadCpu(run) {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  const result = await run();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const main = traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = traceEvents.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === main?.pid && e.tid === main?.tid);
  const cpu = tasks.map((e) => (e.tdur ?? 0) / 1000);
  result.cpu = cpu.length
    ? { total: cpu.reduce((a, b) => a + b, 0), longest: Math.max(...cpu), over16: cpu.filter((c) => c > 1000 / 60).length }
    : null;
  // The other threads that make a frame (compositor, raster workers, the GPU process's viz): their CPU too.
  const names = new Map(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const byThread = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !e.tdur) continue;
    const name = (names.get(`${e.pid}:${e.tid}`) ?? '?').replace(/\d+$/, '');
    byThread.set(name, (byThread.get(name) ?? 0) + e.tdur / 1000);
  }
  if (process.env.DETAIL) {
    // The main thread's time by kind of work (nested events overlap: a breakdown, not a sum).
    const kinds = new Map();
    for (const e of traceEvents) {
      if (e.ph !== 'X' || e.pid !== main?.pid || e.tid !== main?.tid || !e.tdur || e.name === 'ThreadControllerImpl::RunTask') continue;
      const name = e.name === 'EventDispatch' ? `EventDispatch(${e.args?.data?.type})` : e.name;
      kinds.set(name, (kinds.get(name) ?? 0) + e.tdur / 1000);
    }
    console.log([...kinds].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', '));
  }
  result.threads = [...byThread].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ');
  return result;
}
async function measured(run) {
  const before = await counters();
  const result = await mainThreadCpu(run);
  const after = await counters();
  const spent = (name) => ((after[name] - before[name]) * 1000).toFixed(0);
  result.spent = `script ${spent('ScriptDuration')} ms, style ${spent('RecalcStyleDuration')} ms, layout ${spent('LayoutDuration')} ms, all tasks ${spent('TaskDuration')} ms (wall)`;
  if (result.cpu) {
    const { total, longest, over16 } = result.cpu;
    result.spent += `; main-thread CPU ${total.toFixed(0)} ms = ${(total / result.frames.length).toFixed(1)} ms a frame, longest task ${longest.toFixed(1)} ms CPU, ${over16} tasks over 16.7 ms CPU; CPU ms by thread: ${result.threads}`;
  }
  return result;
}
const report = (label, r) => {
  const budget = 1000 / 60;
  const dropped = r.frames.filter((f) => f > budget * 1.5).length;
  // rAF intervals jitter around 16.7 ms; 17.5 ms and more means the frame after it was late.
  const late = r.frames.filter((f) => f > 17.5).length;
  console.log(
    `${label}: ${r.frames.length} frames, median ${pct(r.frames, 0.5).toFixed(1)} ms, p95 ${pct(r.frames, 0.95).toFixed(1)} ms, max ${Math.max(...r.frames).toFixed(1)} ms, ` +
      `${late} frames over 16.7 ms (>17.5), ${dropped} frames over 25 ms (${r.rows} <tr> in the DOM, ${r.height}px of table); ${r.spent}`,
  );
};

await page.goto(`${base}/faq`);
await page.evaluate(() => localStorage.setItem('token', 'measure'));
await page.goto(`${base}/documents/d1`);
await page.getByLabel('Amount, row 1', { exact: true }).waitFor();
if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
if (process.env.SCREENSHOTS) await page.screenshot({ path: path.join(process.env.SCREENSHOTS, 'grid.png'), fullPage: true });
console.log(`page scrolls sideways on the review page: ${await sideways()}`);
for (const speed of [36, 360]) report(`review grid, 5,016 rows, ${speed} px/frame`, await measured(() => scrollFrames('.review-grid .table-scroll', speed, 4)));

// The panel's read-only preview with the same 5,016 rows.
await page.evaluate(() => localStorage.removeItem('token'));
await page.goto(`${base}/`);
await page.route('**/api/convert', async (route) => {
  const response = await route.fetch();
  await route.fulfill({ response, headers: { ...response.headers(), 'x-result-token': 'long' } });
});
await page.getByLabel('PDF bank statement').setInputFiles({ name: 'long.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
await page.getByRole('button', { name: 'Convert to Excel' }).click();
await page.getByRole('heading', { name: 'What we found' }).waitFor();
for (const speed of [36, 360]) report(`result panel preview, 5,016 rows, ${speed} px/frame`, await measured(() => scrollFrames('.result-panel .table-scroll', speed, 4)));

await browser.close();
server.close();
