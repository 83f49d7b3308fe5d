import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, recordRequests, server } from '@/testing/api-server';
import {
  buildJobRequestItem,
  buildTradie,
  ids,
  renderWithModals,
} from '@/testing/builders/job-requests';
import { buildAnswers, questionSetsByService } from '@/testing/builders/job-questions';
import JobRequestsPage from './job-requests-page';

afterEach(cleanup);

const job = buildJobRequestItem();

/** Opens the feed for `user`; `pages` answers the feed by cursor ('' for the first page). */
function openFeed(
  user = buildTradie(),
  pages: Record<string, unknown> = {},
  route = '/jobRequests',
  invitations: unknown[] = [],
) {
  server.use(
    http.get('/api/user/me', () => ok(user)),
    http.get('/api/jobRequest/invitations', () => ok({ items: invitations })),
    http.get('/api/services/:id/questions', ({ params }) =>
      ok({ questionSet: questionSetsByService[params.id as string] ?? null }),
    ),
    http.get('/api/jobRequest', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
      return ok(pages[cursor] ?? { items: [job], nextCursor: null, canPreview: true });
    }),
  );
  const sent = recordRequests();
  const feedQuery = (index: number) =>
    Object.fromEntries(new URL(sent.request('GET /api/jobRequest', index).url).searchParams);
  const view = renderWithModals(<JobRequestsPage />, { route, path: '/jobRequests', user });
  return { ...view, sent, feedQuery };
}

