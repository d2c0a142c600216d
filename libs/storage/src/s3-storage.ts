import { Client } from 'minio';
import { FileNotFoundError, StorageUnavailableError } from './errors.js';
import type { FileStorage } from './file-storage.js';
import { assertValidKey } from './key.js';

export type S3StorageOptions = {
  /** Host name or IP only, no scheme (see s3EndpointFromUrl for `S3_ENDPOINT=http://host:9000`). */
  endPoint: string;
  port?: number;
  /** Defaults to true, as the minio client does. */
  useSSL?: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** Defaults to us-east-1, which MinIO and s3rver accept; giving it saves a region lookup per call. */
  region?: string;
};

// Buffers always go up as one PUT. A part size this large also keeps minio-js from starting a
// multipart upload, which s3rver does not implement (RECIPES.md §3). 5 GiB is S3's PUT limit.
const SINGLE_PUT_LIMIT = 5 * 1024 * 1024 * 1024;

const s3Code = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;
const isMissingObject = (e: unknown) => ['NoSuchKey', 'NotFound'].includes(s3Code(e) ?? '');

const unavailable = (what: string, e: unknown) =>
  new StorageUnavailableError(`S3 storage could not ${what} (${s3Code(e) ?? 'error'})`, e);

/** Splits an endpoint URL such as `http://127.0.0.1:9000` into the minio client's options. */
export function s3EndpointFromUrl(url: string): { endPoint: string; port: number; useSSL: boolean } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new StorageUnavailableError(`S3 endpoint must be an http(s) URL, got "${parsed.protocol}"`);
  }
  const useSSL = parsed.protocol === 'https:';
  return { endPoint: parsed.hostname, port: parsed.port ? Number(parsed.port) : useSSL ? 443 : 80, useSSL };
}

/**
 * Distributed-mode FileStorage on any S3 API (MinIO in compose, s3rver in tests), path-style.
 * Creates the bucket when it is missing, so it needs the store to be reachable when called.
 */
export async function createS3Storage(opts: S3StorageOptions): Promise<FileStorage> {
  const region = opts.region ?? 'us-east-1';
  const { bucket } = opts;
  const client = new Client({
    endPoint: opts.endPoint,
    port: opts.port,
    useSSL: opts.useSSL ?? true,
    accessKey: opts.accessKey,
    secretKey: opts.secretKey,
    region,
    pathStyle: true,
    partSize: SINGLE_PUT_LIMIT,
  });

  try {
    if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, region);
  } catch (e) {
    // Another instance of the service created it between our two calls.
    if (s3Code(e) !== 'BucketAlreadyOwnedByYou') throw unavailable(`create bucket "${bucket}"`, e);
  }

  // A kept-alive socket the server already closed fails the next call with ECONNRESET; every
  // operation here is idempotent, so it is simply tried once more on a fresh connection.
  const once = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (e) {
      if (!isStaleSocket(e)) throw e;
      return op();
    }
  };

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      try {
        await once(() => client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType }));
      } catch (e) {
        throw unavailable('write', e);
      }
    },

    async get(key) {
      assertValidKey(key);
      try {
        return await once(async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        });
      } catch (e) {
        if (isMissingObject(e)) throw new FileNotFoundError(key);
        throw unavailable('read', e);
      }
    },

    async exists(key) {
      assertValidKey(key);
      try {
        await once(() => client.statObject(bucket, key));
        return true;
      } catch (e) {
        if (isMissingObject(e)) return false;
        throw unavailable('read', e);
      }
    },

    async delete(key) {
      assertValidKey(key);
      try {
        // S3 answers 204 for a key that does not exist, so this is idempotent by itself.
        await once(() => client.removeObject(bucket, key));
      } catch (e) {
        if (isMissingObject(e)) return;
        throw unavailable('delete', e);
      }
    },

    async ping() {
      let found: boolean;
      try {
        found = await once(() => client.bucketExists(bucket));
      } catch (e) {
        throw unavailable('be reached', e);
      }
      if (!found) throw new StorageUnavailableError(`S3 bucket "${bucket}" does not exist`);
    },
  };
}

function isStaleSocket(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === 'ECONNRESET' || err?.code === 'EPIPE' || /socket hang up/i.test(err?.message ?? '');
}
