import { randomBytes } from 'node:crypto';
import { freePort } from '@bankxl/platform';

/**
 * PostgreSQL and RabbitMQ for the integration suites from testcontainers (TEST_CONTAINERS=1), as an
 * alternative to URLs of running servers (TEST_DATABASE_URL, TEST_AMQP_URL). The images are the ones
 * deploy/docker/build-images.sh builds from Debian's packages (no Docker Hub here); each container uses
 * the host network and its own free port on 127.0.0.1, as the engine runs without a bridge
 * (deploy/README.md, "Containers on a machine without Docker Hub").
 */
export type InfraContainer = {
  /** postgres://… (trust auth, superuser postgres) or amqp://guest:guest@… */
  readonly url: string;
  /** The engine's id of the container. */
  readonly id: string;
  stop(): Promise<void>;
};

export const POSTGRES_TEST_IMAGE = process.env.TEST_CONTAINERS_POSTGRES_IMAGE || 'local/postgres:15';
export const RABBITMQ_TEST_IMAGE = process.env.TEST_CONTAINERS_RABBITMQ_IMAGE || 'local/rabbitmq:3';
const STARTUP_TIMEOUT_MS = 120_000;

async function testcontainers() {
  // ryuk (the reaper) is a Docker Hub image; the engine runs without a bridge network, and this machine
  // carries a /.dockerenv (testcontainers would look for the bridge network's gateway): both are set here
  // unless the caller chose otherwise. Containers are stopped by stop() instead of by ryuk.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
  return import('testcontainers');
}

/** A fresh PostgreSQL 15 server; `url` points at its `postgres` database as the superuser. */
export async function startPostgresContainer(): Promise<InfraContainer> {
  const { GenericContainer, Wait } = await testcontainers();
  const port = await freePort();
  const container = await new GenericContainer(POSTGRES_TEST_IMAGE)
    .withNetworkMode('host')
    .withEnvironment({ PGPORT: String(port) })
    .withWaitStrategy(Wait.forLogMessage('database system is ready to accept connections'))
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, id: container.getId(), stop: async () => void (await container.stop({ timeout: 10_000 })) };
}

/** A fresh RabbitMQ node (guest/guest) with its own AMQP, distribution and epmd ports. */
export async function startRabbitContainer(): Promise<InfraContainer> {
  const { GenericContainer, Wait } = await testcontainers();
  const [port, distPort, epmdPort] = [await freePort(), await freePort(), await freePort()];
  const container = await new GenericContainer(RABBITMQ_TEST_IMAGE)
    .withNetworkMode('host')
    .withEnvironment({
      RABBITMQ_PORT: String(port),
      RABBITMQ_DIST_PORT: String(distPort),
      ERL_EPMD_PORT: String(epmdPort),
      RABBITMQ_NODENAME: `rabbit_${randomBytes(4).toString('hex')}@localhost`,
    })
    .withWaitStrategy(Wait.forLogMessage(/Server startup complete/))
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
  return { url: `amqp://guest:guest@127.0.0.1:${port}`, id: container.getId(), stop: async () => void (await container.stop({ timeout: 10_000 })) };
}

/**
 * For a test run: when TEST_CONTAINERS=1, starts a container for each of TEST_DATABASE_URL and
 * TEST_AMQP_URL that is not already set and sets it (with TEST_RABBITMQCTL, so test vhosts are made on
 * that node: the server runs as root in the image, and only root's CLI holds its cookie). A failure to
 * start one fails the run with the reason.
 * Returns what it started (stop them when the run ends).
 */
export async function provideInfraFromContainers(env: NodeJS.ProcessEnv = process.env): Promise<InfraContainer[]> {
  if (env.TEST_CONTAINERS !== '1') return [];
  const started: InfraContainer[] = [];
  try {
    if (!env.TEST_DATABASE_URL) {
      const pg = await startPostgresContainer();
      started.push(pg);
      env.TEST_DATABASE_URL = pg.url;
    }
    if (!env.TEST_AMQP_URL) {
      const rabbit = await startRabbitContainer();
      started.push(rabbit);
      env.TEST_AMQP_URL = rabbit.url;
      env.TEST_RABBITMQCTL = `docker exec ${rabbit.id} /usr/lib/rabbitmq/bin/rabbitmqctl`;
    }
  } catch (err) {
    await Promise.all(started.map((c) => c.stop().catch(() => undefined)));
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`TEST_CONTAINERS=1 but the containers did not start (${reason}); is the engine running and were the images built (deploy/docker/build-images.sh)?`, { cause: err });
  }
  return started;
}
