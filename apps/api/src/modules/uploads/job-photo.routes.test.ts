import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartFile } from '../../../test/http';
import { uploadedFiles } from '../../db/schema/jobs';
import { JOB_PHOTOS_PER_HOUR } from './job-photo.routes';

const m = messages.jobs;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const api = apiClient(() => testApp.app);
const signedIn = (userType: UserType = 'client', verified = true) =>
  api.signedIn(userType, { verified });

function multipart(filename: string, content: Buffer, contentType: string, field = 'jobPhoto') {
  return multipartFile({ field, filename, content, contentType });
}

function upload(token: string | undefined, body: ReturnType<typeof multipart>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload/jobPhoto',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: token } : {}) },
  });
}

// A large photo with camera metadata (and a GPS-like comment) that must not survive.
const photo = await sharp({
  create: { width: 3200, height: 2000, channels: 3, background: '#c4703f' },
})
  .png()
  .withMetadata({ exif: { IFD0: { Artist: 'Olivia Nguyen', Copyright: 'private' } } })
  .toBuffer();

describe('POST /api/upload/jobPhoto', () => {
  it('re-encodes a PNG as WebP of at most 1600px without metadata, records it and serves it', async () => {
    const client = await signedIn();
    const response = await upload(client.token, multipart('leak.png', photo, 'image/png'));
    expect(response.statusCode).toBe(201);
    const path = response.json().data.jobPhoto;
    expect(path).toMatch(/^\/uploads\/job-photos\/[0-9a-f-]{36}\.webp$/);

    const served = await testApp.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
    expect(meta.exif).toBeUndefined();

    expect(
      await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.path, path)),
    ).toEqual([expect.objectContaining({ ownerId: client.id, kind: 'job_photo' })]);
  });

  it('accepts a JPEG and a WebP, and keeps a small photo its size', async () => {
    const client = await signedIn();
    const small = sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } });
    for (const [name, type, content] of [
      ['a.jpg', 'image/jpeg', await small.clone().jpeg().toBuffer()],
      ['a.webp', 'image/webp', await small.clone().webp().toBuffer()],
    ] as const) {
      const response = await upload(client.token, multipart(name, content, type));
      expect(response.statusCode).toBe(201);
      const served = await testApp.app.inject({ url: response.json().data.jobPhoto });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
    }
  });

  it('decides the type by content: a text file named .png and a GIF are refused', async () => {
    const client = await signedIn();
    const text = await upload(
      client.token,
      multipart('leak.png', Buffer.from('<svg onload=alert(1)>'), 'image/png'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: m.photoUnsupportedType,
    });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(client.token, multipart('a.gif', gif, 'image/gif'))).statusCode).toBe(415);
    expect(
      await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, client.id)),
    ).toEqual([]);
  });

  it('refuses a file over 3,000,010 bytes with 413', async () => {
    const client = await signedIn();
    const big = Buffer.concat([photo, Buffer.alloc(3_000_011)]);
    const response = await upload(client.token, multipart('big.png', big, 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: m.photoTooLarge });
  });

  it('refuses a missing part, a wrong part name and a body that is not multipart with 400', async () => {
    const client = await signedIn();
    const wrongPart = await upload(client.token, multipart('a.png', photo, 'image/png', 'photo'));
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().message).toBe(m.photoRequired);
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload/jobPhoto',
      payload: { jobPhoto: 'x' },
      headers: { authorization: client.token },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the photo as multipart/form-data in the part jobPhoto');
  });

  it('refuses everyone but a verified client', async () => {
    const body = () => multipart('a.png', photo, 'image/png');
    expect((await upload(undefined, body())).statusCode).toBe(401);
    for (const userType of ['tradie', 'freeTradie', 'apprentice'] as const) {
      const person = await signedIn(userType);
      const response = await upload(person.token, body());
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const unverified = await signedIn('client', false);
    const response = await upload(unverified.token, body());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_VERIFIED');
  });

  it(`lets a client upload ${JOB_PHOTOS_PER_HOUR} photos an hour, then answers 429`, async () => {
    const client = await signedIn();
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (let i = 0; i < JOB_PHOTOS_PER_HOUR; i += 1) {
      expect((await upload(client.token, multipart('a.png', tiny, 'image/png'))).statusCode).toBe(
        201,
      );
    }
    const refused = await upload(client.token, multipart('a.png', tiny, 'image/png'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can upload up to 60 photos an hour. Please try again in 60 minutes.',
    });
  });
});
