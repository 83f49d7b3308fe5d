import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, firstServiceId } from '../../../test/factories';
import { multipartBody, type MultipartPart } from '../../../test/http';
import { insertJob, signInFresh } from '../../../test/job-fixtures';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3';
import { signInNewAdmin } from '../../../test/staff';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { uploadedFiles } from '../../db/schema/jobs';
import { auditLog } from '../../db/schema/staff';

/**
 * Every upload of exactly its limit is taken whole and every upload one byte over it is refused
 * with 413 leaving nothing behind (no file in the store, no row), twenty times in a row, however
 * the bytes arrive: in one piece, cut exactly where the limit falls (the bytes past it in a later
 * chunk, which once let a cut file through as whole), or in odd sizes a turn apart.
 */

const ROUNDS = 20;

/** Who sends one kind of upload: their headers, the fields before the file, and what it changes. */
interface Sender {
  headers: Record<string, string>;
  fieldsBefore: MultipartPart[];
  /** The records an accepted upload changes (a row count, an avatar path). */
  records(): Promise<unknown>;
}

interface Kind {
  name: string;
  url: string;
  part: string;
  maxBytes: number;
  tooLarge: string;
  acceptedStatus: number;
  /** The store folder its files go to. */
  folder: string;
  /** Requests one sender may make in an hour (the route's rate limit). */
  perHour: number;
  content(size: number): Buffer;
  sender(app: FastifyInstance): Promise<Sender>;
  /** What else shows the accepted file arrived whole. */
  checkAccepted?(
    app: FastifyInstance,
    sender: Sender,
    response: { json(): { data: unknown } },
    content: Buffer,
  ): Promise<void>;
}

const jpeg = await sharp({
  create: { width: 64, height: 48, channels: 3, background: '#c4703f' },
})
  .jpeg()
  .toBuffer();

/** A real JPEG padded after its end to `size` bytes: it decodes whether cut or whole. */
function jpegOf(size: number): Buffer {
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
}

/** A PDF of `size` bytes whose body holds carriage returns, newlines and dashes, as real ones do. */
function pdfOf(size: number): Buffer {
  const content = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) content[i] = (i * 31) % 251;
  content.write('%PDF-1.7\n', 0, 'latin1');
  return content;
}

