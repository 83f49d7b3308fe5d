import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildProfessional, buildReview, professionalId } from '@/testing/builders/directory';
import ProfessionalPage from './professional-page';

afterEach(cleanup);

const answered = buildReview({
  _id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  rating: 4,
  body: 'Good work, a day late.',
  clientName: 'Sam K.',
  createdAt: '2026-01-10T04:00:00.000Z',
  reply: 'Sorry about the delay, Sam: the supplier let us down.',
  repliedAt: '2026-01-11T04:00:00.000Z',
});
const unanswered = buildReview();

const replyPath = `/api/review/${unanswered._id}/reply`;

/** Jess's profile and her two reviews, one answered. */
const profileHandlers = () => [
  http.get(`/api/professional/${professionalId}`, () => ok(buildProfessional())),
  http.get(`/api/professional/${professionalId}/reviews`, () =>
    ok({ items: [unanswered, answered], nextCursor: null }),
  ),
];

function open(user = buildMe({ userType: 'apprentice' })) {
  return renderRoute(<ProfessionalPage />, {
    route: `/professional/${professionalId}`,
    path: '/professional/:id',
    user,
  });
}

const reviewOf = (text: string) => screen.getByText(text).closest('article')!;

describe('ProfessionalPage', () => {
  it('shows the profile, the average rating and the reviews with their replies', async () => {
    server.use(...profileHandlers());
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Jess Tran' })).toBeInTheDocument();
    expect(document.title).toBe('TradeMate/Jess Tran');
    expect(screen.getByText('Newcastle, NSW')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
    expect(screen.getByText(messages.directory.available)).toBeInTheDocument();
    expect(screen.getByText('4.7 (3 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Electrician')).toBeInTheDocument();
    expect(screen.getByText('Licensed electrician, 12 years on the tools.')).toBeInTheDocument();

    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('article')).toHaveLength(2);
    const withReply = reviewOf('Good work, a day late.');
    expect(within(withReply).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(withReply).getByText('Sam K.')).toBeInTheDocument();
    expect(within(withReply).getByText(/Reply from Jess/)).toBeInTheDocument();
    expect(
      within(withReply).getByText('Sorry about the delay, Sam: the supplier let us down.'),
    ).toBeInTheDocument();
    // Only the professional replies.
    expect(screen.queryByRole('button', { name: 'Post reply' })).not.toBeInTheDocument();
  });

  it('lets the professional reply under a review they have not answered, and shows the reply', async () => {
    const reply = 'Thanks Olivia, it was a pleasure!';
    const user = userEvent.setup();
    server.use(
      ...profileHandlers(),
      http.post(replyPath, () =>
        ok(
          { ...unanswered, reply, repliedAt: '2026-02-04T00:00:00.000Z' },
          messages.reviews.replied,
        ),
      ),
    );
    const sent = recordRequests();
    open(buildMe({ _id: professionalId, userType: 'tradie' }));

    const review = await screen
      .findByText(unanswered.body)
      .then((text) => text.closest('article')!);
    expect(screen.getAllByRole('button', { name: 'Post reply' })).toHaveLength(1);
    expect(
      within(reviewOf('Good work, a day late.')).queryByRole('textbox'),
    ).not.toBeInTheDocument();

    await user.type(within(review).getByLabelText('Reply to Olivia N.'), `  ${reply}  `);
    await user.click(within(review).getByRole('button', { name: 'Post reply' }));

    expect(await within(review).findByText(reply)).toBeInTheDocument();
    expect(within(review).getByText(/Reply from Jess/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post reply' })).not.toBeInTheDocument();
    expect(await sent.request(`POST ${replyPath}`).json()).toEqual({ reply });
  });

  it('checks the reply before sending it', async () => {
    const user = userEvent.setup();
    server.use(...profileHandlers());
    const sent = recordRequests();
    open(buildMe({ _id: professionalId, userType: 'freeTradie' }));

    await user.type(await screen.findByLabelText('Reply to Olivia N.'), ' x ');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText(messages.reviews.replyTooShort)).toBeInTheDocument();
    expect(sent.to(`POST ${replyPath}`)).toHaveLength(0);
  });

  it("shows the server's refusal of a reply", async () => {
    const user = userEvent.setup();
    server.use(
      ...profileHandlers(),
      http.post(replyPath, () => fail(409, 'CONFLICT', messages.reviews.alreadyReplied)),
    );
    open(buildMe({ _id: professionalId, userType: 'tradie' }));

    await user.type(await screen.findByLabelText('Reply to Olivia N.'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.reviews.alreadyReplied);
  });

  it('lets an apprentice send a message and opens the conversation', async () => {
    const user = userEvent.setup();
    server.use(
      ...profileHandlers(),
      http.post('/api/chat/direct', () =>
        ok({ conversationId: 'c0ffee00-1111-4222-8333-444455556666' }, 'Sent', 201),
      ),
    );
    const sent = recordRequests();
    open();

    await user.type(
      await screen.findByLabelText('Message to Jess'),
      '  Hi Jess, could I shadow you on a job?  ',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/chats/c0ffee00-1111-4222-8333-444455556666',
      ),
    );
    expect(await sent.request('POST /api/chat/direct').json()).toEqual({
      userId: professionalId,
      message: 'Hi Jess, could I shadow you on a job?',
    });
  });

  it('asks for a message before sending, and opens the verify modal when the server asks', async () => {
    const user = userEvent.setup();
    server.use(
      ...profileHandlers(),
      http.post('/api/chat/direct', () =>
        fail(403, 'NOT_VERIFIED', messages.authModal.verify.text),
      ),
    );
    const sent = recordRequests();
    const { store } = open();

    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.chats.messageRequired)).toBeInTheDocument();
    expect(sent.to('POST /api/chat/direct')).toHaveLength(0);

    await user.type(screen.getByLabelText('Message to Jess'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(store.getState().authModal.kind).toBe('verify'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers another professional neither the reply form nor the message form', async () => {
    server.use(...profileHandlers());
    open(buildMe({ userType: 'tradie' }));
    await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.queryByRole('button', { name: 'Post reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });

  it('loads more reviews with the cursor', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/professional/${professionalId}/reviews`, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'next'
          ? ok({ items: [answered], nextCursor: null })
          : ok({ items: [unanswered], nextCursor: 'next' }),
      ),
      ...profileHandlers(),
    );
    const sent = recordRequests();
    open();

    await screen.findByText(unanswered.body);
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));

    expect(await screen.findByText('Good work, a day late.')).toBeInTheDocument();
    expect(screen.getByText(unanswered.body)).toBeInTheDocument();
    expect(sent.to(`GET /api/professional/${professionalId}/reviews`)).toHaveLength(2);
  });

  it('says when a professional has no reviews yet', async () => {
    server.use(
      http.get(`/api/professional/${professionalId}`, () =>
        ok(
          buildProfessional({ rating: null, reviewCount: 0, bio: '', hiringStatus: 'unavailable' }),
        ),
      ),
      http.get(`/api/professional/${professionalId}/reviews`, () =>
        ok({ items: [], nextCursor: null }),
      ),
    );
    open();
    expect(await screen.findByText(messages.reviews.noReviews)).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText(messages.directory.notTakingWork)).toBeInTheDocument();
    expect(screen.getByText('Jess has not written about themselves yet.')).toBeInTheDocument();
  });

  it('says the professional could not be found, with the way back to the directory', async () => {
    server.use(
      http.get(`/api/professional/${professionalId}`, () =>
        fail(404, 'NOT_FOUND', messages.directory.professionalNotFound),
      ),
    );
    open();
    expect(await screen.findByText(messages.directory.professionalNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all professionals' })).toHaveAttribute(
      'href',
      '/professional',
    );
  });
});

describe('ProfessionalPage, licences and ABN', () => {
  it('shows the ABN formatted, how it was checked, and each licence with an expired one flagged', async () => {
    server.use(
      http.get(`/api/professional/${professionalId}`, () =>
        ok(
          buildProfessional({
            business: {
              abn: '51824753556',
              businessName: 'Sparks & Co',
              check: 'register',
              register: {
                entityName: 'SPARKS & CO PTY LTD',
                status: 'Active',
                gstRegisteredFrom: null,
              },
              checkedAt: '2026-11-23T01:00:00.000Z',
            },
            licences: [
              {
                _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01',
                state: 'NSW',
                trade: 'electrical',
                number: '123456C',
                licenceClass: 'Contractor licence – Electrician',
                expiresOn: '2035-06-30',
              },
              {
                _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02',
                state: 'QLD',
                trade: 'plumbing',
                number: 'P-1',
                licenceClass: '',
                expiresOn: '2020-06-30',
              },
            ],
          }),
        ),
      ),
      http.get(`/api/professional/${professionalId}/reviews`, () =>
        ok({ items: [], nextCursor: null }),
      ),
    );
    open(buildMe({ userType: 'client' }));
    const card = await screen.findByRole('region', { name: 'Licences and ABN' });
    expect(within(card).getByText('Sparks & Co')).toBeInTheDocument();
    expect(within(card).getByText('ABN 51 824 753 556')).toBeInTheDocument();
    expect(within(card).getByText(messages.business.checkedWithRegister)).toBeInTheDocument();
    expect(within(card).getByText(messages.business.gstNotRegistered)).toBeInTheDocument();
    expect(within(card).getByText('Electrical · NSW')).toBeInTheDocument();
    expect(
      within(card).getByText('Licence 123456C · Contractor licence – Electrician'),
    ).toBeInTheDocument();
    expect(within(card).getAllByText(messages.licences.expired)).toHaveLength(1);
    expect(within(card).getByText(messages.licences.expiredOn('30 June 2020'))).toBeInTheDocument();
  });

  it('says when there is no ABN or licence yet', async () => {
    server.use(...profileHandlers());
    open();
    const card = await screen.findByRole('region', { name: 'Licences and ABN' });
    expect(within(card).getByText('Jess has not added an ABN yet.')).toBeInTheDocument();
    expect(within(card).getByText('Jess has not recorded a licence yet.')).toBeInTheDocument();
  });
});
