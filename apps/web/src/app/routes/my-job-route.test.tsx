import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobDetail } from '@trademate/shared/schemas/jobs';
import type { Quote } from '@trademate/shared/schemas/quotes';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildJob, buildJobInProgress, jobId } from '@/testing/builders/jobs';
import { buildLiamQuote, buildQuote, quoteIds } from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import MyJobRoute from './my-job-route';

const m = messages.quotes;

afterEach(cleanup);

const jess = () => buildQuote();
const liam = () => buildLiamQuote();

/**
 * Opens the client's job with its quotes: `quotes` answers `GET /job/:id/quotes` for the sort
 * asked (Liam's is cheaper, Jess is rated higher).
 */
async function openJob({
  job = () => buildJob(),
  quotes = (sort) => (sort === 'rating' ? [jess(), liam()] : [liam(), jess()]),
  handlers = [],
  route = `/myJobs/${jobId}`,
}: {
  job?: () => JobDetail;
  quotes?: (sort: string | null) => Quote[];
  handlers?: HttpHandler[];
  route?: string;
} = {}) {
  server.use(
    ...handlers,
    http.get(`/api/job/${jobId}`, () => ok(job())),
    http.get(`/api/job/${jobId}/suggestions`, () => ok({ items: [] })),
    http.get(`/api/job/${jobId}/quotes`, ({ request }) =>
      ok({ items: quotes(new URL(request.url).searchParams.get('sort')) }),
    ),
  );
  const sent = recordRequests();
  renderRoute(<MyJobRoute />, { route, path: '/myJobs/:id', user: buildMe() });
  await screen.findByRole('heading', { level: 1, name: buildJob().title });
  return { sent };
}

const comparison = () => screen.getByRole('region', { name: /^Quotes/ });
const cards = () => within(comparison()).getAllByRole('article');
const card = (name: string) => within(comparison()).getByRole('article', { name });

