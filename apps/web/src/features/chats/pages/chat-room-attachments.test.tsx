import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ChatAttachment } from '@trademate/shared/schemas/chat-attachments';
import type { ChatMessage, Conversation } from '@trademate/shared/schemas/chats';
import { selectAuthModal } from '@/features/session/auth-modal';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { receiveChatMessage } from '../api/receive-chat-message';
import ChatRoomPage from './chat-room-page';

afterEach(() => {
  cleanup();
});

const m = messages.chatAttachments;
const CONVERSATION_ID = '5d0c2a8e-3f5b-4c1d-9e7a-2b6f8c4d1e01';
const me = buildMe({ userType: 'client', firstName: 'Olivia' });
const mick = {
  _id: '2a7c9e4f-1b3d-4f6a-8c0e-9d2b4f6a8c01',
  firstName: 'Mick',
  lastName: 'Thompson',
  avatar: null,
  userType: 'tradie' as const,
};
const conversation: Conversation = {
  _id: CONVERSATION_ID,
  otherUser: mick,
  job: { _id: '8e1f4b2c-6a3d-4e5f-8b9c-0d1e2f3a4b5c', title: 'Replace the hot water system' },
  myRole: 'client',
  contactsHidden: false,
  blocked: null,
};

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

function attachment(
  kind: 'image' | 'pdf',
  overrides: Partial<ChatAttachment> = {},
): ChatAttachment {
  const _id = nextId();
  return {
    _id,
    kind,
    name: kind === 'pdf' ? 'Quote 42.pdf' : 'laundry.webp',
    size: kind === 'pdf' ? 186_000 : 412_000,
    url: `/api/upload/chatAttachment/${_id}`,
    thumbnailUrl: kind === 'image' ? `/api/upload/chatAttachment/${_id}/thumbnail` : null,
    width: kind === 'image' ? 2048 : null,
    height: kind === 'image' ? 1536 : null,
    ...overrides,
  };
}

function message(isMine: boolean, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: nextId(),
    senderId: isMine ? me._id : mick._id,
    body: '',
    createdAt: new Date().toISOString(),
    isMine,
    detailsHidden: false,
    ...extra,
  };
}

const room = `/api/chat/${CONVERSATION_ID}`;

function openRoom(newestFirst: ChatMessage[], ...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get(room, () => ok(conversation)),
    http.get(`${room}/messages`, () => ok({ items: newestFirst, nextCursor: null })),
    http.post(`${room}/read`, () => ok({ lastReadAt: new Date().toISOString() })),
  );
  const sent = recordRequests();
  const view = renderRoute(<ChatRoomPage />, {
    route: `/chats/${CONVERSATION_ID}`,
    path: '/chats/:id',
    user: me,
  });
  return { sent, ...view };
}

const log = () => screen.getByRole('log', { name: 'Messages with Mick' });

