import { act, cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ChatMessage, Conversation } from '@trademate/shared/schemas/chats';
import { ok, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { removeChatMessage } from '../api/remove-chat-message';
import ChatRoomPage from './chat-room-page';

afterEach(() => {
  cleanup();
});

const m = messages.chats;
const CONVERSATION_ID = '6e1d3b9f-4a6c-4d2e-8f8b-3c7a9d5e2f03';
const room = `/api/chat/${CONVERSATION_ID}`;
const jess = {
  _id: '3b8d0f5a-2c4e-4a7b-9d1f-0e3c5a7b9d03',
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  userType: 'tradie' as const,
};
const me = buildMe({ userType: 'client', firstName: 'Olivia' });

const conversation: Conversation = {
  _id: CONVERSATION_ID,
  otherUser: jess,
  job: { _id: '9f2a5c3d-7b4e-4f6a-8c0d-1e2f3a4b5c6e', title: 'Tap' },
  myRole: 'client',
  contactsHidden: true,
  blocked: null,
};

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

const removed: ChatMessage = {
  _id: '00000000-0000-4000-8000-000000000101',
  senderId: jess._id,
  body: m.removedByStaff,
  createdAt: at(3),
  isMine: false,
  detailsHidden: false,
  isRemoved: true,
};
const rude: ChatMessage = {
  _id: '00000000-0000-4000-8000-000000000102',
  senderId: jess._id,
  body: 'You are an idiot.',
  createdAt: at(2),
  isMine: false,
  detailsHidden: false,
};

function openRoom() {
  server.use(
    http.get(room, () => ok(conversation)),
    http.get(`${room}/messages`, () => ok({ items: [rude, removed], nextCursor: null })),
    http.post(`${room}/read`, () => ok({ lastReadAt: new Date().toISOString() })),
  );
  return renderRoute(<ChatRoomPage />, {
    route: `/chats/${CONVERSATION_ID}`,
    path: '/chats/:id',
    user: me,
  });
}

describe('messages removed by TradeMate in the chat room', () => {
  it('shows the removal notice in place of the message, with nothing to report', async () => {
    openRoom();
    const log = await screen.findByRole('log', { name: m.messagesLabel('Jess') });
    await within(log).findByText('You are an idiot.');
    const notices = within(log).getAllByTestId('removed-message');
    expect(notices).toHaveLength(1);
    expect(notices[0]!).toHaveTextContent(m.removedByStaff);
    // Only the message still shown can be reported.
    expect(
      within(log).getAllByRole('button', {
        name: messages.safety.reportTitle(messages.safety.subjectNames.message),
      }),
    ).toHaveLength(1);
  });

  it('replaces a message staff remove while the room is open', async () => {
    const { store } = openRoom();
    const log = await screen.findByRole('log', { name: m.messagesLabel('Jess') });
    await within(log).findByText('You are an idiot.');
    act(() => {
      store.dispatch(removeChatMessage({ conversationId: CONVERSATION_ID, messageId: rude._id }));
    });
    expect(within(log).queryByText('You are an idiot.')).not.toBeInTheDocument();
    expect(within(log).getAllByTestId('removed-message')).toHaveLength(2);
  });
});
