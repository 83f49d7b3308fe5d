import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobDetail } from '@trademate/shared/schemas/jobs';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import {
  buildContact,
  buildJob,
  buildSuggestion,
  buildJobInProgress,
  jess,
  jobId,
  liam,
} from '@/testing/builders/jobs';
import { buildAnswers } from '@/testing/builders/job-questions';
import MyJobPage from './my-job-page';

const m = messages.jobs;

afterEach(cleanup);

/**
 * Opens the job page with `GET /job/:id` answering `job` (or whatever the function returns) and
 * no suggested professionals; `handlers` answer what the test does there.
 */
async function openJob(
  job: JobDetail | (() => JobDetail),
  { handlers = [], state }: { handlers?: HttpHandler[]; state?: unknown } = {},
) {
  server.use(
    ...handlers,
    http.get(`/api/job/${jobId}`, () => ok(typeof job === 'function' ? job() : job)),
    http.get(`/api/job/${jobId}/suggestions`, () => ok({ items: [] })),
  );
  const sent = recordRequests();
  const view = renderRoute(<MyJobPage />, {
    route: `/myJobs/${jobId}`,
    path: '/myJobs/:id',
    user: buildMe(),
    state,
  });
  await screen.findByRole('heading', { level: 1, name: buildJob().title });
  return { ...view, sent };
}

const professionals = () =>
  screen.getByRole('region', { name: /^Professionals who contacted you/ });

