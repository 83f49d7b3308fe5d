import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './secrets';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'trademate-secrets-'));
  folders.push(folder);
  return folder;
}

describe('resolveVapidKeys', () => {
  it('uses the configured pair as it is', () => {
    const keys = { publicKey: 'public', privateKey: 'private' };
    expect(resolveVapidKeys(keys, dataDir())).toBe(keys);
  });

  it('generates a P-256 pair once into the data folder, readable only by its owner, and keeps it', () => {
    const folder = dataDir();
    const first = resolveVapidKeys(undefined, folder);

    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url', 'uncompressed')).toBe(first.publicKey);
    expect(statSync(join(folder, 'vapid-keys.json')).mode & 0o777).toBe(0o600);

    expect(resolveVapidKeys(undefined, folder)).toEqual(first);
  });
});
