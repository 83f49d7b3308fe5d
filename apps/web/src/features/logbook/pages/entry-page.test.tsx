import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { LogbookEntryDetail } from '@trademate/shared/schemas/logbook';
import type { SessionUser } from '@/features/session/slice';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildApprenticeUser,
  buildEntry,
  buildEntryDetail,
  buildSupervisorUser,
  entryId,
  logbookIds,
  revisionOf,
  units,
} from '@/testing/builders/logbook';
import { renderRoute } from '@/testing/render';
import { formatMoment } from '../utils/logbook-dates';
import EntryPage from './entry-page';

const m = messages.logbook;
const id = entryId(1);
const path = `/api/logbook/entries/${id}`;

// Today in Australia is Friday 6 March 2026 for every test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-06T02:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

async function openEntry(
  entry: LogbookEntryDetail | (() => LogbookEntryDetail),
  {
    user = buildApprenticeUser(),
    handlers = [],
  }: { user?: SessionUser; handlers?: HttpHandler[] } = {},
) {
  server.use(
    ...handlers,
    http.get(path, () => ok(typeof entry === 'function' ? entry() : entry)),
  );
  const sent = recordRequests();
  renderRoute(<EntryPage />, {
    route: `/logbook/entries/${id}`,
    path: '/logbook/entries/:id',
    user,
  });
  await screen.findByRole('heading', { level: 1, name: 'Mon 2 Mar 2026, 7.5 h' });
  return { sent };
}

const standing = () => screen.getByRole('region', { name: 'Where it stands' });
/** The revisions listed, newest first (not the lists inside each). */
const revisions = () =>
  Array.from(screen.getByRole('list', { name: 'Revisions' }).children) as HTMLElement[];

const verifiedAt = '2026-03-03T05:00:00.000Z';
const verifiedEntry = () => buildEntryDetail({ status: 'verified', verifiedAt, wasVerified: true });