describe('the quotes on the client’s job', () => {
  it('compares every quote as a card: the professional, the price, the dates and the standing', async () => {
    const { sent } = await openJob();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(comparison()).getByRole('heading', { name: 'Quotes (2)' })).toBeInTheDocument();

    const jessCard = card('Jess Tran');
    expect(within(jessCard).getByRole('link', { name: 'Jess Tran' })).toHaveAttribute(
      'href',
      '/professional/9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c01',
    );
    for (const text of [
      '4.7 (3 reviews)',
      '$1,738',
      m.gstIncluded(15_800),
      '10% ($173.80)',
      '1 Dec 2026',
      '20 Dec 2026',
      '12 jobs completed',
      messages.licences.licensedForJob,
      'ABN given',
      '8 km away',
      'Answered within an hour',
      m.status.sent,
    ]) {
      expect(within(jessCard).getByText(text)).toBeInTheDocument();
    }
    const liamCard = card('Liam Walker');
    for (const text of [
      '$1,400',
      m.gstNotRegistered,
      m.noAbn,
      'No deposit',
      '2 jobs completed',
      'No licence recorded for this job',
      'Answered in 1 day',
    ]) {
      expect(within(liamCard).getByText(text)).toBeInTheDocument();
    }
    expect(within(jessCard).getByRole('link', { name: "View Jess Tran's quote" })).toHaveAttribute(
      'href',
      `/quotes/${quoteIds.jess}`,
    );
    expect(new URL(sent.request(`GET /api/job/${jobId}/quotes`).url).searchParams.get('sort')).toBe(
      'price',
    );
  });

  it('sorts by rating when asked, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { sent } = await openJob();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((article) => article.querySelector('h3')!.textContent)).toEqual([
      'Liam Walker',
      'Jess Tran',
    ]);

    await user.selectOptions(screen.getByLabelText('Sort quotes by'), 'rating');
    await waitFor(() =>
      expect(cards().map((article) => article.querySelector('h3')!.textContent)).toEqual([
        'Jess Tran',
        'Liam Walker',
      ]),
    );
    const sorts = sent
      .to(`GET /api/job/${jobId}/quotes`)
      .map((request) => new URL(request.url).searchParams.get('sort'));
    expect(sorts).toEqual(['price', 'rating']);
  });

  it('opens sorted as the address says', async () => {
    const { sent } = await openJob({ route: `/myJobs/${jobId}?sort=rating` });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByLabelText('Sort quotes by')).toHaveValue('rating');
    expect(new URL(sent.request(`GET /api/job/${jobId}/quotes`).url).searchParams.get('sort')).toBe(
      'rating',
    );
  });

  it('accepts a quote once the client confirms it hires them, then shows the agreed price', async () => {
    const user = userEvent.setup();
    let isAccepted = false;
    const acceptedJess = () =>
      buildQuote({ status: 'accepted', acceptedAt: '2026-11-24T03:00:00.000Z' });
    const { sent } = await openJob({
      job: () => (isAccepted ? buildJobInProgress() : buildJob()),
      quotes: () =>
        isAccepted ? [buildLiamQuote({ status: 'notChosen' }), acceptedJess()] : [liam(), jess()],
      handlers: [
        http.post(`/api/quotes/${quoteIds.jess}/accept`, () => {
          isAccepted = true;
          return ok(acceptedJess(), m.accepted);
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: "Accept Jess Tran's quote" }));
    const dialog = await screen.findByRole('dialog', { name: "Accept Jess Tran's quote?" });
    expect(dialog).toHaveTextContent(
      'This hires Jess for $1,738: the job moves to in progress, and the other professionals who quoted are told you chose someone else.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept and hire Jess' }));

    expect(await within(comparison()).findByText(m.accepted)).toBeInTheDocument();
    expect(sent.to(`POST /api/quotes/${quoteIds.jess}/accept`)).toHaveLength(1);
    // The hire moves the job on: it is read again, with the quotes.
    expect(await screen.findByRole('region', { name: 'Hired professional' })).toBeInTheDocument();
    const agreed = await within(comparison()).findByText(/Agreed price/);
    expect(agreed).toHaveTextContent(
      "You accepted Jess Tran's quote. Agreed price: $1,738, with a deposit of $173.80.",
    );
    expect(
      within(comparison()).getByRole('link', { name: 'Download the agreement' }),
    ).toHaveAttribute('href', `/api/quotes/${quoteIds.jess}/agreement`);
    expect(within(card('Liam Walker')).getByText(m.status.notChosen)).toBeInTheDocument();
    expect(within(comparison()).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when accepting is refused', async () => {
    const user = userEvent.setup();
    await openJob({
      handlers: [
        http.post(`/api/quotes/${quoteIds.liam}/accept`, () => fail(409, 'CONFLICT', m.expired)),
      ],
    });
    await user.click(await screen.findByRole('button', { name: "Accept Liam Walker's quote" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and hire Liam' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(m.expired);
  });

  it('declines a quote with the reason the client gives', async () => {
    const user = userEvent.setup();
    const { sent } = await openJob({
      handlers: [
        http.post(`/api/quotes/${quoteIds.liam}/decline`, () =>
          ok(
            buildLiamQuote({ status: 'declined', declineReason: 'No licence for the job' }),
            m.declined,
          ),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: "Decline Liam Walker's quote" }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Liam Walker's quote?" });
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await within(dialog).findByText(m.declineReasonRequired)).toBeInTheDocument();
    expect(sent.to(`POST /api/quotes/${quoteIds.liam}/decline`)).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Why are you declining?'),
      '  No licence for the job ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await within(comparison()).findByText(m.declined)).toBeInTheDocument();
    expect(await sent.request(`POST /api/quotes/${quoteIds.liam}/decline`).json()).toEqual({
      reason: 'No licence for the job',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s objection to a reason on the reason', async () => {
    const user = userEvent.setup();
    await openJob({
      handlers: [
        http.post(`/api/quotes/${quoteIds.liam}/decline`, () =>
          fail(400, 'VALIDATION', m.declineReasonTooShort, [
            { path: 'reason', message: m.declineReasonTooShort },
          ]),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: "Decline Liam Walker's quote" }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Why are you declining?'), 'Too dear');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(within(dialog).getByLabelText('Why are you declining?')).toHaveAccessibleDescription(
      expect.stringContaining(m.declineReasonTooShort),
    );
  });

  it('asks a question, which goes to the chat, and says so with the way there', async () => {
    const user = userEvent.setup();
    const { sent } = await openJob({
      handlers: [
        http.post(`/api/quotes/${quoteIds.jess}/question`, () =>
          ok(
            {
              _id: 'm1',
              senderId: buildMe()._id,
              body: m.chat.question('Does it include the valve?'),
              createdAt: '2026-11-24T03:00:00.000Z',
              isMine: true,
              detailsHidden: false,
              quoteId: quoteIds.jess,
            },
            m.questionSent,
            201,
          ),
        ),
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: "Ask a question about Jess Tran's quote" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask Jess about the quote' });
    await user.type(within(dialog).getByLabelText('Your question'), 'Does it include the valve?');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));

    const done = await screen.findByRole('dialog', { name: m.questionSent });
    expect(within(done).getByRole('link', { name: 'Open the chat' })).toHaveAttribute(
      'href',
      `/chats/${quoteIds.conversation}`,
    );
    expect(await sent.request(`POST /api/quotes/${quoteIds.jess}/question`).json()).toEqual({
      question: 'Does it include the valve?',
    });
  });

  it('says there are no quotes yet on an open job, and nothing on a closed job without any', async () => {
    await openJob({ quotes: () => [] });
    expect(await within(comparison()).findByText(/No quotes yet/)).toBeInTheDocument();
    cleanup();
    await openJob({
      job: () => buildJob({ status: 'cancelled', cancelledAt: '2026-11-22T03:00:00.000Z' }),
      quotes: () => [],
    });
    await waitFor(() => expect(screen.queryByText('Loading the quotes')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /^Quotes/ })).not.toBeInTheDocument();
  });

  it('is labelled throughout, its dialogs too', async () => {
    const user = userEvent.setup();
    await openJob();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: "Decline Jess Tran's quote" }));
    await expectNoAxeViolations(await screen.findByRole('dialog'));
  });
});
