import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { MyTicket, TicketSummary } from '@trademate/shared/schemas/tickets';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import MyTicketPage from './my-ticket-page';
import MyTicketsPage from './my-tickets-page';

afterEach(cleanup);

const m = messages.ticket;
const TICKET_ID = '5b1e7c2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';

const summary = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  _id: TICKET_ID,
  reason: 'The Professional is late',
  status: 'waitingOnCustomer',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastActivityAt: '2026-11-21T03:00:00.000Z',
  preview: 'Sorry about that. Could you tell us the job?',
  ...overrides,
});

const ticket = (overrides: Partial<MyTicket> = {}): MyTicket => ({
  ...summary(),
  resolvedAt: null,
  messages: [
    {
      _id: TICKET_ID,
      author: 'customer',
      authorName: 'You',
      body: 'He arrived three hours late.',
      createdAt: '2026-11-20T01:00:00.000Z',
    },
    {
      _id: '6c2f8d3b-4e5a-4b7c-9d0e-1f2a3b4c5d6e',
      author: 'staff',
      authorName: m.supportName,
      body: 'Sorry about that. Could you tell us the job?',
      createdAt: '2026-11-21T03:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('MyTicketsPage', () => {
  it('lists my tickets with their status as I read it, each linking to its conversation', async () => {
    server.use(
      http.get('/api/ticket', () =>
        ok({
          items: [
            summary(),
            summary({
              _id: '7d3a9e4c-5f6b-4c8d-8e1f-2a3b4c5d6e7f',
              reason: 'Professional Maintenance Mistakes',
              status: 'resolved',
              preview: 'The tap still leaks.',
            }),
          ],
        }),
      ),
    );
    renderRoute(<MyTicketsPage />, { route: '/tickets', user: buildMe() });

    const list = await screen.findByRole('list', { name: m.myTicketsTitle });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!).toHaveAttribute('href', `/tickets/${TICKET_ID}`);
    expect(first!).toHaveTextContent('The Professional is late');
    expect(first!).toHaveTextContent('Waiting on you');
    expect(first!).toHaveTextContent('Sorry about that. Could you tell us the job?');
    expect(second!).toHaveTextContent('Resolved');
    expect(document.title).toBe('TradeMate/My tickets');
  });

  it('says how to send one when there are none', async () => {
    server.use(http.get('/api/ticket', () => ok({ items: [] })));
    renderRoute(<MyTicketsPage />, { route: '/tickets', user: buildMe() });
    expect(await screen.findByText(m.noTickets)).toBeInTheDocument();
  });
});

describe('MyTicketPage', () => {
  const open = () =>
    renderRoute(<MyTicketPage />, {
      route: `/tickets/${TICKET_ID}`,
      path: '/tickets/:id',
      user: buildMe(),
    });

  it("shows the conversation with support's reply, and sends my reply, which reopens it", async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    server.use(
      http.get(`/api/ticket/${TICKET_ID}`, () => ok(ticket())),
      http.post(`/api/ticket/${TICKET_ID}/messages`, () =>
        ok(
          ticket({
            status: 'open',
            messages: [
              ...ticket().messages,
              {
                _id: '8e4b0f5d-6a7c-4d9e-9f2a-3b4c5d6e7f80',
                author: 'customer',
                authorName: 'You',
                body: 'It was the Geelong bathroom job.',
                createdAt: '2026-11-21T04:00:00.000Z',
              },
            ],
          }),
          m.sent,
        ),
      ),
    );
    open();

    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const items = within(conversation).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!).toHaveTextContent(m.supportName);
    expect(items[1]!).toHaveTextContent('Could you tell us the job?');
    expect(screen.getByText('Waiting on you')).toBeInTheDocument();
    expect(screen.getByText(m.reopensNote)).toBeInTheDocument();

    // An empty reply is stopped before it is sent.
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.replyRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(m.replyLabel), 'It was the Geelong bathroom job.');
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.sent)).toBeInTheDocument();
    expect(await sent.bodiesOf(`POST /api/ticket/${TICKET_ID}/messages`)).toEqual([
      { body: 'It was the Geelong bathroom job.' },
    ]);
    // The conversation is read again after the reply: awaited, never assumed at once.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect((screen.getByLabelText(m.replyLabel) as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the API's refusal of a reply and keeps what I wrote", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/ticket/${TICKET_ID}`, () => ok(ticket())),
      http.post(`/api/ticket/${TICKET_ID}/messages`, () =>
        fail(429, 'RATE_LIMITED', m.tooManyReplies('60 minutes')),
      ),
    );
    open();
    await user.type(await screen.findByLabelText(m.replyLabel), 'Hello again');
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.tooManyReplies('60 minutes'))).toBeInTheDocument();
    expect((screen.getByLabelText(m.replyLabel) as HTMLTextAreaElement).value).toBe('Hello again');
  });

  it('says so when the ticket is not mine or is gone', async () => {
    server.use(http.get(`/api/ticket/${TICKET_ID}`, () => fail(404, 'NOT_FOUND', m.notFound)));
    open();
    expect(await screen.findByRole('heading', { name: m.notFound })).toBeInTheDocument();
  });
});
