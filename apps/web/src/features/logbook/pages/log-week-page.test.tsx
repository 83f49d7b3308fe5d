import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import type { Supervision } from '@trademate/shared/schemas/logbook';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildApprenticeUser,
  buildSupervision,
  logbookIds,
  units,
} from '@/testing/builders/logbook';
import { renderRoute } from '@/testing/render';
import LogWeekPage from './log-week-page';

const m = messages.logbook;

// Today in Australia is Friday 6 March 2026 for every test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-06T02:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const priya = buildSupervision({
  _id: logbookIds.otherSupervision,
  supervisor: {
    _id: logbookIds.otherSupervisor,
    firstName: 'Priya',
    lastName: 'Shah',
    avatar: null,
    businessName: null,
  },
});

/** Answers each photo upload with the next stored photo's path. */
function uploadingPhotos() {
  let uploaded = 0;
  return http.post('/api/upload/logbookPhoto', () => {
    uploaded += 1;
    return ok({ logbookPhoto: `/uploads/logbook-photos/photo-${uploaded}.webp` }, 'Uploaded', 201);
  });
}

async function openForm({
  route = '/logbook/new?day=2026-03-02',
  supervisions = [buildSupervision()],
  handlers = [],
}: { route?: string; supervisions?: Supervision[]; handlers?: HttpHandler[] } = {}) {
  server.use(
    ...handlers,
    http.get('/api/logbook/supervisions', () => ok({ items: supervisions })),
    http.get('/api/logbook/units', () => ok({ items: units })),
    http.get('/api/logbook/supervisions/:id/jobs', () => ok({ items: [] })),
  );
  const sent = recordRequests();
  renderRoute(<LogWeekPage />, {
    route,
    path: '/logbook/new',
    user: buildApprenticeUser(),
  });
  await screen.findByRole('heading', { level: 1, name: 'Log your days' });
  return { sent };
}

const dayGroup = (n: number) => screen.getByRole('group', { name: `Day ${n}` });

function png(name: string) {
  return new File([new Uint8Array(2_000)], name, { type: 'image/png' });
}

/** Fills a day's required fields. */
async function fillDay(user: UserEvent, n: number, { hours = '7.5', tasks = '' } = {}) {
  const day = within(dayGroup(n));
  await user.type(day.getByLabelText('Hours'), hours);
  await user.type(day.getByLabelText('What you did'), tasks);
  await user.click(day.getByRole('radio', { name: m.levels.supervised }));
}

