import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const launcher = path.join(repoRoot, 'deploy/local/dist/src/main.js');
/** The system's own output, kept for diagnosing a failed run (test-results/ is git-ignored). */
const serverLogPath = path.join(repoRoot, 'test-results/bankxl-e2e-server.log');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bankxl exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`bankxl did not become healthy at ${url}/api/health within ${timeoutMs / 1000}s:\n${output()}`);
}

/** Starts the whole product in one process on a free port with a fresh data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(launcher)) throw new Error(`${launcher} is missing: run \`make build\` first.`);
  if (!existsSync(path.join(repoRoot, 'frontend/dist/index.html'))) throw new Error('frontend/dist is missing: run `make build` first.');

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bankxl-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  mkdirSync(path.dirname(serverLogPath), { recursive: true });
  const serverLog = createWriteStream(serverLogPath);
  const child = spawn(process.execPath, [launcher], {
    cwd: repoRoot,
    // Every journey signs its own user up from this one address: the per-address sign-up limit (10 an hour,
    // tested in services/auth) would refuse the later ones.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', REGISTER_RATE_LIMIT_PER_HOUR: '500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverLog.write(chunk);
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.once('exit', (code, signal) => serverLog.write(`\n[e2e] bankxl exited: code ${code} signal ${signal}\n`));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  // Test workers inherit these.
  process.env.BANKXL_E2E_URL = baseUrl;
  process.env.BANKXL_E2E_DATA_DIR = dataDir;

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((resolve) => {
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
    serverLog.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
