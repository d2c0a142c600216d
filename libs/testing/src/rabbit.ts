import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '@bankxl/platform';

/** A throwaway RabbitMQ node of our own: its own port, data directory and node name. */
export type PrivateRabbit = {
  /** amqp://guest:guest@127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Stops the node gracefully (durable queues and persistent messages stay on disk). */
  stop(): Promise<void>;
  /** Starts the node again on the same port and data directory. */
  start(): Promise<void>;
  /** stop() then start(): what a broker restart looks like to clients. */
  restart(): Promise<void>;
  /** SIGKILL then start(): a broker crash, with no orderly shutdown. */
  crash(): Promise<void>;
  /** Stops the node and deletes its data directory. */
  destroy(): Promise<void>;
};

const RABBITMQ_SERVER = '/usr/lib/rabbitmq/bin/rabbitmq-server';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Starts a private RabbitMQ node (Debian's rabbitmq-server, no Docker) for tests that must stop and
 * restart the broker, which they must never do to the shared system node. Ready in ~3 s.
 */
export async function startPrivateRabbit(): Promise<PrivateRabbit> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bankxl-rabbit-'));
  const [port, distPort] = [await freePort(), await freePort()];
  const nodeName = `bankxl_${randomBytes(4).toString('hex')}@localhost`;
  const pidFile = path.join(dir, 'rabbit.pid');
  const env = await nodeEnv(dir, nodeName, port, distPort, pidFile);
  const url = `amqp://guest:guest@127.0.0.1:${port}`;
  let running = false;

  const start = async () => {
    if (running) return;
    await runDetached(env);
    await waitForBroker(port, READY_TIMEOUT_MS, dir);
    running = true;
  };
  const stop = async (how: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (!running) return;
    running = false;
    const pid = Number.parseInt(await readFile(pidFile, 'utf8'), 10);
    signal(pid, how);
    if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) signal(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  };

  try {
    await start();
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    port,
    start,
    stop: () => stop(),
    async restart() {
      await stop();
      await start();
    },
    async crash() {
      await stop('SIGKILL');
      await start();
    },
    async destroy() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function nodeEnv(dir: string, nodeName: string, port: number, distPort: number, pidFile: string) {
  await mkdir(path.join(dir, 'log'), { recursive: true });
  await mkdir(path.join(dir, 'mnesia'), { recursive: true });
  await writeFile(path.join(dir, 'enabled_plugins'), '[].\n');
  // An empty env file keeps /etc/rabbitmq/rabbitmq-env.conf (which names the system node) out of it.
  await writeFile(path.join(dir, 'rabbitmq-env.conf'), '');
  return {
    ...process.env,
    HOME: dir, // the Erlang cookie is created here
    RABBITMQ_CONF_ENV_FILE: path.join(dir, 'rabbitmq-env.conf'),
    RABBITMQ_NODENAME: nodeName,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    ERL_EPMD_ADDRESS: '127.0.0.1',
    RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(dir, 'log'),
    RABBITMQ_LOGS: path.join(dir, 'log', 'rabbit.log'),
    RABBITMQ_PID_FILE: pidFile,
    RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
    RABBITMQ_PLUGINS_EXPAND_DIR: path.join(dir, 'plugins-expand'),
  };
}

function runDetached(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(RABBITMQ_SERVER, ['-detached'], { env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rabbitmq-server -detached exited with ${code}`))));
  });
}

async function waitForBroker(port: number, timeoutMs: number, dir: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answersAmqp(port)) return;
    await sleep(100);
  }
  throw new Error(`private RabbitMQ did not answer on port ${port} within ${timeoutMs} ms (logs in ${dir}/log)`);
}

/** True once the node answers the AMQP 0-9-1 protocol header with a method frame (Connection.Start). */
function answersAmqp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => socket.write(Buffer.from('AMQP\x00\x00\x09\x01', 'latin1')));
    socket.once('data', (chunk) => done(chunk[0] === 1));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
