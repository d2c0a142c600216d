import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FileNotFoundError, InvalidKeyError, StorageUnavailableError } from './errors.js';
import type { FileStorage } from './file-storage.js';
import { assertValidKey } from './key.js';

const errorCode = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

/**
 * Embedded-mode FileStorage: one file per key under `dir` (DATA_DIR/objects). Writes go to a
 * temporary file in the same directory and are renamed into place, so a reader or a crash never
 * leaves half a workbook behind. The content type is not kept: readers know what they stored.
 */
export function createDiskStorage(dir: string): FileStorage {
  const root = path.resolve(dir);

  // Defence in depth: assertValidKey already refuses anything that could climb out of root.
  const pathOf = (key: string): string => {
    assertValidKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new InvalidKeyError('resolves outside the storage root');
    return file;
  };

  return {
    async put(key, body) {
      const file = pathOf(key);
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const handle = await open(temp, 'wx');
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (e) {
        await rm(temp, { force: true }).catch(() => undefined);
        // S3 allows "a" and "a/b" side by side; a file system can't. Our key scheme never needs it.
        if (['ENOTDIR', 'EEXIST', 'EISDIR'].includes(errorCode(e) ?? '')) {
          throw new InvalidKeyError('collides with a file or folder of another key');
        }
        throw new StorageUnavailableError(`Could not write to disk storage (${errorCode(e) ?? 'error'})`, e);
      }
    },

    async get(key) {
      const file = pathOf(key);
      try {
        return await readFile(file);
      } catch (e) {
        if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes(errorCode(e) ?? '')) throw new FileNotFoundError(key);
        throw new StorageUnavailableError(`Could not read from disk storage (${errorCode(e) ?? 'error'})`, e);
      }
    },

    async exists(key) {
      const file = pathOf(key);
      try {
        return (await stat(file)).isFile();
      } catch (e) {
        if (['ENOENT', 'ENOTDIR'].includes(errorCode(e) ?? '')) return false;
        throw new StorageUnavailableError(`Could not read from disk storage (${errorCode(e) ?? 'error'})`, e);
      }
    },

    async delete(key) {
      const file = pathOf(key);
      try {
        await unlink(file);
      } catch (e) {
        // Nothing stored under that key (a "folder" of other keys included): already deleted.
        if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errorCode(e) ?? '')) return;
        throw new StorageUnavailableError(`Could not delete from disk storage (${errorCode(e) ?? 'error'})`, e);
      }
    },

    async ping() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
      } catch (e) {
        throw new StorageUnavailableError(`Disk storage is not writable (${errorCode(e) ?? 'error'})`, e);
      }
    },
  };
}
