import { copyFile, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import type { AppConfig } from '../config/env';
import { isFileKey } from '../lib/file-store';
import { ARCHIVE_PATHS, SECRET_FILES } from './backup-manifest';

/** The keys of the uploaded files in a folder laid out as the local store keeps them. */
async function keysIn(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `${dirname(join(entry.parentPath, entry.name)).slice(root.length + 1)}/${entry.name}`,
    )
    .filter(isFileKey)
    .sort();
}

/**
 * Puts every uploaded file of the data folder into `staging/files/`: a hard link where it can (a
 * stored file is never changed, only replaced by a rename, so the link keeps the bytes it had and
 * takes no time while the database waits), a copy on another disk. Leftovers of unfinished
 * writes are not files of the store's and stay out. Answers how many.
 */
export async function snapshotUploadsFolder(uploadsDir: string, staging: string): Promise<number> {
  const keys = await keysIn(uploadsDir);
  for (const key of keys) {
    const target = join(staging, ARCHIVE_PATHS.files, key);
    await mkdir(dirname(target), { recursive: true });
    await link(join(uploadsDir, key), target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
      await copyFile(join(uploadsDir, key), target);
    });
  }
  return keys.length;
}

/** Copies the data folder's generated secrets that exist into `staging/secrets/`; names them. */
export async function snapshotSecrets(
  dataDir: string,
  staging: string,
): Promise<(typeof SECRET_FILES)[number][]> {
  const found = SECRET_FILES.filter((name) => existsSync(join(dataDir, name)));
  if (found.length > 0) await mkdir(join(staging, ARCHIVE_PATHS.secrets), { recursive: true });
  for (const name of found) {
    await copyFile(join(dataDir, name), join(staging, ARCHIVE_PATHS.secrets, name));
  }
  return found;
}

/**
 * Puts a backup's files where the configured app reads them: uploaded to the bucket when S3_BUCKET
 * is set (a key already there holds the same bytes: names are never reused), into the data
 * folder's uploads otherwise. Answers how many.
 */
export async function restoreFiles(
  config: Pick<AppConfig, 's3' | 'uploadsDir'>,
  extracted: string,
): Promise<number> {
  const keys = await keysIn(join(extracted, ARCHIVE_PATHS.files));
  const from = (key: string) => join(extracted, ARCHIVE_PATHS.files, key);
  if (!config.s3) {
    for (const key of keys) {
      await mkdir(dirname(join(config.uploadsDir, key)), { recursive: true });
      await copyFile(from(key), join(config.uploadsDir, key));
    }
    return keys.length;
  }
  const { uploadToBucket } = await import('./backup-bucket');
  await uploadToBucket(config.s3, keys, from);
  return keys.length;
}

/** Writes the backup's secrets into the data folder, leaving any already there as they are. */
export async function restoreSecrets(dataDir: string, extracted: string): Promise<string[]> {
  const restored: string[] = [];
  for (const name of SECRET_FILES) {
    const source = join(extracted, ARCHIVE_PATHS.secrets, name);
    if (!existsSync(source) || existsSync(join(dataDir, name))) continue;
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, name), await readFile(source), { mode: 0o600, flag: 'wx' });
    restored.push(name);
  }
  return restored;
}
