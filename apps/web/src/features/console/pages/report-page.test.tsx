import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ReportedSubject, ReportQueuePage } from '@trademate/shared/schemas/moderation';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import ModerationQueuePage from './moderation-queue-page';
import ReportPage from './report-page';

afterEach(cleanup);

const m = messages.moderation;
const REPORT = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MESSAGE = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

const mick = {
  _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  firstName: 'Mick',
  lastName: 'Ryan',
  email: 'mick@example.com.au',
  userType: 'tradie' as const,
  isSuspended: false,
};
const olivia = {
  _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  email: 'olivia@example.com.au',
  userType: 'client' as const,
  isSuspended: false,
};

function subjectWith(overrides: Partial<ReportedSubject> = {}): ReportedSubject {
  return {
    reportId: REPORT,
    subjectType: 'message',
    subjectId: MESSAGE,
    isOpen: true,
    owner: mick,
    content: {
      kind: 'message',
      conversationId: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      jobTitle: 'Replace the kitchen tap',
      people: [mick, olivia],
      messages: [
        {
          _id: '0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a',
          senderId: olivia._id,
          body: 'What would it cost?',
          createdAt: '2026-11-25T01:00:00.000Z',
          removedAt: null,
          isReported: false,
        },
        {
          _id: MESSAGE,
          senderId: mick._id,
          body: 'Pay me cash or you are an idiot.',
          createdAt: '2026-11-25T01:05:00.000Z',
          removedAt: null,
          isReported: true,
        },
      ],
    },
    reports: [
      {
        _id: REPORT,
        reporter: olivia,
        reason: 'abusive',
        note: 'He insulted me',
        excerpt: 'Pay me cash or you are an idiot.',
        status: 'open',
        outcome: null,
        createdAt: '2026-11-25T02:00:00.000Z',
        resolvedAt: null,
      },
    ],
    ownerReports: [],
    ...overrides,
  };
}

