import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageEvent, NotificationEvent } from '@trademate/shared/realtime';
import { chatMessageSchema } from '@trademate/shared/schemas/chats';
import { notificationSchema } from '@trademate/shared/schemas/notifications';
import { getChatMessagesApi } from '@/features/chats/api/get-chat-messages';
import { getConversationsApi } from '@/features/chats/api/get-conversations';
import { getNotificationsApi } from '@/features/notifications/api/get-notifications';
import { getQuotePaymentsApi } from '@/features/job-payments/api/get-quote-payments';
import { getEntriesApi } from '@/features/logbook/api/get-entries';
import { getSupervisionsApi } from '@/features/logbook/api/get-supervisions';
import { getQuoteApi } from '@/features/quotes/api/get-quote';
import {
  getUnreadNotificationCountApi,
  selectUnreadNotifications,
} from '@/features/notifications/api/get-unread-notification-count';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildQuotePayments } from '@/testing/builders/job-payments';
import { buildQuoteDetail, quoteIds } from '@/testing/builders/quotes';
import { buildMe } from '@/testing/render';
import { handleChatMessageEvent, handleNotificationEvent } from './realtime-events';
import { createStore } from './store';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const me = buildMe({ userType: 'client' });
const TRADIE_ID = '2a7c9e4f-1b3d-4f6a-8c0e-9d2b4f6a8c01';
const CONVERSATION_ID = '5d0c2a8e-3f5b-4c1d-9e7a-2b6f8c4d1e01';
const room = `/api/chat/${CONVERSATION_ID}`;
const conversationsPath = '/api/chat';
const notificationsPath = '/api/notification/getMyOldNotifications';
const unreadCountPath = '/api/notification/unreadCount';

const earlier = chatMessageSchema.parse({
  _id: '00000000-0000-4000-8000-000000000001',
  senderId: me._id,
  body: 'Can you come on Friday?',
  createdAt: '2026-11-22T09:00:00.000Z',
  isMine: true,
  detailsHidden: false,
});

function chatEvent(senderId: string, body = 'Friday at 9 suits me'): ChatMessageEvent {
  return {
    conversationId: CONVERSATION_ID,
    message: chatMessageSchema.parse({
      _id: '00000000-0000-4000-8000-000000000002',
      senderId,
      body,
      createdAt: '2026-11-22T09:05:00.000Z',
      // As the server sent it to the other person: whose it is comes from the sender.
      isMine: senderId !== me._id,
      detailsHidden: false,
    }),
    contactsHidden: true,
  };
}

const notificationEvent: NotificationEvent = {
  notification: notificationSchema.parse({
    _id: '9b1e6f0a-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
    kind: 'job_contacted',
    title: 'Jess Tran contacted you',
    body: 'About "Replace the kitchen tap"',
    link: `/chats/${CONVERSATION_ID}`,
    isRead: false,
    createdAt: '2026-11-22T09:05:00.000Z',
  }),
};

/** What the server counts as unread, as `GET /notification/unreadCount` answers it. */
let unreadNotifications = 0;

/** A signed-in store with the room's messages, the conversations list and the counts loaded. */
async function storeWithOpenQueries(cached = earlier) {
  server.use(
    http.get(`${room}/messages`, () => ok({ items: [cached], nextCursor: null })),
    http.get(conversationsPath, () => ok({ items: [], nextCursor: null })),
    http.get(notificationsPath, () =>
      ok({ items: [], nextCursor: null, unreadCount: unreadNotifications }),
    ),
    http.get(unreadCountPath, () => ok({ notifications: unreadNotifications })),
  );
  const sent = recordRequests();
  const store = createStore({ session: { user: me } });
  await store.dispatch(getChatMessagesApi.endpoints.getChatMessages.initiate(CONVERSATION_ID));
  await store.dispatch(getConversationsApi.endpoints.getConversations.initiate());
  await store.dispatch(getNotificationsApi.endpoints.getNotifications.initiate());
  await store.dispatch(
    getUnreadNotificationCountApi.endpoints.getUnreadNotificationCount.initiate(),
  );
  const cachedMessages = () =>
    getChatMessagesApi.endpoints.getChatMessages
      .select(CONVERSATION_ID)(store.getState())
      .data?.pages[0]?.items.map(({ body, isMine }) => ({ body, isMine }));
  return { sent, store, cachedMessages };
}

