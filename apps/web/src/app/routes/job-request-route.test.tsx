import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';
import type { Quote } from '@trademate/shared/schemas/quotes';
import { ok, recordRequests, server } from '@/testing/api-server';
import {
  buildJobRequestDetail,
  buildTradie,
  ids,
  renderWithModals,
} from '@/testing/builders/job-requests';
import { buildQuote } from '@/testing/builders/quotes';
import JobRequestRoute from './job-request-route';

afterEach(cleanup);

function openRequest(job: JobRequestDetail, quotes: Quote[] = []) {
  server.use(
    http.get(`/api/jobRequest/${ids.job}`, () => ok(job)),
    http.get(`/api/job/${ids.job}/quotes`, () => ok({ items: quotes })),
  );
  const sent = recordRequests();
  renderWithModals(<JobRequestRoute />, {
    route: `/jobRequest/${ids.job}`,
    path: '/jobRequest/:id',
    user: buildTradie(),
  });
  return sent;
}

const contacted = (overrides: Partial<JobRequestDetail> = {}) =>
  buildJobRequestDetail({ hasContacted: true, conversationId: ids.conversation, ...overrides });
const client = () => screen.getByRole('region', { name: 'The client' });

describe('a job request with the professional’s quote', () => {
  it('offers "Send a quote" once the professional has contacted the client', async () => {
    openRequest(contacted());
    await screen.findByRole('heading', { level: 1 });
    expect(await within(client()).findByRole('link', { name: 'Send a quote' })).toHaveAttribute(
      'href',
      `/jobRequest/${ids.job}/quote`,
    );
  });

  it('offers "Revise your quote" and the quote itself once one is sent', async () => {
    const mine = buildQuote({ isMine: true, status: 'declined' });
    openRequest(contacted(), [mine]);
    await screen.findByRole('heading', { level: 1 });
    expect(
      await within(client()).findByRole('link', { name: 'Revise your quote' }),
    ).toHaveAttribute('href', `/jobRequest/${ids.job}/quote`);
    expect(within(client()).getByRole('link', { name: 'View your quote' })).toHaveAttribute(
      'href',
      `/quotes/${mine._id}`,
    );
  });

  it('offers no new quote on a job that no longer takes them', async () => {
    const sent = openRequest(contacted({ status: 'in_progress' }));
    await screen.findByRole('link', { name: 'Open chat' });
    await waitFor(() => expect(sent.to(`GET /api/job/${ids.job}/quotes`)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /quote/ })).not.toBeInTheDocument();
  });

  it('does not ask about quotes before the professional contacts the client', async () => {
    const sent = openRequest(buildJobRequestDetail());
    await screen.findByRole('link', { name: 'Contact client' });
    expect(sent.to(`GET /api/job/${ids.job}/quotes`)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Send a quote' })).not.toBeInTheDocument();
  });
});