const kinds: Kind[] = [
  {
    name: 'an avatar',
    url: '/api/upload',
    part: 'userAvatar',
    maxBytes: limits.avatarMaxBytes,
    tooLarge: messages.avatar.tooLarge,
    acceptedStatus: 200,
    folder: 'avatars',
    perHour: 20,
    content: jpegOf,
    async sender(app) {
      const user = await createUser(app, { userType: 'client' });
      return {
        headers: { authorization: await signInFresh(app, user) },
        fieldsBefore: [],
        records: async () => (await app.users.findById(user.id))?.avatarPath ?? null,
      };
    },
  },
  {
    name: 'a job photo',
    url: '/api/upload/jobPhoto',
    part: 'jobPhoto',
    maxBytes: limits.jobPhotoMaxBytes,
    tooLarge: messages.jobs.photoTooLarge,
    acceptedStatus: 201,
    folder: 'job-photos',
    perHour: 60,
    content: jpegOf,
    async sender(app) {
      const user = await createUser(app, { userType: 'client' });
      return {
        headers: { authorization: await signInFresh(app, user) },
        fieldsBefore: [],
        records: async () =>
          (
            await app.db
              .select({ n: count() })
              .from(uploadedFiles)
              .where(eq(uploadedFiles.ownerId, user.id))
          )[0]!.n,
      };
    },
  },
  {
    name: 'a logbook photo',
    url: '/api/upload/logbookPhoto',
    part: 'logbookPhoto',
    maxBytes: limits.jobPhotoMaxBytes,
    tooLarge: messages.logbook.photoTooLarge,
    acceptedStatus: 201,
    folder: 'logbook-photos',
    perHour: 60,
    content: jpegOf,
    async sender(app) {
      const user = await createUser(app, { userType: 'apprentice' });
      return {
        headers: { authorization: await signInFresh(app, user) },
        fieldsBefore: [],
        records: async () =>
          (
            await app.db
              .select({ n: count() })
              .from(uploadedFiles)
              .where(eq(uploadedFiles.ownerId, user.id))
          )[0]!.n,
      };
    },
  },
  {
    name: 'a chat file',
    url: '/api/upload/chatAttachment',
    part: 'chatAttachment',
    maxBytes: limits.chatAttachmentMaxBytes,
    tooLarge: messages.chatAttachments.tooLarge,
    acceptedStatus: 201,
    folder: 'chat-attachments',
    perHour: 60,
    content: pdfOf,
    async sender(app) {
      const client = await createUser(app, { userType: 'client' });
      const tradie = await createUser(app, { userType: 'tradie' });
      const job = await insertJob(app, {
        clientId: client.id,
        serviceId: (await firstServiceId(app))!,
      });
      const { conversation } = await app.chats.openConversation({
        jobId: job.id,
        starterId: tradie.id,
        recipientId: client.id,
      });
      return {
        headers: { authorization: await signInFresh(app, tradie) },
        fieldsBefore: [{ field: 'conversationId', value: conversation.id }],
        records: async () =>
          (
            await app.db
              .select({ n: count() })
              .from(chatAttachments)
              .where(eq(chatAttachments.conversationId, conversation.id))
          )[0]!.n,
      };
    },
    // A PDF is kept as sent: the recipient gets every byte of it. Its bytes are read as a stream:
    // `inject` otherwise also decodes the whole body as UTF-8 text, which for 120 files of 10 MB
    // of binary took a fifth of this file's time.
    async checkAccepted(app, sender, response, content) {
      const { attachment } = response.json().data as { attachment: { url: string } };
      const fetched = await app.inject({
        url: attachment.url,
        headers: sender.headers,
        payloadAsStream: true,
      });
      expect(fetched.statusCode).toBe(200);
      const chunks: Buffer[] = [];
      for await (const chunk of fetched.stream()) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(content)).toBe(true);
    },
  },
  {
    name: 'an article cover',
    url: '/api/admin/blog/cover',
    part: 'cover',
    maxBytes: limits.jobPhotoMaxBytes,
    tooLarge: messages.jobs.photoTooLarge,
    acceptedStatus: 201,
    folder: 'blog-covers',
    perHour: 60,
    content: jpegOf,
    async sender(app) {
      const admin = await signInNewAdmin(app);
      return {
        headers: { cookie: admin.cookie },
        fieldsBefore: [],
        records: async () =>
          (
            await app.db
              .select({ n: count() })
              .from(auditLog)
              .where(and(eq(auditLog.staffId, admin.id), eq(auditLog.action, 'blog.coverUpload')))
          )[0]!.n,
      };
    },
  },
];

const ODD_CHUNK_SIZES = [1, 7, 509, 4093, 65_537, 262_147];

const deliveries = {
  'in one piece': (payload: Buffer) => [payload],
  // The last byte within the limit ends a chunk; the first byte past it comes alone in the next.
  'cut where the limit falls': (payload: Buffer, limitEnd: number) => [
    payload.subarray(0, limitEnd),
    payload.subarray(limitEnd, limitEnd + 1),
    payload.subarray(limitEnd + 1),
  ],
  'in odd sizes': (payload: Buffer) => {
    const chunks: Buffer[] = [];
    for (let start = 0, i = 0; start < payload.length; i += 1) {
      const size = ODD_CHUNK_SIZES[i % ODD_CHUNK_SIZES.length]!;
      chunks.push(payload.subarray(start, start + size));
      start += size;
    }
    return chunks;
  },
} satisfies Record<string, (payload: Buffer, limitEnd: number) => Buffer[]>;
type Delivery = keyof typeof deliveries;

/** The body as a stream of these chunks, each a turn after the last, as a slow connection sends. */
function streamOf(chunks: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) {
        if (chunk.length === 0) continue;
        await nextTurn();
        yield chunk;
      }
    })(),
  );
}

/** A sender's bodies, built once per file: a 10 MB body costs as much to build as to send. */
const bodies = new WeakMap<Sender, Map<Buffer, ReturnType<typeof multipartBody>>>();