describe('handleChatMessageEvent', () => {
  it("adds another person's message to the room's messages, refreshes the list and the unread counts", async () => {
    const { sent, store, cachedMessages } = await storeWithOpenQueries();
    const refreshUnreadCounts = vi.fn();

    handleChatMessageEvent(store, chatEvent(TRADIE_ID), refreshUnreadCounts);

    expect(cachedMessages()).toEqual([
      { body: 'Friday at 9 suits me', isMine: false },
      { body: 'Can you come on Friday?', isMine: true },
    ]);
    await waitFor(() => expect(sent.to(`GET ${conversationsPath}`)).toHaveLength(2));
    expect(refreshUnreadCounts).toHaveBeenCalledOnce();
    expect(sent.to(`GET ${room}/messages`)).toHaveLength(1);
  });

  it('leaves the counts to the open room, which marks the message read', async () => {
    const { sent, store, cachedMessages } = await storeWithOpenQueries();
    window.history.replaceState(null, '', `/chats/${CONVERSATION_ID}`);
    const refreshUnreadCounts = vi.fn();

    handleChatMessageEvent(store, chatEvent(TRADIE_ID), refreshUnreadCounts);

    expect(cachedMessages()?.[0]).toEqual({ body: 'Friday at 9 suits me', isMine: false });
    await waitFor(() => expect(sent.to(`GET ${conversationsPath}`)).toHaveLength(2));
    expect(refreshUnreadCounts).not.toHaveBeenCalled();
  });

  it("shows the user's own message from another tab as theirs, once, and counts nothing", async () => {
    const { sent, store, cachedMessages } = await storeWithOpenQueries();
    const refreshUnreadCounts = vi.fn();
    const own = chatEvent(me._id, 'See you then');

    handleChatMessageEvent(store, own, refreshUnreadCounts);
    handleChatMessageEvent(store, own, refreshUnreadCounts);

    expect(cachedMessages()).toEqual([
      { body: 'See you then', isMine: true },
      { body: 'Can you come on Friday?', isMine: true },
    ]);
    await waitFor(() => expect(sent.to(`GET ${conversationsPath}`).length).toBeGreaterThan(1));
    expect(refreshUnreadCounts).not.toHaveBeenCalled();
  });
});

describe('handleNotificationEvent', () => {
  it('refetches the unread count for the dot and the notifications list', async () => {
    unreadNotifications = 0;
    const { sent, store } = await storeWithOpenQueries();
    expect(selectUnreadNotifications(store.getState())).toBe(0);
    unreadNotifications = 1;

    handleNotificationEvent(store, notificationEvent);

    await waitFor(() => expect(selectUnreadNotifications(store.getState())).toBe(1));
    await waitFor(() => expect(sent.to(`GET ${notificationsPath}`).length).toBeGreaterThan(1));
  });
});

describe('contact details shown after all (decision 026)', () => {
  const hidden = chatMessageSchema.parse({
    ...earlier,
    body: 'Ring me on [contact details hidden]',
    detailsHidden: true,
  });

  it('reads the room again when a reply shows the details its cached messages hide', async () => {
    const { sent, store } = await storeWithOpenQueries(hidden);

    handleChatMessageEvent(store, { ...chatEvent(TRADIE_ID), contactsHidden: false }, vi.fn());

    await waitFor(() => expect(sent.to(`GET ${room}/messages`)).toHaveLength(2));
  });

  it('leaves the room as it is while the conversation still hides them', async () => {
    const { sent, store } = await storeWithOpenQueries(hidden);

    handleChatMessageEvent(store, chatEvent(TRADIE_ID), vi.fn());

    await waitFor(() => expect(sent.to(`GET ${conversationsPath}`)).toHaveLength(2));
    expect(sent.to(`GET ${room}/messages`)).toHaveLength(1);
  });

  it('reads the chats again when the professional is told they were hired', async () => {
    const { sent, store } = await storeWithOpenQueries(hidden);
    const hired = notificationSchema.parse({
      ...notificationEvent.notification,
      kind: 'job_hired',
      title: 'You have been hired',
    });

    handleNotificationEvent(store, { notification: hired });

    await waitFor(() => expect(sent.to(`GET ${room}/messages`)).toHaveLength(2));
    await waitFor(() => expect(sent.to(`GET ${conversationsPath}`)).toHaveLength(2));
  });
});

