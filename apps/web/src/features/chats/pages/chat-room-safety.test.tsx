import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockStanding } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import type { ChatMessage, Conversation } from '@trademate/shared/schemas/chats';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import ChatRoomPage from './chat-room-page';

afterEach(() => {
  cleanup();
});

const s = messages.safety;
const CONVERSATION_ID = '5d0c2a8e-3f5b-4c1d-9e7a-2b6f8c4d1e02';
const MESSAGE_ID = '00000000-0000-4000-8000-000000000077';
const room = `/api/chat/${CONVERSATION_ID}`;
const jess = {
  _id: '2a7c9e4f-1b3d-4f6a-8c0e-9d2b4f6a8c02',
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  userType: 'tradie' as const,
};
const me = buildMe({ userType: 'client', firstName: 'Olivia' });

function conversation(blocked: BlockStanding | null): Conversation {
  return {
    _id: CONVERSATION_ID,
    otherUser: jess,
    job: { _id: '8e1f4b2c-6a3d-4e5f-8b9c-0d1e2f3a4b5d', title: 'Tap' },
    myRole: 'client',
    contactsHidden: true,
    blocked,
  };
}

const fromJess: ChatMessage = {
  _id: MESSAGE_ID,
  senderId: jess._id,
  body: 'Pay me a deposit by bank transfer and I will start tomorrow.',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  isMine: false,
  detailsHidden: false,
};

/** Opens the room; `standing` is read on each request of its header, so a change shows. */
function openRoom(standing: { current: BlockStanding | null }) {
  server.use(
    http.get(room, () => ok(conversation(standing.current))),
    http.get(`${room}/messages`, () => ok({ items: [fromJess], nextCursor: null })),
    http.post(`${room}/read`, () => ok({ lastReadAt: new Date().toISOString() })),
  );
  const sent = recordRequests();
  renderRoute(<ChatRoomPage />, {
    route: `/chats/${CONVERSATION_ID}`,
    path: '/chats/:id',
    user: me,
  });
  return sent;
}

describe('reports and blocks in the chat room', () => {
  it("reports the other person's message with a reason and a note", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/report', async ({ request }) =>
        ok({ _id: 'r1', ...((await request.json()) as object) }, s.reported, 201),
      ),
    );
    const sent = openRoom({ current: null });

    await user.click(await screen.findByRole('button', { name: s.reportTitle('this message') }));
    const dialog = await screen.findByRole('dialog', { name: s.reportTitle('this message') });
    // No reason chosen yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: s.submitReport }));
    expect(await within(dialog).findByText(s.reasonRequired)).toBeInTheDocument();
    expect(sent.to('POST /api/report')).toEqual([]);

    await user.click(within(dialog).getByLabelText(s.reasons.offPlatformPayment));
    await user.type(within(dialog).getByLabelText(s.noteLabel), 'Wants cash up front');
    await user.click(within(dialog).getByRole('button', { name: s.submitReport }));

    expect((await within(dialog).findByRole('status')).textContent).toBe(s.reported);
    expect(await sent.bodiesOf('POST /api/report')).toEqual([
      {
        subjectType: 'message',
        subjectId: MESSAGE_ID,
        reason: 'offPlatformPayment',
        note: 'Wants cash up front',
      },
    ]);
  });

  it('says so when the message was reported before', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/report', () => fail(409, 'CONFLICT', s.alreadyReported)));
    openRoom({ current: null });

    await user.click(await screen.findByRole('button', { name: s.reportTitle('this message') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(s.reasons.spam));
    await user.click(within(dialog).getByRole('button', { name: s.submitReport }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(s.alreadyReported);
  });

  it('blocks from the header after asking, then shows the notice with Unblock instead of the composer', async () => {
    const user = userEvent.setup();
    const standing: { current: BlockStanding | null } = { current: null };
    server.use(
      http.post('/api/block', () => {
        standing.current = 'byMe';
        return ok(null, s.blocked('Jess'), 201);
      }),
      http.delete(`/api/block/${jess._id}`, () => {
        standing.current = null;
        return ok(null, s.unblocked('Jess'));
      }),
    );
    const sent = openRoom(standing);
    expect(await screen.findByRole('textbox', { name: /message/i })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for Jess Tran' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block Jess' }));
    const dialog = await screen.findByRole('dialog', { name: s.blockConfirmTitle('Jess') });
    expect(within(dialog).getByText(s.blockConfirmBody)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block Jess' }));

    expect(await screen.findByTestId('blocked-notice')).toHaveTextContent(s.youBlockedThem);
    expect(screen.queryByRole('textbox', { name: /message/i })).not.toBeInTheDocument();
    expect(await sent.bodiesOf('POST /api/block')).toEqual([{ userId: jess._id }]);

    await user.click(screen.getByRole('button', { name: 'Unblock Jess' }));
    await waitFor(() => expect(screen.queryByTestId('blocked-notice')).not.toBeInTheDocument());
    expect(await screen.findByRole('textbox', { name: /message/i })).toBeInTheDocument();
  });

  it('tells the person blocked that they cannot write, with nothing to undo', async () => {
    openRoom({ current: 'byThem' });
    expect((await screen.findByTestId('blocked-notice')).textContent).toBe(s.theyBlockedYou);
    expect(screen.queryByRole('button', { name: /Unblock/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /message/i })).not.toBeInTheDocument();
  });
});
