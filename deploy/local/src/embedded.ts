import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectRabbitBus, createInProcessBus, type EventBus } from '@bankxl/bus';
import { createPostgresDatabase, openDatabase, openPglite, type Database, type Migration } from '@bankxl/db';
import { createGatewayApp, GatewayEnv } from '@bankxl/gateway';
import { createEmlMailer, createSmtpMailer } from '@bankxl/mail';
import { createLogger, freePort, listen, loadConfig, loadOrCreateJwtKeys, runService, type Logger, type RunningService, type ServiceInstance } from '@bankxl/platform';
import type { Infra } from '@bankxl/runtime';
import { createDiskStorage, createS3Storage, type S3StorageOptions } from '@bankxl/storage';
import * as auth from '@bankxl/auth';
import * as billing from '@bankxl/billing';
import * as conversion from '@bankxl/conversion';
import * as documents from '@bankxl/documents';
import * as notification from '@bankxl/notification';
import type { z } from 'zod';
import { lockDataDir } from './lock.js';

export type EmbeddedOptions = {
  port?: number;
  host?: string;
  dataDir?: string;
  publicUrl?: string;
  /** Extra settings for the services (same keys as their env), e.g. RETENTION_HOURS in tests. */
  env?: Record<string, string>;
  log?: Logger;
  /**
   * Run the same composition on real infrastructure (system tests in CI): a PostgreSQL database
   * per service created from an admin URL, RabbitMQ with a connection per service, S3, SMTP.
   */
  infra?: { postgresAdminUrl?: string; amqpUrl?: string; amqpExchange?: string; s3?: S3StorageOptions; smtpUrl?: string };
};

export type Embedded = { url: string; port: number; dataDir: string; stop(): Promise<void> };

const here = path.dirname(fileURLToPath(import.meta.url));
/** frontend/dist, from deploy/local/src (tests) or deploy/local/dist/src (built). */
const defaultStaticDir = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../../../frontend/dist' : '../../../frontend/dist');

/**
 * The whole product in one process: the gateway and the five services, each on its own port,
 * sharing one PGlite data directory (a schema each), an in-process bus, local disk and a mail folder.
 */
