import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createPostgresDatabase, dropPostgresDatabase } from '@bankxl/db';
import { freePort } from '@bankxl/platform';
import { createRabbitVhost, startSmtpServer, type SmtpTestServer } from '@bankxl/testing';
import { readCompose, repoRoot, serviceEnv } from './compose.js';

// The distributed topology without Docker, for tests and benchmarks: each service of docker-compose.yml
// as its own process (one or several replicas) with the env compose gives it, against this machine's
// PostgreSQL (a fresh database per service) and RabbitMQ (a fresh vhost), a local S3 stand-in and an
// in-process SMTP stand-in, and the gateway over every replica. Runs the built dist (`make build`).

export const SERVICES = ['auth', 'billing', 'conversion', 'documents', 'notification'] as const;
export type Service = (typeof SERVICES)[number];

export type Proc = { name: string; script: string; env: Record<string, string>; child: ChildProcess; lines: string[] };

/**
 * glibc's allocator as the product's processes run (deploy/docker/Dockerfile, `make start`, deploy/k8s): two
 * arenas, and blocks of 128 KB or more mapped on their own, so what a thread frees goes back to the system.
 * Without it the OCR worker's freed page images and tesseract thread stay in its arenas (make bench-ocr, on
 * 200 dpi scans before the image limit: a worker's peak 451-465 MB without, 350-395 MB with; with it, on the
 * costliest scans the OCR lane reads, colour pages at the 16-megapixel image limit, at most 462 MiB).
 */
export const PRODUCT_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** Starts `script` under this Node with exactly `env` (plus PATH); its output lines are kept on the Proc. */
export function spawnProc(proc: Omit<Proc, 'child' | 'lines'>): Proc {
  const child = spawn(process.execPath, [path.join(repoRoot, proc.script)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...PRODUCT_MALLOC_ENV, ...proc.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: Proc = { ...proc, child, lines: [] };
  for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', (l) => started.lines.push(l));
  return started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstLine(proc: Proc, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.lines.length) {
    if (Date.now() > deadline || proc.child.exitCode !== null) throw new Error(`${proc.name} did not start: ${proc.lines.join('\n')}`);
    await sleep(50);
  }
  return proc.lines[0];
}

export type ProcessSystemOptions = {
  /** PostgreSQL URL allowed to create databases (a database per service is created, and dropped at stop). */
  postgresAdminUrl: string;
  /** RabbitMQ URL allowed to create vhosts (a fresh one per system). */
  amqpUrl: string;
  /** Replicas per service (default 1 each). */
  replicas?: Partial<Record<Service, number>>;
  /** Settings for every service, over compose's (e.g. lifted rate limits). */
  env?: Record<string, string>;
  /** Settings for one service, over `env`. */
  serviceEnv?: Partial<Record<Service, Record<string, string>>>;
  /** Settings for the gateway, over compose's. */
  gatewayEnv?: Record<string, string>;
  /** How long to wait for every replica and the gateway to be healthy (default 120 s). */
  readyTimeoutMs?: number;
};

export type ProcessSystem = {
  gatewayUrl: string;
  /** Every process started, in start order (a restarted one replaces its entry). */
  procs: Proc[];
  /** Each service's replicas, in order (`conversion-1`, `conversion-2`, …). */
  replicas: Record<Service, Proc[]>;
  dbUrls: Record<Service, string>;
  amqpUrl: string;
  smtp: SmtpTestServer;
  /** The last lines of every process, to explain a failure. */
  logs(lines?: number): string;
  /** SIGKILLs `victims`, then starts each again with the same script and env. */
  killAndRestart(victims: Proc[], pauseMs?: number): Promise<void>;
  /** SIGTERM to every process (SIGKILL after 10 s), then the databases and the vhost are dropped. */
  stop(): Promise<void>;
};

/** `make up`'s .env, generated afresh: the secrets and keys compose substitutes. */
function generatedVars(): Record<string, string> {
  const envFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'procs-env-')), '.env');
  execFileSync(process.execPath, [path.join(repoRoot, 'deploy/docker/gen-env.mjs'), envFile]);
  const text = fs.readFileSync(envFile, 'utf8');
  fs.rmSync(path.dirname(envFile), { recursive: true, force: true });
  return Object.fromEntries(
    text.split('\n').flatMap((l) => {
      const m = /^(\w+)=(.*)$/.exec(l);
      return m ? [[m[1], m[2].replace(/^"(.*)"$/, '$1')]] : [];
    }),
  );
}

