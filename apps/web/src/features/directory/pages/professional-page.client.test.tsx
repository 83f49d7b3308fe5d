import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildProfessional, professionalId } from '@/testing/builders/directory';
import ProfessionalPage from './professional-page';

afterEach(cleanup);

const earlierJob = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const openJob = '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a';
const invitedJob = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

/** Jess as a client who once hired her sees her: their job together and the client's open jobs. */
const asTheClient = (overrides = {}) =>
  buildProfessional({
    withYou: [
      {
        jobId: earlierJob,
        title: 'Rewire the garage',
        status: 'completed',
        conversationId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        isHired: true,
      },
    ],
    openJobs: [
      { jobId: openJob, title: 'New lights in the kitchen', isInvited: false },
      { jobId: invitedJob, title: 'Fix the porch light', isInvited: true },
    ],
    ...overrides,
  });

function open() {
  return renderRoute(<ProfessionalPage />, {
    route: `/professional/${professionalId}`,
    path: '/professional/:id',
    user: buildMe({ userType: 'client' }),
  });
}

const reviews = () =>
  http.get(`/api/professional/${professionalId}/reviews`, () =>
    ok({ items: [], nextCursor: null }),
  );

describe('ProfessionalPage for a client', () => {
  it('shows their jobs together, jobs completed, and invites to quote on a chosen open job', async () => {
    const user = userEvent.setup();
    let profile = asTheClient();
    server.use(
      http.get(`/api/professional/${professionalId}`, () => ok(profile)),
      reviews(),
      http.post(`/api/job/${openJob}/invitations`, () => {
        profile = asTheClient({
          openJobs: [
            { jobId: openJob, title: 'New lights in the kitchen', isInvited: true },
            { jobId: invitedJob, title: 'Fix the porch light', isInvited: true },
          ],
        });
        return ok(
          { jobId: openJob, professionalId, invitedAt: '2026-11-23T01:00:00.000Z', isNew: true },
          messages.jobs.invitations.sent,
          201,
        );
      }),
    );
    const sent = recordRequests();
    open();

    expect(await screen.findByText('3 jobs completed on TradeMate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rewire the garage' })).toHaveAttribute(
      'href',
      `/myJobs/${earlierJob}`,
    );
    expect(screen.getByRole('link', { name: 'Open chat' })).toBeInTheDocument();
    // Clients do not message professionals directly: they invite them.
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    const picker = screen.getByLabelText('Your open job');
    expect(
      within(picker).queryByRole('option', { name: 'Fix the porch light' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite Jess to quote' }));
    expect(await screen.findByText('Choose one of your open jobs')).toBeInTheDocument();
    expect(sent.to(`POST /api/job/${openJob}/invitations`)).toHaveLength(0);

    await user.selectOptions(picker, 'New lights in the kitchen');
    await user.click(screen.getByRole('button', { name: 'Invite Jess to quote' }));

    expect(
      await screen.findByText(/Invitation sent: Jess can now see the job/),
    ).toBeInTheDocument();
    expect(await sent.request(`POST /api/job/${openJob}/invitations`).json()).toEqual({
      professionalId,
    });
    expect(
      await screen.findByText('Jess is invited to quote on all your open jobs.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal the API gives', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/professional/${professionalId}`, () => ok(asTheClient())),
      reviews(),
      http.post(`/api/job/${openJob}/invitations`, () =>
        fail(409, 'CONFLICT', messages.jobs.invitations.professionalUnavailable),
      ),
    );
    open();

    await user.selectOptions(
      await screen.findByLabelText('Your open job'),
      'New lights in the kitchen',
    );
    await user.click(screen.getByRole('button', { name: 'Invite Jess to quote' }));
    expect(
      await screen.findByText(messages.jobs.invitations.professionalUnavailable),
    ).toBeInTheDocument();
  });

  it('tells a client with no relationship that they have no access, and leads back to their jobs', async () => {
    server.use(
      http.get(`/api/professional/${professionalId}`, () =>
        fail(403, 'FORBIDDEN', messages.auth.noAccess),
      ),
      reviews(),
    );
    open();
    expect(await screen.findByText(messages.auth.noAccess)).toBeInTheDocument();
  });
});
