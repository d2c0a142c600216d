// jest globalSetup/globalTeardown: with TEST_CONTAINERS=1, PostgreSQL and RabbitMQ come from testcontainers
// for the whole run (TEST_DATABASE_URL / TEST_AMQP_URL, unless already set, so URLs still win). Plain .mjs
// over the built harness (make build), because jest loads it before any transform.
const started = Symbol.for('bankxl.testContainers');

export async function setup() {
  if (process.env.TEST_CONTAINERS !== '1') return;
  const { provideInfraFromContainers } = await import('./dist/src/containers.js');
  const t0 = Date.now();
  globalThis[started] = await provideInfraFromContainers(process.env);
  console.warn(`\ntestcontainers: ${globalThis[started].length} container(s) ready in ${Date.now() - t0} ms`);
}

export async function teardown() {
  await Promise.all((globalThis[started] ?? []).map((c) => c.stop()));
}
