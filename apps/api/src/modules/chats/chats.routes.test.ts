import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { allCursorPages, type CursorPage } from '../../../test/http';
import { firstServiceId } from '../../../test/factories';
import { conversations, messages as messagesTable } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const { call, signedIn: person } = apiClient(() => testApp.app);

const chats = () => testApp.app.chats;

async function createJob(client: Person, title = 'Replace the kitchen tap') {
  const [job] = await testApp.app.db
    .insert(jobs)
    .values({
      clientId: client.id,
      serviceId: (await firstServiceId(testApp.app))!,
      title,
      description: 'The kitchen mixer tap drips all day and the handle is loose.',
      state: 'QLD',
      city: 'Brisbane',
      budgetMin: 100,
      budgetMax: 300,
      timing: 'flexible',
    })
    .returning();
  return job!;
}

/** A professional contacting a client about a job, as the job requests module does it. */
async function jobConversation(tradie: Person, client: Person, firstMessage = 'Hi, I can help') {
  const job = await createJob(client);
  const { conversation } = await chats().openConversation({
    jobId: job.id,
    starterId: tradie.id,
    recipientId: client.id,
  });
  await chats().postMessage({
    conversationId: conversation.id,
    senderId: tradie.id,
    body: firstMessage,
  });
  return { conversationId: conversation.id, job };
}

async function directConversation(starter: Person, recipient: Person, body = 'G’day') {
  const { conversation } = await chats().openConversation({
    jobId: null,
    starterId: starter.id,
    recipientId: recipient.id,
  });
  await chats().postMessage({ conversationId: conversation.id, senderId: starter.id, body });
  return conversation.id;
}

async function messageCount(conversationId: string) {
  const [row] = await testApp.app.db
    .select({ n: count() })
    .from(messagesTable)
    .where(eq(messagesTable.conversationId, conversationId));
  return row!.n;
}

const notificationsOf = (userId: string) =>
  testApp.app.db.select().from(notifications).where(eq(notifications.userId, userId));

/** Every page of a cursor-paginated list, following nextCursor to the end. */
async function allPages<T>(url: string, who: Person, limit: number) {
  const pages = await allCursorPages<T>(async (cursor) => {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await call('GET', `${url}?${query}`, who);
    expect(response.statusCode).toBe(200);
    const page = response.json().data as CursorPage<T>;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    return page;
  });
  return { items: pages.flat(), pages: pages.length };
}

