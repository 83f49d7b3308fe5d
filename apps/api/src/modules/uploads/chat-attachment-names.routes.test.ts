import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartBody, type MultipartPart } from '../../../test/http';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { MESSAGE_MAIL_DELAY_MS } from '../alerts/alerts.service';

/**
 * A chat file's name is masked by the rule that masks a message (decision 057): until a hire,
 * neither the message, the conversations list, the notification, the chat mail nor the download's
 * Content-Disposition carries the contact details in it.
 */

const HIDDEN = messages.chats.hiddenContactDetails;
const m = messages.chatAttachments;

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['payments'] });
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

const api = apiClient(app, { paidTradies: true });
const { call } = api;
const person = (userType: UserType, serviceIds: string[] = []) =>
  api.signedIn(userType, { firstName: userType === 'client' ? 'Olivia' : 'Mick', serviceIds });

/** A client's open job and a paid professional who wrote about it through the job request. */
async function contactedJob() {
  const [service] = await takeServices(1);
  const client = await person('client');
  const tradie = await person('tradie', [service!.id]);
  const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
  const contacted = await call('POST', `/api/jobRequest/${job.id}/contact`, tradie, {
    message: 'Hi Olivia, quote attached.',
  });
  expect(contacted.statusCode).toBe(201);
  return { client, tradie, jobId: job.id, conversationId: contacted.json().data.conversationId };
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const photo = await sharp({
  create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
})
  .png()
  .toBuffer();

async function sendFile(who: Person, conversationId: string, part: MultipartPart) {
  const body = multipartBody([{ field: 'conversationId', value: conversationId }, part]);
  const response = await app().inject({
    method: 'POST',
    url: '/api/upload/chatAttachment',
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: who.token },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as {
    _id: string;
    detailsHidden: boolean;
    attachment: { _id: string; name: string; url: string; thumbnailUrl: string | null };
  };
}

async function newestMessage(conversationId: string, who: Person) {
  const response = await call('GET', `/api/chat/${conversationId}/messages`, who);
  expect(response.statusCode).toBe(200);
  return response.json().data.items[0] as {
    detailsHidden: boolean;
    attachment: { name: string };
  };
}

async function preview(conversationId: string, who: Person) {
  const response = await call('GET', '/api/chat', who);
  const items = response.json().data.items as Array<{ _id: string; lastMessagePreview: string }>;
  return items.find((item) => item._id === conversationId)?.lastMessagePreview;
}

async function dispositionOf(url: string, who: Person) {
  const response = await call('GET', url, who);
  expect(response.statusCode).toBe(200);
  return response.headers['content-disposition'];
}

const PDF_NAME = 'Quote for Olivia - call 0412 345 678.pdf';
const PDF_MASKED = `Quote for Olivia - call ${HIDDEN}.pdf`;

describe('a chat file whose name holds contact details', () => {
  it('shows the name masked everywhere before the hire, and keeps it as sent', async () => {
    const { client, tradie, conversationId } = await contactedJob();
    // The client has read the first message, so the file brings a notification of its own.
    expect((await call('POST', `/api/chat/${conversationId}/read`, client)).statusCode).toBe(200);
    const sent = await sendFile(tradie, conversationId, {
      field: 'chatAttachment',
      filename: PDF_NAME,
      content: pdf,
      contentType: 'application/pdf',
    });
    expect(sent).toMatchObject({ detailsHidden: true, attachment: { name: PDF_MASKED } });

    for (const reader of [client, tradie]) {
      expect(await newestMessage(conversationId, reader)).toMatchObject({
        detailsHidden: true,
        attachment: { name: PDF_MASKED },
      });
      expect(await preview(conversationId, reader)).toBe(m.pdfPreview(PDF_MASKED));
      const disposition = await dispositionOf(sent.attachment.url, reader);
      expect(disposition).toContain('attachment;');
      expect(disposition).not.toContain('0412');
      expect(decodeURIComponent(disposition!)).toContain(PDF_MASKED);
    }

    const written = await app()
      .db.select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, client.id));
    expect(written.map((row) => row.body)).toContain(m.pdfPreview(PDF_MASKED));
    expect(written.some((row) => row.body.includes('0412'))).toBe(false);

    await app().alerts.sweep(new Date(Date.now() + MESSAGE_MAIL_DELAY_MS + 1_000));
    const mails = await app().db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    const mail = mails.find((row) => row.text.includes(m.pdfPreview(PDF_MASKED)));
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain('0412');

    // Stored as sent: the rule of the moment applies when it is read.
    const [stored] = await app()
      .db.select({ fileName: chatAttachments.fileName })
      .from(chatAttachments)
      .where(eq(chatAttachments.id, sent.attachment._id));
    expect(stored!.fileName).toBe(PDF_NAME);
  });

  it('shows the name as sent once the client hired the professional', async () => {
    const { client, tradie, jobId, conversationId } = await contactedJob();
    const sent = await sendFile(tradie, conversationId, {
      field: 'chatAttachment',
      filename: PDF_NAME,
      content: pdf,
      contentType: 'application/pdf',
    });
    const hired = await call('POST', `/api/job/${jobId}/hire`, client, { tradieId: tradie.id });
    expect(hired.statusCode).toBe(200);

    for (const reader of [client, tradie]) {
      expect(await newestMessage(conversationId, reader)).toMatchObject({
        detailsHidden: false,
        attachment: { name: PDF_NAME },
      });
      expect(await preview(conversationId, reader)).toBe(m.pdfPreview(PDF_NAME));
      expect(decodeURIComponent((await dispositionOf(sent.attachment.url, reader))!)).toContain(
        PDF_NAME,
      );
    }
  });

  it("masks a photo's name, in its download and its thumbnail's", async () => {
    const { client, tradie, conversationId } = await contactedJob();
    const sent = await sendFile(client, conversationId, {
      field: 'chatAttachment',
      filename: 'olivia at gmail dot com.png',
      content: photo,
      contentType: 'image/png',
    });
    expect(sent).toMatchObject({ detailsHidden: true, attachment: { name: `${HIDDEN}.webp` } });
    for (const url of [sent.attachment.url, sent.attachment.thumbnailUrl!]) {
      const disposition = await dispositionOf(url, tradie);
      expect(disposition).toContain('inline;');
      expect(disposition).not.toContain('gmail');
    }
    // A photo's preview names no file: nothing to mask there.
    expect(await preview(conversationId, tradie)).toBe(m.photoPreview);
  });

  it('leaves a name without contact details as sent, and saying nothing was hidden', async () => {
    const { client, tradie, conversationId } = await contactedJob();
    const name = 'Invoice 20231145 - 42 Smith St Parramatta 2150.pdf';
    const sent = await sendFile(tradie, conversationId, {
      field: 'chatAttachment',
      filename: name,
      content: pdf,
      contentType: 'application/pdf',
    });
    expect(sent).toMatchObject({ detailsHidden: false, attachment: { name } });
    expect(await newestMessage(conversationId, client)).toMatchObject({
      detailsHidden: false,
      attachment: { name },
    });
  });

  it('gives the file, masked or not, to no one but the two people', async () => {
    const { tradie, conversationId } = await contactedJob();
    const sent = await sendFile(tradie, conversationId, {
      field: 'chatAttachment',
      filename: PDF_NAME,
      content: pdf,
      contentType: 'application/pdf',
    });
    const stranger = await person('client');
    expect((await call('GET', sent.attachment.url, stranger)).statusCode).toBe(404);
    expect((await call('GET', sent.attachment.url, null)).statusCode).toBe(401);
  });
});
