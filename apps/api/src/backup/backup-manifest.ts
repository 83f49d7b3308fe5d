import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

/** What a backup file says it is: its first entry, `manifest.json` (decision 067). */
export const BACKUP_FORMAT = 'trademate-backup';
/** Raised when a backup's layout changes in a way an older restore cannot read. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

/** Where each part lives inside the archive. */
export const ARCHIVE_PATHS = {
  embeddedDatabase: 'database/pgdata.tar',
  postgresDatabase: 'database/postgres.dump',
  files: 'files',
  secrets: 'secrets',
} as const;

/** The data folder's generated secrets (lib/secrets.ts): sessions and devices survive a restore. */
export const SECRET_FILES = ['jwt-secret', 'vapid-keys.json'] as const;

const checksumSchema = z.object({ size: z.number().int().min(0), sha256: z.string() });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['embedded', 'postgres']),
    /** PGlite's version (embedded), or the server's `server_version` (PostgreSQL). */
    engineVersion: z.string(),
    /** drizzle's record: how many migrations were applied, and the newest one's timestamp. */
    migrations: z.object({ applied: z.number().int(), newest: z.number().nullable() }),
  }),
  /** The uploaded files: from the data folder or the bucket, as `files/<folder>/<name>`. */
  files: z.object({ from: z.enum(['data-folder', 'bucket']), count: z.number().int() }),
  /** The secrets files held under `secrets/` (none on PostgreSQL, where they are settings). */
  secrets: z.array(z.enum(SECRET_FILES)),
  /** Every other entry of the archive, by its path. */
  checksums: z.record(z.string(), checksumSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type Checksum = z.infer<typeof checksumSchema>;

/** A backup that cannot be taken or restored for a reason the operator can act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function checksumOf(path: string): Promise<Checksum> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** A manifest read from an archive, or why it is not one this version restores. */
export function parseManifest(text: string, archive: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${archive} is not a TradeMate backup: its manifest is not JSON.`);
  }
  const format = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof format === 'number' && format > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${archive} was written by a newer TradeMate (backup format ${format}); restore it with that version.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(`${archive} is not a TradeMate backup: its manifest is not one.`);
  }
  return parsed.data;
}