describe('GET /api/chat', () => {
  it('refuses a visitor who is not signed in with 401', async () => {
    for (const url of ['/api/chat', '/api/chat/unreadCount', `/api/chat/${randomUUID()}`]) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ responseCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('lists my conversations, the other person, the job and my unread messages, newest first', async () => {
    const client = await person('client', { firstName: 'Olivia' });
    const tradie = await person('tradie', { firstName: 'Jess' });
    const other = await person('tradie', { firstName: 'Mia' });
    const stranger = await person('client');
    const first = await jobConversation(tradie, client, 'Hi Olivia, I can fix the tap on Friday.');
    const second = await jobConversation(other, client, 'I can come tomorrow');
    await jobConversation(other, stranger, 'Not for Olivia');

    const response = await call('GET', '/api/chat', client);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json().data;
    expect(nextCursor).toBeNull();
    expect(items.map((item: { _id: string }) => item._id)).toEqual([
      second.conversationId,
      first.conversationId,
    ]);
    expect(items[1]).toEqual({
      _id: first.conversationId,
      otherUser: {
        _id: tradie.id,
        firstName: 'Jess',
        lastName: 'Nguyen',
        avatar: null,
        userType: 'tradie',
      },
      job: { _id: first.job.id, title: 'Replace the kitchen tap' },
      lastMessagePreview: 'Hi Olivia, I can fix the tap on Friday.',
      lastMessageAt: expect.any(String),
      unreadCount: 1,
    });

    // The professional sees the client, and nothing unread: the only message is their own.
    const tradieList = (await call('GET', '/api/chat', tradie)).json().data.items;
    expect(tradieList).toHaveLength(1);
    expect(tradieList[0]).toMatchObject({
      otherUser: { _id: client.id, firstName: 'Olivia', userType: 'client' },
      unreadCount: 0,
    });
  });

  it('moves a conversation to the top when a message arrives', async () => {
    const client = await person('client');
    const tradies = [await person('tradie'), await person('tradie')];
    const older = await jobConversation(tradies[0]!, client);
    const newer = await jobConversation(tradies[1]!, client);
    expect(
      (await call('GET', '/api/chat', client)).json().data.items.map((i: { _id: string }) => i._id),
    ).toEqual([newer.conversationId, older.conversationId]);

    const reply = await call('POST', `/api/chat/${older.conversationId}/messages`, tradies[0], {
      body: 'Still keen?',
    });
    expect(reply.statusCode).toBe(201);
    const items = (await call('GET', '/api/chat', client)).json().data.items;
    expect(items.map((i: { _id: string }) => i._id)).toEqual([
      older.conversationId,
      newer.conversationId,
    ]);
    expect(items[0]).toMatchObject({ lastMessagePreview: 'Still keen?', unreadCount: 2 });
  });

  it('pages through every conversation once, in order, without gaps', async () => {
    const apprentice = await person('apprentice');
    const created: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      created.push(await directConversation(await person('tradie'), apprentice, `Hello ${i}`));
    }
    const { items, pages } = await allPages<{ _id: string; lastMessageAt: string }>(
      '/api/chat',
      apprentice,
      3,
    );
    expect(pages).toBe(3);
    expect(items.map((item) => item._id)).toEqual([...created].reverse());
    const times = items.map((item) => Date.parse(item.lastMessageAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses a cursor it did not make and a limit out of range with 400', async () => {
    const client = await person('client');
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${'x'.repeat(201)}`,
      'limit=0',
      'limit=51',
    ]) {
      const response = await call('GET', `/api/chat?${query}`, client);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION' });
    }
    const cursor = await call('GET', '/api/chat?cursor=not-a-cursor', client);
    expect(cursor.json().message).toBe('The page cursor is not valid');
  });
});

describe('GET /api/chat/:id', () => {
  it('tells each side who they talk to, the job, and their part in it', async () => {
    const client = await person('client', { firstName: 'Olivia' });
    const tradie = await person('tradie', { firstName: 'Jess' });
    const { conversationId, job } = await jobConversation(tradie, client);

    const asClient = await call('GET', `/api/chat/${conversationId}`, client);
    expect(asClient.statusCode).toBe(200);
    expect(asClient.json().data).toEqual({
      _id: conversationId,
      otherUser: {
        _id: tradie.id,
        firstName: 'Jess',
        lastName: 'Nguyen',
        avatar: null,
        userType: 'tradie',
      },
      job: { _id: job.id, title: job.title },
      myRole: 'client',
      contactsHidden: true,
      blocked: null,
    });
    const asTradie = (await call('GET', `/api/chat/${conversationId}`, tradie)).json().data;
    expect(asTradie).toMatchObject({ otherUser: { _id: client.id }, myRole: 'professional' });

    const apprentice = await person('apprentice');
    const direct = await directConversation(tradie, apprentice);
    expect((await call('GET', `/api/chat/${direct}`, apprentice)).json().data).toMatchObject({
      otherUser: { _id: tradie.id, userType: 'tradie' },
      job: null,
      myRole: 'direct',
    });
  });

  it('answers 404 to someone who is not in the conversation, as if it did not exist', async () => {
    const { conversationId } = await jobConversation(
      await person('tradie'),
      await person('client'),
    );
    const outsider = await person('tradie');
    const theirs = await call('GET', `/api/chat/${conversationId}`, outsider);
    const missing = await call('GET', `/api/chat/${randomUUID()}`, outsider);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.chats.notFound });
  });

  it('refuses an id that is not one with 400', async () => {
    const response = await call('GET', '/api/chat/not-an-id', await person());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The id in the address is not valid');
  });
});

describe('GET /api/chat/:id/messages', () => {
  it('gives the messages newest first and says which are mine', async () => {
    const client = await person('client');
    const tradie = await person('tradie');
    const { conversationId } = await jobConversation(tradie, client, 'First from the tradie');
    await call('POST', `/api/chat/${conversationId}/messages`, client, {
      body: 'Reply from the client',
    });

    const response = await call('GET', `/api/chat/${conversationId}/messages`, client);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json().data;
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      {
        _id: expect.any(String),
        senderId: client.id,
        body: 'Reply from the client',
        createdAt: expect.any(String),
        isMine: true,
        detailsHidden: false,
      },
      {
        _id: expect.any(String),
        senderId: tradie.id,
        body: 'First from the tradie',
        createdAt: expect.any(String),
        isMine: false,
        detailsHidden: false,
      },
    ]);
  });

  it('pages through every message once, newest first, without gaps', async () => {
    const tradie = await person('tradie');
    const apprentice = await person('apprentice');
    const conversationId = await directConversation(tradie, apprentice, 'Message 0');
    const service = chats();
    // Several in one transaction share the same instant: the id orders them, no page skips one.
    await testApp.app.db.transaction(async (tx) => {
      for (let i = 1; i <= 12; i += 1) {
        await service.postMessage(
          { conversationId, senderId: tradie.id, body: `Message ${i}` },
          tx,
        );
      }
    });
    for (let i = 13; i <= 24; i += 1) {
      const sender = i % 2 ? apprentice : tradie;
      await service.postMessage({ conversationId, senderId: sender.id, body: `Message ${i}` });
    }
    // PGlite's clock moves in whole milliseconds, so messages written a moment apart can share
    // one: the first was written a second before the twelve, and the last twelve one millisecond
    // after another, as a slower writer would have.
    const ofMessage = (body: string) =>
      and(eq(messagesTable.conversationId, conversationId), eq(messagesTable.body, body));
    const [together] = await testApp.app.db
      .select({ createdAt: messagesTable.createdAt })
      .from(messagesTable)
      .where(ofMessage('Message 1'));
    const writtenAt = (body: string, offsetMs: number) =>
      testApp.app.db
        .update(messagesTable)
        .set({ createdAt: new Date(together!.createdAt.getTime() + offsetMs) })
        .where(ofMessage(body));
    await writtenAt('Message 0', -1_000);
    for (let i = 13; i <= 24; i += 1) await writtenAt(`Message ${i}`, i - 12);

    const { items, pages } = await allPages<{ _id: string; body: string; createdAt: string }>(
      `/api/chat/${conversationId}/messages`,
      apprentice,
      5,
    );
    expect(pages).toBe(5);
    expect(new Set(items.map((item) => item._id)).size).toBe(25);
    const all = await testApp.app.db
      .select()
      .from(messagesTable)
      .where(eq(messagesTable.conversationId, conversationId));
    expect(items).toHaveLength(all.length);
    // The last twelve were written one after another: newest first.
    expect(items.slice(0, 12).map((item) => item.body)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Message ${24 - i}`),
    );
    expect(items.at(-1)!.body).toBe('Message 0');
  });

  it('keeps messages written within one millisecond apart across pages', async () => {
    const tradie = await person('tradie');
    const apprentice = await person('apprentice');
    const conversationId = await directConversation(tradie, apprentice, 'earlier');
    // The database keeps microseconds; a cursor carries milliseconds.
    for (const micros of ['123456', '123300', '123100']) {
      await testApp.app.db.insert(messagesTable).values({
        conversationId,
        senderId: tradie.id,
        body: micros,
        createdAt: sql`${`2099-01-01 00:00:00.${micros}+00`}::timestamptz`,
      });
    }
    const { items } = await allPages<{ body: string }>(
      `/api/chat/${conversationId}/messages`,
      apprentice,
      1,
    );
    expect(items.map((item) => item.body)).toEqual(['123456', '123300', '123100', 'earlier']);
  });

  it('answers 404 to an outsider and 400 to a bad cursor', async () => {
    const { conversationId } = await jobConversation(
      await person('tradie'),
      await person('client'),
    );
    const outsider = await person('client');
    expect((await call('GET', `/api/chat/${conversationId}/messages`, outsider)).statusCode).toBe(
      404,
    );
    const client = await person('client');
    const own = await jobConversation(await person('tradie'), client);
    const bad = await call('GET', `/api/chat/${own.conversationId}/messages?cursor=%%%`, client);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'The page cursor is not valid',
    });
  });
});

