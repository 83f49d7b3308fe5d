import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobDetail } from '@trademate/shared/schemas/jobs';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildJob, jobId } from '@/testing/builders/jobs';
import MyJobPage from './my-job-page';

const m = messages.jobs;

afterEach(cleanup);

const asked = (overrides: Partial<JobDetail> = {}) =>
  buildJob({ outcomeAskedAt: '2026-12-02T03:00:00.000Z', ...overrides });

async function openJob(job: () => JobDetail, handlers: Parameters<typeof server.use> = []) {
  server.use(
    ...handlers,
    http.get(`/api/job/${jobId}`, () => ok(job())),
    http.get(`/api/job/${jobId}/suggestions`, () => ok({ items: [] })),
  );
  const sent = recordRequests();
  renderRoute(<MyJobPage />, { route: `/myJobs/${jobId}`, path: '/myJobs/:id', user: buildMe() });
  await screen.findByRole('heading', { level: 1, name: buildJob().title });
  return sent;
}

const question = () => screen.queryByRole('region', { name: m.outcome.heading });

describe('the "What happened?" question on the client\'s job', () => {
  it('is asked on an open job once TradeMate asked, with its three answers', async () => {
    await openJob(() => asked());
    const card = question()!;
    expect(card).toBeInTheDocument();
    expect(within(card).getByText(m.outcome.lead)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([m.outcome.hiredHere, m.outcome.hiredElsewhere, m.outcome.notGoingAhead]);
  });

  it('is not asked before TradeMate asks, nor once the job is no longer open', async () => {
    await openJob(() => buildJob());
    expect(question()).not.toBeInTheDocument();
    cleanup();
    await openJob(() => asked({ status: 'in_progress', hiredAt: '2026-12-03T03:00:00.000Z' }));
    expect(question()).not.toBeInTheDocument();
  });

  it('closes the job as hired elsewhere once confirmed, and shows it closed with the reason', async () => {
    const user = userEvent.setup();
    let isClosed = false;
    const closed = () =>
      asked({
        status: 'cancelled',
        closedReason: 'hired_elsewhere',
        cancelledAt: '2026-12-03T03:00:00.000Z',
      });
    const sent = await openJob(
      () => (isClosed ? closed() : asked()),
      [
        http.post(`/api/job/${jobId}/outcome`, () => {
          isClosed = true;
          return ok(closed(), m.outcome.closed);
        }),
      ],
    );

    await user.click(within(question()!).getByRole('button', { name: m.outcome.hiredElsewhere }));
    const dialog = await screen.findByRole('dialog', {
      name: `${m.closedReasonLabels.hired_elsewhere}: close this job?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));

    expect((await screen.findByRole('status')).textContent).toBe(m.outcome.closed);
    expect(await sent.request(`POST /api/job/${jobId}/outcome`).json()).toEqual({
      outcome: 'hired_elsewhere',
    });
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getAllByText(m.closedLabel).length).toBeGreaterThan(0);
    expect(within(details).getByText(m.closedReasonLabels.hired_elsewhere)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
  });

  it('keeps the job open when the client steps back, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const sent = await openJob(
      () => asked(),
      [http.post(`/api/job/${jobId}/outcome`, () => fail(409, 'CONFLICT', m.outcome.notOpen))],
    );
    await user.click(within(question()!).getByRole('button', { name: m.outcome.notGoingAhead }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(sent.to(`POST /api/job/${jobId}/outcome`)).toHaveLength(0);

    await user.click(within(question()!).getByRole('button', { name: m.outcome.notGoingAhead }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await within(dialog).findByText(m.outcome.notOpen)).toBeInTheDocument();
  });

  it('leads "Hired on TradeMate" to the professionals who wrote, sending nothing', async () => {
    const user = userEvent.setup();
    const sent = await openJob(() => asked());
    await user.click(within(question()!).getByRole('button', { name: m.outcome.hiredHere }));
    expect(screen.getByText(m.outcome.hiredHereHint)).toBeInTheDocument();
    const professionals = screen.getByRole('region', { name: /^Professionals who contacted you/ });
    expect(document.activeElement?.contains(professionals)).toBe(true);
    expect(within(professionals).getAllByRole('button', { name: /^Hire / }).length).toBe(2);
    expect(sent.to(`POST /api/job/${jobId}/outcome`)).toHaveLength(0);
  });
});
