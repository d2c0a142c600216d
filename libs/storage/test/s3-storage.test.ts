// What only the S3 adapter does: bucket creation, content types, and an unreachable endpoint.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Client } from 'minio';
import { createS3Storage, s3EndpointFromUrl, StorageUnavailableError } from '@bankxl/storage';
import { startLocalS3, type LocalS3 } from './s3rver.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.stop());

const rawClient = () =>
  new Client({ endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, pathStyle: true, region: 'us-east-1' });

describe('S3 storage', () => {
  test('when the bucket is missing, then it is created, and a second instance reuses it', async () => {
    const bucket = 'bankxl-fresh-bucket';
    expect(await rawClient().bucketExists(bucket)).toBe(false);
    const first = await createS3Storage({ ...s3, useSSL: false, bucket });
    await first.put('users/u/a.pdf', Buffer.from('%PDF'), 'application/pdf');
    const second = await createS3Storage({ ...s3, useSSL: false, bucket });
    expect((await second.get('users/u/a.pdf')).toString()).toBe('%PDF');
  });

  test('when a file is put, then the object carries its content type', async () => {
    const storage = await createS3Storage({ ...s3, useSSL: false, bucket: 'bankxl-types' });
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await storage.put('users/u/b.xlsx', Buffer.from('PK'), xlsx);
    const stat = await rawClient().statObject('bankxl-types', 'users/u/b.xlsx');
    expect(stat.metaData['content-type']).toBe(xlsx);
  });

  test('when the server goes away, then ping and reads reject with StorageUnavailableError', async () => {
    const other = await startLocalS3();
    const storage = await createS3Storage({ ...other, useSSL: false, bucket: 'bankxl-gone' });
    await other.stop();
    for (const failing of [storage.ping(), storage.get('users/u/x'), storage.exists('users/u/x')]) {
      const error = await failing.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect(error).toMatchObject({ code: 'storage_unavailable' });
    }
  });

  test('when the server is unreachable at start, then createS3Storage rejects with StorageUnavailableError', async () => {
    const other = await startLocalS3();
    await other.stop();
    await expect(createS3Storage({ ...other, useSSL: false, bucket: 'bankxl-never' })).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });

  test('s3EndpointFromUrl reads scheme, host and port', () => {
    expect(s3EndpointFromUrl('http://127.0.0.1:9000')).toEqual({ endPoint: '127.0.0.1', port: 9000, useSSL: false });
    expect(s3EndpointFromUrl('https://s3.example.test')).toEqual({ endPoint: 's3.example.test', port: 443, useSSL: true });
    expect(() => s3EndpointFromUrl('ftp://host')).toThrow(StorageUnavailableError);
  });
});
