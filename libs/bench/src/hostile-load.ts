import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flateBomb, onePagePdf, textBombPdf } from '@bankxl/statement/fixtures';

// `make bench`, hostile load (issue 16): the conversion service in its own process while attackers send
// bombs and nesting from ever new addresses and one signed-in account bursts, and normal users convert a
// one-page statement. Prints the service's memory before, at its peak and after, and the normal users'
// latency (p50/p99) and statuses during the attack. Targets: p99 < 2 s, no 5xx, peak < 1.5 GB, after < 700 MB.

const here = path.dirname(fileURLToPath(import.meta.url));
const TEXT = 'BT /F1 9 Tf 40 800 Td (Card payment 12.00) Tj ET\n';
const ATTACK_SECONDS = Number(process.env.HOSTILE_SECONDS ?? 40);

type Service = { url: string; tokens: string[]; database: string; child: ChildProcess };

function startService(): Promise<Service> {
  const child = fork(path.join(here, 'hostile-service.js'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ ...(m as Omit<Service, 'child'>), child }));
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before it was ready`)));
  });
}

/** The service process's resident memory (Linux /proc), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function convert(url: string, pdf: Buffer, who: { ip?: string; token?: string }): Promise<{ status: number; ms: number; code?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'statement.pdf');
  const headers: Record<string, string> = { 'x-client-ip': who.ip ?? freshIp() };
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/convert`, { method: 'POST', body: form, headers });
    const body = res.status === 200 ? (await res.arrayBuffer(), null) : ((await res.json().catch(() => null)) as { code?: string } | null);
    return { status: res.status, ms: performance.now() - started, code: body?.code };
  } catch {
    return { status: 0, ms: performance.now() - started, code: 'connection_failed' };
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const tally = (results: { status: number; code?: string }[]) => {
  const counts = new Map<string, number>();
  for (const r of results) counts.set(`${r.status}${r.code ? ` ${r.code}` : ''}`, (counts.get(`${r.status}${r.code ? ` ${r.code}` : ''}`) ?? 0) + 1);
  return [...counts.entries()].map(([k, n]) => `${n}× ${k}`).join(', ');
};

export async function hostileLoad(repo: string): Promise<void> {
  console.log(`\n## Hostile load (conversion service in its own process, ${ATTACK_SECONDS} s)`);
  const statement = fs.readFileSync(path.join(repo, 'services/conversion/test/fixtures/uk-current.pdflib.pdf'));
  const bombs: [string, Buffer][] = [
    ['Flate bomb 1 MB → 1 GiB', onePagePdf(flateBomb(1024))],
    ['Flate bomb 4 MB → 4 GiB', onePagePdf(flateBomb(4096))],
    ['q nested 200,000 deep (2 KB)', onePagePdf('q '.repeat(200_000) + TEXT)],
    ['one text run of 20 M characters', textBombPdf({ runLength: 20_000_000 })],
    ['1.5 M text pieces', textBombPdf({ pieces: 1_500_000 })],
    ['header then 4 MB of zeros', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 << 20), Buffer.from('\n%%EOF\n')])],
  ];
  const service = await startService();
  const pid = service.child.pid!;
  try {
    // Warm up: both workers loaded, as in steady use.
    await Promise.all([convert(service.url, statement, {}), convert(service.url, statement, {})]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The same three users with no attack first: on a shared machine this is what "normal" costs now.
    const calmUntil = Date.now() + 10_000;
    const calm: { status: number; ms: number }[] = [];
    const calmUser = async () => {
      while (Date.now() < calmUntil) calm.push(await convert(service.url, statement, {}));
    };
    await Promise.all([calmUser(), calmUser(), calmUser()]);
    const calmMs = calm.filter((r) => r.status === 200).map((r) => r.ms);
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);

    const until = Date.now() + ATTACK_SECONDS * 1000;
    const attacks: { status: number; ms: number; code?: string; name: string }[] = [];
    const normal: { status: number; ms: number; code?: string }[] = [];
    // Four anonymous attackers, each request from a new address (so per-address limits do not stop them).
    const attacker = async (offset: number) => {
      for (let i = offset; Date.now() < until; i++) {
        const [name, pdf] = bombs[i % bombs.length];
        attacks.push({ ...(await convert(service.url, pdf, {})), name });
      }
    };
    // One signed-in attacker bursting 18 nesting bombs at once, again and again.
    const burster = async () => {
      while (Date.now() < until) {
        const results = await Promise.all(Array.from({ length: 18 }, () => convert(service.url, bombs[2][1], { token: service.tokens[0] })));
        attacks.push(...results.map((r) => ({ ...r, name: 'signed-in burst of 18' })));
      }
    };
    // Three normal users converting a one-page statement, one after another, each from its own new address.
    const user = async () => {
      while (Date.now() < until) normal.push(await convert(service.url, statement, {}));
    };
    await Promise.all([...[0, 1, 2, 3].map(attacker), burster(), user(), user(), user()]);
    clearInterval(sampler);

    let after = rssMb(pid);
    for (let i = 0; i < 20 && after > 700; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = rssMb(pid);
    }
    const latencies = normal.filter((r) => r.status === 200).map((r) => r.ms);
    const fiveHundreds = [...normal, ...attacks].filter((r) => r.status >= 500 || r.status === 0).length;
    console.log(`  database: ${service.database}; 2 engine workers`);
    console.log(`  service RSS: before ${before} MB, peak ${peak} MB, after ${after} MB   (targets: peak < 1536, after < 700)`);
    console.log(`  without attack: ${calm.length} one-page conversions by the same 3 users, p50 ${percentile(calmMs, 50).toFixed(0)} ms, p99 ${percentile(calmMs, 99).toFixed(0)} ms`);
    console.log(
      `  normal users under attack: ${normal.length} one-page conversions, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (target p99 < 2000); ${tally(normal)}`,
    );
    console.log(`  attack requests: ${attacks.length}; 5xx or failed connections overall: ${fiveHundreds} (target 0)`);
    for (const name of [...new Set(attacks.map((a) => a.name))]) {
      const mine = attacks.filter((a) => a.name === name);
      console.log(`    ${name.padEnd(34)} ${String(mine.length).padStart(4)} sent, median answer ${percentile(mine.map((a) => a.ms), 50).toFixed(0)} ms: ${tally(mine)}`);
    }
  } finally {
    service.child.send('stop');
    await new Promise((resolve) => service.child.once('exit', resolve));
  }
}
