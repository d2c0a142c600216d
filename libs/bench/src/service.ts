// make bench-service (issue 25): the product's own cost around the engine, measured the way a user meets it.
// Starts the embedded product exactly as `make start` does (its own process, so its memory is the product's),
// signs four users up through the gateway, and prints every row of the "lean and fast" table: the engine
// alone, one user converting, four at once, /api/me while they convert, the idle memory, and the cold CLI
// against `pdftotext -layout`. Each latency row is the median of BENCH_ROUNDS (default 3) runs.
// Then, when this machine's PostgreSQL and RabbitMQ answer (BENCH_DISTRIBUTED=0 skips it), the same rows
// through the distributed processes: the gateway and one process per service against them, as
// `make bench-replicas` starts them; memory there is the sum of every process's RSS.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseStatement } from '@bankxl/statement';
import { toXlsx } from '@bankxl/export';
import { startProcessSystem } from '@bankxl/local/processes';
import { makeLongStatement } from './long-statement.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SINGLE = 30;
const PER_USER = 12;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

/** The process's resident memory (Linux), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Products this bench is stopping itself: their exit is expected. */
const stopping = new Set<ChildProcess>();

/** The embedded product started as `make start` starts it: keep its Node options the same as the Makefile's. */
async function startProduct(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-bench-service-'));
  const url = `http://127.0.0.1:${port}`;
  // BENCH_PRODUCT_FLAGS: more Node flags for the product's process only ("--cpu-prof --cpu-prof-dir=/tmp/p"), to see
  // where its time goes while the clients run.
  const extra = (process.env.BENCH_PRODUCT_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--v8-pool-size=0', '--max-semi-space-size=4', ...extra, path.join(repo, 'deploy/local/dist/src/main.js')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As `make start` runs it (see the Makefile, which also gives the node flag above).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      // A benchmark's users: enough credits and no abuse limits in the way of what is measured.
      SIGNUP_CREDITS: '1000000',
      REGISTER_RATE_LIMIT_PER_HOUR: '1000',
      CONVERT_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', process.env.BENCH_PRODUCT_STDOUT ? fs.openSync(process.env.BENCH_PRODUCT_STDOUT, 'w') : 'ignore', 'pipe'],
  });
  // The product's last words: read, so it never blocks on a full pipe, and printed if it stops mid-bench
  // (once a run ended in ECONNREFUSED with nothing to say why).
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (stopping.has(child)) return;
    process.stderr.write(`\nthe product stopped during the bench (exit ${code ?? signal}); its last output:\n${stderrTail}\n`);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product stopped while starting (exit ${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, child, dataDir };
    if (Date.now() > deadline) throw new Error('the product did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 300));
  }
}

type Testing = { readEmlOutbox(dir: string): Promise<{ to: string[]; text: string }[]> };
type Mailbox = () => Promise<{ to: string[]; text: string }[]>;

/** Sign-up → the mailed link → verify → log in, through the gateway, as a browser would. */
async function signedInUser(url: string, mailbox: Mailbox): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct horse battery';
  const fingerprint = `bench-device-${email}`;
  const json = { 'content-type': 'application/json', 'x-device-fingerprint': fingerprint };
  const registered = await fetch(`${url}/api/register`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  let link: URL | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const mails = await mailbox();
    const mail = mails.find((m) => m.to.some((to) => to.includes(email)));
    link = (mail?.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no verification mail');
  await fetch(`${url}/api/verify-email?token=${link.searchParams.get('token')}`);
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  return ((await login.json()) as { token: string }).token;
}

async function convertOnce(url: string, token: string, pdf: Uint8Array): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
  const started = performance.now();
  const res = await fetch(`${url}/api/convert`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`convert answered ${res.status}`);
  return performance.now() - started;
}

async function engineAlone(pdf: Uint8Array): Promise<{ parse: number; xlsx: number; transactions: number }> {
  const parse: number[] = [];
  const xlsx: number[] = [];
  let transactions = 0;
  for (let i = 0; i < 23; i++) {
    const t0 = performance.now();
    const statement = await parseStatement(pdf);
    const t1 = performance.now();
    await toXlsx(statement, { fileName: 'statement.pdf' });
    const t2 = performance.now();
    transactions = statement.accounts.reduce((n, a) => n + a.transactions.length, 0);
    // The first three warm the JIT and pdf.js up.
    if (i >= 3) {
      parse.push(t1 - t0);
      xlsx.push(t2 - t1);
    }
  }
  return { parse: median(parse), xlsx: median(xlsx), transactions };
}

/**
 * The CLI's command as `npm run convert` runs it (package.json), minus npm's own start-up: its Node options
 * belong to the product (`--v8-pool-size=0`: V8's helper threads sized to the machine's cores, where Node's
 * default of four made a 2-core machine's cold conversion about a fifth slower).
 */
