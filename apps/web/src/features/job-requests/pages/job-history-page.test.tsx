import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildJobHistoryEntry,
  buildJobHistoryItem,
  buildTradie,
  ids,
  renderWithModals,
} from '@/testing/builders/job-requests';
import { buildAnswers } from '@/testing/builders/job-questions';
import JobHistoryEntryPage from './job-history-entry-page';
import JobHistoryPage from './job-history-page';

afterEach(cleanup);

describe('JobHistoryPage', () => {
  it('lists my jobs with their status, marks the ones I was hired for and loads more', async () => {
    const user = userEvent.setup();
    const hired = buildJobHistoryItem({
      _id: ids.otherJob,
      title: 'Rewire the shed',
      status: 'in_progress',
      isHired: true,
      contactedAt: null,
    });
    server.use(
      http.get('/api/jobHistory', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'next'
          ? ok({ items: [buildJobHistoryItem({ status: 'completed' })], nextCursor: null })
          : ok({ items: [hired], nextCursor: 'next' }),
      ),
    );
    const sent = recordRequests();
    renderWithModals(<JobHistoryPage />, { route: '/userJobHistory', user: buildTradie() });

    const first = await screen.findByRole('link', { name: /Rewire the shed/ });
    expect(within(first).getByText(messages.jobRequests.status.in_progress)).toBeInTheDocument();
    expect(within(first).getByText('Hired you')).toBeInTheDocument();
    expect(within(first).getByText('Hired directly')).toBeInTheDocument();
    expect(first).toHaveAttribute('href', `/userJobHistory/${ids.otherJob}`);
    expect(document.title).toBe('TradeMate/Job history');

    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));

    const second = await screen.findByRole('link', { name: /Install three power points/ });
    expect(within(second).getByText('Completed')).toBeInTheDocument();
    expect(within(second).queryByText('Hired you')).not.toBeInTheDocument();
    expect(within(second).getByText('Contacted 5 May 2026')).toBeInTheDocument();
    const more = new URL(sent.request('GET /api/jobHistory', 1).url).searchParams;
    expect(more.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });

  it('points to the job requests when there is no history yet', async () => {
    server.use(http.get('/api/jobHistory', () => ok({ items: [], nextCursor: null })));
    renderWithModals(<JobHistoryPage />, { route: '/userJobHistory', user: buildTradie() });
    expect(
      (await screen.findByRole('link', { name: 'Browse job requests' })).getAttribute('href'),
    ).toBe('/jobRequests');
  });
});

describe('JobHistoryEntryPage', () => {
  function openEntry(reply: () => Response) {
    server.use(http.get(`/api/jobHistory/${ids.job}`, reply));
    renderWithModals(<JobHistoryEntryPage />, {
      route: `/userJobHistory/${ids.job}`,
      path: '/userJobHistory/:id',
      user: buildTradie(),
    });
  }

  it("gives the hired tradie the client's phone and email as links, and the chat", async () => {
    openEntry(() =>
      ok(
        buildJobHistoryEntry({
          status: 'in_progress',
          isHired: true,
          hiredAt: '2026-05-06T03:00:00.000Z',
          client: {
            name: 'Olivia Nguyen',
            contactNumber: '0412345678',
            email: 'olivia.nguyen@example.com.au',
          },
        }),
      ),
    );

    const client = await screen.findByRole('region', { name: 'The client' });
    expect(within(client).getByText('Olivia Nguyen')).toBeInTheDocument();
    expect(within(client).getByRole('link', { name: '0412345678' })).toHaveAttribute(
      'href',
      'tel:0412345678',
    );
    expect(
      within(client)
        .getByRole('link', { name: 'olivia.nguyen@example.com.au' })
        .getAttribute('href'),
    ).toBe('mailto:olivia.nguyen@example.com.au');
    expect(within(client).getByRole('link', { name: 'Open chat' })).toHaveAttribute(
      'href',
      `/chats/${ids.conversation}`,
    );
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Hired you')).toBeInTheDocument();
  });

  it('shows the answers about the job the client gave when posting it', async () => {
    openEntry(() =>
      ok(buildJobHistoryEntry({ answers: buildAnswers({ 'job-type': 'lighting', points: 8 }) })),
    );
    const details = await screen.findByRole('region', {
      name: messages.jobQuestions.answersHeading,
    });
    expect(within(details).getByText('What is the job?')).toBeInTheDocument();
    expect(within(details).getByText('Lighting')).toBeInTheDocument();
    expect(within(details).getByText('8 points')).toBeInTheDocument();
  });

  it('keeps the phone and email hidden until the client hires me', async () => {
    openEntry(() => ok(buildJobHistoryEntry()));
    const client = await screen.findByRole('region', { name: 'The client' });
    expect(within(client).getByText('Olivia N.')).toBeInTheDocument();
    expect(within(client).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(
      within(client).getByText(/phone and email show here once they hire you/),
    ).toBeInTheDocument();
    expect(within(client).getByRole('link', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('says the job is not in my history when the server does not show it', async () => {
    openEntry(() => fail(404, 'NOT_FOUND', messages.jobHistory.notFound));
    expect(
      await screen.findByRole('heading', { name: messages.jobHistory.notFound }),
    ).toBeInTheDocument();
  });
});
