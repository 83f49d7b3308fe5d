import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { LogbookEntry } from '@trademate/shared/schemas/logbook';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildApprenticeUser,
  buildEntry,
  buildSettings,
  buildSupervision,
  buildTotals,
  entryId,
  logbookIds,
} from '@/testing/builders/logbook';
import { drawnCharts } from '@/testing/chart-library';
import { renderRoute } from '@/testing/render';
import LogbookPage from './logbook-page';

const m = messages.logbook;

// Today in Australia is Friday 6 March 2026 for every test: the week runs from 2 to 8 March.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-06T02:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const weekEntries: LogbookEntry[] = [
  buildEntry({
    _id: entryId(3),
    workDate: '2026-03-04',
    minutes: 480,
    site: '9 Bay Rd, Torquay',
    tasks: 'Fitted off power points in the bedrooms',
  }),
  buildEntry({
    _id: entryId(2),
    workDate: '2026-03-03',
    status: 'returned',
    returnComment: 'Say which circuits you tested',
    tasks: 'Tested the circuits before energising',
  }),
  buildEntry({
    _id: entryId(1),
    workDate: '2026-03-02',
    status: 'verified',
    verifiedAt: '2026-03-03T05:00:00.000Z',
  }),
];

function openLogbook({
  route = '/logbook',
  handlers = [],
}: { route?: string; handlers?: HttpHandler[] } = {}) {
  server.use(
    ...handlers,
    http.get('/api/logbook/entries', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return ok({
        items: query.get('from') === '2026-03-02' ? weekEntries : [],
        nextCursor: null,
      });
    }),
    http.get('/api/logbook/totals', () => ok(buildTotals())),
    http.get('/api/logbook/settings', () => ok(buildSettings())),
    http.get('/api/logbook/supervisions', () =>
      ok({
        items: [
          buildSupervision({ pendingCount: 2 }),
          buildSupervision({
            _id: logbookIds.otherSupervision,
            status: 'ended',
            supervisor: {
              _id: logbookIds.otherSupervisor,
              firstName: 'Priya',
              lastName: 'Shah',
              avatar: null,
              businessName: null,
            },
            endedAt: '2026-01-30T00:00:00.000Z',
          }),
        ],
      }),
    ),
  );
  const sent = recordRequests();
  renderRoute(<LogbookPage />, { route, path: '/logbook', user: buildApprenticeUser() });
  return { sent };
}

const week = () => screen.getByRole('region', { name: /^Week of/ });
const day = (name: string) =>
  within(week()).getByRole('heading', { name }).closest('li') as HTMLElement;

