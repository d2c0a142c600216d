export type { FileStorage } from './file-storage.js';
export { FileNotFoundError, InvalidKeyError, StorageError, StorageUnavailableError } from './errors.js';
export { assertValidKey } from './key.js';
export { createDiskStorage } from './disk-storage.js';
export { createS3Storage, s3EndpointFromUrl, type S3StorageOptions } from './s3-storage.js';
