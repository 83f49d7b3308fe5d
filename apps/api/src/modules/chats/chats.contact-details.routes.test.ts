import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { realtimeEvents, realtimePath, type ChatMessageEvent } from '@trademate/shared/realtime';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { startLocalPushService, type LocalPushService } from '../../../test/local-push-service';
import { messages as messagesTable } from '../../db/schema/chats';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';
import { MESSAGE_MAIL_DELAY_MS } from '../alerts/alerts.service';

const HIDDEN = messages.chats.hiddenContactDetails;

let testApp: TestApp;
let pushService: LocalPushService;
let baseUrl: string;
let takeServices: ReturnType<typeof createServicePool>;
const openSockets: Socket[] = [];

beforeAll(async () => {
  pushService = await startLocalPushService();
  testApp = await buildTestApp({}, { passes: ['payments'], pushAgent: pushService.agent });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  takeServices = createServicePool(testApp.app);
});
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.close();
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

const app = () => testApp.app;

const { call, signedIn: person } = apiClient(app, { paidTradies: true });

const CONTACT =
  'Hi Olivia, I can fix the tap on Friday for $180 inc GST. Call me on 0412 345 678 or email mick at mickplumbing dot com dot au';
const CONTACT_MASKED = `Hi Olivia, I can fix the tap on Friday for $180 inc GST. Call me on ${HIDDEN} or email ${HIDDEN}`;

/** A client's open job and a paid professional who wrote about it through the job request. */
async function contactedJob(body = CONTACT) {
  const [service] = await takeServices(1);
  const client = await person('client', { firstName: 'Olivia' });
  const tradie = await person('tradie', { serviceIds: [service!.id], firstName: 'Mick' });
  const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
  const conversationId = await contact(job.id, tradie, body);
  return { client, tradie, job, serviceId: service!.id, conversationId };
}

