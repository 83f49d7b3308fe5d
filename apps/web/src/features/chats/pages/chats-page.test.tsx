import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ConversationSummary } from '@trademate/shared/schemas/chats';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import ChatsPage from './chats-page';

afterEach(cleanup);

function summary(index: number, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    _id: `0b5e2c1a-7d3f-4a6b-9c8d-${String(index).padStart(12, '0')}`,
    otherUser: {
      _id: `1c6f3d2b-8e4a-4b7c-8d9e-${String(index).padStart(12, '0')}`,
      firstName: `Person${index}`,
      lastName: 'Tran',
      avatar: null,
      userType: 'tradie',
    },
    job: {
      _id: `2d7a4e3c-9f5b-4c8d-9e0f-${String(index).padStart(12, '0')}`,
      title: `Job ${index}`,
    },
    lastMessagePreview: `Preview ${index}`,
    lastMessageAt: new Date(Date.now() - index * 60_000).toISOString(),
    unreadCount: 0,
    ...overrides,
  };
}

const openChats = () =>
  renderRoute(<ChatsPage />, { route: '/chats', user: buildMe({ userType: 'client' }) });

describe('ChatsPage', () => {
  it('lists each conversation with its person, job, preview and unread badge, linking to the room', async () => {
    server.use(
      http.get('/api/chat', () =>
        ok({
          items: [
            summary(1, { unreadCount: 3 }),
            summary(2, { job: null, lastMessagePreview: 'Keen for Monday?' }),
          ],
          nextCursor: null,
        }),
      ),
    );
    openChats();

    const list = await screen.findByRole('list', { name: messages.chats.conversationsLabel });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!).toHaveAttribute('href', `/chats/${summary(1)._id}`);
    expect(first!).toHaveTextContent('Person1 Tran');
    expect(first!).toHaveTextContent('Job 1');
    expect(first!).toHaveTextContent('Preview 1');
    expect(within(first!).getByText('3 unread messages')).toBeInTheDocument();
    expect(second!).toHaveTextContent(messages.chats.directConversation);
    expect(second!).toHaveTextContent('Keen for Monday?');
    expect(second!.textContent).not.toContain('unread');
    expect(document.title).toBe('TradeMate/Chats');
  });

  it('loads more conversations with the cursor the server gave', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/chat', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? ok({ items: [summary(3)], nextCursor: null })
          : ok({ items: [summary(1), summary(2)], nextCursor: 'page-2' }),
      ),
    );
    const sent = recordRequests();
    openChats();

    await user.click(await screen.findByRole('button', { name: messages.chats.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: messages.chats.loadMore })).not.toBeInTheDocument();
    expect(sent.to('GET /api/chat')).toHaveLength(2);
  });

  it('says there are no conversations yet', async () => {
    server.use(http.get('/api/chat', () => ok({ items: [], nextCursor: null })));
    openChats();
    expect(await screen.findByText(messages.chats.empty)).toBeInTheDocument();
    expect(screen.getByText(messages.chats.emptyHint)).toBeInTheDocument();
  });
});
