import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildDisputeSummary, disputeIds } from '@/testing/builders/disputes';
import { renderRoute } from '@/testing/render';
import { sectionsFor } from '../components/console-layout';
import DisputesPage from './disputes-page';

afterEach(cleanup);

const m = messages.disputes;

describe('DisputesPage', () => {
  it('lists open disputes with both people, who opened it and what is held, each opening its page', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/disputes', ({ request }) =>
        ok({
          items:
            new URL(request.url).searchParams.get('state') === 'resolved'
              ? []
              : [
                  buildDisputeSummary(),
                  buildDisputeSummary({
                    paymentId: 'e1a2b3c4-0000-4000-8000-00000000d099',
                    jobTitle: 'Paint the front fence',
                    openedBy: 'professional',
                    reason: 'The client will not let me finish the second coat.',
                    heldCents: 45_050,
                  }),
                ],
        }),
      ),
    );
    const sent = recordRequests();
    renderRoute(<DisputesPage />, { route: '/admin/disputes' });

    const list = await screen.findByRole('list', { name: 'Open disputes' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', `/admin/disputes/${disputeIds.payment}`);
    expect(within(rows[0]!).getByText('Replace the hot water system')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByText('Client Olivia Nguyen · Professional Jess Taylor'),
    ).toBeInTheDocument();
    expect(
      within(rows[0]!).getByText(/^Opened by the client: “The new unit leaks/),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$1,500 held')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(messages.jobPayments.statuses.disputed)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Opened by the professional:/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$450.50 held')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open (2)' })).toBeInTheDocument();
    expect(new URL(sent.request('GET /api/admin/disputes').url).search).toBe('?state=open');

    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText(m.noneResolved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URL(sent.to('GET /api/admin/disputes').at(-1)!.url).search).toBe('?state=resolved');
  });

  it('shows a resolved dispute with what was paid and when it was resolved', async () => {
    server.use(
      http.get('/api/admin/disputes', () =>
        ok({
          items: [
            buildDisputeSummary({
              status: 'settled',
              heldCents: 0,
              resolvedAt: '2026-11-25T03:00:00.000Z',
            }),
          ],
        }),
      ),
    );
    renderRoute(<DisputesPage />, {
      route: '/admin/disputes?state=resolved',
      path: '/admin/disputes',
    });
    const list = await screen.findByRole('list', { name: 'Resolved disputes' });
    expect(within(list).getByText('$1,500 paid')).toBeInTheDocument();
    expect(within(list).getByText(/^Resolved /)).toBeInTheDocument();
    expect(within(list).getByText(messages.jobPayments.statuses.settled)).toBeInTheDocument();
  });
});

describe('the console sections for disputes and money', () => {
  it('gives disputes to support and admins, and money to admins only', () => {
    const support = sectionsFor('support').map((section) => section.label);
    const admin = sectionsFor('admin').map((section) => section.label);
    expect(support).toContain('Disputes');
    expect(support).not.toContain('Money');
    expect(admin).toEqual(expect.arrayContaining(['Disputes', 'Money']));
  });
});
