import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './compose.js';
import { freePort } from './support.js';

// `make start` as a newcomer runs it: the built launcher as a process, PORT and DATA_DIR from env.
const launcher = path.join(repoRoot, 'deploy/local/dist/src/main.js');

type Launched = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function launch(env: Record<string, string>): Launched {
  const child = spawn(process.execPath, [launcher], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => out, exited };
}

async function waitForOutput(app: Launched, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(app.output())) {
    if (Date.now() > deadline || app.child.exitCode !== null) throw new Error(`launcher output did not match ${pattern}:\n${app.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(app: Launched) {
  if (app.child.exitCode === null) app.child.kill('SIGTERM');
  return app.exited;
}

describe('embedded mode (make start)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankxl-embedded-'));
  let port: number;
  let first: Launched;

  beforeAll(async () => {
    port = await freePort();
    first = launch({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: 'http://bankxl.example.test' });
    await waitForOutput(first, /bankxl is running at/);
  }, 90_000);

  afterAll(async () => {
    await stop(first);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  test('when it starts, then it prints the URL, serves the app shell and every service is healthy', async () => {
    expect(first.output()).toContain('bankxl is running at http://bankxl.example.test');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', services: { auth: 'ok', billing: 'ok', conversion: 'ok', documents: 'ok', notification: 'ok' } });
    const shell = await fetch(`http://127.0.0.1:${port}/documents`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root"');
    for (const dir of ['pglite', 'keys', 'mail', 'objects']) expect(fs.existsSync(path.join(dataDir, dir))).toBe(true);
  });

  test('when an upload is cut off in the middle of its file part, then it is a 400 and the process keeps serving', async () => {
    // In a real process (not under jest) an unhandled stream error would end the whole product.
    const res = await fetch(`http://127.0.0.1:${port}/api/convert`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XXX' },
      body: '--XXX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    });
    expect(res.status).toBe(400);
    expect(first.child.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  test('when a large upload is refused before it is read (bad token), then the client gets the 401, not a broken connection', async () => {
    const big = new Blob([Buffer.from('%PDF-1.7\n'), Buffer.alloc(15 * 1024 * 1024, 0x20)]);
    for (let i = 0; i < 5; i++) {
      const form = new FormData();
      form.append('file', big, 'big.pdf');
      const res = await fetch(`http://127.0.0.1:${port}/api/convert`, { method: 'POST', headers: { authorization: 'Bearer not-a-token' }, body: form });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_token');
    }
  });

  test('when a second one starts on the same DATA_DIR, then it is refused with a clear message', async () => {
    const second = launch({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/already running with DATA_DIR=.*Stop it first/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 30_000);

  test('when it is stopped and started again, then what users stored is still there', async () => {
    const email = `restart-${Date.now()}@example.test`;
    const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-fingerprint': `fp-${Date.now()}` },
      body: JSON.stringify({ email, password: 'restart-pass' }),
    });
    expect(register.status).toBeLessThan(300);
    expect(await stop(first)).toBe(0);

    first = launch({ PORT: String(port), DATA_DIR: dataDir });
    await waitForOutput(first, /bankxl is running at/);
    // The account is still there: its password is known, and it still waits for verification.
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'restart-pass' }),
    });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { code?: string }).code).toBe('email_not_verified');
  }, 120_000);
});