describe('LogbookPage', () => {
  it("shows the week's days with each entry's status and the return's comment", async () => {
    const { sent } = openLogbook();
    await screen.findByRole('heading', { name: 'Week of 2–8 Mar 2026' });
    await within(week()).findByText('Fitted off power points in the bedrooms');
    const query = new URL(sent.request('GET /api/logbook/entries').url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      limit: '50',
    });

    expect(within(week()).getByText('7.5 h verified, 8 h waiting for verification.')).toBeVisible();
    const monday = day('Monday 2 March');
    expect(within(monday).getByText(m.entryStatus.verified)).toBeVisible();
    expect(within(monday).getByRole('link', { name: /7\.5 h/ })).toHaveAttribute(
      'href',
      `/logbook/entries/${entryId(1)}`,
    );
    const tuesday = day('Tuesday 3 March');
    expect(within(tuesday).getByText(m.entryStatus.returned)).toBeVisible();
    expect(within(tuesday).getByText('Say which circuits you tested')).toBeVisible();
    expect(within(day('Wednesday 4 March')).getByText(m.entryStatus.pending)).toBeVisible();
    expect(within(day('Thursday 5 March')).getByText('Nothing logged')).toBeVisible();
    expect(
      within(day('Thursday 5 March')).getByRole('link', { name: 'Log Thursday 5 March' }),
    ).toHaveAttribute('href', '/logbook/new?day=2026-03-05');
    // Saturday is still ahead: nothing to log yet.
    expect(
      within(day('Saturday 7 March')).queryByRole('link', { name: /^Log/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log this week' })).toHaveAttribute(
      'href',
      '/logbook/new?day=2026-03-02',
    );
    await expectNoAxeViolations();
  });

  it('moves to the week before, and back to this week', async () => {
    const user = userEvent.setup();
    const { sent } = openLogbook();
    await within(await screen.findByRole('region', { name: /^Week of/ })).findByText(
      'Fitted off power points in the bedrooms',
    );
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await screen.findByRole('heading', { name: 'Week of 23 Feb – 1 Mar 2026' });
    await within(day('Monday 23 February')).findByText('Nothing logged');
    const asked = sent.to('GET /api/logbook/entries').map((request) => {
      const query = new URL(request.url).searchParams;
      return `${query.get('from')}..${query.get('to')}`;
    });
    expect(asked).toEqual(['2026-03-02..2026-03-08', '2026-02-23..2026-03-01']);

    await user.click(screen.getByRole('button', { name: 'This week' }));
    await screen.findByRole('heading', { name: 'Week of 2–8 Mar 2026' });
  });

  it('opens the week the address names', async () => {
    openLogbook({ route: '/logbook?week=2026-02-25' });
    await screen.findByRole('heading', { name: 'Week of 23 Feb – 1 Mar 2026' });
  });

  it('totals the hours, draws them by month and lists every cut as a table', async () => {
    openLogbook();
    const hours = await screen.findByRole('region', { name: 'Your hours' });
    const figure = (label: string) =>
      within(hours).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Verified')).toBe('120 h');
    expect(figure('Waiting')).toBe('15 h');
    expect(figure('Returned')).toBe('7.5 h');

    await waitFor(() => expect(drawnCharts).toHaveLength(1));
    // Stacked: the waiting hours sit on the verified ones, drawn first so the verified cover them.
    expect(drawnCharts[0]!.data).toEqual([
      [0, 1, 2],
      [40, 87.5, 7.5],
      [40, 80, 0],
    ]);
    expect(drawnCharts[0]!.options.series.map((line) => line.label)).toEqual([
      undefined,
      'Waiting',
      'Verified',
    ]);

    const rows = (name: string) =>
      within(within(hours).getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(rows('By month')).toEqual([
      'MonthVerifiedWaiting',
      'March 20260 h7.5 h',
      'February 202680 h7.5 h',
      'January 202640 h0 h',
    ]);
    expect(rows('By unit')).toEqual([
      'UnitVerifiedWaiting',
      'UEEEL0021 Install wiring and accessories for low voltage circuits80 h7.5 h',
    ]);
    expect(rows('By level')).toEqual([
      'LevelVerifiedWaiting',
      'Assisted40 h0 h',
      'Supervised80 h15 h',
    ]);
    expect(rows('By supervisor')).toEqual(['SupervisorVerifiedWaiting', 'Sam Lee120 h15 h']);
    await expectNoAxeViolations();
  });

  it('shows the progress towards the target and saves the settings', async () => {
    const user = userEvent.setup();
    const { sent } = openLogbook({
      handlers: [
        http.put('/api/logbook/settings', async ({ request }) => ok(await request.json())),
      ],
    });
    const target = await screen.findByRole('region', { name: 'Your target' });
    const progress = await within(target).findByRole('progressbar', {
      name: 'Verified hours towards your target',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '120');
    expect(progress).toHaveAttribute('aria-valuemax', '1000');
    expect(within(target).getByText('120 h verified of 1,000 h')).toBeVisible();
    expect(within(target).getByText('12%')).toBeVisible();

    const hours = within(target).getByLabelText('Target hours (optional)');
    expect(hours).toHaveValue('1000');
    await user.clear(hours);
    await user.type(hours, '1.5');
    await user.click(within(target).getByRole('button', { name: 'Save settings' }));
    expect(await within(target).findByText(m.targetInvalid)).toBeVisible();
    expect(sent.to('PUT /api/logbook/settings')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '4,000');
    await user.click(
      within(target).getByRole('switch', { name: 'Show my verified hours on my profile' }),
    );
    await user.click(within(target).getByRole('button', { name: 'Save settings' }));
    expect(await within(target).findByText(m.settingsSaved)).toBeVisible();
    expect(await sent.bodiesOf('PUT /api/logbook/settings')).toEqual([
      { targetHours: 4000, showVerifiedHours: true },
    ]);
    // The totals carry the target: they are asked for again.
    await waitFor(() => expect(sent.to('GET /api/logbook/totals')).toHaveLength(2));
  });

  it('sends an empty target as none, and shows the refusal of the API', async () => {
    const user = userEvent.setup();
    const { sent } = openLogbook({
      handlers: [
        http.put('/api/logbook/settings', () => fail(403, 'FORBIDDEN', m.onlyApprentices)),
      ],
    });
    const target = await screen.findByRole('region', { name: 'Your target' });
    const hours = await within(target).findByLabelText('Target hours (optional)');
    await user.clear(hours);
    await user.click(within(target).getByRole('button', { name: 'Save settings' }));
    expect(await within(target).findByRole('alert')).toHaveTextContent(m.onlyApprentices);
    expect(await sent.bodiesOf('PUT /api/logbook/settings')).toEqual([
      { targetHours: null, showVerifiedHours: false },
    ]);
  });

  it('links the exports of a period, and refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    openLogbook();
    const exports = await screen.findByRole('region', { name: 'Export' });
    expect(within(exports).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/logbook/export.pdf?from=2025-03-07&to=2026-03-06',
    );
    const from = within(exports).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    expect(within(exports).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/logbook/export.csv?from=2026-01-01&to=2026-03-06',
    );
    expect(within(exports).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');

    const to = within(exports).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-31');
    expect(within(exports).getByRole('alert')).toHaveTextContent(m.rangeInvalid);
    expect(within(exports).queryByRole('link')).not.toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2022-01-01');
    expect(within(exports).getByRole('alert')).toHaveTextContent(m.exportRangeTooLong);
  });

  it('lists the supervisors with where each link stands, and ends one after asking', async () => {
    const user = userEvent.setup();
    const { sent } = openLogbook({
      handlers: [
        http.post(`/api/logbook/supervisions/${logbookIds.supervision}/end`, () =>
          ok(buildSupervision({ status: 'ended' }), m.supervisionEnded),
        ),
      ],
    });
    const supervisors = await screen.findByRole('region', { name: 'Your supervisors' });
    const [sam, priya] = await within(supervisors).findAllByRole('listitem');
    expect(sam).toHaveTextContent('Sam Lee');
    expect(sam).toHaveTextContent('Lee Electrical');
    expect(sam).toHaveTextContent(m.supervisionStatus.active);
    expect(sam).toHaveTextContent('2 waiting for verification');
    expect(priya).toHaveTextContent(m.supervisionStatus.ended);
    expect(
      within(priya!).queryByRole('button', { name: /End supervision/ }),
    ).not.toBeInTheDocument();
    expect(
      within(supervisors).getByRole('link', { name: 'the professionals directory' }),
    ).toHaveAttribute('href', '/professional');

    await user.click(within(sam!).getByRole('button', { name: 'End supervision with Sam Lee' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End the supervision with Sam Lee?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'End supervision' }));
    expect(await within(supervisors).findByText(m.supervisionEnded)).toBeVisible();
    expect(sent.to(`POST /api/logbook/supervisions/${logbookIds.supervision}/end`)).toHaveLength(1);
  });
});
