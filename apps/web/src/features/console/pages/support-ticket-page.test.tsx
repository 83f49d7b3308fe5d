import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import type { StaffTicket } from '@trademate/shared/schemas/tickets';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import SupportTicketPage from './support-ticket-page';

afterEach(cleanup);

const m = messages.ticket;
const TICKET_ID = '5b1e7c2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';
const me: StaffMember = {
  _id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  email: 'sam@trademate.com.au',
  name: 'Sam Lee',
  role: 'support',
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const admin = { _id: '4a2d3c5b-6e7f-4a81-9bac-1d2e3f4a5b6c', name: 'Priya Shah' };

const ticket = (overrides: Partial<StaffTicket> = {}): StaffTicket => ({
  _id: TICKET_ID,
  reason: 'The Professional is late',
  status: 'open',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastActivityAt: '2026-11-20T01:00:00.000Z',
  preview: 'He arrived three hours late.',
  resolvedAt: null,
  assignee: null,
  customer: {
    _id: '7c0f3c52-1c1f-4d6a-9b57-0f7a0b6b1a11',
    name: 'Olivia Nguyen',
    email: 'olivia.nguyen@example.com.au',
    userType: 'client',
    isVerified: true,
    contactNumber: '0412345678',
  },
  messages: [
    {
      _id: TICKET_ID,
      author: 'customer',
      authorName: 'Olivia Nguyen',
      body: 'He arrived three hours late.',
      createdAt: '2026-11-20T01:00:00.000Z',
    },
  ],
  ...overrides,
});

function openTicket() {
  const sent = recordRequests();
  renderRoute(
    <Routes>
      <Route element={<Outlet context={me} />}>
        <Route index element={<SupportTicketPage />} />
      </Route>
    </Routes>,
    { route: `/admin/support/${TICKET_ID}`, path: '/admin/support/:id/*' },
  );
  return sent;
}

describe('SupportTicketPage', () => {
  it("shows the conversation and the customer's details, and sends a reply", async () => {
    const user = userEvent.setup();
    let current = ticket();
    server.use(
      http.get(`/api/admin/tickets/${TICKET_ID}`, () => ok(current)),
      http.get('/api/admin/tickets/assignees', () =>
        ok({ items: [admin, { _id: me._id, name: me.name }] }),
      ),
      http.post(`/api/admin/tickets/${TICKET_ID}/reply`, async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        current = ticket({
          status: 'waitingOnCustomer',
          assignee: { _id: me._id, name: me.name },
          messages: [
            ...current.messages,
            {
              _id: '6c2f8d3b-4e5a-4b7c-9d0e-1f2a3b4c5d6e',
              author: 'staff',
              authorName: me.name,
              body,
              createdAt: '2026-11-21T03:00:00.000Z',
            },
          ],
        });
        return ok(current, m.repliedMessage);
      }),
    );
    const sent = openTicket();

    expect(
      await screen.findByRole('heading', { name: 'The Professional is late' }),
    ).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('olivia.nguyen@example.com.au')).toBeInTheDocument();
    expect(within(customer).getByText('0412345678')).toBeInTheDocument();
    expect(within(customer).getByText('(verified)')).toBeInTheDocument();
    expect(screen.getByText('Waiting on support')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.replyRequired)).toBeInTheDocument();
    expect(sent.keys().filter((key) => key.startsWith('POST'))).toEqual([]);

    await user.type(
      screen.getByLabelText('Reply to the customer'),
      'Sorry about that. We have spoken to the professional.',
    );
    await user.click(screen.getByRole('button', { name: m.send }));
    expect(await screen.findByText(m.sent)).toBeInTheDocument();
    expect(await sent.bodiesOf(`POST /api/admin/tickets/${TICKET_ID}/reply`)).toEqual([
      { body: 'Sorry about that. We have spoken to the professional.' },
    ]);
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(
      await within(conversation).findByText(/We have spoken to the professional/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Waiting on customer')).toBeInTheDocument();
  });

  it('assigns to me and resolves, showing what the API answered', async () => {
    const user = userEvent.setup();
    let current = ticket({ assignee: admin });
    server.use(
      http.get(`/api/admin/tickets/${TICKET_ID}`, () => ok(current)),
      http.get('/api/admin/tickets/assignees', () =>
        ok({ items: [admin, { _id: me._id, name: me.name }] }),
      ),
      http.post(`/api/admin/tickets/${TICKET_ID}/assign`, async ({ request }) => {
        const { staffId } = (await request.json()) as { staffId: string };
        current = ticket({ assignee: { _id: staffId, name: me.name } });
        return ok(current, m.assignedMessage(me.name));
      }),
      http.post(`/api/admin/tickets/${TICKET_ID}/resolve`, () =>
        fail(409, 'CONFLICT', m.alreadyResolved),
      ),
    );
    openTicket();

    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText(m.assignedMessage(me.name))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect((screen.getByLabelText('Assigned to') as HTMLSelectElement).value).toBe(me._id);

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(m.alreadyResolved)).toBeInTheDocument();
  });

  it('says so when the ticket is not found', async () => {
    server.use(
      http.get(`/api/admin/tickets/${TICKET_ID}`, () => fail(404, 'NOT_FOUND', m.notFound)),
      http.get('/api/admin/tickets/assignees', () => ok({ items: [] })),
    );
    openTicket();
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
  });
});
