import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { startProcessSystem, type ProcessSystem } from '@bankxl/local/processes';

// `make bench-replicas` (issue 14): conversion throughput with one conversion replica and with two behind the
// gateway, every other service once, as processes against this machine's PostgreSQL and RabbitMQ (the launcher
// of the replica test). Signed-in users convert the same statements concurrently; prints conversions per minute,
// p50/p99 latency and the CPU seconds each conversion replica used, then the ratio of two to one. Rounds
// alternate 1, 2, 1, 2 … so a load change on a shared machine hits both settings alike.
//
// Settings (env): BENCH_CLIENTS (8), BENCH_CONVERSIONS_PER_CLIENT (10), BENCH_ROUNDS (1), BENCH_WORKER_THREADS
// (engine threads of EACH conversion replica: 1, so two replicas have twice the engine threads of one; 2 is the
// service's default), BENCH_STATEMENTS (PDFs of the repository, comma-separated, converted in turn; three
// fixtures of 1-3 pages by default), TEST_DATABASE_URL / TEST_AMQP_URL (this machine's defaults).

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const amqpUrl = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const PER_CLIENT = Number(process.env.BENCH_CONVERSIONS_PER_CLIENT ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const WORKER_THREADS = process.env.BENCH_WORKER_THREADS ?? '1';
const STATEMENTS = process.env.BENCH_STATEMENTS
  ? process.env.BENCH_STATEMENTS.split(',').map((s) => s.trim())
  : ['services/conversion/test/fixtures/uk-multipage.pdflib.pdf', 'libs/statement/test/fixtures/account-per-page.pdflib.pdf', 'libs/statement/test/fixtures/credit-card.pdflib.pdf'];

const statements = await Promise.all(
  STATEMENTS.map(async (file) => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(repo, file)));
    return { name: path.basename(file), bytes, pages: (await PDFDocument.load(bytes)).getPageCount() };
  }),
);

