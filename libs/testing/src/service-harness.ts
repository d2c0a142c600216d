import { randomBytes } from 'node:crypto';
import { connectRabbitBus, createInProcessBus, type EventBus } from '@bankxl/bus';
import type { Database, Migration } from '@bankxl/db';
import type { Mailer } from '@bankxl/mail';
import { createJwtSigner, createLogger, generateJwtKeys, loadConfig, runService, type JwtKeys, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import type { FileStorage } from '@bankxl/storage';
import type { z } from 'zod';
import { testDatabase } from './db.js';
import { createRabbitVhost } from './vhost.js';

export type TestService<C> = {
  url: string;
  config: C;
  infra: Infra;
  keys: JwtKeys;
  internalToken: string;
  /** A real session token for `userId`, signed like auth signs them. */
  tokenFor(userId: string, tokenVersion?: number): Promise<string>;
  stop(): Promise<void>;
};

/**
 * Starts one service over HTTP on a free port with real adapters: PostgreSQL and RabbitMQ when
 * TEST_DATABASE_URL / TEST_AMQP_URL are set (CI), PGlite and the in-process bus otherwise.
 */
export async function startTestService<C extends { PORT: number; HOST: string }>(opts: {
  name: string;
  schema: z.ZodType<C>;
  migrations: readonly Migration[];
  create: (config: C, infra: Infra) => Promise<ServiceInstance>;
  env?: Record<string, string>;
  bus?: EventBus;
  storage?: FileStorage;
  mailer?: Mailer;
  /** A database the caller opened and closes (replicas of one service sharing it); else a fresh one. */
  database?: Database;
}): Promise<TestService<C>> {
  const log = createLogger(`${opts.name}-test`, process.env.TEST_LOG_LEVEL ?? 'silent');
  const keys = generateJwtKeys();
  const internalToken = randomBytes(24).toString('hex');
  const config = loadConfig(opts.name, opts.schema, {
    HOST: '127.0.0.1',
    PORT: '0',
    INTERNAL_TOKEN: internalToken,
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    PUBLIC_URL: 'http://localhost:8080',
    INTERNAL_BILLING_URL: 'http://127.0.0.1:9',
    ...opts.env,
  });
  const { database, cleanup } = opts.database
    ? { database: opts.database, cleanup: async () => {} }
    : await testDatabase(opts.name, [...opts.migrations]);
  const vhost = !opts.bus && process.env.TEST_AMQP_URL ? await createRabbitVhost(process.env.TEST_AMQP_URL) : null;
  const ownBus = opts.bus ? null : vhost ? await connectRabbitBus({ url: vhost.url, log }) : createInProcessBus({ log });
  const bus = opts.bus ?? (ownBus as EventBus);
  const infra: Infra = { database, bus, storage: opts.storage, mailer: opts.mailer, log };
  const service = await opts.create(config, infra);
  const running = await runService(service, { port: 0, host: '127.0.0.1', log });
  const signer = await createJwtSigner(keys.privateKeyPem);
  return {
    url: running.url,
    config,
    infra,
    keys,
    internalToken,
    tokenFor: (userId, tokenVersion = 1) => signer.sign({ userId, tokenVersion }),
    async stop() {
      await running.stop();
      await ownBus?.close();
      await vhost?.cleanup();
      await cleanup();
    },
  };
}
