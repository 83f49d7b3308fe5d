import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobDetail } from '@trademate/shared/schemas/jobs';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildJob, buildJobInProgress, buildSuggestion, jobId } from '@/testing/builders/jobs';
import { JobSuggestions } from './job-suggestions';

const m = messages.jobs.suggestions;
const suggestionsKey = `GET /api/job/${jobId}/suggestions`;

afterEach(cleanup);

function renderSuggestions(job: JobDetail) {
  server.use(http.get(`/api/job/${jobId}/suggestions`, () => ok({ items: [buildSuggestion()] })));
  const sent = recordRequests();
  const view = renderRoute(<JobSuggestions job={job} />, { user: buildMe() });
  return { ...view, sent };
}

describe('JobSuggestions', () => {
  it('lists the professionals to invite while the job is open', async () => {
    const { sent } = renderSuggestions(buildJob());

    expect(
      await screen.findByRole('button', { name: `${m.invite}: Noah Kelly` }),
    ).toBeInTheDocument();
    expect(sent.to(suggestionsKey)).toHaveLength(1);
  });

  it.each<[string, JobDetail]>([
    ['hired', buildJobInProgress()],
    ['cancelled', buildJob({ status: 'cancelled', cancelledAt: '2026-11-22T03:00:00.000Z' })],
    [
      'completed',
      buildJobInProgress({ status: 'completed', completedAt: '2026-11-23T03:00:00.000Z' }),
    ],
    [
      'expired',
      buildJob({
        status: 'cancelled',
        closedReason: 'inactive',
        cancelledAt: '2026-12-18T03:00:00.000Z',
      }),
    ],
  ])('never asks for suggestions once the job is %s', async (_state, job) => {
    const { sent, container, store } = renderSuggestions(job);

    // The store holds every query the component started, from the render that started it.
    const started = Object.values(store.getState().api.queries).map((query) => query?.endpointName);
    expect(started).not.toContain('getJobSuggestions');
    expect(container.textContent).toBe('');
    expect(sent.to(suggestionsKey)).toHaveLength(0);
  });
});
