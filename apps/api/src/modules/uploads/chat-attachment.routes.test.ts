import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { realtimeEvents } from '@trademate/shared/realtime';
import { chatMessageSchema } from '@trademate/shared/schemas/chats';
import { inTransaction } from '../../lib/after-commit';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, firstServiceId, TEST_PASSWORD } from '../../../test/factories';
import { multipartBody, type MultipartPart } from '../../../test/http';
import { insertJob } from '../../../test/job-fixtures';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { messages as messagesTable } from '../../db/schema/chats';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { safeFileName } from './chat-attachment-file';
import { MESSAGE_MAIL_DELAY_MS } from '../alerts/alerts.service';
import { CHAT_ATTACHMENTS_PER_HOUR } from './chat-attachment.routes';

const m = messages.chatAttachments;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const uploadsDir = () => app().config.uploadsDir;

interface Person {
  id: string;
  email: string;
  token: string;
  firstName: string;
}

let address = 0;
/** Each request its own address, so the sign-in rate limit (per address) never bites. */
const nextAddress = () => {
  address += 1;
  return `10.14.${Math.floor(address / 250)}.${address % 250}`;
};

async function person(
  userType: UserType,
  options: { verified?: boolean; firstName?: string } = {},
): Promise<Person> {
  const firstName = options.firstName ?? (userType === 'client' ? 'Olivia' : 'Mick');
  const user = await createUser(app(), { userType, firstName, verified: options.verified });
  const response = await app().inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { id: user.id, email: user.email, token: response.json().data.token, firstName };
}

