import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ChatMessage, Conversation } from '@trademate/shared/schemas/chats';
import { selectAuthModal } from '@/features/session/auth-modal';
import { realtimeConnectionChanged } from '@/features/session/slice';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { receiveChatMessage } from '../api/receive-chat-message';
import { CHAT_POLL_INTERVAL_MS } from '../hooks/use-live-chat-messages';
import ChatRoomPage from './chat-room-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CONVERSATION_ID = '5d0c2a8e-3f5b-4c1d-9e7a-2b6f8c4d1e01';
const JOB_ID = '8e1f4b2c-6a3d-4e5f-8b9c-0d1e2f3a4b5c';
const me = buildMe({ userType: 'client', firstName: 'Olivia' });
const jess = {
  _id: '2a7c9e4f-1b3d-4f6a-8c0e-9d2b4f6a8c01',
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  userType: 'tradie' as const,
};

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: CONVERSATION_ID,
    otherUser: jess,
    job: { _id: JOB_ID, title: 'Replace the kitchen tap' },
    myRole: 'client',
    contactsHidden: true,
    blocked: null,
    ...overrides,
  };
}

let sequence = 0;
function message(body: string, isMine: boolean, minutesAgo = 0): ChatMessage {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    senderId: isMine ? me._id : jess._id,
    body,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    isMine,
    detailsHidden: false,
  };
}

const page = (newestFirst: ChatMessage[], nextCursor: string | null = null) => ({
  items: newestFirst,
  nextCursor,
});

const room = `/api/chat/${CONVERSATION_ID}`;

/** The room's conversation, answered as the page asks for it. */
const roomHandlers = (found = conversation()) => [
  http.get(room, () => ok(found)),
  http.post(`${room}/read`, () => ok({ lastReadAt: new Date().toISOString() })),
];

/** Opens the room; `handlers` answer its messages and what the test does there. */
function openRoom(...handlers: HttpHandler[]) {
  server.use(...handlers, ...roomHandlers());
  const sent = recordRequests();
  const view = renderRoute(<ChatRoomPage />, {
    route: `/chats/${CONVERSATION_ID}`,
    path: '/chats/:id',
    user: me,
  });
  return { sent, ...view };
}

const bubbles = () =>
  within(screen.getByRole('log', { name: 'Messages with Jess' }))
    .getAllByRole('listitem')
    .map((item) => ({
      sender: item.getAttribute('data-sender'),
      text: item.querySelector('p')!.textContent,
    }));

