import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildJobRequestDetail,
  buildTradie,
  ids,
  renderWithModals,
} from '@/testing/builders/job-requests';
import { buildAnswers } from '@/testing/builders/job-questions';
import JobRequestPage from './job-request-page';

afterEach(cleanup);

function openRequest(reply: () => Response, user = buildTradie(), id: string = ids.job) {
  server.use(http.get(`/api/jobRequest/${id}`, reply));
  const sent = recordRequests();
  renderWithModals(<JobRequestPage />, {
    route: `/jobRequest/${id}`,
    path: '/jobRequest/:id',
    user,
  });
  return sent;
}

describe('JobRequestPage', () => {
  it('shows a tradie the whole request: photos, budget, timing and how many made contact', async () => {
    openRequest(() => ok(buildJobRequestDetail()));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Install three power points in the garage',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe('TradeMate/Install three power points in the garage');
    expect(screen.getByText(/Power points along the back wall/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('$300 – $600')).toBeInTheDocument();
    expect(within(details).getByText('On 12 June 2026')).toBeInTheDocument();
    expect(within(details).getByText('Newcastle, NSW')).toBeInTheDocument();
    expect(
      within(details).getByText('2 professionals have already contacted the client'),
    ).toBeInTheDocument();
    const photos = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/uploads/jobs/garage-1.webp',
      '/uploads/jobs/garage-2.webp',
    ]);
    const client = screen.getByRole('region', { name: 'The client' });
    expect(within(client).getByText('Olivia')).toBeInTheDocument();
    expect(within(client).getByRole('link', { name: 'Contact client' })).toHaveAttribute(
      'href',
      `/contactWithclient?job=${ids.job}`,
    );
  });

  it('shows every answer about the job under its question', async () => {
    openRequest(() =>
      ok(
        buildJobRequestDetail({
          answers: buildAnswers({
            'job-type': 'power-points',
            points: 3,
            rooms: ['kitchen', 'garage'],
            'pre-1990': false,
          }),
        }),
      ),
    );
    const details = await screen.findByRole('region', {
      name: messages.jobQuestions.answersHeading,
    });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'What is the job? Power points',
      'How many points or fittings? 3 points',
      'Which rooms? Kitchen, Garage',
      'Was the house built before 1990? No',
    ]);
  });

  it('shows no job details for a job posted without answers', async () => {
    openRequest(() => ok(buildJobRequestDetail()));
    await screen.findByRole('region', { name: 'Details' });
    expect(
      screen.queryByRole('region', { name: messages.jobQuestions.answersHeading }),
    ).not.toBeInTheDocument();
  });

  it('offers the chat instead once I have contacted the client', async () => {
    openRequest(() =>
      ok(
        buildJobRequestDetail({
          hasContacted: true,
          conversationId: ids.conversation,
          contactCount: 3,
        }),
      ),
    );
    const chat = await screen.findByRole('link', { name: 'Open chat' });
    expect(chat).toHaveAttribute('href', `/chats/${ids.conversation}`);
    expect(screen.queryByRole('link', { name: 'Contact client' })).not.toBeInTheDocument();
  });

  it('opens the upgrade modal when the server says a free tradie needs the plan', async () => {
    openRequest(
      () => fail(403, 'PLAN_REQUIRED', messages.authModal.upgradeToPreview.text),
      buildTradie({ userType: 'freeTradie', subscriptionStatus: '' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.upgradeToPreview.title,
    });
    expect(within(dialog).getByText(messages.authModal.upgradeToPreview.text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact client' })).not.toBeInTheDocument();
  });

  it('opens the renew modal when the subscription ended', async () => {
    openRequest(
      () => fail(403, 'SUBSCRIPTION_EXPIRED', messages.authModal.subscriptionExpired.text),
      buildTradie({ subscriptionStatus: 'expired' }),
    );
    expect(
      await screen.findByRole('dialog', { name: messages.authModal.subscriptionExpired.title }),
    ).toBeInTheDocument();
  });

  it('says a request is not available when the server does not show it, or the id is wrong', async () => {
    openRequest(() => fail(404, 'NOT_FOUND', messages.jobRequests.notFound));
    expect(
      await screen.findByRole('heading', { name: messages.jobRequests.notFound }),
    ).toBeInTheDocument();
    cleanup();

    const sent = openRequest(() => ok(buildJobRequestDetail()), buildTradie(), 'not-an-id');
    expect(
      screen.getByRole('heading', { name: messages.jobRequests.notFound }),
    ).toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });
});

describe('JobRequestPage and licences', () => {
  const l = messages.licences;
  /** An NSW electrical job of $6,000: the law needs a licence for it. */
  const electricalJob = (standing: 'licensed' | 'missing' | 'expired' | 'notNeeded') =>
    buildJobRequestDetail({ budgetMin: 6000, budgetMax: 6000, licenceCheck: { standing } });

  it('tells a professional with a current licence that they are licensed for this job', async () => {
    openRequest(() => ok(electricalJob('licensed')));
    const client = await screen.findByRole('region', { name: 'The client' });
    expect(within(client).getByText(l.licensedForJob)).toBeInTheDocument();
    expect(within(client).queryByText(l.missingWarning('New South Wales'))).not.toBeInTheDocument();
  });

  it('warns a professional with no licence for it before the contact button, and links to their licences', async () => {
    openRequest(() => ok(electricalJob('missing')));
    const client = await screen.findByRole('region', { name: 'The client' });
    const warning = within(client).getByText(l.missingWarning('New South Wales'));
    expect(
      within(client).getByText(
        'In New South Wales, electrical work must be done by a licensed professional, whatever the price.',
      ),
    ).toBeInTheDocument();
    const link = within(client).getByRole('link', { name: l.addLicenceLink });
    expect(link).toHaveAttribute('href', '/userProfile#licences');
    const contact = within(client).getByRole('link', { name: 'Contact client' });
    // The warning comes first in reading order.
    expect(
      warning.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(client).queryByText(l.licensedForJob)).not.toBeInTheDocument();
  });

  it('says when the licence that would cover it has expired', async () => {
    openRequest(() => ok(electricalJob('expired')));
    const client = await screen.findByRole('region', { name: 'The client' });
    expect(within(client).getByText(l.expiredWarning('New South Wales'))).toBeInTheDocument();
  });

  it('says nothing about licences for a job that needs none', async () => {
    openRequest(() => ok(electricalJob('notNeeded')));
    const client = await screen.findByRole('region', { name: 'The client' });
    expect(within(client).queryByText(l.licensedForJob)).not.toBeInTheDocument();
    expect(within(client).queryByRole('link', { name: l.addLicenceLink })).not.toBeInTheDocument();
  });
});