async function contact(jobId: string, tradie: Person, body: string): Promise<string> {
  const response = await call('POST', `/api/jobRequest/${jobId}/contact`, tradie, {
    message: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.conversationId;
}

async function hire(client: Person, jobId: string, tradieId: string) {
  const response = await call('POST', `/api/job/${jobId}/hire`, client, { tradieId });
  expect(response.statusCode).toBe(200);
}

async function send(conversationId: string, who: Person, body: string) {
  const response = await call('POST', `/api/chat/${conversationId}/messages`, who, { body });
  expect(response.statusCode).toBe(201);
  return response.json().data as { body: string; detailsHidden: boolean; isMine: boolean };
}

async function readMessages(conversationId: string, who: Person) {
  const response = await call('GET', `/api/chat/${conversationId}/messages`, who);
  expect(response.statusCode).toBe(200);
  return (
    response.json().data.items as Array<{ body: string; detailsHidden: boolean; isMine: boolean }>
  ).map(({ body, detailsHidden, isMine }) => ({ body, detailsHidden, isMine }));
}

async function header(conversationId: string, who: Person) {
  const response = await call('GET', `/api/chat/${conversationId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json().data as { contactsHidden: boolean };
}

async function preview(conversationId: string, who: Person) {
  const response = await call('GET', '/api/chat', who);
  expect(response.statusCode).toBe(200);
  const items = response.json().data.items as Array<{ _id: string; lastMessagePreview: string }>;
  return items.find((item) => item._id === conversationId)?.lastMessagePreview;
}

async function storedBodies(conversationId: string) {
  const rows = await app()
    .db.select({ body: messagesTable.body })
    .from(messagesTable)
    .where(eq(messagesTable.conversationId, conversationId));
  return rows.map((row) => row.body);
}

function openSocket(token: string): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: realtimePath,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  openSockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextMessageEvent(socket: Socket): Promise<ChatMessageEvent> {
  return new Promise((resolve) => socket.once(realtimeEvents.chatMessage, resolve));
}

describe('contact details in a job’s chat before the hire', () => {
  it('are hidden from both sides when read, and stored as sent', async () => {
    const { client, tradie, conversationId } = await contactedJob();

    expect(await storedBodies(conversationId)).toEqual([CONTACT]);
    expect(await readMessages(conversationId, client)).toEqual([
      { body: CONTACT_MASKED, detailsHidden: true, isMine: false },
    ]);
    expect(await readMessages(conversationId, tradie)).toEqual([
      { body: CONTACT_MASKED, detailsHidden: true, isMine: true },
    ]);
    expect(await header(conversationId, client)).toMatchObject({ contactsHidden: true });
    expect(await header(conversationId, tradie)).toMatchObject({ contactsHidden: true });
    expect(await preview(conversationId, client)).toBe(CONTACT_MASKED);
    expect(await preview(conversationId, tradie)).toBe(CONTACT_MASKED);
  });

  it('answer the sender with the message as the other side reads it, saying details are hidden', async () => {
    const { client, tradie, conversationId } = await contactedJob('Hi, I can help.');

    expect(await send(conversationId, client, 'Send it to olivia.b@gmail.com thanks')).toEqual(
      expect.objectContaining({
        body: `Send it to ${HIDDEN} thanks`,
        detailsHidden: true,
        isMine: true,
      }),
    );
    const plain = 'Friday 7:30am at 42 Smith St, Parramatta NSW 2150 suits, $180 is fine.';
    expect(await send(conversationId, tradie, plain)).toEqual(
      expect.objectContaining({ body: plain, detailsHidden: false, isMine: true }),
    );
    // The latest message has no details: the preview is the stored one.
    expect(await preview(conversationId, client)).toBe(plain);
  });

  it('are hidden in the notification, the push and the mail that quote the message', async () => {
    const { client, tradie, conversationId } = await contactedJob('Hi, I can help.');
    const device = pushService.newDevice();
    const subscribed = await call('POST', '/api/push/subscriptions', client, device.subscription);
    expect(subscribed.statusCode).toBe(201);

    await send(conversationId, tradie, 'Easier by phone: zero four one two 345 678');
    const sentAt = Date.now();

    const [notification] = await app()
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, client.id))
      .then((rows) => rows.filter((row) => row.kind === 'message_received'));
    expect(notification!.body).toBe(`Easier by phone: ${HIDDEN}`);
    const pushes = await app()
      .db.select({ payload: pushOutbox.payload })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.userId, client.id));
    expect(pushes.map((push) => push.payload.body)).toContain(`Easier by phone: ${HIDDEN}`);

    await app().alerts.sweep(new Date(sentAt + MESSAGE_MAIL_DELAY_MS + 1_000));
    const mails = await app().db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    const mail = mails.find((row) => row.text.includes('Easier by phone'));
    expect(mail!.text).toContain(`Easier by phone: ${HIDDEN}`);
    expect(mail!.html).toContain('Easier by phone: [contact details hidden]');
    for (const quoted of [mail!.text, mail!.html]) {
      expect(quoted).not.toContain('zero four one two');
      expect(quoted).not.toContain('345 678');
    }
  });

  it('are hidden in the realtime event each side receives', async () => {
    const { client, tradie, conversationId } = await contactedJob('Hi, I can help.');
    const clientSocket = await openSocket(client.token);
    const tradieSocket = await openSocket(tradie.token);

    const toClient = nextMessageEvent(clientSocket);
    const toTradie = nextMessageEvent(tradieSocket);
    await send(conversationId, tradie, 'My site is www.mickplumbing.com.au');
    for (const [event, isMine] of [
      [await toClient, false],
      [await toTradie, true],
    ] as const) {
      expect(event).toMatchObject({
        conversationId,
        contactsHidden: true,
        message: { body: `My site is ${HIDDEN}`, detailsHidden: true, isMine },
      });
    }
  });
});

describe('contact details in a job’s chat after the hire', () => {
  it('show to both sides, in the history, the header, the list and new messages', async () => {
    const { client, tradie, job, conversationId } = await contactedJob();
    await hire(client, job.id, tradie.id);

    expect(await readMessages(conversationId, client)).toEqual([
      { body: CONTACT, detailsHidden: false, isMine: false },
    ]);
    expect(await readMessages(conversationId, tradie)).toEqual([
      { body: CONTACT, detailsHidden: false, isMine: true },
    ]);
    expect(await header(conversationId, client)).toMatchObject({ contactsHidden: false });
    expect(await header(conversationId, tradie)).toMatchObject({ contactsHidden: false });
    expect(await preview(conversationId, client)).toBe(CONTACT);

    const clientSocket = await openSocket(client.token);
    const toClient = nextMessageEvent(clientSocket);
    const body = 'Gate code is 4821, my mobile is 0400 111 222';
    expect(await send(conversationId, tradie, body)).toMatchObject({ body, detailsHidden: false });
    expect(await toClient).toMatchObject({
      contactsHidden: false,
      message: { body, detailsHidden: false },
    });
    const [notification] = await app()
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, client.id))
      .then((rows) => rows.filter((row) => row.kind === 'message_received'));
    expect(notification!.body).toBe(body);
  });

  it('stay hidden in the chat of a professional the client did not hire', async () => {
    const { client, tradie, job, serviceId, conversationId } = await contactedJob();
    const other = await person('tradie', { serviceIds: [serviceId] });
    const otherConversation = await contact(job.id, other, 'Ring me on (02) 9876 5432');
    await hire(client, job.id, tradie.id);

    expect(await readMessages(conversationId, client)).toEqual([
      { body: CONTACT, detailsHidden: false, isMine: false },
    ]);
    for (const reader of [client, other]) {
      expect(await readMessages(otherConversation, reader)).toEqual([
        { body: `Ring me on ${HIDDEN}`, detailsHidden: true, isMine: reader === other },
      ]);
    }
  });

  it('show in a later job’s chat between a client and the professional they hired before', async () => {
    const { client, tradie, job, serviceId } = await contactedJob();
    await hire(client, job.id, tradie.id);
    const next = await insertJob(app(), { clientId: client.id, serviceId });

    const conversationId = await contact(next.id, tradie, 'Same number as last time: 0412 345 678');
    expect(await readMessages(conversationId, client)).toEqual([
      { body: 'Same number as last time: 0412 345 678', detailsHidden: false, isMine: false },
    ]);
  });

  it('never reach a third party, before or after the hire', async () => {
    const { client, tradie, job, serviceId, conversationId } = await contactedJob();
    const strangers = [
      await person('client'),
      await person('tradie', { serviceIds: [serviceId] }),
      await person('apprentice'),
    ];
    const refusedTo = async (stranger: Person) => {
      for (const response of [
        await call('GET', `/api/chat/${conversationId}/messages`, stranger),
        await call('GET', `/api/chat/${conversationId}`, stranger),
        await call('POST', `/api/chat/${conversationId}/messages`, stranger, { body: 'Hi' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
        expect(response.body).not.toContain('0412');
      }
      expect(await preview(conversationId, stranger)).toBeUndefined();
    };

    for (const stranger of strangers) await refusedTo(stranger);
    await hire(client, job.id, tradie.id);
    for (const stranger of strangers) await refusedTo(stranger);
    expect(await storedBodies(conversationId)).toEqual([CONTACT]);
  });
});

describe('contact details in a direct conversation', () => {
  it('stay hidden until the person written to replies, then show to both', async () => {
    const tradie = await person('tradie', { firstName: 'Mick' });
    const apprentice = await person('apprentice', { firstName: 'Liam' });
    const first = 'Keen for a start Monday? Ring me on 0412 345 678';
    const response = await call('POST', '/api/chat/direct', tradie, {
      userId: apprentice.id,
      message: first,
    });
    expect(response.statusCode).toBe(201);
    const { conversationId } = response.json().data;

    expect(await readMessages(conversationId, apprentice)).toEqual([
      { body: `Keen for a start Monday? Ring me on ${HIDDEN}`, detailsHidden: true, isMine: false },
    ]);
    expect(await send(conversationId, tradie, 'or mick@mickplumbing.com.au')).toMatchObject({
      body: `or ${HIDDEN}`,
      detailsHidden: true,
    });

    const tradieSocket = await openSocket(tradie.token);
    const toTradie = nextMessageEvent(tradieSocket);
    const reply = 'Yes! Mine is 0499 888 777';
    expect(await send(conversationId, apprentice, reply)).toMatchObject({
      body: reply,
      detailsHidden: false,
    });
    expect(await toTradie).toMatchObject({ contactsHidden: false, message: { body: reply } });
    for (const reader of [tradie, apprentice]) {
      expect((await readMessages(conversationId, reader)).map((item) => item.body)).toEqual([
        reply,
        'or mick@mickplumbing.com.au',
        first,
      ]);
      expect(await header(conversationId, reader)).toMatchObject({ contactsHidden: false });
    }
  });
});