export async function startEmbedded(opts: EmbeddedOptions = {}): Promise<Embedded> {
  const dataDir = path.resolve(opts.dataDir ?? './data');
  const port = opts.port ?? 8080;
  const log = opts.log ?? createLogger('bankxl');
  const unlock = lockDataDir(dataDir);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((err: unknown) => log.error({ err }, 'stop failed'));
    stops.length = 0;
    unlock();
  };
  try {
    const keys = loadOrCreateJwtKeys(path.join(dataDir, 'keys'));
    const infra = opts.infra ?? {};
    const pglite = infra.postgresAdminUrl ? null : await openPglite(path.join(dataDir, 'pglite'));
    if (pglite) stops.push(() => pglite.close());
    const sharedBus = infra.amqpUrl ? null : createInProcessBus({ log: log.child({ component: 'bus' }) });
    if (sharedBus) stops.push(() => sharedBus.close());
    const storage = infra.s3 ? await createS3Storage(infra.s3) : createDiskStorage(path.join(dataDir, 'objects'));
    const mailFrom = 'bankxl <no-reply@bankxl.local>';
    const mailer = infra.smtpUrl
      ? createSmtpMailer({ url: infra.smtpUrl, from: mailFrom, log: log.child({ component: 'mail' }) })
      : createEmlMailer({ dir: path.join(dataDir, 'mail'), from: mailFrom, log: log.child({ component: 'mail' }) });
    stops.push(() => mailer.close());

    async function databaseFor(name: string, migrations: readonly Migration[], serviceLog: Logger): Promise<Database> {
      if (pglite) return openDatabase({ pglite, schema: name, migrations, log: serviceLog });
      const url = await createPostgresDatabase(infra.postgresAdminUrl as string, `${path.basename(dataDir).replace(/\W/g, '_').toLowerCase()}_${name}`);
      return openDatabase({ url, schema: name, migrations, log: serviceLog });
    }
    async function busFor(serviceLog: Logger): Promise<EventBus> {
      if (sharedBus) return sharedBus;
      const bus = await connectRabbitBus({ url: infra.amqpUrl as string, exchange: infra.amqpExchange, log: serviceLog });
      stops.push(() => bus.close());
      return bus;
    }

    const publicUrl = opts.publicUrl ?? `http://localhost:${port}`;
    // Service settings (RETENTION_HOURS, STRIPE_SECRET_KEY, GOOGLE_CLIENT_ID, …) come from `env`;
    // addresses, ports and secrets of the embedded composition are always the launcher's own.
    const shared: Record<string, string> = {
      ...opts.env,
      HOST: '127.0.0.1',
      PORT: '0',
      INTERNAL_TOKEN: randomBytes(24).toString('hex'),
      JWT_PUBLIC_KEY: keys.publicKeyPem,
      PUBLIC_URL: publicUrl,
    };
    // Services call each other (auth ↔ billing, the others → auth for revoked tokens): fix every address first.
    const names = ['auth', 'billing', 'conversion', 'documents', 'notification'] as const;
    const ports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await freePort('127.0.0.1')] as const))) as Record<(typeof names)[number], number>;
    const urls = Object.fromEntries(names.map((n) => [n, `http://127.0.0.1:${ports[n]}`])) as Record<(typeof names)[number], string>;
    const internal = { INTERNAL_BILLING_URL: urls.billing, INTERNAL_AUTH_URL: urls.auth, INTERNAL_CONVERSION_URL: urls.conversion };

    async function start<C extends { PORT: number; HOST: string }>(
      name: string,
      schema: z.ZodType<C>,
      migrations: readonly Migration[],
      create: (config: C, infra: Infra) => Promise<ServiceInstance>,
      extra: Record<string, string> = {},
    ): Promise<RunningService> {
      const config = loadConfig(name, schema, { ...shared, PORT: String(ports[name as (typeof names)[number]]), ...internal, ...extra });
      const serviceLog = log.child({ service: name });
      const database = await databaseFor(name, migrations, serviceLog);
      const bus = await busFor(serviceLog);
      const service = await create(config, { database, bus, storage, mailer, log: serviceLog });
      const running = await runService(service, { port: config.PORT, host: config.HOST, log: serviceLog, closeResources: () => database.close() });
      stops.push(() => running.stop());
      return running;
    }

    // Consumers subscribe before producers start, so events published at start find their queues.
    await start('billing', billing.BillingEnv, billing.migrations, billing.createBillingService);
    await start('documents', documents.DocumentsEnv, documents.migrations, documents.createDocumentsService);
    // Embedded is local development: webhooks may go to a receiver on this machine (unless env says otherwise).
    await start('notification', notification.NotificationEnv, notification.migrations, notification.createNotificationService, {
      WEBHOOK_ALLOW_LOOPBACK: opts.env?.WEBHOOK_ALLOW_LOOPBACK ?? 'true',
    });
    await start('auth', auth.AuthEnv, auth.migrations, auth.createAuthService, { JWT_PRIVATE_KEY: keys.privateKeyPem });
    await start('conversion', conversion.ConversionEnv, conversion.migrations, conversion.createConversionService);

    const gatewayConfig = loadConfig('gateway', GatewayEnv, {
      PORT: String(port),
      HOST: opts.host ?? '0.0.0.0',
      AUTH_URL: urls.auth,
      BILLING_URL: urls.billing,
      CONVERSION_URL: urls.conversion,
      DOCUMENTS_URL: urls.documents,
      NOTIFICATION_URL: urls.notification,
      STATIC_DIR: defaultStaticDir,
      TRUST_PROXY: opts.env?.TRUST_PROXY ?? process.env.TRUST_PROXY ?? 'false',
      // The gateway cuts uploads off at the conversion service's own file limit (same setting).
      ...(opts.env?.MAX_UPLOAD_MB ? { MAX_UPLOAD_MB: opts.env.MAX_UPLOAD_MB } : {}),
      ...(opts.env?.BATCH_MAX_UPLOAD_MB ? { BATCH_MAX_UPLOAD_MB: opts.env.BATCH_MAX_UPLOAD_MB } : {}),
      ...(opts.env?.MAX_CONNECTIONS_PER_IP ? { MAX_CONNECTIONS_PER_IP: opts.env.MAX_CONNECTIONS_PER_IP } : {}),
      // How long and how slowly an upload body may arrive (BODY_IDLE_TIMEOUT_MS, BODY_MIN_BYTES_PER_SECOND, BODY_SLOW_GRACE_MS).
      ...Object.fromEntries(Object.entries(opts.env ?? {}).filter(([key]) => key.startsWith('BODY_'))),
    });
    const gateway = await listen(createGatewayApp({ config: gatewayConfig, log: log.child({ service: 'gateway' }) }), {
      port: gatewayConfig.PORT,
      host: gatewayConfig.HOST,
      log,
      name: 'gateway',
      maxConnectionsPerIp: gatewayConfig.MAX_CONNECTIONS_PER_IP,
    });
    stops.push(() => gateway.close());
    return { url: `http://localhost:${gateway.port}`, port: gateway.port, dataDir, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