function cliCommand(): { node: string; args: string[] } {
  const scripts = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = scripts.convert.split(/\s+/);
  if (program !== 'node') throw new Error(`package.json's convert script does not start with node: ${scripts.convert}`);
  return { node: process.execPath, args: args.map((arg) => (arg.startsWith('-') ? arg : path.join(repo, arg))) };
}

function coldCli(file: string): { cli: number; pdftotext: number | null } {
  const command = cliCommand();
  const cli: number[] = [];
  const reference: number[] = [];
  const out = path.join(os.tmpdir(), `bench-cli-${process.pid}.xlsx`);
  const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
  for (let i = 0; i < 5; i++) {
    let t = performance.now();
    execFileSync(command.node, [...command.args, file, '--out', out], { stdio: 'ignore' });
    cli.push(performance.now() - t);
    if (hasPdftotext) {
      t = performance.now();
      execFileSync('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'ignore', 'ignore'] });
      reference.push(performance.now() - t);
    }
  }
  fs.rmSync(out, { force: true });
  return { cli: median(cli), pdftotext: hasPdftotext ? median(reference) : null };
}

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'convert-client.js');

/** One user converting `count` times, in a process of its own at a lower priority; its milliseconds per conversion. */
function convertClient(url: string, token: string, file: string, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLIENT, url, token, file, String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
    if (child.pid) os.setPriority(child.pid, 10);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`a converting client exited with ${code}`))));
  });
}

type Round = { singleP50: number; singleP99: number; fourP50: number; fourP99: number; meP99: number };

