import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildMyJob } from '@/testing/builders/jobs';
import MyJobsPage from './my-jobs-page';

afterEach(cleanup);

const open = () => renderRoute(<MyJobsPage />, { route: '/myJobs', user: buildMe() });

describe('MyJobsPage', () => {
  it('lists the jobs with their status and contacts, and loads more', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/job/mine', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? ok({
              items: [
                buildMyJob({
                  _id: 'a3',
                  title: 'Paint the back fence',
                  status: 'cancelled',
                  contactCount: 0,
                }),
              ],
              nextCursor: null,
            })
          : ok({
              items: [
                buildMyJob({ photo: '/uploads/job-photos/leak.webp' }),
                buildMyJob({
                  _id: 'a2',
                  title: 'Tile the ensuite',
                  status: 'in_progress',
                  contactCount: 1,
                }),
              ],
              nextCursor: 'page-2',
            }),
      ),
    );
    const sent = recordRequests();
    open();

    const first = (await screen.findByText('Replace a leaking hot water system')).closest('a')!;
    expect(first).toHaveAttribute('href', '/myJobs/5d3c1a2b-7e6f-4a8b-9c0d-1e2f3a4b5c6d');
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('2 professionals got in touch')).toBeInTheDocument();
    expect(within(first).getByText('Plumber · Geelong, VIC')).toBeInTheDocument();
    const second = screen.getByText('Tile the ensuite').closest('a')!;
    expect(within(second).getByText('In progress')).toBeInTheDocument();
    expect(within(second).getByText('1 professional got in touch')).toBeInTheDocument();
    expect(document.title).toBe(`TradeMate/${messages.jobs.myJobs}`);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = (await screen.findByText('Paint the back fence')).closest('a')!;
    expect(within(third).getByText('Cancelled')).toBeInTheDocument();
    expect(within(third).getByText('No professionals yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sent.to('GET /api/job/mine')).toHaveLength(2);
  });

  it('invites a client with no jobs to post one', async () => {
    server.use(http.get('/api/job/mine', () => ok({ items: [], nextCursor: null })));
    open();
    expect(await screen.findByText('You have not posted a job yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.nav.postJob })).toHaveAttribute(
      'href',
      '/postJob',
    );
  });
});
