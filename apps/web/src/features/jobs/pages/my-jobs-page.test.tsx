import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildMe, renderRoute } from '@/testing/render';
import { ok, stubApi } from '@/testing/stub-api';
import { buildMyJob } from '../testing/job-builders';
import MyJobsPage from './my-jobs-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderRoute(<MyJobsPage />, { route: '/myJobs', user: buildMe() });

describe('MyJobsPage', () => {
  it('lists the jobs with their status and contacts, and loads more', async () => {
    const api = stubApi({
      'GET /job/mine': (request) =>
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
    });
    open();

    const first = (await screen.findByText('Replace a leaking hot water system')).closest('a')!;
    expect(first.getAttribute('href')).toBe('/myJobs/5d3c1a2b-7e6f-4a8b-9c0d-1e2f3a4b5c6d');
    expect(within(first).getByText('Open')).toBeTruthy();
    expect(within(first).getByText('2 professionals got in touch')).toBeTruthy();
    expect(within(first).getByText('Plumber · Geelong, VIC')).toBeTruthy();
    const second = screen.getByText('Tile the ensuite').closest('a')!;
    expect(within(second).getByText('In progress')).toBeTruthy();
    expect(within(second).getByText('1 professional got in touch')).toBeTruthy();
    expect(document.title).toBe(`TradeMate/${messages.jobs.myJobs}`);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const third = (await screen.findByText('Paint the back fence')).closest('a')!;
    expect(within(third).getByText('Cancelled')).toBeTruthy();
    expect(within(third).getByText('No professionals yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('GET /job/mine')).toHaveLength(2);
  });

  it('invites a client with no jobs to post one', async () => {
    stubApi({ 'GET /job/mine': ok({ items: [], nextCursor: null }) });
    open();
    expect(await screen.findByText('You have not posted a job yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.nav.postJob }).getAttribute('href')).toBe(
      '/postJob',
    );
  });
});
