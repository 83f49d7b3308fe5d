import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { LogbookEntry } from '@trademate/shared/schemas/logbook';
import { expectNoAxeViolations } from '@/testing/axe';
import { ok, recordRequests, server } from '@/testing/api-server';
import {
  buildEntry,
  buildSupervision,
  buildSupervisorUser,
  entryId,
} from '@/testing/builders/logbook';
import { renderRoute } from '@/testing/render';
import ReviewPage from './review-page';

const m = messages.logbook;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-06T02:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const leo = {
  _id: 'a0000000-0000-4000-8000-0000000000a2',
  firstName: 'Leo',
  lastName: 'Park',
  avatar: null,
};
const request = buildSupervision({
  _id: 'c0000000-0000-4000-8000-0000000000c3',
  status: 'pending',
  apprentice: leo,
  respondedAt: null,
});

/** When the builder's entries were last changed. */
const CREATED = '2026-03-02T08:00:00.000Z';

/** Ava's two days this week and one last week, waiting. */
const waiting: LogbookEntry[] = [
  buildEntry({
    _id: entryId(3),
    workDate: '2026-03-04',
    minutes: 480,
    tasks: 'Fitted off power points',
  }),
  buildEntry({
    _id: entryId(2),
    workDate: '2026-03-03',
    tasks: 'Tested the circuits before energising',
    updatedAt: '2026-03-03T07:30:00.000Z',
  }),
  buildEntry({
    _id: entryId(1),
    workDate: '2026-02-27',
    tasks: 'Chased walls for new conduit runs',
  }),
];

function openReview({
  handlers = [],
  pending = waiting,
}: { handlers?: HttpHandler[]; pending?: LogbookEntry[] } = {}) {
  server.use(
    ...handlers,
    http.get('/api/logbook/supervisions', () =>
      ok({ items: [buildSupervision({ pendingCount: 3 }), request] }),
    ),
    http.get('/api/logbook/entries', ({ request: asked }) => {
      const status = new URL(asked.url).searchParams.get('status');
      if (status === 'pending') return ok({ items: pending, nextCursor: null });
      if (status === 'verified') {
        return ok({
          items: [
            buildEntry({
              _id: entryId(9),
              workDate: '2026-02-20',
              status: 'verified',
              verifiedAt: '2026-02-21T03:00:00.000Z',
              updatedAt: '2026-02-21T03:00:00.000Z',
            }),
          ],
          nextCursor: null,
        });
      }
      return ok({ items: [], nextCursor: null });
    }),
  );
  const sent = recordRequests();
  renderRoute(<ReviewPage />, { route: '/logbook/review', user: buildSupervisorUser() });
  return { sent };
}

const waitingCard = () => screen.getByRole('region', { name: 'Waiting for you' });

