import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertFileKey,
  contentTypeOfKey,
  StorageUnavailableError,
  type FileStore,
} from './file-store';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files in a folder on this machine (`data/uploads` by default), one file per key at
 * `<root>/<key>`: the layout uploads have always had, so files stored before keep working. A file
 * is written beside its place and renamed into it, so a reader never sees half of it.
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, key);
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(partial, body);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw new StorageUnavailableError('put', { cause: error });
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const handle = await open(path, 'r');
        try {
          const stats = await handle.stat();
          if (!stats.isFile()) throw new Error(`Not a file: ${path}`);
          const { size } = stats;
          // The stream closes the handle when it ends or fails.
          return { body: handle.createReadStream(), size, contentType: contentTypeOfKey(key) };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if (isMissing(error)) return null;
        throw new StorageUnavailableError('get', { cause: error });
      }
    },

    async delete(key) {
      try {
        await rm(pathOf(key), { force: true });
      } catch (error) {
        throw new StorageUnavailableError('delete', { cause: error });
      }
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
