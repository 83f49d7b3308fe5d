import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ChatMessage, Conversation } from '@trademate/shared/schemas/chats';
import type { Quote } from '@trademate/shared/schemas/quotes';
import { expectNoAxeViolations } from '@/testing/axe';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildTradie } from '@/testing/builders/job-requests';
import { buildQuote, quoteIds } from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import ChatRoomRoute from './chat-room-route';

const m = messages.quotes;

afterEach(cleanup);

const room = `/api/chat/${quoteIds.conversation}`;
const olivia = {
  _id: '7c0f3c52-1c1f-4d6a-9b57-0f7a0b6b1a11',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  avatar: null,
  userType: 'client' as const,
};
const jess = {
  _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c01',
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  userType: 'tradie' as const,
};

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: quoteIds.conversation,
    otherUser: olivia,
    job: { _id: quoteIds.job, title: 'Replace a leaking hot water system' },
    myRole: 'professional',
    contactsHidden: true,
    blocked: null,
    ...overrides,
  };
}

const quoteMessage: ChatMessage = {
  _id: '00000000-0000-4000-8000-000000000101',
  senderId: jess._id,
  body: m.chat.sent(173_800, 1),
  createdAt: '2026-11-21T03:00:00.000Z',
  isMine: true,
  detailsHidden: false,
  quoteId: quoteIds.jess,
};

function openRoom({
  found = conversation(),
  quotes = [],
  asClient = false,
}: { found?: Conversation; quotes?: Quote[]; asClient?: boolean } = {}) {
  server.use(
    http.get(room, () => ok(found)),
    http.get(`${room}/messages`, () =>
      ok({
        items: [asClient ? { ...quoteMessage, isMine: false } : quoteMessage],
        nextCursor: null,
      }),
    ),
    http.post(`${room}/read`, () => ok({ lastReadAt: '2026-11-21T03:01:00.000Z' })),
    http.get(`/api/job/${quoteIds.job}/quotes`, () => ok({ items: quotes })),
  );
  const sent = recordRequests();
  renderRoute(<ChatRoomRoute />, {
    route: `/chats/${quoteIds.conversation}`,
    path: '/chats/:id',
    user: asClient ? buildMe() : buildTradie(),
  });
  return { sent };
}

describe('the chat room with quotes', () => {
  it('shows a quote’s message as a card linking to the quote', async () => {
    openRoom();
    const log = await screen.findByRole('log');
    const card = within(log).getByText('Sent a quote for $1,738').closest('li')!;
    expect(within(card).getByRole('link', { name: 'View quote' })).toHaveAttribute(
      'href',
      `/quotes/${quoteIds.jess}`,
    );
  });

  it('gives the professional the way to send a quote from the header, then to revise it', async () => {
    openRoom();
    const header = (await screen.findByRole('heading', { name: 'Olivia Nguyen' })).closest(
      'header',
    )!;
    expect(await within(header).findByRole('link', { name: 'Send a quote' })).toHaveAttribute(
      'href',
      `/jobRequest/${quoteIds.job}/quote`,
    );
    cleanup();
    openRoom({ quotes: [buildQuote({ isMine: true })] });
    const revising = (await screen.findByRole('heading', { name: 'Olivia Nguyen' })).closest(
      'header',
    )!;
    expect(
      await within(revising).findByRole('link', { name: 'Revise your quote' }),
    ).toHaveAttribute('href', `/jobRequest/${quoteIds.job}/quote`);
    cleanup();
    openRoom({ quotes: [buildQuote({ isMine: true, status: 'accepted' })] });
    expect(await screen.findByRole('link', { name: 'View your quote' })).toHaveAttribute(
      'href',
      `/quotes/${quoteIds.jess}`,
    );
  });

  it('asks nothing about quotes for the client, nor in a direct conversation', async () => {
    const { sent } = openRoom({
      asClient: true,
      found: conversation({ myRole: 'client', otherUser: jess }),
    });
    await screen.findByRole('link', { name: 'View quote' });
    expect(screen.queryByRole('link', { name: /a quote|your quote/ })).not.toBeInTheDocument();
    cleanup();
    const direct = openRoom({ found: conversation({ job: null, myRole: 'direct' }) });
    await screen.findByRole('log');
    for (const { to } of [sent, direct.sent]) {
      expect(to(`GET /api/job/${quoteIds.job}/quotes`)).toHaveLength(0);
    }
  });

  it('is labelled throughout', async () => {
    openRoom();
    await screen.findByRole('link', { name: 'Send a quote' });
    await expectNoAxeViolations();
  });
});