describe('files in the chat room', () => {
  it('shows a photo as a thumbnail of its shape that opens full size, and closes again', async () => {
    const user = userEvent.setup();
    const photo = attachment('image');
    openRoom([message(false, { attachment: photo })]);

    const open = await within(await screen.findByRole('log')).findByRole('button', {
      name: m.openPhoto('Mick'),
    });
    const thumbnail = within(open).getByRole('img', { name: m.photoAlt('Mick') });
    expect(thumbnail).toHaveAttribute('src', photo.thumbnailUrl);
    // 2048 × 1536 shown at most 240px a side, so the room keeps its place while it loads.
    expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual([
      '240',
      '180',
    ]);
    expect(within(log()).getByText('Mick said:', { exact: false })).toBeInTheDocument();

    await user.click(open);
    const viewer = await screen.findByRole('dialog', { name: m.photoViewerTitle('Mick') });
    const full = within(viewer).getByRole('img', { name: m.photoAlt('Mick') });
    expect(full).toHaveAttribute('src', photo.url);
    expect(within(viewer).getByRole('link', { name: m.openOriginal })).toHaveAttribute(
      'href',
      photo.url,
    );
    await user.click(within(viewer).getByRole('button', { name: m.closePhoto }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the thumbnail that opened it.
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('shows a PDF as a file chip with its name and size that downloads it', async () => {
    const pdf = attachment('pdf');
    openRoom([message(false, { attachment: pdf })]);
    const chip = await within(await screen.findByRole('log')).findByRole('link', {
      name: m.downloadPdf('Quote 42.pdf', '182 KB'),
    });
    expect(chip).toHaveAttribute('href', pdf.url);
    expect(chip).toHaveAttribute('download', 'Quote 42.pdf');
    expect(chip).toHaveTextContent('Quote 42.pdf');
    expect(chip).toHaveTextContent('PDF · 182 KB');
  });

  it('shows a file whose name hid contact details with the marker and says when they will show', async () => {
    const marker = messages.chats.hiddenContactDetails;
    const masked = attachment('pdf', { name: `Quote ${marker}.pdf` });
    openRoom([message(false, { detailsHidden: true, attachment: masked })]);
    const chip = await within(await screen.findByRole('log')).findByRole('link', {
      name: m.downloadPdf(`Quote ${marker}.pdf`, '182 KB'),
    });
    expect(chip).toHaveAttribute('download', `Quote ${marker}.pdf`);
    expect(within(log()).getByTestId('hidden-details-notice').textContent).toBe(
      messages.chats.detailsHiddenForReader.client('Mick'),
    );
  });

  it('sends a chosen PDF with the attach button, the conversation first, and shows it as mine', async () => {
    const user = userEvent.setup();
    const sentPdf = attachment('pdf', { name: 'quote.pdf', size: 20_480 });
    const { sent } = openRoom(
      [message(false, { body: 'Can you send the quote?' })],
      http.post('/api/upload/chatAttachment', () =>
        ok(message(true, { attachment: sentPdf }), m.sent, 201),
      ),
    );
    await screen.findByRole('log');
    const file = new File(['%PDF-1.4 quote'], 'quote.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(m.attach, { selector: 'input' }), file);

    expect(
      await within(log()).findByRole('link', { name: m.downloadPdf('quote.pdf', '20 KB') }),
    ).toBeInTheDocument();
    const form = await sent.request('POST /api/upload/chatAttachment').formData();
    expect([...form.keys()]).toEqual(['conversationId', 'chatAttachment']);
    expect(form.get('conversationId')).toBe(CONVERSATION_ID);
    // (jsdom's File bytes do not survive into the recorded request; the end-to-end journey checks them.)
    expect(Object.prototype.toString.call(form.get('chatAttachment'))).toBe('[object File]');
    expect(within(log()).getAllByRole('listitem').at(-1)!).toHaveAttribute('data-sender', 'me');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never sends a file the browser can tell is wrong, and says why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { sent } = openRoom([]);
    await screen.findByText(messages.chats.noMessages);
    const input = screen.getByLabelText(m.attach, { selector: 'input' });

    await user.upload(input, new File(['GIF89a'], 'funny.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.unsupportedType);

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'plans.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, huge);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m.tooLarge));
    expect(sent.to('POST /api/upload/chatAttachment')).toHaveLength(0);
  });

  it("shows the server's refusal, and opens the verify modal for an unverified sender", async () => {
    const user = userEvent.setup();
    let answer = () => fail(415, 'UNSUPPORTED_MEDIA_TYPE', m.unsupportedType);
    const { store } = openRoom(
      [],
      http.post('/api/upload/chatAttachment', () => answer()),
    );
    await screen.findByText(messages.chats.noMessages);
    const input = screen.getByLabelText(m.attach, { selector: 'input' });
    const pretend = new File(['not really a pdf'], 'quote.pdf', { type: 'application/pdf' });

    await user.upload(input, pretend);
    expect((await screen.findByRole('alert')).textContent).toBe(m.unsupportedType);

    answer = () => fail(403, 'NOT_VERIFIED', messages.authModal.verify.text);
    await user.upload(input, pretend);
    await waitFor(() => expect(selectAuthModal(store.getState())).toBe('verify'));
  });

  it('shows a file the other person sends the moment it arrives over the socket', async () => {
    const { store } = openRoom([message(false, { body: 'Here is the photo of the old unit' })]);
    await screen.findByRole('log');
    const photo = attachment('image', { width: 600, height: 800 });
    act(() => {
      store.dispatch(
        receiveChatMessage(
          {
            conversationId: CONVERSATION_ID,
            message: message(false, { attachment: photo }),
            contactsHidden: false,
          },
          me._id,
        ),
      );
    });
    const thumbnail = within(log()).getByRole('img', { name: m.photoAlt('Mick') });
    expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual([
      '180',
      '240',
    ]);
  });
});