describe('JobRequestsPage', () => {
  it('shows a free tradie the jobs they were invited to, in full and open to them', async () => {
    const invited = {
      ...buildJobRequestItem(),
      _id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
      title: 'Quote for new garden lights',
      invitedAt: '2026-11-23T01:00:00.000Z',
      hasContacted: false,
    };
    openFeed(
      buildTradie({ userType: 'freeTradie' }),
      {
        '': {
          items: [
            buildJobRequestItem({}, { reduced: true }),
            buildJobRequestItem({ _id: invited._id, title: invited.title }, { reduced: true }),
          ],
          nextCursor: null,
          canPreview: false,
        },
      },
      '/jobRequests',
      [invited],
    );

    const section = await screen.findByRole('region', { name: 'Invitations' });
    const card = within(section).getByRole('link', { name: /Quote for new garden lights/ });
    expect(card).toHaveAttribute('href', `/jobRequest/${invited._id}`);
    expect(within(card).getByText('View details')).toBeInTheDocument();

    // In the feed too, the invited job opens; the others stay locked.
    const feed = screen.getByRole('list', { name: 'Job requests' });
    const inFeed = within(feed).getByRole('link', { name: /Quote for new garden lights/ });
    expect(inFeed).toHaveAttribute('href', `/jobRequest/${invited._id}`);
    expect(
      within(feed).getByRole('button', { name: /Install three power points/ }),
    ).toBeInTheDocument();
  });

  it('shows a tradie each request with its budget and timing, and opens its detail', async () => {
    const user = userEvent.setup();
    openFeed();

    const card = await screen.findByRole('link', { name: /Install three power points/ });
    expect(within(card).getByText('Electrician')).toBeInTheDocument();
    expect(within(card).getByText('Newcastle, NSW')).toBeInTheDocument();
    expect(within(card).getByText('$300 – $600')).toBeInTheDocument();
    expect(within(card).getByText('Within a week')).toBeInTheDocument();
    expect(within(card).getByText(/2 professionals\s+contacted/)).toBeInTheDocument();
    expect(document.title).toBe('TradeMate/Job requests');

    await user.click(card);
    expect(screen.getByTestId('location').textContent).toBe(`/jobRequest/${ids.job}`);
  });

  it('shows the key answers about a job as chips under its title', async () => {
    openFeed(buildTradie(), {
      '': {
        items: [
          buildJobRequestItem({
            answers: buildAnswers({ 'job-type': 'power-points', points: 3 }).map((answer) => ({
              ...answer,
              highlight: true,
            })),
          }),
        ],
        nextCursor: null,
        canPreview: true,
      },
    });
    const card = await screen.findByRole('link', { name: /Install three power points/ });
    const chips = within(card).getByRole('list', { name: messages.jobQuestions.answersHeading });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['What is the job?: Power points', 'How many points or fittings?: 3 points']);
  });

  it('filters on the answers to the chosen service’s choice questions, kept in the address', async () => {
    const user = userEvent.setup();
    const { sent, feedQuery } = openFeed();
    await screen.findByRole('link', { name: /Install three power points/ });
    const lastQuery = () => feedQuery(sent.to('GET /api/jobRequest').length - 1);
    expect(screen.queryByLabelText('What is the job?')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Service'), ids.electrician);
    const jobType = (await screen.findByLabelText('What is the job?')) as HTMLSelectElement;
    // Only the choice questions filter: not the number, the yes or no, or the text.
    expect(screen.getByLabelText('How many storeys?')).toBeInTheDocument();
    expect(screen.getByLabelText('Which rooms?')).toBeInTheDocument();
    expect(screen.queryByLabelText('How many points or fittings?')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Was the house built before 1990?')).not.toBeInTheDocument();
    expect(jobType.value).toBe('');
    expect(within(jobType).getAllByRole('option')[0]!.textContent).toBe(
      messages.jobQuestions.filterAny,
    );

    await user.selectOptions(jobType, 'lighting');
    await user.selectOptions(screen.getByLabelText('How many storeys?'), 'double');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        serviceId: ids.electrician,
        answers: 'job-type:lighting,storeys:double',
        limit: '12',
      }),
    );

    await user.selectOptions(jobType, '');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        serviceId: ids.electrician,
        answers: 'storeys:double',
        limit: '12',
      }),
    );

    // Another service's questions start from Any: the answers went with the service.
    await user.selectOptions(screen.getByLabelText('Service'), ids.plumber);
    expect(
      ((await screen.findByLabelText('How many storeys is the home?')) as HTMLSelectElement).value,
    ).toBe('');
    await waitFor(() => expect(lastQuery()).toEqual({ serviceId: ids.plumber, limit: '12' }));
  });

  it('starts from the answers in the address, and ignores them without a service', async () => {
    const { feedQuery } = openFeed(
      buildTradie(),
      {},
      `/jobRequests?service=${ids.electrician}&answers=storeys:single`,
    );
    await screen.findByRole('link', { name: /Install three power points/ });
    expect(feedQuery(0)).toEqual({
      serviceId: ids.electrician,
      answers: 'storeys:single',
      limit: '12',
    });
    expect(((await screen.findByLabelText('How many storeys?')) as HTMLSelectElement).value).toBe(
      'single',
    );
    cleanup();

    const withoutService = openFeed(buildTradie(), {}, '/jobRequests?answers=storeys:single');
    await screen.findByRole('link', { name: /Install three power points/ });
    expect(withoutService.feedQuery(0)).toEqual({ limit: '12' });
  });

  it('shows a free tradie the reduced card and the upgrade modal when they open it', async () => {
    const user = userEvent.setup();
    const free = buildTradie({ userType: 'freeTradie', subscriptionStatus: '' });
    openFeed(free, {
      '': {
        items: [buildJobRequestItem({}, { reduced: true })],
        nextCursor: null,
        canPreview: false,
      },
    });

    const card = await screen.findByRole('button', { name: /Install three power points/ });
    expect(within(card).getByText('Newcastle, NSW')).toBeInTheDocument();
    expect(within(card).queryByText('$300 – $600')).not.toBeInTheDocument();
    expect(within(card).getByText('Upgrade to see the details')).toBeInTheDocument();

    await user.click(card);

    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.upgradeToPreview.title,
    });
    expect(
      within(dialog).getByText(
        'Please upgrade your plan to preview the job requests related to the service',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: messages.authModal.upgradeNow }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('asks a tradie whose subscription ended to renew, on the card and when they open it', async () => {
    const user = userEvent.setup();
    openFeed(buildTradie({ subscriptionStatus: 'expired' }), {
      '': {
        items: [buildJobRequestItem({}, { reduced: true })],
        nextCursor: null,
        canPreview: false,
      },
    });

    const card = await screen.findByRole('button', { name: /Install three power points/ });
    expect(within(card).getByText('Renew to see the details')).toBeInTheDocument();
    expect(within(card).queryByText('Upgrade to see the details')).not.toBeInTheDocument();
    await user.click(card);

    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.subscriptionExpired.title,
    });
    expect(
      within(dialog).getByText(messages.authModal.subscriptionExpired.text),
    ).toBeInTheDocument();
  });

  it('filters by one of my services, a state and a city of that state', async () => {
    const user = userEvent.setup();
    const { sent, feedQuery } = openFeed();
    await screen.findByRole('link', { name: /Install three power points/ });
    const service = screen.getByLabelText('Service') as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(service)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All my services', 'Electrician', 'Plumber']),
    );
    expect(screen.getByLabelText('City')).toBeDisabled();

    await user.selectOptions(service, ids.plumber);
    await user.selectOptions(screen.getByLabelText('State'), 'NSW');
    await user.selectOptions(screen.getByLabelText('City'), 'Newcastle');

    await waitFor(() =>
      expect(feedQuery(sent.to('GET /api/jobRequest').length - 1)).toEqual({
        serviceId: ids.plumber,
        state: 'NSW',
        city: 'Newcastle',
        limit: '12',
      }),
    );
    expect(feedQuery(0)).toEqual({ limit: '12' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('');
  });

  it('starts from the filters in the address', async () => {
    const { feedQuery } = openFeed(buildTradie(), {}, '/jobRequests?state=QLD&city=Cairns');
    await screen.findByRole('link', { name: /Install three power points/ });
    expect(feedQuery(0)).toEqual({ state: 'QLD', city: 'Cairns', limit: '12' });
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Cairns');
  });

  it('loads the next page with the cursor until there is none', async () => {
    const user = userEvent.setup();
    const second = buildJobRequestItem({ _id: ids.otherJob, title: 'Replace a ceiling fan' });
    const { feedQuery } = openFeed(buildTradie(), {
      '': { items: [job], nextCursor: 'cursor-2', canPreview: true },
      'cursor-2': { items: [second], nextCursor: null, canPreview: true },
    });
    await screen.findByRole('link', { name: /Install three power points/ });

    await user.click(screen.getByRole('button', { name: 'Load more job requests' }));

    expect(await screen.findByRole('link', { name: /Replace a ceiling fan/ })).toBeInTheDocument();
    expect(feedQuery(1)).toEqual({ cursor: 'cursor-2', limit: '12' });
    expect(
      within(screen.getByRole('list', { name: 'Job requests' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/jobRequest/${ids.job}`, `/jobRequest/${ids.otherJob}`]);
    expect(
      screen.queryByRole('button', { name: 'Load more job requests' }),
    ).not.toBeInTheDocument();
  });

  it('says when there are no requests in my services', async () => {
    openFeed(buildTradie(), { '': { items: [], nextCursor: null, canPreview: true } });
    expect(
      await screen.findByText('There are no open job requests in your services right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my services' })).toHaveAttribute(
      'href',
      '/userProfile#services',
    );
  });

  it.each(['tradie', 'freeTradie'] as const)(
    'asks a %s who offers no services yet to choose them, instead of an empty list',
    async (userType) => {
      const user = userEvent.setup();
      openFeed(buildTradie({ userType, services: [] }), {
        '': { items: [], nextCursor: null, canPreview: userType === 'tradie' },
      });
      const { title, text, action } = messages.services.noneChosen;
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: action })).toHaveAttribute(
        'href',
        '/userProfile#services',
      );
      expect(screen.queryByLabelText('Service')).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Job requests' })).not.toBeInTheDocument();
      expect(screen.queryByText(/no open job requests/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: action }));
      expect(screen.getByTestId('location').textContent).toBe('/userProfile#services');
    },
  );
});