describe('POST /api/chat/:id/messages', () => {
  it('stores the message, answers 201 with it and notifies the other person once per unread burst', async () => {
    const client = await person('client', { firstName: 'Olivia' });
    const tradie = await person('tradie', { firstName: 'Jess' });
    const { conversationId } = await jobConversation(tradie, client);

    const response = await call('POST', `/api/chat/${conversationId}/messages`, client, {
      body: '  Friday works.\n\nThe side gate is open, come round the back.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      responseCode: 201,
      message: messages.chats.sent,
      data: {
        _id: expect.any(String),
        senderId: client.id,
        body: 'Friday works.\n\nThe side gate is open, come round the back.',
        createdAt: expect.any(String),
        isMine: true,
        detailsHidden: false,
      },
    });
    const [notification, ...more] = await notificationsOf(tradie.id);
    expect(more).toHaveLength(0);
    expect(notification).toMatchObject({
      kind: 'message_received',
      title: 'Olivia sent you a message',
      body: 'Friday works. The side gate is open, come round the back.',
      link: `/chats/${conversationId}`,
      readAt: null,
    });

    // A second message while the first notification is unread: no second notification.
    await call('POST', `/api/chat/${conversationId}/messages`, client, {
      body: 'Also, bring a ladder',
    });
    expect(await notificationsOf(tradie.id)).toHaveLength(1);
    expect(await messageCount(conversationId)).toBe(3);

    // Once the tradie has read the chat, the next message notifies again.
    expect((await call('POST', `/api/chat/${conversationId}/read`, tradie)).statusCode).toBe(200);
    expect((await notificationsOf(tradie.id))[0]!.readAt).not.toBeNull();
    await call('POST', `/api/chat/${conversationId}/messages`, client, { body: 'x'.repeat(2000) });
    const after = await notificationsOf(tradie.id);
    expect(after).toHaveLength(2);
    const latest = after.find((n) => n.readAt === null)!;
    expect(latest.body).toBe(`${'x'.repeat(139)}…`);
    // The sender hears nothing about their own messages.
    expect(await notificationsOf(client.id)).toHaveLength(0);
  });

  it.each([
    [{}, messages.chats.messageRequired],
    [{ body: '' }, messages.chats.messageRequired],
    [{ body: ' \n\t ' }, messages.chats.messageRequired],
    [{ body: 42 }, messages.chats.messageRequired],
    [{ body: 'x'.repeat(2001) }, messages.chats.messageTooLong],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const client = await person('client');
    const tradie = await person('tradie');
    const { conversationId } = await jobConversation(tradie, client);
    const response = await call('POST', `/api/chat/${conversationId}/messages`, client, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect(await messageCount(conversationId)).toBe(1);
    expect(await notificationsOf(tradie.id)).toHaveLength(0);
  });

  it('refuses an unverified participant with NOT_VERIFIED and stores nothing', async () => {
    const client = await person('client', { verified: false });
    const tradie = await person('tradie');
    const { conversationId } = await jobConversation(tradie, client);
    const response = await call('POST', `/api/chat/${conversationId}/messages`, client, {
      body: 'Hi',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NOT_VERIFIED',
      message: messages.authModal.verify.text,
    });
    expect(await messageCount(conversationId)).toBe(1);
    // Reading is open to an unverified participant.
    expect((await call('GET', `/api/chat/${conversationId}/messages`, client)).statusCode).toBe(
      200,
    );
  });

  it('refuses a visitor with 401 and an outsider with 404, storing nothing', async () => {
    const { conversationId } = await jobConversation(
      await person('tradie'),
      await person('client'),
    );
    const signedOut = await call('POST', `/api/chat/${conversationId}/messages`, null, {
      body: 'Hi',
    });
    expect(signedOut.statusCode).toBe(401);
    const outsider = await person('tradie');
    const response = await call('POST', `/api/chat/${conversationId}/messages`, outsider, {
      body: 'Hi',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.chats.notFound });
    const unknown = await call('POST', `/api/chat/${randomUUID()}/messages`, outsider, {
      body: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await messageCount(conversationId)).toBe(1);
  });
});

describe('POST /api/chat/:id/read and GET /api/chat/unreadCount', () => {
  it('counts conversations with unread messages from others, and reading one clears it', async () => {
    const client = await person('client');
    const tradies = [await person('tradie'), await person('tradie'), await person('tradie')];
    const conversationsOfClient = [];
    for (const tradie of tradies) conversationsOfClient.push(await jobConversation(tradie, client));
    // The client answers the third: their own message does not make it unread for them.
    const third = conversationsOfClient[2]!.conversationId;
    await call('POST', `/api/chat/${third}/read`, client);
    await call('POST', `/api/chat/${third}/messages`, client, { body: 'Thanks' });

    const unread = async (who: Person) =>
      (await call('GET', '/api/chat/unreadCount', who)).json().data.chats;
    expect(await unread(client)).toBe(2);
    expect(await unread(tradies[2]!)).toBe(1);
    expect(await unread(tradies[0]!)).toBe(0);

    const first = conversationsOfClient[0]!.conversationId;
    const read = await call('POST', `/api/chat/${first}/read`, client);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      message: messages.chats.read,
      data: { lastReadAt: expect.any(String) },
    });
    expect(await unread(client)).toBe(1);
    const list = (await call('GET', '/api/chat', client)).json().data.items as {
      _id: string;
      unreadCount: number;
    }[];
    expect(Object.fromEntries(list.map((item) => [item._id, item.unreadCount]))).toEqual({
      [first]: 0,
      [conversationsOfClient[1]!.conversationId]: 1,
      [third]: 0,
    });

    // A new message after reading makes it unread again.
    await call('POST', `/api/chat/${first}/messages`, tradies[0], { body: 'One more thing' });
    expect(await unread(client)).toBe(2);
  });

  it('only moves the read mark of the one who read', async () => {
    const client = await person('client');
    const tradie = await person('tradie');
    const { conversationId } = await jobConversation(tradie, client);
    await call('POST', `/api/chat/${conversationId}/messages`, client, { body: 'Reply' });
    await call('POST', `/api/chat/${conversationId}/read`, client);
    const [row] = await testApp.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.recipientLastReadAt).not.toBeNull();
    // The tradie wrote first (through the job module, which does not mark it) and has read nothing.
    expect(row!.starterLastReadAt).toBeNull();
    expect((await call('GET', '/api/chat/unreadCount', tradie)).json().data.chats).toBe(1);
  });

  it('refuses a visitor with 401 and an outsider with 404', async () => {
    const { conversationId } = await jobConversation(
      await person('tradie'),
      await person('client'),
    );
    expect((await call('POST', `/api/chat/${conversationId}/read`)).statusCode).toBe(401);
    const response = await call('POST', `/api/chat/${conversationId}/read`, await person('client'));
    expect(response.statusCode).toBe(404);
    const [row] = await testApp.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.starterLastReadAt).toBeNull();
    expect(row!.recipientLastReadAt).toBeNull();
  });
});

