import type { AddressInfo } from 'node:net';
import { paths } from '@trademate/shared/paths';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import {
  realtimeEvents,
  realtimePath,
  type ChatMessageEvent,
  type JobContactedEvent,
  type NotificationEvent,
} from '@trademate/shared/realtime';
import { chatMessageSchema } from '@trademate/shared/schemas/chats';
import { notificationSchema } from '@trademate/shared/schemas/notifications';
import { apiClient } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TEST_PASSWORD } from '../../test/factories';
import { createServicePool, insertJob, signInFresh } from '../../test/job-fixtures';
import { sessions } from '../db/schema/auth';

let testApp: TestApp;
let baseUrl: string;
let takeServices: ReturnType<typeof createServicePool>;
const openSockets: Socket[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  takeServices = createServicePool(testApp.app);
});
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.close();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

const api = apiClient(app, { defaults: { firstName: 'Olivia' }, paidTradies: true });
const signedIn = (userType: UserType, serviceIds?: string[]) =>
  api.signedIn(userType, { serviceIds });

function open(
  options: { token?: string; cookie?: string; origin?: string; polling?: boolean } = {},
): Socket {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const socket = connect(baseUrl, {
    path: realtimePath,
    // The web app's client starts with long polling and upgrades; the tests go straight to WebSocket.
    transports: options.polling ? ['polling', 'websocket'] : ['websocket'],
    auth: options.token ? { token: options.token } : {},
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  openSockets.push(socket);
  return socket;
}

/** Resolves once the socket is connected; rejects with the server's reason when refused. */
function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

async function openConnected(token: string): Promise<Socket> {
  const socket = open({ token });
  await connected(socket);
  return socket;
}

/** Every event the socket receives from now on, but the markers of `allSent`. */
function record(socket: Socket) {
  const received: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => {
    if (!isMarker({ payload })) received.push({ event, payload });
  });
  return received;
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

/** A notification no service sends: what `allSent` sends to mark the end of what was sent. */
const marker: NotificationEvent = {
  notification: {
    _id: '00000000-0000-4000-8000-00000000e0f0',
    kind: 'job_completed',
    title: 'End of the test events',
    body: '',
    link: '/',
    isRead: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};
const isMarker = ({ payload }: { payload: unknown }) =>
  (payload as Partial<NotificationEvent>).notification?._id === marker.notification._id;

/**
 * Resolves once `socket` has received everything sent to its user so far: the server sends a
 * socket's events in order, so once a marker sent now has arrived, every earlier event has too.
 * Never resolves for a socket the server has cut.
 */
async function allSent(socket: Socket, userId: string) {
  const arrived = new Promise<void>((resolve) => {
    const onNotification = (event: NotificationEvent) => {
      if (!isMarker({ payload: event })) return;
      socket.off(realtimeEvents.notification, onNotification);
      resolve();
    };
    socket.on(realtimeEvents.notification, onNotification);
  });
  app().realtime.toUser(userId, realtimeEvents.notification, marker);
  await arrived;
}

function contact(jobId: string, token: string, message: string) {
  return app().inject({
    method: 'POST',
    url: `/api/jobRequest/${jobId}/contact`,
    payload: { message },
    headers: { authorization: token },
  });
}

async function contactedJob() {
  const [service] = await takeServices(1);
  const client = await signedIn('client');
  const tradie = await signedIn('tradie', [service!.id]);
  const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
  return { client, tradie, job };
}

describe('realtime events', () => {
  it("tells the client of a tradie's contact: the stored notification and the message", async () => {
    const [service] = await takeServices(1);
    const client = await signedIn('client');
    const tradie = await signedIn('tradie', [service!.id]);
    const stranger = await signedIn('client');
    const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
    const clientSocket = await openConnected(client.token);
    const tradieSocket = await openConnected(tradie.token);
    const strangerSocket = await openConnected(stranger.token);
    const strangerReceived = record(strangerSocket);
    const tradieReceived = record(tradieSocket);

    const notification = nextEvent<NotificationEvent>(clientSocket, realtimeEvents.notification);
    const clientMessage = nextEvent<ChatMessageEvent>(clientSocket, realtimeEvents.chatMessage);
    const tradieMessage = nextEvent<ChatMessageEvent>(tradieSocket, realtimeEvents.chatMessage);
    const jobContacted = nextEvent<JobContactedEvent>(clientSocket, realtimeEvents.jobContacted);
    const response = await contact(job.id, tradie.token, 'I can fix that tap on Friday.');
    expect(response.statusCode).toBe(201);
    const { conversationId } = response.json().data;

    const { notification: stored } = await notification;
    expect(notificationSchema.parse(stored)).toEqual(stored);
    const listed = await app().inject({
      method: 'GET',
      url: '/api/notification/getMyOldNotifications',
      headers: { authorization: client.token },
    });
    expect(listed.json().data.items[0]).toEqual(stored);
    expect(stored).toMatchObject({
      kind: 'job_contacted',
      link: paths.professionalDetail.href(tradie.id),
    });
    // The client's job page hears of the new contact and its count.
    expect(await jobContacted).toEqual({ jobId: job.id, contactCount: 1 });

    const forClient = await clientMessage;
    const forTradie = await tradieMessage;
    expect(forClient.conversationId).toBe(conversationId);
    expect(chatMessageSchema.parse(forClient.message)).toEqual(forClient.message);
    expect(forClient.message).toMatchObject({
      senderId: tradie.id,
      body: 'I can fix that tap on Friday.',
      isMine: false,
    });
    expect(forTradie).toEqual({
      conversationId,
      message: { ...forClient.message, isMine: true },
      contactsHidden: true,
    });

    await allSent(strangerSocket, stranger.id);
    await allSent(tradieSocket, tradie.id);
    expect(strangerReceived).toEqual([]);
    expect(tradieReceived.map(({ event }) => event)).toEqual([realtimeEvents.chatMessage]);
  });

  it('sends a chat message to both participants and a notification to the reader', async () => {
    const { client, tradie, job } = await contactedJob();
    const { conversationId } = (await contact(job.id, tradie.token, 'Hello')).json().data;
    const clientSocket = await openConnected(client.token);
    const tradieSocket = await openConnected(tradie.token);
    const clientReceived = record(clientSocket);

    const tradieMessage = nextEvent<ChatMessageEvent>(tradieSocket, realtimeEvents.chatMessage);
    const tradieNotification = nextEvent<NotificationEvent>(
      tradieSocket,
      realtimeEvents.notification,
    );
    const response = await app().inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/messages`,
      payload: { body: 'Friday works, thanks.' },
      headers: { authorization: client.token },
    });
    expect(response.statusCode).toBe(201);

    const received = await tradieMessage;
    expect(received.conversationId).toBe(conversationId);
    expect(received.message).toMatchObject({ body: 'Friday works, thanks.', isMine: false });
    expect((await tradieNotification).notification).toMatchObject({
      kind: 'message_received',
      link: `/chats/${conversationId}`,
    });
    await allSent(clientSocket, client.id);
    expect(clientReceived).toEqual([
      {
        event: realtimeEvents.chatMessage,
        payload: {
          conversationId,
          message: { ...received.message, isMine: true },
          contactsHidden: true,
        },
      },
    ]);
  });
});

describe('realtime handshake', () => {
  it('accepts the session token as given to the Authorization header, with or without Bearer', async () => {
    const client = await signedIn('client');
    await expect(connected(open({ token: client.token }))).resolves.toBeUndefined();
    await expect(connected(open({ token: `Bearer ${client.token}` }))).resolves.toBeUndefined();
  });

  it('accepts the session cookie from a page of this site', async () => {
    const client = await signedIn('client');
    const socket = open({ cookie: `token=${client.token}`, origin: baseUrl });
    await expect(connected(socket)).resolves.toBeUndefined();
  });

  it('accepts the session cookie over long polling, as the web app connects, and delivers after the upgrade', async () => {
    const client = await signedIn('client');
    const socket = open({ cookie: `token=${client.token}`, origin: baseUrl, polling: true });
    const upgraded = new Promise((resolve) =>
      socket.io.once('open', () => socket.io.engine.once('upgrade', resolve)),
    );
    await connected(socket);
    await upgraded;
    await allSent(socket, client.id);
    expect(socket.io.engine.transport.name).toBe('websocket');
  });

  it('refuses the session cookie from a page of another site', async () => {
    const client = await signedIn('client');
    const socket = open({ cookie: `token=${client.token}`, origin: 'https://evil.example' });
    await expect(connected(socket)).rejects.toThrow('Cross-site requests are not allowed');
  });

  it('refuses no token, a forged token and a revoked session', async () => {
    const client = await signedIn('client');
    await expect(connected(open())).rejects.toThrow('Sign in to receive updates');
    const [header, payload] = client.token.split('.');
    await expect(connected(open({ token: `${header}.${payload}.forged` }))).rejects.toThrow(
      'Sign in to receive updates',
    );
    const logout = await app().inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: client.token },
    });
    expect(logout.statusCode).toBe(200);
    await expect(connected(open({ token: client.token }))).rejects.toThrow(
      'Sign in to receive updates',
    );
  });

  it('judges handshakes arriving together each by its own session', async () => {
    const [first, second, signedOut] = await Promise.all([
      signedIn('client'),
      signedIn('tradie'),
      signedIn('apprentice'),
    ]);
    await app().inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: signedOut.token },
    });
    const [header, payload] = first.token.split('.');
    // Opened at once: their sessions are checked together, in one query.
    const sockets = [first.token, signedOut.token, second.token, `${header}.${payload}.forged`].map(
      (token) => open({ token }),
    );
    const outcomes = await Promise.allSettled(sockets.map(connected));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    // Each accepted socket is its own user's: what is sent to one reaches the other not.
    const [firstSocket, , secondSocket] = sockets as [Socket, Socket, Socket];
    const heardBySecond = record(secondSocket);
    app().realtime.toUser(first.id, realtimeEvents.jobContacted, { jobId: 'j', contactCount: 1 });
    await allSent(firstSocket, first.id);
    await allSent(secondSocket, second.id);
    expect(heardBySecond).toEqual([]);
  });

  it('checks the tokens of a burst of handshakes in one call, each as one request would be', async () => {
    const [first, second, signedOut] = await Promise.all([
      signedIn('client'),
      signedIn('client'),
      signedIn('client'),
    ]);
    await app().inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: signedOut.token },
    });
    const [header, payload] = first.token.split('.');
    const tokens = [first.token, signedOut.token, `${header}.${payload}.forged`, second.token];
    const live = { sessionId: expect.any(String), sessionExpiresAt: expect.any(Date) };
    expect(await app().auth.authenticateSessionTokens([...tokens, 'not a token'])).toEqual([
      { userId: first.id, ...live },
      null,
      null,
      { userId: second.id, ...live },
      null,
    ]);
    // The same answers as one request's check.
    for (const [index, token] of tokens.entries()) {
      const one = await app().auth.authenticateSessionToken(token);
      const [many] = await app().auth.authenticateSessionTokens([token]);
      expect(many?.sessionId ?? null, `token ${index}`).toBe(one?.sessionId ?? null);
    }
  });

  it("disconnects a session's sockets when it signs out, and others' on a password change", async () => {
    const client = await signedIn('client');
    const otherSession = await signInFresh(app(), client);
    const signingOut = await openConnected(client.token);
    const staying = await openConnected(otherSession);
    const disconnected = new Promise((resolve) => signingOut.once('disconnect', resolve));

    await app().inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: client.token },
    });
    await disconnected;
    // Both sockets were judged at once: the one that stays still receives what is sent to it.
    await allSent(staying, client.id);
    expect(staying.connected).toBe(true);

    const third = await openConnected(await signInFresh(app(), client));
    const thirdGone = new Promise((resolve) => third.once('disconnect', resolve));
    const change = await app().inject({
      method: 'PATCH',
      url: '/api/user/changePassword',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another horse battery 2' },
      headers: { authorization: otherSession },
    });
    expect(change.statusCode).toBe(200);
    await thirdGone;
    expect(staying.connected).toBe(true);
  });

  it('disconnects a socket when its session ends by itself, and refuses it back', async () => {
    const client = await signedIn('client');
    await app()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() + 500) })
      .where(eq(sessions.userId, client.id));
    const socket = await openConnected(client.token);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    await expect(gone).resolves.toBe('io server disconnect');
    await expect(connected(open({ token: client.token }))).rejects.toThrow(
      'Sign in to receive updates',
    );
  });

  it('disconnects a socket that sends anything', async () => {
    const client = await signedIn('client');
    const socket = await openConnected(client.token);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit('join', 'user:someone-else');
    await expect(gone).resolves.toBe('io server disconnect');
  });
});
