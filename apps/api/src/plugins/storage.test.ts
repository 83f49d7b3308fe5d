import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** A file written where the app has always kept uploads: `<data>/uploads/<folder>/<name>`. */
function placeFile(folder: string, name: string, content: string) {
  const dir = join(testApp.app.config.uploadsDir, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), content);
}

describe('/uploads in the data folder', () => {
  it('serves files stored before the storage interface, where they have always been', async () => {
    const name = `${crypto.randomUUID()}.webp`;
    placeFile('avatars', name, 'RIFF-old-avatar');
    const response = await testApp.app.inject({ url: `/uploads/avatars/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('RIFF-old-avatar');
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${name}"`,
    });
    const again = await testApp.app.inject({
      url: `/uploads/avatars/${name}`,
      headers: { 'if-none-match': `"${name}"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves only avatars and job photos: chat files and anything else are not found', async () => {
    const name = `${crypto.randomUUID()}.pdf`;
    placeFile('chat-attachments', name, '%PDF-1.4 private');
    for (const url of [
      `/uploads/chat-attachments/${name}`,
      `/uploads/avatars/..%2Fchat-attachments%2F${name}`,
      '/uploads/avatars/not-a-name.webp',
      `/uploads/avatars/${crypto.randomUUID()}.webp`,
      '/uploads/../package.json',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('private');
    }
  });
});
