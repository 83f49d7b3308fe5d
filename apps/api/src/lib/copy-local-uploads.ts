import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOfKey, type FileStore } from './file-store';

const FOLDER = /^[a-z0-9-]+$/;
const NAME = /^[A-Za-z0-9-]+\.[a-z0-9]+$/;

/**
 * Copies every uploaded file in the data folder (`<uploadsDir>/<folder>/<name>`, the local store's
 * layout) into `store` under the same key, so a deployment moving to an object store keeps its
 * avatars, job photos and chat files. Files already there are written again with the same bytes,
 * so it can be run twice; leftovers of unfinished writes are skipped. Answers how many it copied.
 */
export async function copyLocalUploads(uploadsDir: string, store: FileStore): Promise<number> {
  let copied = 0;
  const folders = await readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory() || !FOLDER.test(folder.name)) continue;
    const files = await readdir(join(uploadsDir, folder.name), { withFileTypes: true });
    for (const file of files) {
      if (!file.isFile() || !NAME.test(file.name)) continue;
      const key = `${folder.name}/${file.name}`;
      await store.put(key, await readFile(join(uploadsDir, key)), contentTypeOfKey(key));
      copied += 1;
    }
  }
  return copied;
}