function bodyOf(kind: Kind, sender: Sender, content: Buffer) {
  const built = bodies.get(sender) ?? new Map<Buffer, ReturnType<typeof multipartBody>>();
  bodies.set(sender, built);
  let body = built.get(content);
  if (!body) {
    body = multipartBody([
      ...sender.fieldsBefore,
      {
        field: kind.part,
        filename: 'upload.bin',
        content,
        contentType: 'application/octet-stream',
      },
    ]);
    built.set(content, body);
  }
  return body;
}

function upload(
  app: FastifyInstance,
  kind: Kind,
  sender: Sender,
  content: Buffer,
  delivery: Delivery,
) {
  const body = bodyOf(kind, sender, content);
  const boundary = body.contentType.split('boundary=')[1]!;
  const fileStart =
    body.payload.length - Buffer.byteLength(`\r\n--${boundary}--\r\n`) - content.length;
  const chunks = deliveries[delivery](body.payload, fileStart + kind.maxBytes);
  return app.inject({
    method: 'POST',
    url: kind.url,
    payload: delivery === 'in one piece' ? body.payload : streamOf(chunks),
    headers: { 'content-type': body.contentType, ...sender.headers },
  });
}

/** Where the files of one store live, as the test reads them back. */
interface StoreUnderTest {
  name: string;
  /** The kinds tried on it. */
  kinds: Kind[];
  env(): Record<string, string>;
  keys(app: FastifyInstance, folder: string): Promise<string[]>;
}

let s3: LocalS3 | undefined;
const stores: StoreUnderTest[] = [
  {
    name: 'the data folder',
    kinds,
    env: () => ({}),
    async keys(app, folder) {
      const directory = join(app.config.uploadsDir, folder);
      return existsSync(directory) ? readdirSync(directory).sort() : [];
    },
  },
  {
    name: 'an S3 bucket',
    // The size is settled before any store is touched; these two cover both ways a file is
    // stored (re-encoded under a new name, and kept as sent under a chosen key).
    kinds: kinds.filter((kind) => kind.folder === 'avatars' || kind.folder === 'chat-attachments'),
    env: () => s3!.env,
    async keys(_app, folder) {
      return (await s3!.keys()).filter((key) => key.startsWith(`${folder}/`));
    },
  },
];

describe.each(stores)('uploads stored in $name', (store) => {
  let testApp: TestApp;
  beforeAll(async () => {
    if (store.name === 'an S3 bucket') s3 = await startLocalS3();
    testApp = await buildTestApp(store.env());
  });
  afterAll(async () => {
    await testApp?.close();
    if (store.name === 'an S3 bucket') await s3?.close();
  });

  describe.each(store.kinds)('$name', (kind) => {
    it.each(Object.keys(deliveries) as Delivery[])(
      'takes exactly the limit whole and refuses one byte more with 413, storing nothing, 20 times in a row, sent %s',
      async (delivery) => {
        const app = testApp.app;
        const exact = kind.content(kind.maxBytes);
        const over = kind.content(kind.maxBytes + 1);
        let sender = await kind.sender(app);
        let sent = 0;
        for (let round = 1; round <= ROUNDS; round += 1) {
          if (sent + 2 > kind.perHour) {
            sender = await kind.sender(app);
            sent = 0;
          }
          sent += 2;
          const keysBefore = await store.keys(app, kind.folder);
          const recordsBefore = await sender.records();

          const refused = await upload(app, kind, sender, over, delivery);
          expect(refused.statusCode, `round ${round}: one byte over`).toBe(413);
          expect(refused.json()).toMatchObject({
            code: 'PAYLOAD_TOO_LARGE',
            message: kind.tooLarge,
          });
          expect(await store.keys(app, kind.folder), `round ${round}: files`).toEqual(keysBefore);
          expect(await sender.records(), `round ${round}: records`).toEqual(recordsBefore);

          const accepted = await upload(app, kind, sender, exact, delivery);
          expect(accepted.statusCode, `round ${round}: exactly the limit`).toBe(
            kind.acceptedStatus,
          );
          expect(await sender.records()).not.toEqual(recordsBefore);
          await kind.checkAccepted?.(app, sender, accepted, exact);
        }
      },
      120_000,
    );
  });
});
