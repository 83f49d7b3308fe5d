import { createECDH, randomBytes } from 'node:crypto';
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

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: what browsers subscribe with. */
  publicKey: string;
  /** The P-256 private key, base64url: signs each push's VAPID token. */
  privateKey: string;
}

/**
 * The VAPID key pair web push is signed with: from the environment, or generated once into the
 * data folder (like the token secret), so that the devices' subscriptions survive a restart.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const path = join(dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as VapidKeys;
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys: VapidKeys = {
      publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
      // A key with leading zero bytes comes back shorter: VAPID wants all 32.
      privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
    };
    writeFileSync(path, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  }
}
