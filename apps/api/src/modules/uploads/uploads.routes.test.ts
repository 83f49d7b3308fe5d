import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartFile } from '../../../test/http';
import { createUser, signIn } from '../../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function multipart(filename: string, content: Buffer, contentType: string, field = 'userAvatar') {
  return multipartFile({ field, filename, content, contentType });
}

async function upload(token: string | undefined, body: ReturnType<typeof multipart>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: token } : {}) },
  });
}

// A photo with camera metadata that must not survive.
const photo = await sharp({
  create: { width: 1200, height: 800, channels: 3, background: '#3f98c4' },
})
  .jpeg()
  .withMetadata({ exif: { IFD0: { Artist: 'Jess Tran', Copyright: 'private' } } })
  .toBuffer();

describe('POST /api/upload', () => {
  it('re-encodes the avatar as a 512px square WebP without metadata and serves it', async () => {
    const user = await createUser(testApp.app);
    const token = await signIn(testApp.app, user);
    const response = await upload(token, multipart('me.jpg', photo, 'image/jpeg'));
    expect(response.statusCode).toBe(200);
    const path = response.json().data.userAvatar;
    expect(path).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await testApp.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();

    const me = await testApp.app.inject({ url: '/api/user/me', headers: { authorization: token } });
    expect(me.json().data.avatar).toBe(path);
  });

  it('replaces the previous avatar file', async () => {
    const user = await createUser(testApp.app);
    const token = await signIn(testApp.app, user);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const first = (await upload(token, multipart('a.png', png, 'image/png'))).json().data
      .userAvatar;
    const second = (await upload(token, multipart('b.png', png, 'image/png'))).json().data
      .userAvatar;
    expect(second).not.toBe(first);
    expect((await testApp.app.inject({ url: first })).statusCode).toBe(404);
  });

  it('decides the type by content: a text file named .png is refused', async () => {
    const user = await createUser(testApp.app);
    const response = await upload(
      await signIn(testApp.app, user),
      multipart('cat.png', Buffer.from('<svg onload=alert(1)>'), 'image/png'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(messages.avatar.unsupportedType);
  });

  it('refuses a GIF even when it is a real image', async () => {
    const user = await createUser(testApp.app);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await upload(
      await signIn(testApp.app, user),
      multipart('a.gif', gif, 'image/gif'),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 3,000,010 bytes with the spec message', async () => {
    const user = await createUser(testApp.app);
    const big = Buffer.concat([photo, Buffer.alloc(3_000_011)]);
    const response = await upload(
      await signIn(testApp.app, user),
      multipart('big.jpg', big, 'image/jpeg'),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.avatar.tooLarge);
  });

  it('refuses a signed-out upload and a wrong part name', async () => {
    expect((await upload(undefined, multipart('me.jpg', photo, 'image/jpeg'))).statusCode).toBe(
      401,
    );
    const user = await createUser(testApp.app);
    const wrongPart = await upload(
      await signIn(testApp.app, user),
      multipart('me.jpg', photo, 'image/jpeg', 'photo'),
    );
    expect(wrongPart.statusCode).toBe(400);
  });

  it('refuses a body that is not valid multipart with 400, storing nothing', async () => {
    const user = await createUser(testApp.app);
    const token = await signIn(testApp.app, user);
    const whole = multipart('me.jpg', photo, 'image/jpeg');
    const boundary = whole.contentType.split('boundary=')[1]!;
    for (const body of [
      { payload: Buffer.from(' '), contentType: 'multipart/form-data; boundary=x' },
      { payload: whole.payload.subarray(0, 200), contentType: whole.contentType }, // cut short
      {
        payload: Buffer.from(`--${boundary}\r\nbroken header\r\n\r\n`),
        contentType: whole.contentType,
      },
    ]) {
      const response = await upload(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: token },
    });
    expect(me.json().data.avatar).toBeNull();
  });
});