describe('quotes told of by a notification', () => {
  it.each([
    'quote_received',
    'quote_answered',
    'variation_proposed',
    'variation_answered',
  ] as const)('reads an open quote again on %s', async (kind) => {
    const { sent, store } = await storeWithOpenQueries();
    server.use(http.get(`/api/quotes/${quoteIds.jess}`, () => ok(buildQuoteDetail())));
    await store.dispatch(getQuoteApi.endpoints.getQuote.initiate(quoteIds.jess));
    const told = notificationSchema.parse({
      ...notificationEvent.notification,
      kind,
      title: 'Quote updated: Replace the kitchen tap',
      link: `/quotes/${quoteIds.jess}`,
    });

    handleNotificationEvent(store, { notification: told });

    await waitFor(() => expect(sent.to(`GET /api/quotes/${quoteIds.jess}`)).toHaveLength(2));
    // An accepted quote is a hire: the conversations are read again for their details.
    const chatReads = kind === 'quote_answered' ? 2 : 1;
    await waitFor(() => expect(sent.to(`GET ${room}/messages`)).toHaveLength(chatReads));
  });
});

describe('payments held on a job told of by a notification', () => {
  it.each([
    'variation_answered',
    'payment_secured',
    'payment_release_due',
    'payment_released',
    'payment_disputed',
  ] as const)('reads the quote and its payments again on %s', async (kind) => {
    const { sent, store } = await storeWithOpenQueries();
    const paymentsPath = `/api/quotes/${quoteIds.jess}/payments`;
    server.use(
      http.get(`/api/quotes/${quoteIds.jess}`, () =>
        ok(buildQuoteDetail({ status: 'accepted', acceptedAt: '2026-11-24T03:00:00.000Z' })),
      ),
      http.get(paymentsPath, () => ok(buildQuotePayments())),
    );
    await store.dispatch(getQuoteApi.endpoints.getQuote.initiate(quoteIds.jess));
    await store.dispatch(getQuotePaymentsApi.endpoints.getQuotePayments.initiate(quoteIds.jess));
    const told = notificationSchema.parse({
      ...notificationEvent.notification,
      kind,
      title: 'Payment secured',
      link: `/quotes/${quoteIds.jess}`,
    });

    handleNotificationEvent(store, { notification: told });

    await waitFor(() => expect(sent.to(`GET ${paymentsPath}`)).toHaveLength(2));
    await waitFor(() => expect(sent.to(`GET /api/quotes/${quoteIds.jess}`)).toHaveLength(2));
  });
});

describe("an apprentice's logbook told of by a notification", () => {
  it.each(['logbook_supervision', 'logbook_pending', 'logbook_reviewed'] as const)(
    'reads the supervisions and the entries on screen again on %s',
    async (kind) => {
      const { sent, store } = await storeWithOpenQueries();
      server.use(
        http.get('/api/logbook/supervisions', () => ok({ items: [] })),
        http.get('/api/logbook/entries', () => ok({ items: [], nextCursor: null })),
      );
      await store.dispatch(getSupervisionsApi.endpoints.getSupervisions.initiate());
      await store.dispatch(
        getEntriesApi.endpoints.getLogbookEntries.initiate({
          from: '2026-11-23',
          to: '2026-11-29',
        }),
      );
      const told = notificationSchema.parse({
        ...notificationEvent.notification,
        kind,
        title: 'Logbook',
        link: '/logbook/review',
      });

      handleNotificationEvent(store, { notification: told });

      await waitFor(() => expect(sent.to('GET /api/logbook/supervisions')).toHaveLength(2));
      await waitFor(() => expect(sent.to('GET /api/logbook/entries')).toHaveLength(2));
    },
  );
});