describe('EntryPage', () => {
  it("shows the apprentice a returned entry with the supervisor's comment and its history", async () => {
    const returned = buildEntry({
      status: 'returned',
      returnComment: 'Say which circuits you tested',
      updatedAt: '2026-03-02T08:00:00.000Z',
    });
    await openEntry({
      ...returned,
      history: [
        revisionOf(returned, { outcome: 'returned', decidedAt: '2026-03-03T06:00:00.000Z' }),
      ],
    });
    expect(screen.getByText('Supervised by Sam Lee.')).toBeVisible();
    const entry = screen.getByRole('region', { name: 'The entry' });
    expect(within(entry).getByText('14 Wattle St, Geelong')).toBeVisible();
    expect(within(entry).getByText(m.levels.supervised)).toBeVisible();
    expect(within(entry).getByText(/Install wiring and accessories/)).toBeVisible();

    expect(within(standing()).getByText(m.entryStatus.returned)).toBeVisible();
    expect(within(standing()).getByText('Say which circuits you tested')).toBeVisible();
    expect(within(standing()).getByRole('button', { name: 'Fix the entry' })).toBeVisible();
    expect(within(standing()).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(standing()).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    const [revision] = revisions();
    expect(revision).toHaveTextContent('Revision 1');
    expect(revision).toHaveTextContent(
      `Returned by Sam Lee on ${formatMoment('2026-03-03T06:00:00.000Z')}`,
    );
    expect(revision).toHaveTextContent('Comment: Say which circuits you tested');
    await expectNoAxeViolations();
  });

  it('warns that an edit sends a verified entry back, then shows both revisions', async () => {
    const user = userEvent.setup();
    let isEdited = false;
    const edited = () => {
      const before = buildEntry({ status: 'verified', verifiedAt, wasVerified: true });
      const after = buildEntry({
        revision: 2,
        wasVerified: true,
        minutes: 480,
        updatedAt: '2026-03-05T09:00:00.000Z',
      });
      return {
        ...after,
        history: [
          revisionOf(before, { outcome: 'verified', decidedAt: verifiedAt }),
          revisionOf(after),
        ],
      };
    };
    const { sent } = await openEntry(() => (isEdited ? edited() : verifiedEntry()), {
      handlers: [
        http.get('/api/logbook/units', () => ok({ items: units })),
        http.patch(path, () => {
          isEdited = true;
          return ok(edited(), m.entryUpdated);
        }),
      ],
    });
    expect(within(standing()).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(standing()).getByRole('button', { name: 'Edit the entry' }));
    expect(await screen.findByText(m.editVerifiedWarning('Sam Lee'))).toBeVisible();
    const hours = screen.getByLabelText('Hours');
    expect(hours).toHaveValue('7.5');
    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(screen.getByRole('button', { name: 'Save and send to Sam' }));

    expect(await screen.findByText(m.entryUpdated)).toBeVisible();
    expect(await sent.bodiesOf(`PATCH ${path}`)).toEqual([
      {
        supervisionId: logbookIds.supervision,
        workDate: '2026-03-02',
        minutes: 480,
        site: '14 Wattle St, Geelong',
        jobId: null,
        tasks: 'Ran conduit for the kitchen circuits and pulled the cables through',
        unitIds: [logbookIds.wiring],
        level: 'supervised',
        photos: [],
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Mon 2 Mar 2026, 8 h' });
    expect(within(standing()).getByText(m.entryStatus.pending)).toBeVisible();
    expect(within(standing()).getByText(/An earlier revision was verified/)).toBeVisible();
    const [second, first] = revisions();
    expect(second).toHaveTextContent('Revision 2');
    expect(second).toHaveTextContent('Waiting for Sam Lee');
    expect(first).toHaveTextContent('Revision 1');
    expect(first).toHaveTextContent(`Verified by Sam Lee on ${formatMoment(verifiedAt)}`);
  });

  it("shows the API's refusal of an edit on the field it names", async () => {
    const user = userEvent.setup();
    await openEntry(buildEntryDetail(), {
      handlers: [
        http.get('/api/logbook/units', () => ok({ items: units })),
        http.patch(path, () => fail(400, 'VALIDATION', m.unchanged)),
      ],
    });
    await user.click(within(standing()).getByRole('button', { name: 'Edit the entry' }));
    await user.click(await screen.findByRole('button', { name: 'Save and send to Sam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.unchanged);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'The entry' })).toBeVisible();
  });

  it('deletes an entry never verified, after asking, and goes back to its week', async () => {
    const user = userEvent.setup();
    const { sent } = await openEntry(buildEntryDetail(), {
      handlers: [http.delete(path, () => ok(undefined, m.entryDeleted))],
    });
    await user.click(within(standing()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/logbook?week=2026-03-02'),
    );
    expect(sent.to(`DELETE ${path}`)).toHaveLength(1);
  });

  it('lets the supervisor verify a waiting entry, read-only', async () => {
    const user = userEvent.setup();
    let isVerified = false;
    const { sent } = await openEntry(() => (isVerified ? verifiedEntry() : buildEntryDetail()), {
      user: buildSupervisorUser(),
      handlers: [
        http.post('/api/logbook/entries/verify', () => {
          isVerified = true;
          return ok({ verified: 1 }, m.entriesVerified(1));
        }),
      ],
    });
    expect(screen.getByText('Logged by Ava Nguyen, for you to verify.')).toBeVisible();
    expect(within(standing()).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(standing()).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(standing()).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(m.entriesVerified(1))).toBeVisible();
    expect(await sent.bodiesOf('POST /api/logbook/entries/verify')).toEqual([
      { entryIds: [id], asRead: { [id]: '2026-03-02T08:00:00.000Z' } },
    ]);
    expect(await within(standing()).findByText(m.entryStatus.verified)).toBeVisible();
    expect(within(standing()).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('lets the supervisor return a waiting entry with a comment checked as the API checks it', async () => {
    const user = userEvent.setup();
    const { sent } = await openEntry(buildEntryDetail(), {
      user: buildSupervisorUser(),
      handlers: [
        http.post(`${path}/return`, () => ok(buildEntry({ status: 'returned' }), m.entryReturned)),
      ],
    });
    await user.click(within(standing()).getByRole('button', { name: 'Return with a comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the entry' });
    await user.type(within(dialog).getByLabelText('What needs to change'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Return the entry' }));
    expect(await within(dialog).findByText(m.commentRequired)).toBeVisible();
    expect(sent.to(`POST ${path}/return`)).toHaveLength(0);
    await expectNoAxeViolations();

    await user.type(
      within(dialog).getByLabelText('What needs to change'),
      'te the circuits tested',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return the entry' }));
    expect(await screen.findByText(m.entryReturned)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sent.bodiesOf(`POST ${path}/return`)).toEqual([
      { comment: 'Note the circuits tested', asRead: '2026-03-02T08:00:00.000Z' },
    ]);
  });

  it('says an entry is not available when the API does not show it', async () => {
    server.use(http.get(path, () => fail(404, 'NOT_FOUND', m.entryNotFound)));
    renderRoute(<EntryPage />, {
      route: `/logbook/entries/${id}`,
      path: '/logbook/entries/:id',
      user: buildSupervisorUser(),
    });
    expect(await screen.findByText(m.entryNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: "Open apprentices' logbooks" })).toHaveAttribute(
      'href',
      '/logbook/review',
    );
  });
});
