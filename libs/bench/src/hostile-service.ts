// Child process of `make bench`'s hostile-load section: the conversion service with real adapters (as its
// tests run it: PostgreSQL and RabbitMQ when reachable, a local S3 server), alone in its process so the
// memory measured is the service's. It tells its parent the URL and a few user tokens, and stops on 'stop'.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// Loaded by path, not by package name: the bench does not depend on the service's packages for its build.
const load = (file: string) => import(pathToFileURL(path.join(repo, file)).href);

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

// PGlite alone holds ~800 MB: with it the numbers would be the database's, not the engine's.
if (!process.env.TEST_DATABASE_URL && (await reachable(5432))) process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
if (!process.env.TEST_AMQP_URL && (await reachable(5672))) process.env.TEST_AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672';

const testing = await load('libs/testing/dist/src/index.js');
const storageLib = await load('libs/storage/dist/src/index.js');
const conversion = await load('services/conversion/dist/src/index.js');

const s3 = await testing.startS3Server();
const storage = await storageLib.createS3Storage({ endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket });
const svc = await testing.startTestService({
  name: 'conversion',
  schema: conversion.ConversionEnv,
  migrations: conversion.migrations,
  create: conversion.createConversionService,
  // Attackers rotate addresses; the per-minute limit per address is not what this measures.
  // OCR_* from the env: the OCR bench (ocr-service.ts) measures the lane with other settings too.
  env: { CONVERT_RATE_LIMIT_PER_MINUTE: '100000', ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('OCR_'))) },
  storage,
});
await storage.ping().catch(() => storage.ping());
const tokens = await Promise.all(Array.from({ length: 4 }, () => svc.tokenFor(randomUUID())));
process.send!({ url: svc.url, tokens, database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' });
process.on('message', async (message) => {
  if (message !== 'stop') return;
  await svc.stop();
  await s3.stop();
  process.exit(0);
});