describe('POST /api/chat/direct', () => {
  const direct = (who: Person | null, payload: unknown) =>
    call('POST', '/api/chat/direct', who, payload);

  const directConversationsOf = (a: string, b: string) =>
    testApp.app.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.starterId, a), eq(conversations.recipientId, b)));

  it('lets a tradie write to an apprentice, reusing one conversation both ways', async () => {
    const tradie = await person('tradie', { firstName: 'Jess' });
    const apprentice = await person('apprentice', { firstName: 'Liam' });

    const first = await direct(tradie, {
      userId: apprentice.id,
      message: 'Keen for a start Monday?',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      responseCode: 201,
      message: messages.chats.sent,
      data: { conversationId: expect.any(String) },
    });
    const { conversationId } = first.json().data;

    const again = await direct(tradie, { userId: apprentice.id, message: 'Let me know' });
    expect(again.json().data.conversationId).toBe(conversationId);
    const back = await direct(apprentice, { userId: tradie.id, message: 'Yes please!' });
    expect(back.statusCode).toBe(201);
    expect(back.json().data.conversationId).toBe(conversationId);

    expect(await directConversationsOf(tradie.id, apprentice.id)).toHaveLength(1);
    expect(await directConversationsOf(apprentice.id, tradie.id)).toHaveLength(0);
    const header = (await call('GET', `/api/chat/${conversationId}`, apprentice)).json().data;
    expect(header).toMatchObject({ job: null, myRole: 'direct', otherUser: { _id: tradie.id } });
    const bodies = (await call('GET', `/api/chat/${conversationId}/messages`, apprentice))
      .json()
      .data.items.map((m: { body: string }) => m.body);
    expect(bodies).toEqual(['Yes please!', 'Let me know', 'Keen for a start Monday?']);

    const [toApprentice, ...moreToApprentice] = await notificationsOf(apprentice.id);
    expect(moreToApprentice).toHaveLength(0);
    expect(toApprentice).toMatchObject({
      kind: 'message_received',
      title: 'Jess sent you a message',
      body: 'Keen for a start Monday?',
      link: `/chats/${conversationId}`,
    });
    expect((await notificationsOf(tradie.id)).map((n) => n.title)).toEqual([
      'Liam sent you a message',
    ]);
  });

  it('lets an apprentice write to a free tradie, and a free tradie to an apprentice', async () => {
    const apprentice = await person('apprentice');
    const freeTradie = await person('freeTradie');
    const response = await direct(apprentice, { userId: freeTradie.id, message: 'Hi there' });
    expect(response.statusCode).toBe(201);
    const other = await person('apprentice');
    expect((await direct(freeTradie, { userId: other.id, message: 'Hello' })).statusCode).toBe(201);
  });

  it.each<[UserType, UserType]>([
    ['client', 'tradie'],
    ['client', 'apprentice'],
    ['tradie', 'tradie'],
    ['tradie', 'freeTradie'],
    ['freeTradie', 'client'],
    ['apprentice', 'apprentice'],
    ['apprentice', 'client'],
  ])('refuses a %s writing to a %s with 403 FORBIDDEN and stores nothing', async (from, to) => {
    const sender = await person(from);
    const recipient = await person(to);
    const response = await direct(sender, { userId: recipient.id, message: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: messages.chats.directNotAllowed,
    });
    expect(await directConversationsOf(sender.id, recipient.id)).toHaveLength(0);
    expect(await notificationsOf(recipient.id)).toHaveLength(0);
  });

  it('refuses writing to yourself with 400', async () => {
    const tradie = await person('tradie');
    const response = await direct(tradie, { userId: tradie.id, message: 'Note to self' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: messages.chats.cannotMessageSelf,
      errors: [{ path: 'userId', message: messages.chats.cannotMessageSelf }],
    });
    expect(await directConversationsOf(tradie.id, tradie.id)).toHaveLength(0);
  });

  it('answers 404 for someone unknown or not yet verified', async () => {
    const tradie = await person('tradie');
    const unverified = await person('apprentice', { verified: false });
    for (const userId of [randomUUID(), unverified.id]) {
      const response = await direct(tradie, { userId, message: 'Hello' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: messages.chats.recipientNotFound,
      });
    }
    expect(await directConversationsOf(tradie.id, unverified.id)).toHaveLength(0);
  });

  it('refuses an unverified sender with NOT_VERIFIED and a visitor with 401', async () => {
    const apprentice = await person('apprentice');
    const unverified = await person('tradie', { verified: false });
    const refused = await direct(unverified, { userId: apprentice.id, message: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_VERIFIED');
    expect((await direct(null, { userId: apprentice.id, message: 'Hello' })).statusCode).toBe(401);
    expect(await directConversationsOf(unverified.id, apprentice.id)).toHaveLength(0);
  });

  it.each([
    [{ message: 'Hello' }, messages.chats.recipientRequired],
    [{ userId: 'someone', message: 'Hello' }, messages.chats.recipientRequired],
    [{ userId: randomUUID() }, messages.chats.messageRequired],
    [{ userId: randomUUID(), message: '   ' }, messages.chats.messageRequired],
    [{ userId: randomUUID(), message: 'x'.repeat(2001) }, messages.chats.messageTooLong],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await direct(await person('tradie'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
  });
});

describe('conversations are private to their two participants', () => {
  /** A small deterministic generator (mulberry32), so a failure replays the same cases. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('lets no non-participant read, list, mark or post, for many random pairs', async () => {
    const next = random(20_260_522);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const types: UserType[] = ['client', 'tradie', 'freeTradie', 'apprentice'];
    const people: Person[] = [];
    for (let i = 0; i < 8; i += 1) people.push(await person(types[i % types.length]!));

    const created: { id: string; members: Set<string> }[] = [];
    while (created.length < 6) {
      const a = pick(people);
      const b = pick(people);
      if (a.id === b.id) continue;
      const id =
        next() < 0.5
          ? (await jobConversation(a, b)).conversationId
          : await directConversation(a, b);
      if (!created.some((c) => c.id === id)) created.push({ id, members: new Set([a.id, b.id]) });
    }

    let checked = 0;
    for (let round = 0; round < 24; round += 1) {
      const conversation = pick(created);
      const outsiders = people.filter((p) => !conversation.members.has(p.id));
      const outsider = pick(outsiders);
      const before = await messageCount(conversation.id);
      const attempts = [
        call('GET', `/api/chat/${conversation.id}`, outsider),
        call('GET', `/api/chat/${conversation.id}/messages`, outsider),
        call('POST', `/api/chat/${conversation.id}/messages`, outsider, { body: `round ${round}` }),
        call('POST', `/api/chat/${conversation.id}/read`, outsider),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, `round ${round}`).toBe(404);
        expect(response.json().message).toBe(messages.chats.notFound);
      }
      const { items } = await allPages<{ _id: string }>('/api/chat', outsider, 50);
      expect(items.map((item) => item._id)).not.toContain(conversation.id);
      expect(await messageCount(conversation.id)).toBe(before);
      checked += 1;
    }
    expect(checked).toBe(24);

    // And every participant can read what is theirs.
    for (const conversation of created) {
      for (const member of people.filter((p) => conversation.members.has(p.id))) {
        expect((await call('GET', `/api/chat/${conversation.id}`, member)).statusCode).toBe(200);
        const { items } = await allPages<{ _id: string }>('/api/chat', member, 50);
        expect(items.map((item) => item._id)).toContain(conversation.id);
      }
    }
  });
});
