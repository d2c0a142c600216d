import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What an upload is to s3rver's file store (lib/stores/filesystem.js). */
type StoredObject = { bucket: string; key: string; metadata: Record<string, string>; content: Buffer | Readable };
type FilesystemStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
};
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void>; store: FilesystemStore };
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
  writeObjectsWhole(server.store);
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

/**
 * S3 replaces an object whole: a reader sees the old body or the new one. s3rver writes an upload straight
 * into the object's file as it arrives, so two uploads to one key at once could leave their bytes mixed
 * (seen in `make test`: the storage contract's racing writers read back a mix). Here each upload is written
 * to a file of its own beside it and renamed over the object, which replaces it at once.
 */
function writeObjectsWhole(store: FilesystemStore): void {
  store.putObject = async (object) => {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(object.content)) chunks.push(object.content);
    else for await (const chunk of object.content) chunks.push(Buffer.from(chunk as Uint8Array));
    const content = Buffer.concat(chunks);
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    // Not listed as an object meanwhile: s3rver lists only files named `<key>._S3rver_object`.
    const partial = `${objectPath}.${randomUUID()}.partial`;
    await writeFile(partial, content);
    await rename(partial, objectPath);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}