export async function startProcessSystem(opts: ProcessSystemOptions): Promise<ProcessSystem> {
  const run = randomUUID().slice(0, 8);
  const procs: Proc[] = [];
  const databases = Object.fromEntries(SERVICES.map((s) => [s, `procs_${run}_${s}`])) as Record<Service, string>;
  const dbUrls = {} as Record<Service, string>;
  const replicas = Object.fromEntries(SERVICES.map((s) => [s, [] as Proc[]])) as Record<Service, Proc[]>;
  const vhost = await createRabbitVhost(opts.amqpUrl);
  const smtp = await startSmtpServer();
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procs-s3-'));
  const start = (name: string, script: string, env: Record<string, string>) => {
    const proc = spawnProc({ name, script, env });
    procs.push(proc);
    return proc;
  };
  const logs = (lines = 10) => procs.map((p) => `--- ${p.name} (exit ${p.child.exitCode ?? p.child.signalCode})\n${p.lines.slice(-lines).join('\n')}`).join('\n');

  const stop = async () => {
    for (const p of [...procs].reverse()) {
      if (p.child.exitCode === null && p.child.signalCode === null) {
        p.child.kill('SIGTERM');
        const exited = await Promise.race([once(p.child, 'exit').then(() => true), sleep(10_000).then(() => false)]);
        if (!exited) p.child.kill('SIGKILL');
      }
    }
    await smtp.stop();
    await vhost.cleanup();
    for (const name of SERVICES) if (dbUrls[name]) await dropPostgresDatabase(opts.postgresAdminUrl, databases[name]).catch(() => undefined);
    fs.rmSync(s3Dir, { recursive: true, force: true });
  };

  try {
    const s3 = start('s3', 'libs/testing/dist/src/bin/s3-server.js', { S3_PORT: '0', S3_BUCKET: 'bankxl', S3_DIR: s3Dir });
    const s3Url = await firstLine(s3);
    const vars = generatedVars();
    const compose = readCompose();
    const ports = {} as Record<Service, number[]>;
    for (const s of SERVICES) {
      ports[s] = [];
      for (let i = 0; i < Math.max(1, opts.replicas?.[s] ?? 1); i++) ports[s].push(await freePort());
    }
    const gatewayPort = await freePort();
    const urlsOf = (s: Service) => ports[s].map((p) => `http://127.0.0.1:${p}`).join(',');
    // Compose's service hostnames become every replica of that service on this machine (callers spread over them).
    const localise = (value: string) => value.replace(/http:\/\/(auth|billing|conversion|documents|notification):\d+/g, (_m, host: Service) => urlsOf(host));
    const localEnv = (service: string) => Object.fromEntries(Object.entries(serviceEnv(compose, service, vars)).map(([k, v]) => [k, localise(v)]));

    for (const name of SERVICES) {
      dbUrls[name] = await createPostgresDatabase(opts.postgresAdminUrl, databases[name]);
      const env = localEnv(name);
      for (const [i, port] of ports[name].entries()) {
        replicas[name].push(
          start(`${name}-${i + 1}`, `services/${name}/dist/src/main.js`, {
            ...env,
            HOST: '127.0.0.1',
            PORT: String(port),
            DATABASE_URL: dbUrls[name],
            AMQP_URL: vhost.url,
            ...(env.S3_ENDPOINT ? { S3_ENDPOINT: s3Url, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' } : {}),
            ...(env.SMTP_URL ? { SMTP_URL: smtp.url } : {}),
            ...opts.env,
            ...opts.serviceEnv?.[name],
          }),
        );
      }
    }
    const gatewayEnv = localEnv('gateway');
    for (const name of SERVICES) gatewayEnv[`${name.toUpperCase()}_URL`] = urlsOf(name);
    start('gateway', 'gateway/dist/src/main.js', {
      ...gatewayEnv,
      HOST: '127.0.0.1',
      PORT: String(gatewayPort),
      STATIC_DIR: path.join(repoRoot, 'frontend/dist'),
      ...opts.gatewayEnv,
    });
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

    const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
    for (;;) {
      const healthy = await Promise.all(
        [...SERVICES.flatMap((s) => ports[s].map((p) => `http://127.0.0.1:${p}/health`)), `${gatewayUrl}/api/health`].map(async (url) =>
          fetch(url, { signal: AbortSignal.timeout(5_000) })
            .then(async (res) => {
              await res.body?.cancel();
              return res.status === 200;
            })
            .catch(() => false),
        ),
      );
      if (healthy.every(Boolean)) break;
      if (Date.now() > deadline) throw new Error(`the processes did not all become healthy\n${logs()}`);
      await sleep(250);
    }

    return {
      gatewayUrl,
      procs,
      replicas,
      dbUrls,
      amqpUrl: vhost.url,
      smtp,
      logs,
      async killAndRestart(victims, pauseMs = 1_500) {
        for (const victim of victims) {
          if (victim.child.exitCode !== null || victim.child.signalCode !== null) continue;
          const exited = once(victim.child, 'exit');
          victim.child.kill('SIGKILL');
          await exited;
        }
        await sleep(pauseMs);
        for (const victim of victims) {
          const again = spawnProc(victim);
          procs[procs.indexOf(victim)] = again;
          for (const list of Object.values(replicas)) if (list.includes(victim)) list[list.indexOf(victim)] = again;
        }
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
