import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver is CommonJS and ships no type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export type S3TestServer = {
  /** Host for the minio client / createS3Storage (no scheme). */
  endPoint: string;
  port: number;
  accessKey: string;
  secretKey: string;
  /** A bucket that already exists. */
  bucket: string;
  /** `http://127.0.0.1:<port>`, the form S3_ENDPOINT takes. */
  url: string;
  stop(): Promise<void>;
};

export type S3TestServerOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Where objects are kept. Default: a fresh temp directory, removed by stop(). A given directory is kept. */
  directory?: string;
  bucket?: string;
};

/**
 * Starts s3rver, a local S3 API, on 127.0.0.1. It checks no signatures and has no multipart upload
 * (RECIPES.md §3): fine for behaviour tests, not for security tests of presigned URLs.
 */
export async function startS3Server(options: S3TestServerOptions = {}): Promise<S3TestServer> {
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? (await mkdtemp(path.join(os.tmpdir(), 'bankxl-s3-')));
  const bucket = options.bucket ?? 'bankxl-test';
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endPoint: '127.0.0.1',
    port,
    // s3rver's fixed credentials; it accepts any signature anyway.
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      if (ownDirectory) await rm(directory, { recursive: true, force: true });
    },
  };
}
