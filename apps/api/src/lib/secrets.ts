import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The token signing secret: from the environment, or generated once into the data folder so that
 * sessions survive a restart of the embedded setup. Production requires JWT_SECRET (env.ts).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
