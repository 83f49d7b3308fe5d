import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ChatMessage, Conversation, ConversationRole } from '@trademate/shared/schemas/chats';
import { ok, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import ChatRoomPage from './chat-room-page';

afterEach(() => {
  cleanup();
});

const m = messages.chats;
const HIDDEN = m.hiddenContactDetails;
const CONVERSATION_ID = '5d0c2a8e-3f5b-4c1d-9e7a-2b6f8c4d1e01';
const room = `/api/chat/${CONVERSATION_ID}`;
const jess = {
  _id: '2a7c9e4f-1b3d-4f6a-8c0e-9d2b4f6a8c01',
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  userType: 'tradie' as const,
};
const me = buildMe({ userType: 'client', firstName: 'Olivia' });

function conversation(myRole: ConversationRole, contactsHidden = true): Conversation {
  return {
    _id: CONVERSATION_ID,
    otherUser: jess,
    job: myRole === 'direct' ? null : { _id: '8e1f4b2c-6a3d-4e5f-8b9c-0d1e2f3a4b5c', title: 'Tap' },
    myRole,
    contactsHidden,
    blocked: null,
  };
}

let sequence = 0;
function message(body: string, isMine: boolean, detailsHidden: boolean): ChatMessage {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    senderId: isMine ? me._id : jess._id,
    body,
    createdAt: new Date(Date.now() - (100 - sequence) * 60_000).toISOString(),
    isMine,
    detailsHidden,
  };
}

function openRoom(myRole: ConversationRole, newestFirst: ChatMessage[], ...more: HttpHandler[]) {
  server.use(
    ...more,
    http.get(room, () => ok(conversation(myRole))),
    http.get(`${room}/messages`, () => ok({ items: newestFirst, nextCursor: null })),
    http.post(`${room}/read`, () => ok({ lastReadAt: new Date().toISOString() })),
  );
  renderRoute(<ChatRoomPage />, {
    route: `/chats/${CONVERSATION_ID}`,
    path: '/chats/:id',
    user: me,
  });
}

/** Each message on screen: its text and the notice under it, if any. */
async function shown() {
  const log = await screen.findByRole('log', { name: 'Messages with Jess' });
  return within(log)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.querySelector('p')!.textContent,
      notice: within(item).queryByTestId('hidden-details-notice')?.textContent ?? null,
    }));
}

describe('hidden contact details in the chat room', () => {
  it('tells the sender under their message that the other person does not see the details yet', async () => {
    openRoom('client', [
      message(`Fine, or call me on ${HIDDEN}`, true, true),
      message(`I can do Friday, ring ${HIDDEN}`, false, true),
      message('Is Friday any good?', true, false),
    ]);

    expect(await shown()).toEqual([
      { text: 'You said: Is Friday any good?', notice: null },
      {
        text: `Jess said: I can do Friday, ring ${HIDDEN}`,
        notice: m.detailsHiddenForReader.client('Jess'),
      },
      {
        text: `You said: Fine, or call me on ${HIDDEN}`,
        notice: m.detailsHiddenForSender.client('Jess'),
      },
    ]);
    // The notice describes the message it sits under; the marker is set apart in the text.
    const notice = screen.getAllByTestId('hidden-details-notice')[1]!;
    const mine = screen.getAllByRole('listitem').at(-1)!.querySelector('p')!;
    expect(mine).toHaveAttribute('aria-describedby', notice.id);
    expect(within(mine).getByText(HIDDEN).tagName).toBe('SPAN');
  });

  it('words the notice for a professional and for a direct conversation', async () => {
    openRoom('professional', [message(`My email is ${HIDDEN}`, true, true)]);
    expect((await shown())[0]!.notice).toBe(m.detailsHiddenForSender.professional('Jess'));
    expect(screen.getByText(/until Jess hires you/)).toBeInTheDocument();
    cleanup();

    openRoom('direct', [
      message(`Ring me on ${HIDDEN}`, true, true),
      message(`Text ${HIDDEN}`, false, true),
    ]);
    expect((await shown()).map((item) => item.notice)).toEqual([
      m.detailsHiddenForReader.direct(),
      m.detailsHiddenForSender.direct('Jess'),
    ]);
  });

  it('shows the notice under a message as soon as it is sent with details in it', async () => {
    const user = userEvent.setup();
    const answer = message(`Sure, it's ${HIDDEN}`, true, true);
    openRoom(
      'client',
      [message('What is your email?', false, false)],
      http.post(`${room}/messages`, () => ok(answer, m.sent, 201)),
    );
    const box = await screen.findByLabelText(m.messageLabel);

    await user.type(box, "Sure, it's olivia@example.com.au{Enter}");

    await waitFor(async () =>
      expect((await shown()).at(-1)).toEqual({
        text: `You said: Sure, it's ${HIDDEN}`,
        notice: m.detailsHiddenForSender.client('Jess'),
      }),
    );
    expect((await shown())[0]!.notice).toBeNull();
  });

  it('shows no notice once the details show', async () => {
    openRoom('client', [message('Call me on 0412 345 678', false, false)]);
    expect(await shown()).toEqual([{ text: 'Jess said: Call me on 0412 345 678', notice: null }]);
    expect(screen.queryByTestId('hidden-details-notice')).not.toBeInTheDocument();
  });
});
