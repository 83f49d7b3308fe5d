import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { NumbersBucket, NumbersReport } from '@trademate/shared/schemas/numbers';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import { ok, recordRequests, server } from '@/testing/api-server';
import { drawnCharts } from '@/testing/chart-library';
import { renderRoute } from '@/testing/render';
import { sectionsFor } from '../components/console-layout';
import NumbersPage from './numbers-page';

afterEach(cleanup);

function bucket(start: string, overrides: Partial<NumbersBucket> = {}): NumbersBucket {
  return {
    start,
    signUps: { client: 0, tradie: 0, freeTradie: 0, apprentice: 0 },
    jobsPosted: 0,
    jobsContacted: 0,
    hires: 0,
    completedJobs: 0,
    reviews: 0,
    medianHoursToFirstContact: null,
    trialsStarted: 0,
    trialsConverted: 0,
    payingProfessionals: 0,
    mrrCents: 0,
    payingAtStart: 0,
    churned: 0,
    churnRate: null,
    ...overrides,
  };
}

function reportOf(period: 'week' | 'month', buckets: NumbersBucket[]): NumbersReport {
  return {
    period,
    state: null,
    from: buckets[0]!.start,
    to: buckets.at(-1)!.start,
    timeZone: 'Australia/Sydney',
    buckets,
  };
}

const weeks = reportOf('week', [
  bucket('2026-11-16', {
    signUps: { client: 3, tradie: 1, freeTradie: 0, apprentice: 1 },
    jobsPosted: 4,
    jobsContacted: 2,
    medianHoursToFirstContact: 5,
    payingProfessionals: 2,
    mrrCents: 9_800,
  }),
  bucket('2026-11-23', {
    signUps: { client: 2, tradie: 2, freeTradie: 1, apprentice: 0 },
    jobsPosted: 6,
    jobsContacted: 3,
    hires: 1,
    medianHoursToFirstContact: 2.5,
    payingProfessionals: 3,
    mrrCents: 14_700,
    payingAtStart: 2,
    churned: 1,
    churnRate: 0.5,
  }),
]);

function tile(label: string) {
  const tiles = screen.getAllByTestId('numbers-tile');
  const found = tiles.find((item) => within(item).queryByText(label, { exact: true }));
  if (!found) throw new Error(`No tile ${label}`);
  return found;
}

describe('NumbersPage', () => {
  it('shows the latest period in tiles with the change, and every chart as a table', async () => {
    server.use(http.get('/api/admin/numbers', () => ok(weeks)));
    renderRoute(<NumbersPage />, { route: '/admin/numbers' });

    expect(
      await screen.findByRole('heading', { name: 'Week of 23 November 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${messages.money.fromNumbers} →` })).toHaveAttribute(
      'href',
      '/admin/money',
    );
    expect(tile('Sign-ups').textContent).toBe('Sign-ups5No change on the week before');
    expect(tile('Jobs posted').textContent).toBe('Jobs posted6+2 on the week before');
    expect(tile('Median time to first contact').textContent).toBe(
      'Median time to first contact2.5 h−2.5 h on the week before',
    );
    expect(tile('Monthly recurring revenue').textContent).toBe(
      'Monthly recurring revenue$147+$49 on the week before',
    );
    // No churn the week before: nobody was paying at its start.
    expect(tile('Churn').textContent).toBe('Churn50%');

    const signUps = screen.getByRole('table', { name: 'Sign-ups by account type' });
    const rows = within(signUps).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodClientTradieFree tradieApprentice',
      'Week of 16 November 20263101',
      'Week of 23 November 20262210',
    ]);
    const revenue = screen.getByRole('table', {
      name: 'Monthly recurring revenue at the end of the period',
    });
    expect(within(revenue).getByRole('row', { name: /23 November/ }).textContent).toBe(
      'Week of 23 November 2026$147',
    );
    const contact = screen.getByRole('table', { name: 'Median time to first contact' });
    expect(within(contact).getByRole('row', { name: /16 November/ }).textContent).toBe(
      'Week of 16 November 20265 h',
    );
    // Seven charts, each drawn with its periods and series.
    await vi.waitFor(() => expect(drawnCharts).toHaveLength(7));
    expect(drawnCharts[0]!.data).toEqual([
      [0, 1],
      [3, 2],
      [1, 2],
      [0, 1],
      [1, 0],
    ]);
  });

  it('asks for months and one state when chosen, keeping them in the address', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/numbers', ({ request }) =>
        ok(
          new URL(request.url).searchParams.get('period') === 'month'
            ? reportOf('month', [
                bucket('2026-10-01', { churnRate: 0.25 }),
                bucket('2026-11-01', { hires: 7, churnRate: 0.5 }),
              ])
            : weeks,
        ),
      ),
    );
    const sent = recordRequests();
    renderRoute(<NumbersPage />, { route: '/admin/numbers' });
    await screen.findByRole('heading', { name: 'Week of 23 November 2026' });

    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(tile('Hires').textContent).toBe('Hires7+7 on the month before');
    // A rate moves in percentage points.
    expect(tile('Churn').textContent).toBe('Churn50%+25 points on the month before');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByLabelText('State'), 'VIC');
    await vi.waitFor(() =>
      expect(
        sent.to('GET /api/admin/numbers').map((request) => new URL(request.url).search),
      ).toContain('?period=month&state=VIC'),
    );
  });
});

describe('Numbers for support staff', () => {
  const support: StaffMember = {
    _id: 's1',
    email: 'sam.lee@trademate.com.au',
    name: 'Sam Lee',
    role: 'support',
    status: 'active',
    lastSignInAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  it('is not among their sections, and the page asks nothing of the API for them', async () => {
    expect(sectionsFor('support').map((section) => section.label)).not.toContain('Numbers');
    expect(sectionsFor('admin').map((section) => section.label)).toContain('Numbers');
    const sent = recordRequests();
    renderRoute(
      <Routes>
        <Route element={<Outlet context={support} />}>
          <Route path="*" element={<NumbersPage />} />
        </Route>
      </Routes>,
      { route: '/admin/numbers', path: '/admin/numbers/*' },
    );
    expect(await screen.findByText(messages.staff.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weekly' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Money/ })).not.toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });
});