describe('MyJobPage', () => {
  it('shows the job, its photos and the professionals who contacted, with links to chat and profile', async () => {
    await openJob(buildJob(), { state: { notice: m.posted } });

    expect(document.title).toBe(`TradeMate/${buildJob().title}`);
    expect((await screen.findByRole('status')).textContent).toBe(m.posted);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('$1,500 – $2,500')).toBeInTheDocument();
    expect(within(details).getByText(m.timingLabels.within_week)).toBeInTheDocument();
    expect(within(details).getByText('Geelong, VIC')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of the job' })).toHaveAttribute(
      'src',
      '/uploads/job-photos/leak.webp',
    );

    const list = professionals();
    expect(within(list).getByText('Jess Tran')).toBeInTheDocument();
    expect(within(list).getByText('4.7 (3 reviews)')).toBeInTheDocument();
    expect(within(list).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Message Jess Tran' })).toHaveAttribute(
      'href',
      `/chats/${jess.conversationId}`,
    );
    expect(
      within(list).getByRole('link', { name: 'View profile of Liam Walker' }).getAttribute('href'),
    ).toBe(`/professional/${liam._id}`);
  });

  it('shows the answers the client gave about the job, and nothing for a job without them', async () => {
    await openJob(buildJob({ answers: buildAnswers({ storeys: 'double', 'pre-1990': true }) }));
    const details = screen.getByRole('region', { name: messages.jobQuestions.answersHeading });
    expect(within(details).getByText('How many storeys?')).toBeInTheDocument();
    expect(within(details).getByText('Double')).toBeInTheDocument();
    expect(within(details).getByText('Was the house built before 1990?')).toBeInTheDocument();
    expect(within(details).getByText(messages.jobQuestions.yes)).toBeInTheDocument();
    cleanup();

    await openJob(buildJob());
    expect(
      screen.queryByRole('region', { name: messages.jobQuestions.answersHeading }),
    ).not.toBeInTheDocument();
  });

  it('offers Hire, Edit and Cancel while the job is open, but not Mark as completed', async () => {
    await openJob(buildJob());
    expect(within(professionals()).getAllByRole('button', { name: /^Hire / })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit job' })).toHaveAttribute(
      'href',
      `/myJobs/${jobId}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
  });

  it('hires a professional after asking, then shows the job in progress', async () => {
    const user = userEvent.setup();
    let isHired = false;
    const { sent } = await openJob(() => (isHired ? buildJobInProgress() : buildJob()), {
      handlers: [
        http.post(`/api/job/${jobId}/hire`, () => {
          isHired = true;
          return ok(buildJobInProgress(), m.hired);
        }),
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Hire Jess Tran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hire Jess Tran?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hire Jess' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'You hired Jess Tran. We have let them know.',
    );
    expect(await sent.request(`POST /api/job/${jobId}/hire`).json()).toEqual({
      tradieId: jess._id,
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Hire / })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Hired professional' })).toBeInTheDocument();
    expect(within(professionals()).getByText('Hired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    // The job is no longer open: its suggestions are not asked for again (the API would say 409).
    expect(sent.to(`GET /api/job/${jobId}/suggestions`)).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when hiring is refused', async () => {
    const user = userEvent.setup();
    await openJob(buildJob(), {
      handlers: [http.post(`/api/job/${jobId}/hire`, () => fail(409, 'CONFLICT', m.hireNotOpen))],
    });
    await user.click(screen.getByRole('button', { name: 'Hire Liam Walker' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hire Liam' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(m.hireNotOpen);
  });

  it('marks a job in progress as completed, then asks for a review', async () => {
    const user = userEvent.setup();
    let isCompleted = false;
    const completed = () =>
      buildJobInProgress({ status: 'completed', completedAt: '2026-11-22T03:00:00.000Z' });
    const { sent } = await openJob(() => (isCompleted ? completed() : buildJobInProgress()), {
      handlers: [
        http.post(`/api/job/${jobId}/complete`, () => {
          isCompleted = true;
          return ok(completed(), m.completed);
        }),
        http.post(`/api/job/${jobId}/review`, () =>
          ok(
            {
              _id: 'r1',
              rating: 5,
              body: 'Tidy work and fair on price.',
              reply: null,
              repliedAt: null,
              createdAt: '2026-11-22T04:00:00.000Z',
            },
            m.reviewed,
            201,
          ),
        ),
      ],
    });
    expect(screen.queryByRole('button', { name: /^Hire / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the job as completed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    expect((await screen.findByRole('status')).textContent).toBe(m.completed);
    expect(sent.to(`POST /api/job/${jobId}/complete`)).toHaveLength(1);

    const review = await screen.findByRole('region', { name: 'Review Jess' });
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Send review' }));
    expect(await within(review).findByText(m.ratingRequired)).toBeInTheDocument();
    expect(sent.to(`POST /api/job/${jobId}/review`)).toHaveLength(0);

    await user.click(within(review).getByLabelText('5 stars'));
    await user.type(
      within(review).getByLabelText('Your review'),
      '  Tidy work and fair on price. ',
    );
    await user.click(within(review).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(sent.to(`POST /api/job/${jobId}/review`)).toHaveLength(1));
    expect(await sent.request(`POST /api/job/${jobId}/review`).json()).toEqual({
      rating: 5,
      body: 'Tidy work and fair on price.',
    });
  });

  it("shows the review and the professional's reply once written", async () => {
    await openJob(
      buildJobInProgress({
        status: 'completed',
        review: {
          _id: 'r1',
          rating: 4,
          body: 'Tidy work and fair on price.',
          reply: 'Thanks Olivia, a pleasure.',
          repliedAt: '2026-11-23T04:00:00.000Z',
          createdAt: '2026-11-22T04:00:00.000Z',
        },
      }),
    );
    const review = screen.getByRole('region', { name: 'Your review' });
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(review).getByText('Tidy work and fair on price.')).toBeInTheDocument();
    expect(within(review).getByText('Thanks Olivia, a pleasure.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it('cancels the job after asking, and offers nothing more', async () => {
    const user = userEvent.setup();
    let isCancelled = false;
    const cancelled = () => buildJob({ status: 'cancelled', cancelledAt: '2026-11-22T03:00:00Z' });
    const { sent } = await openJob(() => (isCancelled ? cancelled() : buildJob()), {
      handlers: [
        http.post(`/api/job/${jobId}/cancel`, () => {
          isCancelled = true;
          return ok(cancelled(), m.cancelled);
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Cancel job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    expect(dialog).toHaveTextContent('The professionals who contacted you will be told');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel job' }));

    expect((await screen.findByRole('status')).textContent).toBe(m.cancelled);
    expect(sent.to(`POST /api/job/${jobId}/cancel`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^Hire / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
    expect(sent.to(`GET /api/job/${jobId}/suggestions`)).toHaveLength(1);
  });

  it('loads more professionals after the first page', async () => {
    const user = userEvent.setup();
    const third = buildContact({
      _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c03',
      firstName: 'Noah',
      lastName: 'Smith',
      conversationId: 'c0a1b2c3-d4e5-4f60-8a9b-0c1d2e3f4a03',
    });
    const { sent } = await openJob(
      buildJob({ contactCount: 3, contacts: { items: [jess, liam], nextCursor: 'page-2' } }),
      {
        handlers: [
          http.get(`/api/job/${jobId}/contacts`, () => ok({ items: [third], nextCursor: null })),
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Noah Smith')).toBeInTheDocument();
    const request = sent.request(`GET /api/job/${jobId}/contacts`);
    expect(new URL(request.url).searchParams.get('cursor')).toBe('page-2');
    expect(screen.getByRole('button', { name: 'Hire Noah Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the job is not one of the client’s', async () => {
    server.use(http.get(`/api/job/${jobId}`, () => fail(404, 'NOT_FOUND', m.notFound)));
    renderRoute(<MyJobPage />, { route: `/myJobs/${jobId}`, path: '/myJobs/:id', user: buildMe() });
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my jobs' })).toHaveAttribute(
      'href',
      '/myJobs',
    );
  });

  describe('Professionals for this job', () => {
    const noah = buildSuggestion({ distanceKm: 12 });
    const mia = buildSuggestion({
      _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c12',
      firstName: 'Mia',
      lastName: 'Chen',
      userType: 'tradie',
      rating: 4.8,
      reviewCount: 5,
      isInvited: true,
    });
    const suggestions = () => screen.getByRole('region', { name: m.suggestions.heading });

    it('lists them with their profiles, invites one to quote and then shows them invited', async () => {
      const user = userEvent.setup();
      let invited = false;
      const { sent } = await openJob(buildJob(), {
        handlers: [
          http.get(`/api/job/${jobId}/suggestions`, () =>
            ok({ items: [mia, { ...noah, isInvited: invited }] }),
          ),
          http.post(`/api/job/${jobId}/invitations`, () => {
            invited = true;
            return ok(
              {
                jobId,
                professionalId: noah._id,
                invitedAt: '2026-11-21T03:00:00.000Z',
                isNew: true,
              },
              m.invitations.sent,
              201,
            );
          }),
        ],
      });

      const list = suggestions();
      expect(await within(list).findByText('Noah Kelly')).toBeInTheDocument();
      expect(within(list).getByText('4.8 (5 reviews)')).toBeInTheDocument();
      expect(within(list).getByText(/12 km away/)).toBeInTheDocument();
      expect(
        within(list).getByRole('link', { name: 'View profile of Noah Kelly' }).getAttribute('href'),
      ).toBe(`/professional/${noah._id}`);
      expect(within(list).getByText(m.suggestions.invited)).toBeInTheDocument();
      expect(
        within(list).queryByRole('button', { name: `${m.suggestions.invite}: Mia Chen` }),
      ).not.toBeInTheDocument();

      await user.click(
        within(list).getByRole('button', { name: `${m.suggestions.invite}: Noah Kelly` }),
      );
      expect(await sent.request(`POST /api/job/${jobId}/invitations`).json()).toEqual({
        professionalId: noah._id,
      });
      await waitFor(() =>
        expect(
          within(list).queryByRole('button', { name: `${m.suggestions.invite}: Noah Kelly` }),
        ).not.toBeInTheDocument(),
      );
      expect(within(list).getAllByText(m.suggestions.invited)).toHaveLength(2);
    });

    it('says why when an invitation is refused', async () => {
      const user = userEvent.setup();
      await openJob(buildJob(), {
        handlers: [
          http.get(`/api/job/${jobId}/suggestions`, () => ok({ items: [noah] })),
          http.post(`/api/job/${jobId}/invitations`, () =>
            fail(409, 'CONFLICT', m.invitations.professionalUnavailable),
          ),
        ],
      });
      await user.click(
        await within(suggestions()).findByRole('button', {
          name: `${m.suggestions.invite}: Noah Kelly`,
        }),
      );
      expect((await within(suggestions()).findByRole('alert')).textContent).toBe(
        m.invitations.professionalUnavailable,
      );
    });

    it('says so when nobody matches, and is not offered once the job is in progress', async () => {
      await openJob(buildJob());
      expect(await within(suggestions()).findByText(m.suggestions.none)).toBeInTheDocument();
      cleanup();
      await openJob(buildJobInProgress());
      expect(screen.queryByRole('region', { name: m.suggestions.heading })).not.toBeInTheDocument();
    });
  });
});