/** The load average, and the share of the last 10 s some task waited for a CPU (Linux PSI), when the kernel tells. */
const load = () => {
  const psi = fs.existsSync('/proc/pressure/cpu') ? /some avg10=([\d.]+)/.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] : undefined;
  return `${os.loadavg().map((l) => l.toFixed(2)).join(' ')}${psi ? ` (CPU pressure ${psi}%)` : ''}`;
};
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
/** User + system CPU seconds a process has used so far (/proc/<pid>/stat, clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function api(system: ProcessSystem, method: string, urlPath: string, opts: { token?: string; json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${system.gatewayUrl}${urlPath}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
  });
  return res;
}

/** Register, verify from the mail, log in and buy credits in the sandbox checkout: a user who can convert. */
async function signedInUser(system: ProcessSystem, i: number): Promise<string> {
  const email = `bench-${i}-${Date.now()}@example.test`;
  const password = 'secret-pass-1';
  const reg = await api(system, 'POST', '/api/register', { json: { email, password }, headers: { 'x-device-fingerprint': `bench-device-${email}` } });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  let link: URL | undefined;
  for (const deadline = Date.now() + 60_000; !link; await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > deadline) throw new Error(`no verification mail for ${email}`);
    const mail = system.smtp.inbox.find((m) => m.to.includes(email) && /Verify your email/.test(m.subject));
    link = (mail?.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
  }
  const verified = await api(system, 'GET', `/api/verify-email?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const login = await api(system, 'POST', '/api/login', { json: { email, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const checkout = await api(system, 'POST', '/api/create-checkout-session', { token, json: { planName: 'Small Business', price: '$15', credits: '400' } });
  if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await api(system, 'POST', url, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (paid.status !== 303) throw new Error(`pay answered ${paid.status}`);
  return token;
}

async function convert(system: ProcessSystem, token: string, n: number): Promise<{ status: number; seconds: number; pages: number }> {
  const statement = statements[n % statements.length];
  const form = new FormData();
  form.append('file', new Blob([statement.bytes], { type: 'application/pdf' }), statement.name);
  const started = performance.now();
  const res = await api(system, 'POST', '/api/convert', { token, body: form });
  await res.arrayBuffer();
  return { status: res.status, seconds: (performance.now() - started) / 1000, pages: statement.pages };
}

type Result = {
  replicas: number;
  ok: number;
  failed: Record<number, number>;
  wallSeconds: number;
  perMinute: number;
  pagesPerMinute: number;
  p50: number;
  p99: number;
  /** CPU seconds of each conversion replica during the timed load. */
  cpu: number[];
  /** CPU seconds of every process during the timed load, by process name: where the time went. */
  cpuByProcess: Record<string, number>;
  /** CPU seconds of this process (the clients) during the timed load. */
  clientCpu: number;
  loadBefore: string;
  loadAfter: string;
};

async function measure(replicas: number): Promise<Result> {
  const system = await startProcessSystem({
    postgresAdminUrl: pgUrl,
    amqpUrl,
    replicas: { conversion: replicas },
    // Every client is 127.0.0.1: the per-address abuse limits would measure themselves, not the service.
    env: { REGISTER_RATE_LIMIT_PER_HOUR: '10000', CONVERT_RATE_LIMIT_PER_MINUTE: '10000', ENGINE_CONVERSIONS_PER_CLIENT: '50', QUEUE_LIMIT: '100' },
    serviceEnv: { conversion: { WORKER_THREADS } },
    gatewayEnv: { API_RATE_LIMIT_PER_MINUTE: '100000', UPSTREAM_PROBE_MS: '500' },
  });
  try {
    const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signedInUser(system, i)));
    // Warm-up, not timed: each replica's engine workers start and load on their first conversions.
    await Promise.all(Array.from({ length: 2 * replicas }, (_, i) => convert(system, tokens[i % tokens.length], i)));
    const procs = system.procs.map((p) => ({ name: p.name, pid: p.child.pid! }));
    const cpuBefore = procs.map((p) => cpuSeconds(p.pid));
    const loadBefore = load();
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    const results = (
      await Promise.all(
        tokens.map(async (token, c) => {
          const mine = [];
          for (let k = 0; k < PER_CLIENT; k++) mine.push(await convert(system, token, c + k));
          return mine;
        }),
      )
    ).flat();
    const wallSeconds = (performance.now() - started) / 1000;
    const clientUsage = process.cpuUsage(clientBefore);
    const clientCpu = Math.round((clientUsage.user + clientUsage.system) / 1e5) / 10;
    const cpuByProcess = Object.fromEntries(procs.map((p, i) => [p.name, Math.round((cpuSeconds(p.pid) - cpuBefore[i]) * 10) / 10]));
    const cpu = system.replicas.conversion.map((p) => cpuByProcess[p.name]);
    const ok = results.filter((r) => r.status === 200);
    const failed: Record<number, number> = {};
    for (const r of results.filter((x) => x.status !== 200)) failed[r.status] = (failed[r.status] ?? 0) + 1;
    const seconds = ok.map((r) => r.seconds);
    return {
      replicas,
      ok: ok.length,
      failed,
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      perMinute: Math.round((ok.length / wallSeconds) * 60 * 10) / 10,
      pagesPerMinute: Math.round((ok.reduce((s, r) => s + r.pages, 0) / wallSeconds) * 60),
      p50: Math.round(percentile(seconds, 50) * 100) / 100,
      p99: Math.round(percentile(seconds, 99) * 100) / 100,
      cpu,
      cpuByProcess,
      clientCpu,
      loadBefore,
      loadAfter: load(),
    };
  } finally {
    await system.stop();
  }
}

console.log(
  `bench-replicas: ${CLIENTS} signed-in clients x ${PER_CLIENT} conversions each through the gateway; statements ${statements.map((s) => `${s.name} (${s.pages} p.)`).join(', ')}; ` +
    `WORKER_THREADS=${WORKER_THREADS} per conversion replica; ${os.cpus().length} CPUs; load average at start ${load()} (the machine may be shared: compare rounds)`,
);
const rows: Result[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const replicas of [1, 2]) {
    const r = await measure(replicas);
    rows.push(r);
    console.log(
      `round ${round}, ${replicas} conversion replica(s): ${r.ok} ok${Object.keys(r.failed).length ? ` (failed: ${JSON.stringify(r.failed)})` : ''} in ${r.wallSeconds} s wall` +
        ` -> ${r.perMinute} conversions/min (${r.pagesPerMinute} pages/min), latency p50 ${r.p50} s p99 ${r.p99} s;` +
        ` CPU s per conversion replica [${r.cpu.join(', ')}]; load ${r.loadBefore} -> ${r.loadAfter}`,
    );
    const systemCpu = Object.values(r.cpuByProcess).reduce((a, b) => a + b, 0);
    // Cores the system got while measured: well under 2 means other work on the machine took the rest.
    console.log(
      `  CPU s by process: ${JSON.stringify(r.cpuByProcess)}, bench client ${r.clientCpu}; system ${systemCpu.toFixed(1)} CPU s in ${r.wallSeconds} s wall = ${(systemCpu / r.wallSeconds).toFixed(2)} cores busy`,
    );
  }
}
const mean = (n: number) => {
  const mine = rows.filter((r) => r.replicas === n);
  return mine.reduce((s, r) => s + r.perMinute, 0) / mine.length;
};
console.log(`throughput ratio, 2 replicas / 1 (mean over ${ROUNDS} round(s)): ${(mean(2) / mean(1)).toFixed(2)}x`);