describe('ChatRoomPage', () => {
  it("shows the other person's messages on the left and mine on the right, oldest first, and marks the chat read", async () => {
    const messagesOnPage = page([
      message('See you Friday then', true, 1),
      message('Friday at 9 suits me', false, 5),
      message('Hi Olivia, I can fix the tap this week.', false, 60),
    ]);
    const { sent } = openRoom(http.get(`${room}/messages`, () => ok(messagesOnPage)));

    expect(await screen.findByRole('heading', { name: 'Jess Tran' })).toBeInTheDocument();
    expect(bubbles()).toEqual([
      { sender: 'other', text: 'Jess said: Hi Olivia, I can fix the tap this week.' },
      { sender: 'other', text: 'Jess said: Friday at 9 suits me' },
      { sender: 'me', text: 'You said: See you Friday then' },
    ]);
    // The client's link to the job leads to their own job.
    expect(screen.getByRole('link', { name: 'Replace the kitchen tap' })).toHaveAttribute(
      'href',
      `/myJobs/${JOB_ID}`,
    );
    await waitFor(() => expect(sent.to(`POST ${room}/read`)).toHaveLength(1));
    expect(document.title).toBe('TradeMate/Chat with Jess Tran');
  });

  it('links a professional to the job in their job history, and a direct chat to no job', async () => {
    server.use(
      ...roomHandlers(conversation({ myRole: 'professional' })),
      http.get(`${room}/messages`, () => ok(page([]))),
    );
    renderRoute(<ChatRoomPage />, {
      route: `/chats/${CONVERSATION_ID}`,
      path: '/chats/:id',
      user: buildMe({ userType: 'tradie' }),
    });
    const link = await screen.findByRole('link', { name: 'Replace the kitchen tap' });
    expect(link).toHaveAttribute('href', `/userJobHistory/${JOB_ID}`);
    expect(screen.getByText(messages.chats.noMessages)).toBeInTheDocument();
    cleanup();

    const hello = page([message('Hello', false)]);
    openRoom(
      http.get(room, () => ok(conversation({ job: null, myRole: 'direct' }))),
      http.get(`${room}/messages`, () => ok(hello)),
    );
    expect(await screen.findByText(/Direct message/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Replace the kitchen tap' })).not.toBeInTheDocument();
  });

  it('sends a message with Enter, shows it at the end as mine and empties the box', async () => {
    const user = userEvent.setup();
    const earlier = page([message('Friday at 9 suits me', false, 5)]);
    const mine = message('Can you bring a ladder?', true);
    const { sent } = openRoom(
      http.get(`${room}/messages`, () => ok(earlier)),
      http.post(`${room}/messages`, () => ok(mine, messages.chats.sent, 201)),
    );
    const box = (await screen.findByLabelText(messages.chats.messageLabel)) as HTMLTextAreaElement;

    await user.type(box, '  Can you bring a ladder?  ');
    // Shift+Enter is a new line, not a send.
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(box.value).toBe('  Can you bring a ladder?  \n');
    expect(sent.to(`POST ${room}/messages`)).toHaveLength(0);
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(bubbles().at(-1)).toEqual({ sender: 'me', text: 'You said: Can you bring a ladder?' }),
    );
    expect(await sent.request(`POST ${room}/messages`).json()).toEqual({
      body: 'Can you bring a ladder?',
    });
    await waitFor(() => expect(box.value).toBe(''));
    expect(bubbles()).toHaveLength(2);
  });

  it('sends with the Send button, and says so when the message is empty or too long', async () => {
    const user = userEvent.setup();
    const hello = message('Hello', true);
    const { sent } = openRoom(
      http.get(`${room}/messages`, () => ok(page([]))),
      http.post(`${room}/messages`, () => ok(hello, messages.chats.sent, 201)),
    );
    const box = (await screen.findByLabelText(messages.chats.messageLabel)) as HTMLTextAreaElement;

    await user.type(box, '{Enter}');
    await user.click(screen.getByRole('button', { name: messages.chats.send }));
    expect(await screen.findByText(messages.chats.messageRequired)).toBeInTheDocument();

    await user.click(box);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: messages.chats.send }));
    expect(await screen.findByText(messages.chats.messageTooLong)).toBeInTheDocument();
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(sent.to(`POST ${room}/messages`)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: messages.chats.send }));
    await waitFor(() => expect(sent.to(`POST ${room}/messages`)).toHaveLength(1));
  });

  it('opens the verify modal when an unverified user tries to send, keeping their text', async () => {
    const user = userEvent.setup();
    const { store } = openRoom(
      http.get(`${room}/messages`, () => ok(page([]))),
      http.post(`${room}/messages`, () =>
        fail(403, 'NOT_VERIFIED', messages.authModal.verify.text),
      ),
    );
    const box = (await screen.findByLabelText(messages.chats.messageLabel)) as HTMLTextAreaElement;
    await user.type(box, 'Hello{Enter}');
    await waitFor(() => expect(selectAuthModal(store.getState())).toBe('verify'));
    expect(box.value).toBe('Hello');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads earlier messages above the ones shown', async () => {
    const user = userEvent.setup();
    const older = [message('Are you free this week?', true, 90), message('Hi!', true, 91)];
    const newest = [message('Yes, Friday', false, 10)];
    const { sent } = openRoom(
      http.get(`${room}/messages`, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'older-page'
          ? ok(page(older))
          : ok(page(newest, 'older-page')),
      ),
    );

    const loadEarlier = await screen.findByRole('button', { name: messages.chats.loadEarlier });
    await user.click(loadEarlier);
    await waitFor(() =>
      expect(bubbles().map((bubble) => bubble.text)).toEqual([
        'You said: Hi!',
        'You said: Are you free this week?',
        'Jess said: Yes, Friday',
      ]),
    );
    expect(
      screen.queryByRole('button', { name: messages.chats.loadEarlier }),
    ).not.toBeInTheDocument();
    expect(sent.to(`GET ${room}/messages`)).toHaveLength(2);
  });

  it('asks for new messages every 5 seconds and shows them as they arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = message('Friday at 9 suits me', false, 5);
    const later = message('Running 10 minutes late', false);
    let polls = 0;
    const { sent } = openRoom(
      http.get(`${room}/messages`, () => {
        polls += 1;
        return ok(page(polls === 1 ? [first] : [later, first]));
      }),
    );
    await screen.findByRole('heading', { name: 'Jess Tran' });
    await waitFor(() => expect(sent.to(`POST ${room}/read`)).toHaveLength(1));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS);
    });
    await waitFor(() =>
      expect(bubbles().map((bubble) => bubble.text)).toEqual([
        'Jess said: Friday at 9 suits me',
        'Jess said: Running 10 minutes late',
      ]),
    );
    // A new message from Jess while the room is open is read at once.
    await waitFor(() => expect(sent.to(`POST ${room}/read`)).toHaveLength(2));
  });

  it('stops polling while the socket is connected, shows its messages at once, and polls again without it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = message('Friday at 9 suits me', false, 5);
    const live = message('Running 10 minutes late', false);
    const { sent, store } = openRoom(http.get(`${room}/messages`, () => ok(page([first]))));
    await screen.findByRole('heading', { name: 'Jess Tran' });
    act(() => {
      store.dispatch(realtimeConnectionChanged(true));
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 3);
    });
    // Once on connecting, for what arrived before the socket was up; then nothing.
    expect(sent.to(`GET ${room}/messages`)).toHaveLength(2);

    act(() => {
      store.dispatch(
        receiveChatMessage(
          { conversationId: CONVERSATION_ID, message: live, contactsHidden: true },
          me._id,
        ),
      );
    });
    expect(bubbles().map((bubble) => bubble.text)).toEqual([
      'Jess said: Friday at 9 suits me',
      'Jess said: Running 10 minutes late',
    ]);
    await waitFor(() => expect(sent.to(`POST ${room}/read`)).toHaveLength(2));

    act(() => {
      store.dispatch(realtimeConnectionChanged(false));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS);
    });
    expect(sent.to(`GET ${room}/messages`)).toHaveLength(3);

    // Back online, the room catches up once on what it may have missed, then stops polling.
    act(() => {
      store.dispatch(realtimeConnectionChanged(true));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 2);
    });
    expect(sent.to(`GET ${room}/messages`)).toHaveLength(4);
  });

  it("says the conversation cannot be found when it is someone else's", async () => {
    const { sent } = openRoom(
      http.get(room, () => fail(404, 'NOT_FOUND', messages.chats.notFound)),
      http.get(`${room}/messages`, () => fail(404, 'NOT_FOUND', messages.chats.notFound)),
    );
    expect(await screen.findByText(messages.chats.notFound)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: messages.chats.backToChats }).getAttribute('href'),
    ).toBe('/chats');
    expect(screen.queryByLabelText(messages.chats.messageLabel)).not.toBeInTheDocument();
    expect(sent.to(`POST ${room}/read`)).toHaveLength(0);
  });
});
