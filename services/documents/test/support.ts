import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createS3Storage, type FileStorage } from '@bankxl/storage';
import { startS3Server, startTestService, type TestService } from '@bankxl/testing';
import { createDocumentsService, DocumentsEnv, migrations, type DocumentsConfig } from '../src/index.js';

export type DocumentsWithStorage = {
  /** The object store the service reads and writes, for the tests to put files in. */
  storage: FileStorage;
  documents: TestService<DocumentsConfig>;
  /** Every file the S3 server keeps on disk for the bucket (paths relative to it): what is really stored. */
  filesOnDisk(): Promise<string[]>;
  /** Stops the S3 server under the running service (an outage); its files stay on disk. */
  stopStorage(): Promise<void>;
  /** Stops the service, then the S3 server. */
  stop(): Promise<void>;
};

/**
 * The documents service on the test database and broker, with a local S3 server for its files:
 * retention of a day, swept every 0.2 s.
 */
export async function startDocumentsWithStorage(): Promise<DocumentsWithStorage> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bankxl-documents-s3-'));
  const s3 = await startS3Server({ directory });
  let serverStopped: Promise<void> | null = null;
  const stopServer = () => (serverStopped ??= s3.stop());
  const stopS3 = async () => {
    await stopServer();
    await rm(directory, { recursive: true, force: true });
  };
  try {
    const storage = await createS3Storage({ endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket });
    const documents = await startTestService({
      name: 'documents',
      schema: DocumentsEnv,
      migrations,
      create: createDocumentsService,
      storage,
      env: { RETENTION_HOURS: '24', RETENTION_SWEEP_SECONDS: '0.2' },
    });
    // The S3 client's kept-alive socket may have been closed by s3rver while the service started; the
    // adapter does not retry that (reported), so refresh the connection before the tests use it.
    await storage.ping().catch(() => storage.ping());
    return {
      storage,
      documents,
      filesOnDisk: async () => (await readdir(path.join(directory, s3.bucket), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(path.join(directory, s3.bucket), path.join(entry.parentPath, entry.name))),
      stopStorage: stopServer,
      async stop() {
        await documents.stop();
        await stopS3();
      },
    };
  } catch (err) {
    await stopS3();
    throw err;
  }
}