describe('LogWeekPage', () => {
  it('sends a week of days with their units and photos to the one supervisor chosen', async () => {
    const user = userEvent.setup();
    const { sent } = await openForm({
      handlers: [uploadingPhotos(), http.post('/api/logbook/entries', () => ok({}, '', 201))],
    });
    const supervisor = await screen.findByLabelText('Supervisor for these days');
    expect(supervisor).toHaveValue(logbookIds.supervision);
    expect(within(dayGroup(1)).getByLabelText('Date')).toHaveValue('2026-03-02');
    expect(within(dayGroup(1)).getByRole('heading', { name: 'Mon 2 Mar 2026' })).toBeVisible();

    const first = within(dayGroup(1));
    await user.type(first.getByLabelText('Site (optional)'), '14 Wattle St, Geelong');
    await fillDay(user, 1, { tasks: 'Ran conduit for the kitchen circuits' });
    await user.click(first.getByText('Choose units'));
    await user.click(first.getByRole('checkbox', { name: /UEEEL0021/ }));
    expect(first.queryByRole('checkbox', { name: /UEEOLD001/ })).not.toBeInTheDocument();
    await user.upload(first.getByLabelText('Photos (optional)'), [png('conduit.png')]);
    await waitFor(() =>
      expect(within(first.getByRole('list', { name: /added/ })).getAllByRole('img')).toHaveLength(
        1,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Add the next day' }));
    const second = within(dayGroup(2));
    expect(second.getByLabelText('Date')).toHaveValue('2026-03-03');
    expect(second.getByLabelText('Site (optional)')).toHaveValue('14 Wattle St, Geelong');
    expect(second.getByRole('radio', { name: m.levels.supervised })).toBeChecked();
    await user.type(second.getByLabelText('Hours'), '8:15');
    await user.type(second.getByLabelText('What you did'), 'Pulled cables through the ceiling');

    await user.click(screen.getByRole('button', { name: 'Send 2 days to your supervisor' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/logbook?week=2026-03-02'),
    );
    expect(await sent.bodiesOf('POST /api/logbook/entries')).toEqual([
      {
        entries: [
          {
            supervisionId: logbookIds.supervision,
            workDate: '2026-03-02',
            minutes: 450,
            site: '14 Wattle St, Geelong',
            jobId: null,
            tasks: 'Ran conduit for the kitchen circuits',
            unitIds: [logbookIds.wiring],
            level: 'supervised',
            photos: ['/uploads/logbook-photos/photo-1.webp'],
          },
          {
            supervisionId: logbookIds.supervision,
            workDate: '2026-03-03',
            minutes: 495,
            site: '14 Wattle St, Geelong',
            jobId: null,
            tasks: 'Pulled cables through the ceiling',
            unitIds: [],
            level: 'supervised',
            photos: [],
          },
        ],
      },
    ]);
    const upload = sent.request('POST /api/upload/logbookPhoto');
    expect((await upload.formData()).get('logbookPhoto')).toMatchObject({ name: 'conduit.png' });
  });

  it("names one of the supervisor's TradeMate jobs, carried to the next day and dropped with another supervisor", async () => {
    const user = userEvent.setup();
    const jobId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const { sent } = await openForm({
      supervisions: [buildSupervision(), priya],
      handlers: [
        http.get(`/api/logbook/supervisions/${logbookIds.supervision}/jobs`, () =>
          ok({
            items: [
              {
                _id: jobId,
                title: 'Rewire the old Queenslander',
                place: 'Paddington, QLD',
                status: 'in_progress',
                hiredAt: '2026-02-20T00:00:00.000Z',
              },
            ],
          }),
        ),
        http.post('/api/logbook/entries', () => ok({}, '', 201)),
      ],
    });
    const first = within(dayGroup(1));
    expect(first.queryByLabelText('TradeMate job (optional)')).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByLabelText('Supervisor for these days'),
      logbookIds.supervision,
    );
    await user.selectOptions(await first.findByLabelText('TradeMate job (optional)'), jobId);
    // Another supervisor's days name none of the first one's jobs.
    const supervisor = screen.getByLabelText('Supervisor for these days');
    await user.selectOptions(supervisor, logbookIds.otherSupervision);
    await waitFor(() =>
      expect(first.queryByLabelText('TradeMate job (optional)')).not.toBeInTheDocument(),
    );
    await user.selectOptions(supervisor, logbookIds.supervision);
    const job = await first.findByLabelText('TradeMate job (optional)');
    expect(job).toHaveValue('');
    await user.selectOptions(job, jobId);

    await fillDay(user, 1, { tasks: 'Ran conduit for the kitchen circuits' });
    await user.click(screen.getByRole('button', { name: 'Add the next day' }));
    expect(within(dayGroup(2)).getByLabelText('TradeMate job (optional)')).toHaveValue(jobId);
    await user.click(screen.getByRole('button', { name: 'Remove day 2' }));
    await user.click(screen.getByRole('button', { name: 'Send the day to your supervisor' }));
    await waitFor(() => expect(sent.to('POST /api/logbook/entries')).toHaveLength(1));
    expect((await sent.bodiesOf('POST /api/logbook/entries'))[0]).toMatchObject({
      entries: [{ supervisionId: logbookIds.supervision, jobId }],
    });
  });

  it('refuses each field in the words the API uses, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = await openForm({ supervisions: [buildSupervision(), priya] });
    const day = within(dayGroup(1));
    await user.type(day.getByLabelText('Hours'), '7.3');
    await user.type(day.getByLabelText('What you did'), 'Wiring');
    await user.clear(day.getByLabelText('Date'));
    await user.type(day.getByLabelText('Date'), '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Send the day to your supervisor' }));

    expect(await screen.findByText(m.supervisorRequired)).toBeVisible();
    expect(day.getByText(m.minutesInvalid)).toBeVisible();
    expect(day.getByText(m.tasksTooShort)).toBeVisible();
    expect(day.getByText(m.levelRequired)).toBeVisible();
    expect(day.getByText(m.workDateFuture)).toBeVisible();
    expect(sent.to('POST /api/logbook/entries')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("places the API's refusal on the day and field it names", async () => {
    const user = userEvent.setup();
    await openForm({
      handlers: [
        http.post('/api/logbook/entries', () =>
          fail(400, 'VALIDATION', m.unitNotFound, [
            { path: 'entries.1.unitIds', message: m.unitNotFound },
          ]),
        ),
      ],
    });
    await fillDay(user, 1, { tasks: 'Ran conduit for the kitchen circuits' });
    await user.click(screen.getByRole('button', { name: 'Add the next day' }));
    await user.type(within(dayGroup(2)).getByLabelText('Hours'), '8');
    await user.type(
      within(dayGroup(2)).getByLabelText('What you did'),
      'Pulled cables through the ceiling',
    );
    await user.click(screen.getByRole('button', { name: 'Send 2 days to your supervisor' }));
    expect(await within(dayGroup(2)).findByText(m.unitNotFound)).toBeVisible();
    expect(within(dayGroup(1)).queryByText(m.unitNotFound)).not.toBeInTheDocument();
  });

  it('refuses a photo too large or of another kind before sending it, naming each file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { sent } = await openForm();
    const huge = new File([new Uint8Array(limits.jobPhotoMaxBytes + 1)], 'huge.png', {
      type: 'image/png',
    });
    const gif = new File([new Uint8Array(10)], 'van.gif', { type: 'image/gif' });
    await user.upload(within(dayGroup(1)).getByLabelText('Photos (optional)'), [huge, gif]);
    const problems = await within(dayGroup(1)).findByRole('alert');
    expect(problems).toHaveTextContent(`huge.png: ${m.photoTooLarge}`);
    expect(problems).toHaveTextContent(`van.gif: ${messages.jobs.photoUnsupportedType}`);
    expect(sent.to('POST /api/upload/logbookPhoto')).toHaveLength(0);
  });

  it('removes a day, and offers at most seven', async () => {
    const user = userEvent.setup();
    await openForm();
    for (let added = 1; added < 7; added += 1) {
      await user.click(screen.getByRole('button', { name: 'Add the next day' }));
    }
    expect(screen.getAllByRole('group', { name: /^Day \d$/ })).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Add the next day' })).not.toBeInTheDocument();
    expect(within(dayGroup(7)).getByLabelText('Date')).toHaveValue('2026-03-08');

    await user.click(screen.getByRole('button', { name: 'Remove day 3' }));
    expect(screen.getAllByRole('group', { name: /^Day \d$/ })).toHaveLength(6);
    expect(within(dayGroup(3)).getByLabelText('Date')).toHaveValue('2026-03-05');
  });

  it('sends an apprentice without a supervisor to find one', async () => {
    await openForm({
      supervisions: [buildSupervision({ status: 'pending' }), { ...priya, status: 'ended' }],
    });
    expect(await screen.findByText('No supervisor yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a professional' })).toHaveAttribute(
      'href',
      '/professional',
    );
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });

  it('starts on today when the address names no day, or a day still ahead', async () => {
    await openForm({ route: '/logbook/new?day=2026-03-10' });
    expect(await within(dayGroup(1)).findByLabelText('Date')).toHaveValue('2026-03-06');
  });
});
