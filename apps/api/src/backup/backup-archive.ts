import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { packTar, unpackTar, type TarSource } from 'modern-tar/fs';
import {
  BackupError,
  checksumOf,
  MANIFEST_FILE,
  parseManifest,
  type BackupManifest,
  type Checksum,
} from './backup-manifest';

/** Every file under `root`, as archive paths (`files/avatars/…`), sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Packs a staging folder, laid out as the archive is, into one gzipped tar at `out`: the manifest
 * first, with every file's size and SHA-256, then the files. Written beside `out` and renamed into
 * place once on disk, so `out` is either a whole backup or absent.
 */
export async function writeBackupArchive(
  staging: string,
  described: Omit<BackupManifest, 'checksums'>,
  out: string,
): Promise<BackupManifest> {
  const paths = await filesUnder(staging);
  const checksums: Record<string, Checksum> = {};
  for (const path of paths) checksums[path] = await checksumOf(join(staging, path));
  const manifest: BackupManifest = { ...described, checksums };
  const sources: TarSource[] = [
    { type: 'content', target: MANIFEST_FILE, content: `${JSON.stringify(manifest, null, 2)}\n` },
    ...paths.map((path): TarSource => ({
      type: 'file',
      source: join(staging, path),
      target: path,
    })),
  ];
  const partial = `${out}.partial-${process.pid}`;
  try {
    await pipeline(packTar(sources), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

/**
 * Unpacks a backup into the folder `into` and checks it: a manifest this version reads, and every
 * file it lists there with its size and SHA-256. Answers the manifest.
 */
export async function extractBackupArchive(archive: string, into: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`There is no backup file at ${archive}.`);
  try {
    await pipeline(createReadStream(archive), createGunzip(), unpackTar(into, { fmode: 0o600 }));
  } catch (error) {
    throw new BackupError(
      `${archive} could not be read as a TradeMate backup (a gzipped tar): ${(error as Error).message}`,
    );
  }
  const manifestPath = join(into, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new BackupError(`${archive} is not a TradeMate backup: it has no ${MANIFEST_FILE}.`);
  }
  const manifest = parseManifest(await readFile(manifestPath, 'utf8'), archive);
  for (const [path, expected] of Object.entries(manifest.checksums)) {
    const file = join(into, ...path.split('/'));
    const found = existsSync(file) ? await checksumOf(file) : null;
    if (!found || found.size !== expected.size || found.sha256 !== expected.sha256) {
      throw new BackupError(
        `${archive} is damaged: ${path} is ${found ? 'not what was backed up' : 'missing'}. Restore another backup.`,
      );
    }
  }
  return manifest;
}
