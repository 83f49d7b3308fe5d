import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { copyLocalUploads } from './copy-local-uploads';
import { StorageUnavailableError, type FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

let s3: LocalS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  localRoot = mkdtempSync(join(tmpdir(), 'trademate-store-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

function s3Store(overrides: { accessKeyId?: string; bucket?: string } = {}) {
  return createS3FileStore({
    bucket: overrides.bucket ?? s3.bucket,
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    credentials: {
      accessKeyId: overrides.accessKeyId ?? s3.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
    },
    forcePathStyle: true,
  });
}

const stores: Array<[string, () => FileStore]> = [
  ['the data folder', () => createLocalFileStore(localRoot)],
  ['an S3-compatible bucket', () => s3Store()],
];

describe.each(stores)('the file store in %s', (_name, makeStore) => {
  it('puts, streams back, replaces and deletes a file by key', async () => {
    const store = makeStore();
    const key = `chat-attachments/${crypto.randomUUID()}.pdf`;
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('%PDF-1.4 first'), 'application/pdf');
    await store.put(key, Buffer.from('%PDF-1.4 second'), 'application/pdf');
    const file = await store.get(key);
    expect(file).toMatchObject({ contentType: 'application/pdf', size: 15 });
    expect(await text(file!.body)).toBe('%PDF-1.4 second');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    // Deleting what is not there is no error.
    await store.delete(key);
  });

  it('takes only keys the app makes: a folder and a plain name', async () => {
    const store = makeStore();
    for (const key of ['../secrets/a.pdf', 'a.pdf', 'avatars/../../a.pdf', 'avatars/a b.pdf']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Not a file key/,
      );
      await expect(store.get(key)).rejects.toThrow(/Not a file key/);
    }
  });
});

describe('the S3 file store', () => {
  it('keeps the objects in the bucket under their keys', async () => {
    const key = `avatars/${crypto.randomUUID()}.webp`;
    await s3Store().put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await s3.keys()).toContain(key);
    expect((await s3.read(key))!.toString()).toBe('RIFF....WEBP');
  });

  it('answers every failure as StorageUnavailableError: refused keys, no bucket, a store that is down', async () => {
    for (const misconfigured of [
      s3Store({ accessKeyId: 'NOT-A-KEY' }),
      s3Store({ bucket: 'no-such-bucket' }),
    ]) {
      await expect(
        misconfigured.put('avatars/a.webp', Buffer.from('x'), 'image/webp'),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(misconfigured.get('avatars/a.webp')).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
    }

    const store = s3Store();
    await s3.stop();
    try {
      await expect(store.get('avatars/a.webp')).rejects.toMatchObject({
        code: 'STORAGE_UNAVAILABLE',
        statusCode: 503,
      });
      await expect(store.put('avatars/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
        StorageUnavailableError,
      );
      await expect(store.delete('avatars/a.webp')).rejects.toThrow(StorageUnavailableError);
    } finally {
      await s3.start();
    }
    // Back up, the same store carries on.
    expect(await store.get('avatars/a.webp')).toBeNull();
  });
});

describe('copying the data folder into a bucket', () => {
  it('puts every upload under its own key, skips leftovers, and can run twice', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trademate-uploads-'));
    const avatar = `${crypto.randomUUID()}.webp`;
    const quote = `${crypto.randomUUID()}.pdf`;
    mkdirSync(join(root, 'avatars'));
    mkdirSync(join(root, 'chat-attachments'));
    writeFileSync(join(root, 'avatars', avatar), 'RIFF-avatar');
    writeFileSync(join(root, 'chat-attachments', quote), '%PDF-1.4 quote');
    writeFileSync(join(root, 'avatars', `${avatar}.1234.partial`), 'half');
    try {
      expect(await copyLocalUploads(root, s3Store())).toBe(2);
      expect(await copyLocalUploads(root, s3Store())).toBe(2);
      expect((await s3.read(`avatars/${avatar}`))!.toString()).toBe('RIFF-avatar');
      const copiedQuote = await s3Store().get(`chat-attachments/${quote}`);
      expect(copiedQuote!.contentType).toBe('application/pdf');
      expect(await text(copiedQuote!.body)).toBe('%PDF-1.4 quote');
      expect((await s3.keys()).filter((key) => key.includes('.partial'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