async function measureRound(url: string, tokens: string[], pdf: Uint8Array): Promise<Round> {
  const single: number[] = [];
  for (let i = 0; i < SINGLE; i++) single.push(await convertOnce(url, tokens[0], pdf));
  const four: number[] = [];
  const me: number[] = [];
  let converting = true;
  const poll = (async () => {
    while (converting) {
      const t = performance.now();
      const res = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${tokens[4]}` } });
      await res.arrayBuffer();
      me.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  // The four users are processes of their own at a lower priority than the product (nice 10), as people's
  // browsers are elsewhere: their own work does not take the product's or the poller's CPU.
  const file = path.join(os.tmpdir(), `bench-service-client-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const results = await Promise.all(tokens.slice(0, 4).map((token) => convertClient(url, token, file, PER_USER)));
    for (const times of results) four.push(...times);
  } finally {
    fs.rmSync(file, { force: true });
  }
  converting = false;
  await poll;
  return { singleP50: percentile(single, 50), singleP99: percentile(single, 99), fourP50: percentile(four, 50), fourP99: percentile(four, 99), meP99: percentile(me, 99) };
}

/** The product under measure: where it answers, its mail, and the memory of every process it runs. */
type Target = { url: string; mailbox: Mailbox; rssMb(): number; stop(): Promise<void> };

async function embedded(): Promise<Target> {
  const testing = (await import(pathToFileURL(path.join(repo, 'libs/testing/dist/src/index.js')).href)) as Testing;
  const product = await startProduct();
  return {
    url: product.url,
    mailbox: () => testing.readEmlOutbox(path.join(product.dataDir, 'mail')),
    rssMb: () => rssMb(product.child.pid!),
    stop: async () => {
      stopping.add(product.child);
      product.child.kill('SIGTERM');
      await new Promise((r) => product.child.once('exit', r));
      fs.rmSync(product.dataDir, { recursive: true, force: true });
    },
  };
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const amqpUrl = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

async function portOpen(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

async function distributed(): Promise<Target> {
  const system = await startProcessSystem({
    postgresAdminUrl: pgUrl,
    amqpUrl,
    // The same benchmark users as embedded: credits enough, no abuse limits in the way of what is measured.
    env: { SIGNUP_CREDITS: '1000000', REGISTER_RATE_LIMIT_PER_HOUR: '1000', CONVERT_RATE_LIMIT_PER_MINUTE: '100000' },
    gatewayEnv: { API_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  return {
    url: system.gatewayUrl,
    mailbox: async () => system.smtp.inbox.map((m) => ({ to: [...m.to], text: m.text })),
    // Every process of the product (the S3 stand-in is the storage's, not ours, and is left out).
    rssMb: () => system.procs.filter((p) => p.name !== 's3' && p.child.exitCode === null).reduce((sum, p) => sum + rssMb(p.child.pid!), 0),
    stop: () => system.stop(),
  };
}

type Measured = { rounds: Round[]; idle: number };

async function measureProduct(target: Target, pdf: Uint8Array): Promise<Measured> {
  const rounds: Round[] = [];
  try {
    const tokens = [];
    for (let i = 0; i < 5; i++) tokens.push(await signedInUser(target.url, target.mailbox));
    for (let i = 0; i < 3; i++) await convertOnce(target.url, tokens[0], pdf);
    for (let r = 0; r < ROUNDS; r++) rounds.push(await measureRound(target.url, tokens, pdf));
    // Idle after start-up and those conversions: what a small VM pays for all day.
    await new Promise((r) => setTimeout(r, 10_000));
    return { rounds, idle: target.rssMb() };
  } finally {
    await target.stop();
  }
}

const { pdf, transactions: rows } = await makeLongStatement(5);
console.log(`bankxl bench-service · ${os.cpus().length} cores · load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at start`);
console.log(`statement: a generated 5-page current account of ${rows} rows (libs/bench/src/long-statement.ts)\n`);

const engine = await engineAlone(pdf);
const embeddedResult = await measureProduct(await embedded(), pdf);
const long = path.join(os.tmpdir(), `bench-service-50-${process.pid}.pdf`);
fs.writeFileSync(long, (await makeLongStatement(50)).pdf);
const cold = coldCli(long);
fs.rmSync(long, { force: true });
// The harder reference of issue 43: a dense 50-page statement pdftotext reads in half the time.
const dense = path.join(repo, '../shared/bench/us_checking-50p.pdf');
const coldDense = fs.existsSync(dense) ? coldCli(dense) : null;

const row = (measure: string, now: string, target: string, met: boolean | null) =>
  console.log(`| ${measure.padEnd(48)} | ${now.padEnd(22)} | ${target.padEnd(26)} | ${met === null ? '—' : met ? 'met' : 'not met'} |`);

/** The product's rows of the table (latency, /api/me, idle memory) for one way of running it. */
function printProduct(measured: Measured, memoryLabel: string) {
  const med = (key: keyof Round) => median(measured.rounds.map((r) => r[key]));
  row('one user converting, p50 / p99', `${ms(med('singleP50'))} / ${ms(med('singleP99'))}`, 'p50 ≤ 220 ms, p99 ≤ 400 ms', med('singleP50') <= 220 && med('singleP99') <= 400);
  row('four users at once, p50 / p99', `${ms(med('fourP50'))} / ${ms(med('fourP99'))}`, 'p50 ≤ 500 ms, p99 ≤ 900 ms', med('fourP50') <= 500 && med('fourP99') <= 900);
  row('/api/me while those four convert, p99', ms(med('meP99')), '≤ 50 ms', med('meP99') <= 50);
  row(memoryLabel, `${Math.round(measured.idle)} MB RSS`, '≤ 450 MB', measured.idle <= 450);
}
const perRound = (measured: Measured) =>
  `per round (one user p50/p99 · four users p50/p99 · /api/me p99): ${measured.rounds.map((r) => `${Math.round(r.singleP50)}/${Math.round(r.singleP99)} · ${Math.round(r.fourP50)}/${Math.round(r.fourP99)} · ${Math.round(r.meP99)}`).join('  |  ')}`;

console.log('Embedded (`make start`: one process, PGlite, in-process bus, local disk)\n');
console.log('| measure | now | target | |');
console.log('|---|---|---|---|');
// One decimal: judged unrounded, so a 21.4 ms workbook against 21 does not read "21 ms … not met".
row('the engine alone, warm: parse + workbook', `${engine.parse.toFixed(1)} ms + ${engine.xlsx.toFixed(1)} ms`, '146 + 21 ms or better', engine.parse <= 146 && engine.xlsx <= 21);
printProduct(embeddedResult, "the product's memory, idle after a few conversions");
const ratio = cold.pdftotext ? cold.cli / cold.pdftotext : null;
row('cold CLI, 50-page statement to xlsx', `${ms(cold.cli)} vs ${cold.pdftotext === null ? 'no pdftotext' : ms(cold.pdftotext)}${ratio ? ` (${ratio.toFixed(2)}×)` : ''}`, '≤ 6× pdftotext -layout', ratio === null ? null : ratio <= 6);
if (coldDense) {
  const denseRatio = coldDense.pdftotext ? coldDense.cli / coldDense.pdftotext : null;
  row('cold CLI, us_checking-50p.pdf to xlsx', `${ms(coldDense.cli)} vs ${coldDense.pdftotext === null ? 'no pdftotext' : ms(coldDense.pdftotext)}${denseRatio ? ` (${denseRatio.toFixed(2)}×)` : ''}`, '≤ 6× pdftotext -layout', denseRatio === null ? null : denseRatio <= 6);
}
console.log(`\n${perRound(embeddedResult)}`);

if (process.env.BENCH_DISTRIBUTED === '0') {
  console.log('\nDistributed: skipped (BENCH_DISTRIBUTED=0).');
} else if (!(await portOpen(5432)) || !(await portOpen(5672))) {
  console.log('\nDistributed: skipped, PostgreSQL (127.0.0.1:5432) or RabbitMQ (127.0.0.1:5672) does not answer.');
} else {
  const distributedResult = await measureProduct(await distributed(), pdf);
  console.log('\nDistributed (gateway + one process per service, this machine\'s PostgreSQL and RabbitMQ, S3 stand-in)\n');
  console.log('| measure | now | target | |');
  console.log('|---|---|---|---|');
  printProduct(distributedResult, 'memory of all six processes, idle');
  console.log(`\n${perRound(distributedResult)}`);
}
console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
