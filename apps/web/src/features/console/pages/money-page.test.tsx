import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMoneyReport, disputeIds } from '@/testing/builders/disputes';
import { drawnCharts } from '@/testing/chart-library';
import { renderRoute } from '@/testing/render';
import MoneyPage from './money-page';

afterEach(cleanup);

const m = messages.money;

function figure(label: string) {
  const found = screen
    .getAllByTestId('money-figure')
    .find((item) => within(item).queryByText(label, { exact: true }));
  if (!found) throw new Error(`No figure ${label}`);
  return found;
}

describe('MoneyPage', () => {
  it('shows each month as a row and a chart, what is held now, and that everything adds up', async () => {
    server.use(http.get('/api/admin/money', () => ok(buildMoneyReport())));
    const sent = recordRequests();
    renderRoute(<MoneyPage />, { route: '/admin/money' });

    const table = await screen.findByRole('table', { name: 'Money per period, newest first' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PeriodChargedReleasedFeesRefundedDisputes opened',
      // Each figure is named in its cell too, for a phone, where a period is a card.
      'November 2026Charged$4,000.50Released$2,200Fees$110Refunded$750Disputes opened2',
      'October 2026Charged$2,500Released$1,000Fees$50Refunded$0Disputes opened0',
    ]);
    expect(figure(m.heldNow).textContent).toBe('Held now$2,550.50');
    expect(within(figure(m.openDisputes)).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      '/admin/disputes',
    );
    expect(screen.getByText(m.reconciled)).toBeInTheDocument();
    expect(new URL(sent.request('GET /api/admin/money').url).search).toBe('?period=month');
    // Two charts: the money in dollars per month, and the disputes opened.
    await vi.waitFor(() => expect(drawnCharts).toHaveLength(2));
    expect(drawnCharts[0]!.data).toEqual([
      [0, 1],
      [2_500, 4_000.5],
      [1_000, 2_200],
      [50, 110],
      [0, 750],
    ]);
    expect(drawnCharts[1]!.data).toEqual([
      [0, 1],
      [0, 2],
    ]);
  });

  it('lists the payments that do not add up, and asks for weeks when chosen', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/money', ({ request }) =>
        ok(
          new URL(request.url).searchParams.get('period') === 'week'
            ? buildMoneyReport({ period: 'week', rows: [] })
            : buildMoneyReport({
                differences: [
                  {
                    paymentId: disputeIds.payment,
                    jobTitle: 'Replace the hot water system',
                    what: 'The provider refunded more than the ledger records',
                    ledgerCents: 75_000,
                    recordCents: 80_000,
                  },
                ],
              }),
        ),
      ),
    );
    const sent = recordRequests();
    renderRoute(<MoneyPage />, { route: '/admin/money' });

    const reconciliation = await screen.findByRole('region', { name: m.reconciliationTitle });
    expect(within(reconciliation).getByText(m.differencesLead(1))).toBeInTheDocument();
    const difference = within(reconciliation).getByRole('listitem');
    expect(difference).toHaveTextContent('Replace the hot water system');
    expect(difference).toHaveTextContent('The provider refunded more than the ledger records');
    expect(difference).toHaveTextContent('Ledger $750Record $800Off by $50');
    expect(within(reconciliation).queryByText(m.reconciled)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(await screen.findByText(m.noPeriods)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(sent.to('GET /api/admin/money').at(-1)!.url).search).toBe('?period=week');
    expect(screen.getByText(m.reconciled)).toBeInTheDocument();
  });

  it('is refused to support staff without asking the API', async () => {
    const support: StaffMember = {
      _id: 's1',
      email: 'sam.lee@trademate.com.au',
      name: 'Sam Lee',
      role: 'support',
      status: 'active',
      lastSignInAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const sent = recordRequests();
    renderRoute(
      <Routes>
        <Route element={<Outlet context={support} />}>
          <Route path="*" element={<MoneyPage />} />
        </Route>
      </Routes>,
      { route: '/admin/money', path: '/admin/money/*' },
    );
    expect(await screen.findByText(messages.staff.notAllowed)).toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });
});