/** A tradie who contacted a client about her job: their conversation. */
async function jobChat() {
  const client = await person('client');
  const tradie = await person('tradie');
  const job = await insertJob(app(), {
    clientId: client.id,
    serviceId: (await firstServiceId(app()))!,
  });
  const { conversation } = await app().chats.openConversation({
    jobId: job.id,
    starterId: tradie.id,
    recipientId: client.id,
  });
  await app().chats.postMessage({
    conversationId: conversation.id,
    senderId: tradie.id,
    body: 'Hi Olivia, I can do it on Thursday',
  });
  return { client, tradie, conversationId: conversation.id };
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

function file(filename: string, content: Buffer, contentType: string): MultipartPart {
  return { field: 'chatAttachment', filename, content, contentType };
}

function upload(who: Person | null, parts: MultipartPart[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return app().inject({
    method: 'POST',
    url: '/api/upload/chatAttachment',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...(who ? { authorization: who.token } : {}),
      ...headers,
    },
  });
}

function send(who: Person, conversationId: string, part: MultipartPart) {
  return upload(who, [{ field: 'conversationId', value: conversationId }, part]);
}

function fetchFile(url: string, who: Person | null, headers: Record<string, string> = {}) {
  return app().inject({
    method: 'GET',
    url,
    headers: { ...(who ? { authorization: who.token } : {}), ...headers },
  });
}

async function messageCount(conversationId: string) {
  const [row] = await app()
    .db.select({ n: count() })
    .from(messagesTable)
    .where(eq(messagesTable.conversationId, conversationId));
  return row!.n;
}

/** Every file in the data folder's chat folder (the default store). */
function storedChatFiles(): string[] {
  try {
    return readdirSync(join(uploadsDir(), 'chat-attachments')).sort();
  } catch {
    return [];
  }
}

// A large photo with camera metadata that must not survive.
const photo = await sharp({
  create: { width: 3000, height: 2000, channels: 3, background: '#2f7d4a' },
})
  .png()
  .withMetadata({ exif: { IFD0: { Artist: 'Mick Thompson', Copyright: 'private' } } })
  .toBuffer();

describe('POST /api/upload/chatAttachment', () => {
  it('sends a PDF as a message the other person reads, lists, is notified of and downloads', async () => {
    const { client, tradie, conversationId } = await jobChat();
    const toUser = vi.spyOn(app().realtime, 'toUser');
    const response = await send(
      tradie,
      conversationId,
      file('Quote 42.pdf', pdf, 'application/pdf'),
    );
    expect(response.statusCode).toBe(201);
    const message = chatMessageSchema.parse(response.json().data);
    expect(message).toMatchObject({
      senderId: tradie.id,
      body: '',
      isMine: true,
      attachment: {
        kind: 'pdf',
        name: 'Quote 42.pdf',
        size: pdf.length,
        thumbnailUrl: null,
        width: null,
        height: null,
      },
    });
    const attachment = message.attachment!;
    expect(attachment.url).toBe(`/api/upload/chatAttachment/${attachment._id}`);

    // Live, to both people, once the message is stored.
    await vi.waitFor(() =>
      expect(toUser).toHaveBeenCalledWith(client.id, realtimeEvents.chatMessage, {
        conversationId,
        message: expect.objectContaining({ _id: message._id, isMine: false, attachment }),
        // Before a hire the conversation hides contact details (decision 026).
        contactsHidden: true,
      }),
    );
    toUser.mockRestore();

    const listed = await fetchFile(`/api/chat/${conversationId}/messages`, client);
    expect(listed.json().data.items[0]).toEqual({ ...message, isMine: false });
    const conversations = await fetchFile('/api/chat', client);
    expect(conversations.json().data.items[0]).toMatchObject({
      _id: conversationId,
      lastMessagePreview: 'Sent a PDF: Quote 42.pdf',
      unreadCount: 2,
    });
    const [notification] = await app()
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, client.id));
    expect(notification).toMatchObject({
      title: messages.chats.messageReceivedTitle('Mick'),
      body: 'Sent a PDF: Quote 42.pdf',
    });

    const download = await fetchFile(attachment.url, client);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Quote 42.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'content-length': String(pdf.length),
    });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // The sender downloads it too.
    expect((await fetchFile(attachment.url, tradie)).rawPayload.equals(pdf)).toBe(true);
  });

  it("says what was sent in the other person's chat mail", async () => {
    const { client, tradie, conversationId } = await jobChat();
    expect(
      (await send(tradie, conversationId, file('Quote 7.pdf', pdf, 'application/pdf'))).statusCode,
    ).toBe(201);
    expect((await send(tradie, conversationId, file('a.png', photo, 'image/png'))).statusCode).toBe(
      201,
    );
    await app().alerts.sweep(new Date(Date.now() + MESSAGE_MAIL_DELAY_MS + 1_000));
    const mails = await app().db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      messages.mails.alerts.messagesSubject('Mick', 3),
    ]);
    expect(mails[0]!.text).toContain('Sent a PDF: Quote 7.pdf');
    expect(mails[0]!.text).toContain(m.photoPreview);
  });

  it('re-encodes a photo as WebP of at most 2048px without metadata, with a 480px thumbnail', async () => {
    const { client, tradie, conversationId } = await jobChat();
    const response = await send(client, conversationId, file('site photo.png', photo, 'image/png'));
    expect(response.statusCode).toBe(201);
    const attachment = response.json().data.attachment;
    expect(attachment).toMatchObject({
      kind: 'image',
      name: 'site photo.webp',
      width: 2048,
      height: 1365,
      thumbnailUrl: `/api/upload/chatAttachment/${attachment._id}/thumbnail`,
    });

    const full = await fetchFile(attachment.url, tradie);
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': 'inline; filename="site photo.webp"',
      'x-content-type-options': 'nosniff',
    });
    expect(attachment.size).toBe(full.rawPayload.length);
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 2048, height: 1365 });
    expect(fullMeta.exif).toBeUndefined();

    const thumbnail = await fetchFile(attachment.thumbnailUrl, tradie);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumbnail.rawPayload).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(thumbMeta.exif).toBeUndefined();

    const conversations = await fetchFile('/api/chat', tradie);
    expect(conversations.json().data.items[0].lastMessagePreview).toBe(m.photoPreview);
  });

  it('accepts a JPEG and a WebP, and keeps a small photo its size', async () => {
    const { tradie, conversationId } = await jobChat();
    const small = sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } });
    for (const [name, type, content] of [
      ['a.jpg', 'image/jpeg', await small.clone().jpeg().toBuffer()],
      ['a.webp', 'image/webp', await small.clone().webp().toBuffer()],
    ] as const) {
      const response = await send(tradie, conversationId, file(name, content, type));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attachment).toMatchObject({ width: 300, height: 200 });
    }
  });

  it('decides the type by the bytes: the declared type and the name count for nothing', async () => {
    const { client, tradie, conversationId } = await jobChat();
    const before = await messageCount(conversationId);
    const filesBefore = storedChatFiles();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const refused of [
      file('quote.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf'),
      file('photo.png', Buffer.from('<svg onload=alert(1)>'), 'image/png'),
      file('a.gif', gif, 'image/gif'),
      // The PDF signature must open the file, not merely appear in it.
      file('late.pdf', Buffer.concat([Buffer.from('junk'), pdf]), 'application/pdf'),
      file('empty.pdf', Buffer.alloc(0), 'application/pdf'),
    ]) {
      const response = await send(tradie, conversationId, refused);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: m.unsupportedType,
      });
    }
    expect(await messageCount(conversationId)).toBe(before);
    expect(storedChatFiles()).toEqual(filesBefore);

    // A real PDF sent as a "photo" is a PDF, named as one.
    const disguised = await send(client, conversationId, file('photo.jpg', pdf, 'image/jpeg'));
    expect(disguised.statusCode).toBe(201);
    expect(disguised.json().data.attachment).toMatchObject({ kind: 'pdf', name: 'photo.pdf' });
  });

  it('makes the file name safe: no folders, quotes, control or direction characters', async () => {
    const { tradie, conversationId } = await jobChat();
    const named = async (filename: string) =>
      (await send(tradie, conversationId, file(filename, pdf, 'application/pdf'))).json().data
        .attachment;
    expect((await named('../../etc/passwd')).name).toBe('passwd.pdf');
    expect((await named('C:\\Users\\mick\\quote.pdf')).name).toBe('quote.pdf');
    expect((await named('invoice\u202Efdp.exe')).name).toBe('invoicefdp.pdf');
    expect((await named('.pdf')).name).toBe('document.pdf');
    expect((await named(`${'a'.repeat(300)}.pdf`)).name).toBe(`${'a'.repeat(100)}.pdf`);

    const unicode = await named('Angebot für Küche.pdf');
    expect(unicode.name).toBe('Angebot für Küche.pdf');
    const download = await fetchFile(unicode.url, tradie);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Angebot f?r K?che.pdf"; filename*=UTF-8''Angebot%20f%C3%BCr%20K%C3%BCche.pdf`,
    );
  });

  it('refuses a file over 10 MB with 413 before decoding it, storing nothing', async () => {
    const { tradie, conversationId } = await jobChat();
    const before = await messageCount(conversationId);
    const filesBefore = storedChatFiles();
    const tooBig = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await send(tradie, conversationId, file('big.pdf', tooBig, 'application/pdf'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: m.tooLarge });

    // A declared length over the limit is refused before the body is read at all.
    const declared = await upload(
      tradie,
      [{ field: 'conversationId', value: conversationId }, file('a.pdf', pdf, 'application/pdf')],
      { 'content-length': String(11 * 1024 * 1024) },
    );
    expect(declared.statusCode).toBe(413);
    expect(await messageCount(conversationId)).toBe(before);
    expect(storedChatFiles()).toEqual(filesBefore);

    // Exactly 10 MB is fine.
    const largest = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length)]);
    const accepted = await send(
      tradie,
      conversationId,
      file('big.pdf', largest, 'application/pdf'),
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.attachment.size).toBe(10 * 1024 * 1024);
  });

  it('refuses anyone who is not one of the two people, reading nothing of the file', async () => {
    const { tradie, conversationId } = await jobChat();
    const before = await messageCount(conversationId);
    const stranger = await person('tradie', { firstName: 'Ben' });
    const notMine = await send(stranger, conversationId, file('a.pdf', pdf, 'application/pdf'));
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: messages.chats.notFound,
    });
    const unknown = await send(
      tradie,
      '00000000-0000-4000-8000-000000000000',
      file('a.pdf', pdf, 'application/pdf'),
    );
    expect(unknown.statusCode).toBe(404);

    const anonymous = await upload(null, [
      { field: 'conversationId', value: conversationId },
      file('a.pdf', pdf, 'application/pdf'),
    ]);
    expect(anonymous.statusCode).toBe(401);

    const unverified = await person('client', { verified: false });
    const refused = await send(unverified, conversationId, file('a.pdf', pdf, 'application/pdf'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_VERIFIED');
    expect(await messageCount(conversationId)).toBe(before);
  });

  it('refuses a missing or late conversation, a wrong part and a body that is not multipart', async () => {
    const { tradie, conversationId } = await jobChat();
    const noConversation = await upload(tradie, [file('a.pdf', pdf, 'application/pdf')]);
    expect(noConversation.statusCode).toBe(400);
    expect(noConversation.json()).toMatchObject({
      message: m.conversationRequired,
      errors: [{ path: 'conversationId', message: m.conversationRequired }],
    });
    // The conversation must come before the file, so nobody's file is read before the check.
    const late = await upload(tradie, [
      file('a.pdf', pdf, 'application/pdf'),
      { field: 'conversationId', value: conversationId },
    ]);
    expect(late.statusCode).toBe(400);
    const malformed = await send(tradie, 'not-an-id', file('a.pdf', pdf, 'application/pdf'));
    expect(malformed.statusCode).toBe(400);
    const wrongPart = await upload(tradie, [
      { field: 'conversationId', value: conversationId },
      { field: 'photo', filename: 'a.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().message).toBe(m.required);
    const json = await app().inject({
      method: 'POST',
      url: '/api/upload/chatAttachment',
      payload: { conversationId },
      headers: { authorization: tradie.token },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('VALIDATION');
  });

  it(`lets a person send ${CHAT_ATTACHMENTS_PER_HOUR} files an hour, then answers 429`, async () => {
    const { tradie, conversationId } = await jobChat();
    for (let i = 0; i < CHAT_ATTACHMENTS_PER_HOUR; i += 1) {
      const response = await send(tradie, conversationId, file('a.pdf', pdf, 'application/pdf'));
      expect(response.statusCode).toBe(201);
    }
    const refused = await send(tradie, conversationId, file('a.pdf', pdf, 'application/pdf'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: m.rateLimited(CHAT_ATTACHMENTS_PER_HOUR, '60 minutes'),
    });
  });

  it('answers 503 when the file store fails, leaving no message behind', async () => {
    const { tradie, conversationId } = await jobChat();
    const before = await messageCount(conversationId);
    // The chat folder cannot be made: a file stands where it would be.
    const folder = join(uploadsDir(), 'chat-attachments');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(uploadsDir(), { recursive: true });
    writeFileSync(folder, 'not a folder');
    try {
      const response = await send(tradie, conversationId, file('a.pdf', pdf, 'application/pdf'));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'STORAGE_UNAVAILABLE',
        message: messages.outage.storage,
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(await messageCount(conversationId)).toBe(before);
    } finally {
      rmSync(folder, { force: true });
    }
    const recovered = await send(tradie, conversationId, file('a.pdf', pdf, 'application/pdf'));
    expect(recovered.statusCode).toBe(201);
  });
});

describe('safeFileName', () => {
  it('keeps a readable name and the stored extension, and nothing a header or a disk would trip on', () => {
    expect(safeFileName('"quote";.pdf', 'pdf', 'document')).toBe('quote.pdf');
    expect(safeFileName('a\r\nSet-Cookie: x.pdf', 'pdf', 'document')).toBe('a Set-Cookie x.pdf');
    expect(safeFileName('tab\tand  spaces .png', 'webp', 'photo')).toBe('tab and spaces.webp');
    expect(safeFileName('..', 'pdf', 'document')).toBe('document.pdf');
    expect(safeFileName('', 'webp', 'photo')).toBe('photo.webp');
    expect(safeFileName('e\u0301te\u0301.pdf', 'pdf', 'document')).toBe('\u00e9t\u00e9.pdf');
  });
});

describe('GET /api/upload/chatAttachment/:id', () => {
  async function sentPhotoAndPdf() {
    const chat = await jobChat();
    const photoMessage = await send(
      chat.tradie,
      chat.conversationId,
      file('a.png', photo, 'image/png'),
    );
    const pdfMessage = await send(
      chat.tradie,
      chat.conversationId,
      file('q.pdf', pdf, 'application/pdf'),
    );
    return {
      ...chat,
      photo: photoMessage.json().data.attachment,
      pdf: pdfMessage.json().data.attachment,
    };
  }

  it('gives a file to no one but the two people: a third user, a signed-out visitor, an ended session', async () => {
    const { client, photo: image, pdf: document } = await sentPhotoAndPdf();
    const urls = [document.url, image.url, image.thumbnailUrl];

    const stranger = await person('client', { firstName: 'Ava' });
    for (const url of urls) {
      const response = await fetchFile(url, stranger);
      expect(response.statusCode).toBe(404);
      // The same answer as for a file that does not exist.
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: m.notFound });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    const unknown = await fetchFile(
      '/api/upload/chatAttachment/00000000-0000-4000-8000-000000000000',
      client,
    );
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: m.notFound });

    for (const url of urls) expect((await fetchFile(url, null)).statusCode).toBe(401);

    // Once she signs out, the token that fetched the file a moment ago fetches nothing.
    expect((await fetchFile(document.url, client)).statusCode).toBe(200);
    const signOut = await app().inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: client.token },
    });
    expect(signOut.statusCode).toBe(200);
    for (const url of urls) {
      const response = await fetchFile(url, client);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }

    // The public uploads folder never serves a chat file, whatever its key.
    const [row] = await app()
      .db.select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, document._id));
    expect((await app().inject({ url: `/uploads/${row!.storageKey}` })).statusCode).toBe(404);
  });

  it('asks again on every use: a browser that has the file gets 304 only while still allowed', async () => {
    const { client, photo: image } = await sentPhotoAndPdf();
    const first = await fetchFile(image.url, client);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${image._id}"`);
    const again = await fetchFile(image.url, client, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stranger = await person('client');
    expect((await fetchFile(image.url, stranger, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('gives no one the file of a message staff removed, nor its thumbnail', async () => {
    const { client, tradie, photo: image, pdf: document } = await sentPhotoAndPdf();
    expect((await fetchFile(image.url, client)).statusCode).toBe(200);
    for (const attachment of [image, document]) {
      const [row] = await app()
        .db.select({ messageId: chatAttachments.messageId })
        .from(chatAttachments)
        .where(eq(chatAttachments.id, attachment._id));
      await inTransaction(app().db, (tx) => app().chats.removeByStaff(row!.messageId, tx));
    }
    for (const url of [image.url, image.thumbnailUrl, document.url]) {
      for (const who of [client, tradie]) {
        const response = await fetchFile(url, who);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe(m.notFound);
      }
    }
  });

  it('has no thumbnail for a PDF, and refuses a malformed id with 400', async () => {
    const { client, pdf: document } = await sentPhotoAndPdf();
    expect((await fetchFile(`${document.url}/thumbnail`, client)).statusCode).toBe(404);
    expect((await fetchFile('/api/upload/chatAttachment/nope', client)).statusCode).toBe(400);
  });

  it('answers 404 when the stored file is gone, and 503 when the store fails', async () => {
    const { client, pdf: document } = await sentPhotoAndPdf();
    const [row] = await app()
      .db.select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, document._id));
    const path = join(uploadsDir(), row!.storageKey);
    rmSync(path);
    expect((await fetchFile(document.url, client)).statusCode).toBe(404);
    // A folder where the file should be: the store cannot read it.
    mkdirSync(path);
    const failed = await fetchFile(document.url, client);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('STORAGE_UNAVAILABLE');
    rmSync(path, { recursive: true });
  });
});
