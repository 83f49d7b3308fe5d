import { existsSync, readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { buildTwoInstances, type TwoInstances } from '../../test/build-test-app';
import { createUser, firstServiceId, TEST_PASSWORD } from '../../test/factories';
import { multipartBody, type MultipartPart } from '../../test/http';
import { insertJob } from '../../test/job-fixtures';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { messages as messagesTable } from '../db/schema/chats';

/**
 * Two instances of the app behind one load balancer, their files in one S3-compatible bucket (a
 * real S3-protocol server): what one stores, the other serves.
 */
let s3: LocalS3;
let instances: TwoInstances;
beforeAll(async () => {
  s3 = await startLocalS3();
  instances = await buildTwoInstances(s3.env);
});
afterAll(async () => {
  await instances.close();
  await s3.close();
});

const a = () => instances.appA;
const b = () => instances.appB;

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.15.${Math.floor(address / 250)}.${address % 250}`;
};

async function person(userType: UserType) {
  const user = await createUser(a(), { userType, firstName: 'Mick' });
  const response = await a().inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: nextAddress(),
  });
  return { id: user.id, token: response.json().data.token as string };
}

function upload(app: FastifyInstance, url: string, token: string, parts: MultipartPart[]) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: token },
  });
}

const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c4703f' } })
  .png()
  .toBuffer();
const pdf = Buffer.from('%PDF-1.7\n% a quote\n%%EOF\n', 'latin1');
const image = (field: string): MultipartPart => ({
  field,
  filename: 'a.png',
  content: png,
  contentType: 'image/png',
});

async function jobChat() {
  const client = await person('client');
  const tradie = await person('tradie');
  const job = await insertJob(a(), {
    clientId: client.id,
    serviceId: (await firstServiceId(a()))!,
  });
  const { conversation } = await a().chats.openConversation({
    jobId: job.id,
    starterId: tradie.id,
    recipientId: client.id,
  });
  return { client, tradie, conversationId: conversation.id };
}

const avatarOf = async (app: FastifyInstance, token: string) =>
  (await app.inject({ url: '/api/user/me', headers: { authorization: token } })).json().data
    .avatar as string | null;

describe('uploads in an S3-compatible bucket', () => {
  it('stores avatars and job photos in the bucket, served by either instance, never on disk', async () => {
    const client = await person('client');
    const avatar = await upload(a(), '/api/upload', client.token, [image('userAvatar')]);
    expect(avatar.statusCode).toBe(200);
    const avatarPath = avatar.json().data.userAvatar as string;
    const jobPhoto = await upload(a(), '/api/upload/jobPhoto', client.token, [image('jobPhoto')]);
    expect(jobPhoto.statusCode).toBe(201);
    const photoPath = jobPhoto.json().data.jobPhoto as string;

    for (const path of [avatarPath, photoPath]) {
      const key = path.replace('/uploads/', '');
      expect(await s3.keys()).toContain(key);
      const served = await b().inject({ url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals((await s3.read(key))!)).toBe(true);
    }
    const uploadsDir = a().config.uploadsDir;
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);

    // A new avatar removes the old object.
    const second = await upload(b(), '/api/upload', client.token, [image('userAvatar')]);
    expect(second.statusCode).toBe(200);
    expect(await s3.keys()).not.toContain(avatarPath.replace('/uploads/', ''));
    expect((await a().inject({ url: avatarPath })).statusCode).toBe(404);
  });

  it('sends a chat PDF and photo through one instance that the other person fetches from the other', async () => {
    const { client, tradie, conversationId } = await jobChat();
    const sentPdf = await upload(a(), '/api/upload/chatAttachment', tradie.token, [
      { field: 'conversationId', value: conversationId },
      {
        field: 'chatAttachment',
        filename: 'quote.pdf',
        content: pdf,
        contentType: 'application/pdf',
      },
    ]);
    expect(sentPdf.statusCode).toBe(201);
    const sentPhoto = await upload(a(), '/api/upload/chatAttachment', tradie.token, [
      { field: 'conversationId', value: conversationId },
      image('chatAttachment'),
    ]);
    expect(sentPhoto.statusCode).toBe(201);

    const document = sentPdf.json().data.attachment;
    const download = await b().inject({
      url: document.url,
      headers: { authorization: client.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename=quote.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const photo = sentPhoto.json().data.attachment;
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const served = await b().inject({ url, headers: { authorization: client.token } });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    expect((await s3.keys()).filter((key) => key.startsWith('chat-attachments/'))).toHaveLength(3);
  });

  it('answers 503 while the bucket is down, changing nothing, and carries on once it is back', async () => {
    const { client, tradie, conversationId } = await jobChat();
    const sent = await upload(a(), '/api/upload/chatAttachment', tradie.token, [
      { field: 'conversationId', value: conversationId },
      {
        field: 'chatAttachment',
        filename: 'quote.pdf',
        content: pdf,
        contentType: 'application/pdf',
      },
    ]);
    const document = sent.json().data.attachment;
    const messageCount = async () =>
      (
        await a()
          .db.select({ n: count() })
          .from(messagesTable)
          .where(eq(messagesTable.conversationId, conversationId))
      )[0]!.n;
    const before = await messageCount();
    const avatarBefore = await avatarOf(a(), client.token);

    await s3.stop();
    try {
      const refusals = [
        await upload(a(), '/api/upload', client.token, [image('userAvatar')]),
        await upload(a(), '/api/upload/jobPhoto', client.token, [image('jobPhoto')]),
        await upload(b(), '/api/upload/chatAttachment', tradie.token, [
          { field: 'conversationId', value: conversationId },
          image('chatAttachment'),
        ]),
        await b().inject({ url: document.url, headers: { authorization: client.token } }),
      ];
      for (const response of refusals) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({
          code: 'STORAGE_UNAVAILABLE',
          message: messages.outage.storage,
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await messageCount()).toBe(before);
      expect(await avatarOf(a(), client.token)).toBe(avatarBefore);
      // The process is alive and answers everything that needs no files.
      expect((await a().inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    const back = await b().inject({ url: document.url, headers: { authorization: client.token } });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(true);
  });
});
