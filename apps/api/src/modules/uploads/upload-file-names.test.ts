import { existsSync, readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, firstServiceId, setSubscription } from '../../../test/factories';
import { insertJob, signInFresh } from '../../../test/job-fixtures';
import { signInNewAdmin, type SignedInStaff } from '../../../test/staff';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { messages as chatMessages } from '../../db/schema/chats';

let testApp: TestApp;
let clientToken: string;
let apprenticeToken: string;
let admin: SignedInStaff;
let conversationId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const app = testApp.app;
  const client = await createUser(app, { userType: 'client' });
  clientToken = await signInFresh(app, client);
  apprenticeToken = await signInFresh(app, await createUser(app, { userType: 'apprentice' }));
  const tradie = await createUser(app, { userType: 'tradie' });
  await setSubscription(app, tradie.id, 'active');
  admin = await signInNewAdmin(app);
  const job = await insertJob(app, {
    clientId: client.id,
    serviceId: (await firstServiceId(app))!,
  });
  const { conversation } = await app.chats.openConversation({
    jobId: job.id,
    starterId: tradie.id,
    recipientId: client.id,
  });
  conversationId = conversation.id;
});
afterAll(async () => {
  await testApp?.close();
});

const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3f98c4' } })
  .png()
  .toBuffer();

/**
 * A multipart body whose file part's `Content-Disposition` is written byte for byte, as a client
 * with a broken encoder (or a hostile one) writes it; fields go before the file.
 */
function multipartWithName(
  part: string,
  disposition: Buffer,
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = '----trademate-names';
  const chunks: Buffer[] = Object.entries(fields).map((entry) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${entry[0]}"\r\n\r\n${entry[1]}\r\n`,
    ),
  );
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part}"; `),
    disposition,
    Buffer.from('\r\nContent-Type: image/png\r\n\r\n'),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );

/** File names no upload may carry: a NUL, bytes that are not UTF-8, however they are written. */
const refusedNames: Array<[string, Buffer]> = [
  ['a NUL', bytes('filename="photo', [0x00], '.png"')],
  ['a byte that is no UTF-8', bytes('filename="photo', [0xff], '.png"')],
  ['an overlong form', bytes('filename="photo', [0xc0, 0xae], 'png"')],
  ["a surrogate's UTF-8 form", bytes('filename="photo', [0xed, 0xa0, 0x80], '.png"')],
  ['a cut-short character', bytes('filename="photo', [0xe2, 0x82], '.png"')],
  ['a NUL, %-encoded', bytes("filename*=UTF-8''photo%00.png")],
  ['a byte that is no UTF-8, %-encoded', bytes("filename*=UTF-8''photo%FF.png")],
];

interface UploadKind {
  label: string;
  url: string;
  part: string;
  headers: () => Record<string, string>;
  fields?: () => Record<string, string>;
  stored: number;
}

const kinds: UploadKind[] = [
  {
    label: 'an avatar',
    url: '/api/upload',
    part: 'userAvatar',
    headers: () => ({ authorization: clientToken }),
    stored: 200,
  },
  {
    label: 'a job photo',
    url: '/api/upload/jobPhoto',
    part: 'jobPhoto',
    headers: () => ({ authorization: clientToken }),
    stored: 201,
  },
  {
    label: 'a logbook photo',
    url: '/api/upload/logbookPhoto',
    part: 'logbookPhoto',
    headers: () => ({ authorization: apprenticeToken }),
    stored: 201,
  },
  {
    label: 'a chat attachment',
    url: '/api/upload/chatAttachment',
    part: 'chatAttachment',
    headers: () => ({ authorization: clientToken }),
    fields: () => ({ conversationId }),
    stored: 201,
  },
  {
    label: "an article's cover",
    url: '/api/admin/blog/cover',
    part: 'cover',
    headers: () => ({ cookie: admin.cookie }),
    stored: 201,
  },
];

/** Every file the store holds, by its path under the uploads folder. */
function storedFiles(): string[] {
  const root = testApp.app.config.uploadsDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort();
}

async function rowsIn(table: typeof chatAttachments | typeof chatMessages) {
  const [row] = await testApp.app.db.select({ n: count() }).from(table);
  return row!.n;
}

let address = 0;
function upload(kind: UploadKind, disposition: Buffer) {
  address += 1;
  const body = multipartWithName(kind.part, disposition, kind.fields?.());
  return testApp.app.inject({
    method: 'POST',
    url: kind.url,
    remoteAddress: `10.54.${address >> 8}.${address & 255}`,
    headers: { ...kind.headers(), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe("an uploaded file's name", () => {
  it.each(kinds)(
    'refuses $label whose name is not sound text with 400, storing nothing',
    async (kind) => {
      const filesBefore = storedFiles();
      const attachmentsBefore = await rowsIn(chatAttachments);
      const messagesBefore = await rowsIn(chatMessages);
      for (const [what, disposition] of refusedNames) {
        const response = await upload(kind, disposition);
        const message = messages.text.fileName(kind.part);
        expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
        expect(response.json(), what).toEqual({
          responseCode: 400,
          code: 'VALIDATION',
          message,
          errors: [{ path: kind.part, message }],
        });
      }
      expect(storedFiles()).toEqual(filesBefore);
      expect(await rowsIn(chatAttachments)).toBe(attachmentsBefore);
      expect(await rowsIn(chatMessages)).toBe(messagesBefore);

      // Any other name, accents and emoji included, goes through.
      const sound = await upload(kind, bytes('filename="Zoë 😀 deck.png"'));
      expect(sound.statusCode, sound.body).toBe(kind.stored);
      expect(storedFiles().length).toBeGreaterThan(filesBefore.length);
    },
  );
});
