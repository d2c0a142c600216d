import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { startProcessSystem, type ProcessSystem } from '../src/processes.js';

// The distributed topology without Docker: the six processes of docker-compose.yml, each started on
// its own with the env compose gives it, against this machine's PostgreSQL and RabbitMQ and local
// S3 and SMTP stand-ins (the launcher of deploy/local/src/processes.ts). Needs `make build` (it runs the built dist).
const pgUrl = process.env.TEST_DATABASE_URL;
const amqpUrl = process.env.TEST_AMQP_URL;
const enabled = Boolean(pgUrl && amqpUrl);
if (!enabled && process.env.CI === 'true') throw new Error('CI needs TEST_DATABASE_URL and TEST_AMQP_URL for the distributed test');
const maybe = enabled ? describe : describe.skip;

let system: ProcessSystem;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${system ? system.logs(15) : ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

maybe('distributed mode: six processes with the compose env', () => {
  let gatewayUrl = '';

  beforeAll(async () => {
    system = await startProcessSystem({ postgresAdminUrl: pgUrl as string, amqpUrl: amqpUrl as string });
    gatewayUrl = system.gatewayUrl;
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 90_000);

  test('when all six processes run, then /api/health through the gateway is green for every service', async () => {
    const body = await waitFor('a green /api/health', async () => {
      const res = await fetch(`${gatewayUrl}/api/health`);
      return res.status === 200 ? ((await res.json()) as { services: Record<string, string> }) : undefined;
    });
    expect(body.services).toEqual({ auth: 'ok', billing: 'ok', conversion: 'ok', documents: 'ok', notification: 'ok' });
    const shell = await fetch(`${gatewayUrl}/pricing`);
    expect(shell.status).toBe(200);
  }, 90_000);

  test('when auth records a registration, then its outbox event reaches notification through RabbitMQ and a mail goes out', async () => {
    const email = `dist-${randomUUID()}@example.test`;
    const res = await fetch(`${gatewayUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-fingerprint': randomUUID() },
      body: JSON.stringify({ email, password: 'secret-pass-1' }),
    });
    expect(res.status).toBeLessThan(300);
    await waitFor('the verification mail at the SMTP stand-in', async () => (system.smtp.inbox.some((m) => m.to.includes(email) && /verif/i.test(m.subject)) ? true : undefined), 30_000);
  }, 60_000);

  test('when a service gets SIGTERM, then it exits cleanly and the gateway reports it unreachable', async () => {
    const documents = system.replicas.documents[0];
    documents.child.kill('SIGTERM');
    const [code] = (await once(documents.child, 'exit')) as [number];
    expect(code).toBe(0);
    const res = await fetch(`${gatewayUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { services: Record<string, string> }).services.documents).toBe('unreachable');
  }, 30_000);
});
