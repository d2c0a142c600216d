import { z } from 'zod';
import { connectRabbitBus, type EventBus } from '@bankxl/bus';
import { openDatabase, type Database, type Migration } from '@bankxl/db';
import { createSmtpMailer, type Mailer } from '@bankxl/mail';
import { createLogger, loadConfig, onShutdownSignal, runService, type Logger, type ServiceInstance } from '@bankxl/platform';
import { createS3Storage, s3EndpointFromUrl, type FileStorage } from '@bankxl/storage';

/** The adapters a service is built from; the domain never knows which kind it got. */
export type Infra = {
  database: Database;
  bus: EventBus;
  storage?: FileStorage;
  mailer?: Mailer;
  log: Logger;
};

/** Distributed mode: each service's own database and the shared broker. */
export const DistributedEnv = z.object({
  DATABASE_URL: z.string().url(),
  AMQP_URL: z.string().url(),
});
/** Object storage (MinIO or any S3): conversion and documents. */
export const S3Env = z.object({
  S3_ENDPOINT: z.string().url(),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_BUCKET: z.string().min(3).default('bankxl'),
  S3_REGION: z.string().default('us-east-1'),
});
/** Outgoing mail: notification. */
export const SmtpEnv = z.object({
  SMTP_URL: z.string().min(1),
  MAIL_FROM: z.string().min(3).default('bankxl <no-reply@bankxl.local>'),
});

export type StandaloneOptions<C extends { PORT: number; HOST: string }> = {
  name: string;
  configSchema: z.ZodType<C>;
  migrations: readonly Migration[];
  needs?: { storage?: boolean; mail?: boolean };
  create: (config: C, infra: Infra) => Promise<ServiceInstance>;
};

/**
 * The composition root of a service running as its own process: config from env (fails fast,
 * naming every bad key), real adapters (PostgreSQL, RabbitMQ, S3, SMTP), then HTTP and consumers,
 * with a graceful stop on SIGTERM.
 */
export async function runStandalone<C extends { PORT: number; HOST: string }>(opts: StandaloneOptions<C>, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const log = createLogger(opts.name);
  try {
    const config = loadConfig(opts.name, opts.configSchema, env);
    const infraEnv = loadConfig(opts.name, DistributedEnv, env);
    const s3 = opts.needs?.storage ? loadConfig(opts.name, S3Env, env) : null;
    const smtp = opts.needs?.mail ? loadConfig(opts.name, SmtpEnv, env) : null;

    const database = await openDatabase({ url: infraEnv.DATABASE_URL, schema: opts.name, migrations: opts.migrations, log });
    const bus = await connectRabbitBus({ url: infraEnv.AMQP_URL, log });
    const storage = s3
      ? await createS3Storage({ ...s3EndpointFromUrl(s3.S3_ENDPOINT), accessKey: s3.S3_ACCESS_KEY, secretKey: s3.S3_SECRET_KEY, bucket: s3.S3_BUCKET, region: s3.S3_REGION })
      : undefined;
    const mailer = smtp ? createSmtpMailer({ url: smtp.SMTP_URL, from: smtp.MAIL_FROM, log }) : undefined;

    const service = await opts.create(config, { database, bus, storage, mailer, log });
    const running = await runService(service, {
      port: config.PORT,
      host: config.HOST,
      log,
      closeResources: async () => {
        await bus.close();
        await mailer?.close();
        await database.close();
      },
    });
    onShutdownSignal(log, () => running.stop());
  } catch (err) {
    log.fatal({ err: err instanceof Error ? err.message : err }, `${opts.name} failed to start`);
    console.error(`${opts.name} failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

export { MigrateEnv, migrateService, runMigrateStandalone, type MigrateOptions } from './migrate.js';