describe('ReviewPage', () => {
  it('groups the waiting entries by apprentice and week, and verifies the selected ones', async () => {
    const user = userEvent.setup();
    const { sent } = openReview({
      handlers: [
        http.post('/api/logbook/entries/verify', async ({ request: asked }) => {
          const { entryIds } = (await asked.json()) as { entryIds: string[] };
          return ok({ verified: entryIds.length }, m.entriesVerified(entryIds.length));
        }),
      ],
    });
    const thisWeek = await screen.findByRole('region', {
      name: 'Ava Nguyen, week of 2–8 Mar 2026',
    });
    expect(thisWeek).toHaveTextContent('Week of 2–8 Mar 2026 · 15.5 h');
    expect(within(thisWeek).getByText('Fitted off power points')).toBeVisible();
    const lastWeek = screen.getByRole('region', {
      name: 'Ava Nguyen, week of 23 Feb – 1 Mar 2026',
    });
    expect(within(lastWeek).getByText('Chased walls for new conduit runs')).toBeVisible();
    const verifySelected = within(waitingCard()).getByRole('button', { name: 'Verify selected' });
    expect(verifySelected).toBeDisabled();

    await user.click(
      within(thisWeek).getByRole('checkbox', { name: 'Select Tue 3 Mar 2026, 7.5 h' }),
    );
    await user.click(
      within(lastWeek).getByRole('checkbox', { name: 'Select Fri 27 Feb 2026, 7.5 h' }),
    );
    await user.click(within(waitingCard()).getByRole('button', { name: 'Verify selected (2)' }));
    expect(await within(waitingCard()).findByText(m.entriesVerified(2))).toBeVisible();
    expect(await sent.bodiesOf('POST /api/logbook/entries/verify')).toEqual([
      // Each entry as the supervisor read it: a change since is refused.
      {
        entryIds: [entryId(2), entryId(1)],
        asRead: { [entryId(2)]: '2026-03-03T07:30:00.000Z', [entryId(1)]: CREATED },
      },
    ]);
    // The lists are asked for again once the entries are verified.
    await waitFor(() =>
      expect(
        sent
          .to('GET /api/logbook/entries')
          .filter((asked) => new URL(asked.url).searchParams.get('status') === 'pending'),
      ).toHaveLength(2),
    );
    expect(within(waitingCard()).getByRole('button', { name: 'Verify selected' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('verifies a whole week of an apprentice at once', async () => {
    const user = userEvent.setup();
    const { sent } = openReview({
      handlers: [http.post('/api/logbook/entries/verify', () => ok({ verified: 2 }))],
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Verify this week: Ava Nguyen, week of 2–8 Mar 2026',
      }),
    );
    expect(await within(waitingCard()).findByText(m.entriesVerified(2))).toBeVisible();
    expect(await sent.bodiesOf('POST /api/logbook/entries/verify')).toEqual([
      {
        entryIds: [entryId(3), entryId(2)],
        asRead: { [entryId(3)]: CREATED, [entryId(2)]: '2026-03-03T07:30:00.000Z' },
      },
    ]);
  });

  it('returns one entry with a comment', async () => {
    const user = userEvent.setup();
    const { sent } = openReview({
      handlers: [
        http.post(`/api/logbook/entries/${entryId(2)}/return`, () =>
          ok(buildEntry({ _id: entryId(2), status: 'returned' })),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Return Tue 3 Mar 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the entry' });
    expect(dialog).toHaveTextContent("Ava Nguyen's entry for Tue 3 Mar 2026 goes back");
    await user.type(
      within(dialog).getByLabelText('What needs to change'),
      'Say which circuits you tested',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return the entry' }));
    expect(await within(waitingCard()).findByText(m.entryReturned)).toBeVisible();
    expect(await sent.bodiesOf(`POST /api/logbook/entries/${entryId(2)}/return`)).toEqual([
      { comment: 'Say which circuits you tested', asRead: '2026-03-03T07:30:00.000Z' },
    ]);
  });

  it('answers a request, lists the apprentices supervised and the entries reviewed last', async () => {
    const user = userEvent.setup();
    const { sent } = openReview({
      pending: [],
      handlers: [
        http.post(`/api/logbook/supervisions/${request._id}/accept`, () =>
          ok({ ...request, status: 'active' }, m.supervisionAccepted),
        ),
      ],
    });
    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(within(requests).getByRole('link', { name: 'Leo Park' })).toHaveAttribute(
      'href',
      `/apprentice/${leo._id}`,
    );
    const apprentices = screen.getByRole('region', { name: 'Your apprentices' });
    expect(apprentices).toHaveTextContent('Ava Nguyen');
    expect(apprentices).toHaveTextContent('3 entries waiting for you');
    expect(
      within(apprentices).getByRole('button', { name: 'End supervision of Ava Nguyen' }),
    ).toBeVisible();
    expect(await within(waitingCard()).findByText(/Nothing waits for you/)).toBeVisible();
    const reviewed = screen.getByRole('region', { name: 'Recently reviewed' });
    expect(await within(reviewed).findByRole('link', { name: /Ava Nguyen/ })).toHaveAttribute(
      'href',
      `/logbook/entries/${entryId(9)}`,
    );
    expect(within(reviewed).getByText(m.entryStatus.verified)).toBeVisible();

    await user.click(within(requests).getByRole('button', { name: 'Accept Leo Park' }));
    expect(await within(requests).findByText(m.supervisionAccepted)).toBeVisible();
    expect(sent.to(`POST /api/logbook/supervisions/${request._id}/accept`)).toHaveLength(1);
    await waitFor(() => expect(sent.to('GET /api/logbook/supervisions')).toHaveLength(2));
  });
});
