import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import ExcelJS from 'exceljs';
import { BillingEnv, createBillingService, migrations as billingMigrations } from '@bankxl/billing';
import { makeEvent } from '@bankxl/contracts';
import { INTERNAL_TOKEN_HEADER } from '@bankxl/platform';
import { rasteriseToImagePdf } from '@bankxl/statement/fixtures';
import { createS3Storage, type FileStorage } from '@bankxl/storage';
import { eventually, startS3Server, startTestService, type S3TestServer, type TestService } from '@bankxl/testing';
import { ConversionEnv, createConversionService, migrations, type ConversionConfig } from '../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.join(here, 'fixtures');

/** A statement PDF (or refusal sample): copies of the engine's fixtures (see fixtures/README.md). */
export const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));

export type ConversionUnderTest = TestService<ConversionConfig> & {
  s3: S3TestServer;
  /** The S3 bucket the service stores in, as the service's own storage adapter reaches it. */
  storage: FileStorage;
  convert(pdf: Buffer, opts?: { name?: string; type?: string; password?: string; ip?: string; fingerprint?: string; token?: string; accept?: string; signal?: AbortSignal }): Promise<Response>;
};

/** conversion over HTTP with real adapters: PGlite/PostgreSQL, in-process bus/RabbitMQ, and a local S3 server. */
export async function startConversion(env: Record<string, string> = {}): Promise<ConversionUnderTest> {
  const s3 = await startS3Server();
  const storage = await createS3Storage({ endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket });
  const svc = await startTestService({ name: 'conversion', schema: ConversionEnv, migrations, create: createConversionService, env, storage });
  // The S3 client's kept-alive socket may have been closed by s3rver while the service started; the
  // adapter does not retry that (reported), so refresh the connection before the tests use it.
  await storage.ping().catch(() => storage.ping());
  return {
    ...svc,
    s3,
    storage,
    convert(pdf, opts = {}) {
      const form = new FormData();
      if (opts.password !== undefined) form.append('password', opts.password);
      form.append('file', new Blob([new Uint8Array(pdf)], { type: opts.type ?? 'application/pdf' }), opts.name ?? 'statement.pdf');
      const headers: Record<string, string> = { 'x-client-ip': opts.ip ?? '203.0.113.1' };
      if (opts.fingerprint) headers['x-device-fingerprint'] = opts.fingerprint;
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.accept) headers.accept = opts.accept;
      return fetch(`${svc.url}/api/convert`, { method: 'POST', body: form, headers, signal: opts.signal });
    },
    async stop() {
      await svc.stop();
      await s3.stop();
    },
  };
}

/** Every cell's text in every sheet of a workbook. */
export async function workbookText(body: ArrayBuffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  const texts: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        texts.push(String(cell.text));
      }),
    ),
  );
  return texts;
}

let ipCounter = 0;
/** A client address no other test used. */
export const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** An image-only copy of a fixture, as an office scanner would make it (200 dpi, JPEG). */
export const scanOf = async (name: string): Promise<Buffer> =>
  Buffer.from(await rasteriseToImagePdf(new Uint8Array(fixture(name)), { dpi: 200, jpegQuality: 85 }));

/** A real billing service that gives each new user `signupCredits`, and its view of them. */
export type BillingUnderTest = TestService<unknown> & {
  balance(userId: string): Promise<number>;
  /** A user billing has given the sign-up credits, and a session token for them at `conversion`. */
  signedInUser(conversion: ConversionUnderTest): Promise<{ userId: string; token: string }>;
};

export async function startBilling(signupCredits: number): Promise<BillingUnderTest> {
  const billing = await startTestService({
    name: 'billing',
    schema: BillingEnv,
    migrations: billingMigrations,
    create: createBillingService,
    env: { SIGNUP_CREDITS: String(signupCredits) },
  });
  const balance = async (userId: string): Promise<number> => {
    const res = await fetch(`${billing.url}/internal/balance/${userId}`, { headers: { [INTERNAL_TOKEN_HEADER]: billing.internalToken } });
    if (!res.ok) throw new Error(`balance: ${res.status}`);
    return ((await res.json()) as { balance: number }).balance;
  };
  return Object.assign(billing, {
    balance,
    async signedInUser(conversion: ConversionUnderTest) {
      const userId = randomUUID();
      await billing.infra.bus.publish(
        makeEvent('user.registered', { userId, email: `${userId}@test.dev`, referredBy: null, deviceWarning: false, viaGoogle: false }),
      );
      await eventually(async () => expect(await balance(userId)).toBe(signupCredits));
      return { userId, token: await conversion.tokenFor(userId) };
    },
  });
}
