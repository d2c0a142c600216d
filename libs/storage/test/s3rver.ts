// A throwaway s3rver for this package's tests. (@bankxl/testing has the shared startS3Server, but it
// depends on this package, so importing it here would make the TypeScript project graph circular.)
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver is CommonJS and ships no type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export type LocalS3 = { endPoint: string; port: number; accessKey: string; secretKey: string; stop(): Promise<void> };

export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bankxl-storage-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  return {
    endPoint: '127.0.0.1',
    port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