describe('ReportPage', () => {
  it('shows the message among its conversation, both people and the report, and hides it with a reason', async () => {
    const user = userEvent.setup();
    let hidden = false;
    server.use(
      http.get(`/api/admin/reports/${REPORT}`, () => {
        if (!hidden) return ok(subjectWith());
        const subject = subjectWith({ isOpen: false });
        return ok({
          ...subject,
          reports: subject.reports.map((report) => ({
            ...report,
            status: 'actioned' as const,
            outcome: 'hide' as const,
          })),
        });
      }),
      http.post(`/api/admin/reports/${REPORT}/hide`, () => {
        hidden = true;
        return ok({ closed: 1, reportersTold: 1 }, m.done.hide);
      }),
    );
    const sent = recordRequests();
    renderRoute(<ReportPage />, {
      route: `/admin/moderation/${REPORT}`,
      path: '/admin/moderation/:id',
    });

    expect(await screen.findByRole('heading', { name: 'Reported message' })).toBeInTheDocument();
    const conversation = screen.getByRole('list', {
      name: 'The conversation around the message',
    });
    const items = within(conversation).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(within(items[1]!).getByText('Pay me cash or you are an idiot.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mick Ryan' })[0]!).toHaveAttribute(
      'href',
      `/admin/people/${mick._id}`,
    );
    expect(screen.getByText('“He insulted me”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.actionLabels.hide }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this content?' });
    await user.click(within(dialog).getByRole('button', { name: m.actionLabels.hide }));
    expect(await within(dialog).findByText(messages.staff.reasonRequired)).toBeInTheDocument();
    expect(sent.to(`POST /api/admin/reports/${REPORT}/hide`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Abuse in chat');
    await user.click(within(dialog).getByRole('button', { name: m.actionLabels.hide }));
    expect(await screen.findByText(m.done.hide)).toBeInTheDocument();
    expect(await sent.request(`POST /api/admin/reports/${REPORT}/hide`).json()).toEqual({
      reason: 'Abuse in chat',
    });
    expect(await screen.findByText(`${m.alreadyClosed}.`)).toBeInTheDocument();
    expect(screen.getByText(m.outcomeLabels.hide)).toBeInTheDocument();
  });

  it('offers no hiding for a person, and shows the refusal of an action in its dialog', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/admin/reports/${REPORT}`, () =>
        ok(
          subjectWith({
            subjectType: 'user',
            subjectId: mick._id,
            content: {
              kind: 'user',
              person: {
                ...mick,
                bio: 'Licensed plumber',
                state: 'QLD',
                city: 'Brisbane',
                createdAt: '2026-10-01T00:00:00.000Z',
              },
            },
          }),
        ),
      ),
      http.post(`/api/admin/reports/${REPORT}/warn`, () => fail(409, 'CONFLICT', m.alreadyClosed)),
    );
    renderRoute(<ReportPage />, {
      route: `/admin/moderation/${REPORT}`,
      path: '/admin/moderation/:id',
    });
    expect(await screen.findByText('Licensed plumber')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.actionLabels.hide })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.actionLabels.warn }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn the owner?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fake credentials');
    await user.click(within(dialog).getByRole('button', { name: m.actionLabels.warn }));
    expect(await within(dialog).findByText(m.alreadyClosed)).toBeInTheDocument();
  });
});

describe('ReportPage for a job', () => {
  it('hides the job from its card with a reason and shows it hidden', async () => {
    const user = userEvent.setup();
    const JOB = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
    let hiddenAt: string | null = null;
    server.use(
      http.get(`/api/admin/reports/${REPORT}`, () =>
        ok(
          subjectWith({
            subjectType: 'job',
            subjectId: JOB,
            owner: olivia,
            content: {
              kind: 'job',
              job: {
                _id: JOB,
                title: 'Replace the kitchen tap',
                description: 'Pay the deposit in gift cards.',
                serviceName: 'Plumber',
                state: 'QLD',
                city: 'Brisbane',
                status: 'open',
                closedReason: null,
                hiddenAt,
                createdAt: '2026-11-24T00:00:00.000Z',
              },
              client: olivia,
            },
          }),
        ),
      ),
      http.post(`/api/admin/jobs/${JOB}/hide`, () => {
        hiddenAt = '2026-11-26T00:00:00.000Z';
        return ok(null, m.jobHidden);
      }),
    );
    renderRoute(<ReportPage />, {
      route: `/admin/moderation/${REPORT}`,
      path: '/admin/moderation/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Hide job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this job?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Scam listing');
    await user.click(within(dialog).getByRole('button', { name: 'Hide job' }));
    expect(await screen.findByText(m.jobHidden)).toBeInTheDocument();
    expect(await screen.findByText(messages.jobs.hiddenByStaffLabel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show job again' })).toBeInTheDocument();
  });
});

describe('ModerationQueuePage', () => {
  it('lists reported things with their report counts and filters by what was reported', async () => {
    const user = userEvent.setup();
    const page: ReportQueuePage = {
      items: [
        {
          reportId: REPORT,
          subjectType: 'message',
          subjectId: MESSAGE,
          owner: mick,
          reportCount: 2,
          reasons: ['abusive', 'scam'],
          excerpt: 'Pay me cash or you are an idiot.',
          firstReportedAt: '2026-11-25T02:00:00.000Z',
          lastReportedAt: '2026-11-25T03:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageCount: 1,
    };
    server.use(http.get('/api/admin/reports', () => ok(page)));
    const sent = recordRequests();
    renderRoute(<ModerationQueuePage />, { route: '/admin/moderation', path: '/admin/moderation' });
    const link = await screen.findByRole('link', { name: /Pay me cash/ });
    expect(link).toHaveAttribute('href', `/admin/moderation/${REPORT}`);
    expect(within(link).getByText(m.reportCount(2))).toBeInTheDocument();
    expect(new URL(sent.to('GET /api/admin/reports')[0]!.url).searchParams.get('status')).toBe(
      'open',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'What was reported' }), 'job');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('link', { name: /Pay me cash/ });
    const last = sent.to('GET /api/admin/reports').at(-1)!;
    expect(new URL(last.url).searchParams.get('subjectType')).toBe('job');
  });
});
