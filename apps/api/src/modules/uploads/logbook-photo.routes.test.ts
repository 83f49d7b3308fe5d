import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartFile } from '../../../test/http';
import { uploadedFiles } from '../../db/schema/jobs';
import { LOGBOOK_PHOTOS_PER_HOUR } from './logbook-photo.routes';

const m = messages.logbook;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const api = apiClient(() => testApp.app);
const signedIn = (userType: UserType = 'apprentice', verified = true) =>
  api.signedIn(userType, { verified });

function multipart(filename: string, content: Buffer, contentType: string, field = 'logbookPhoto') {
  return multipartFile({ field, filename, content, contentType });
}

function upload(token: string | undefined, body: ReturnType<typeof multipart>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload/logbookPhoto',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: token } : {}) },
  });
}

// A large photo with camera metadata that must not survive.
const photo = await sharp({
  create: { width: 2400, height: 3200, channels: 3, background: '#6a8f3c' },
})
  .jpeg()
  .withMetadata({ exif: { IFD0: { Artist: 'Ruby Campbell' } } })
  .toBuffer();

describe('POST /api/upload/logbookPhoto', () => {
  it('re-encodes the photo as WebP of at most 1600px without metadata, records it as the apprentice’s and serves it', async () => {
    const ruby = await signedIn();
    const response = await upload(ruby.token, multipart('board.jpg', photo, 'image/jpeg'));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.photoUploaded);
    const path = response.json().data.logbookPhoto;
    expect(path).toMatch(/^\/uploads\/logbook-photos\/[0-9a-f-]{36}\.webp$/);

    const served = await testApp.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(
      await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.path, path)),
    ).toEqual([expect.objectContaining({ ownerId: ruby.id, kind: 'logbook_photo' })]);
  });

  it('refuses a file that is not a photo (415), one over 3 MB (413) and a missing part (400)', async () => {
    const ruby = await signedIn();
    const text = await upload(
      ruby.token,
      multipart('board.jpg', Buffer.from('not a photo at all'), 'image/jpeg'),
    );
    expect(text.statusCode).toBe(415);
    const big = await upload(
      ruby.token,
      multipart('big.jpg', Buffer.concat([photo, Buffer.alloc(3_000_011)]), 'image/jpeg'),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(m.photoTooLarge);
    const wrongPart = await upload(ruby.token, multipart('a.jpg', photo, 'image/jpeg', 'jobPhoto'));
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().message).toBe(m.photoRequired);
    expect(
      await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, ruby.id)),
    ).toEqual([]);
  });

  it('refuses everyone but a verified apprentice', async () => {
    const body = () => multipart('a.jpg', photo, 'image/jpeg');
    expect((await upload(undefined, body())).statusCode).toBe(401);
    for (const userType of ['client', 'tradie', 'freeTradie'] as const) {
      const response = await upload((await signedIn(userType)).token, body());
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const unverified = await upload((await signedIn('apprentice', false)).token, body());
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('NOT_VERIFIED');
  });

  it(`lets an apprentice upload ${LOGBOOK_PHOTOS_PER_HOUR} photos an hour, then answers 429`, async () => {
    const ruby = await signedIn();
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (let i = 0; i < LOGBOOK_PHOTOS_PER_HOUR; i += 1) {
      expect((await upload(ruby.token, multipart('a.png', tiny, 'image/png'))).statusCode).toBe(
        201,
      );
    }
    const refused = await upload(ruby.token, multipart('a.png', tiny, 'image/png'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: m.photoUploadRateLimited('60 minutes'),
    });
  });
});
