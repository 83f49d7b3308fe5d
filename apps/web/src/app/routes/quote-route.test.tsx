import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { QuoteDetail } from '@trademate/shared/schemas/quotes';
import { ok, recordRequests, server } from '@/testing/api-server';
import {
  buildHeldPayment,
  buildJobPaymentTerms,
  buildQuotePayments,
} from '@/testing/builders/job-payments';
import { buildTradie } from '@/testing/builders/job-requests';
import { buildQuoteDetail, quoteIds } from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import QuoteRoute from './quote-route';

const m = messages.jobPayments;
const paymentsPath = `/api/quotes/${quoteIds.jess}/payments`;
const accepted = (overrides: Partial<QuoteDetail> = {}) =>
  buildQuoteDetail({ status: 'accepted', acceptedAt: '2026-11-24T03:00:00.000Z', ...overrides });

afterEach(cleanup);

async function openQuote(
  quote: QuoteDetail,
  { asProfessional = false, state }: { asProfessional?: boolean; state?: unknown } = {},
) {
  server.use(
    http.get(`/api/quotes/${quote._id}`, () => ok(quote)),
    http.get(paymentsPath, () => ok(buildQuotePayments([buildHeldPayment()]))),
    http.get('/api/job-payments/terms', () => ok(buildJobPaymentTerms())),
  );
  const sent = recordRequests();
  renderRoute(<QuoteRoute />, {
    route: `/quotes/${quote._id}`,
    path: '/quotes/:id',
    user: asProfessional ? buildTradie() : buildMe(),
    state,
  });
  await screen.findByRole('heading', { level: 1, name: quote.job.title });
  return sent;
}

describe('QuoteRoute', () => {
  it('draws the payment protection on an accepted quote, with the notice the checkout left', async () => {
    await openQuote(accepted(), { state: { notice: m.paid } });
    expect(screen.getByText(m.paid)).toHaveAttribute('role', 'status');
    const panel = screen.getByRole('region', { name: m.panelTitle });
    expect(panel).toHaveTextContent(m.clientPanelLead('Jess'));
    expect(await within(panel).findByText('Card ending 4242, paid 24 November 2026')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Release $1,738' })).toBeInTheDocument();
  });

  it("draws the professional's side for the professional", async () => {
    await openQuote(accepted({ isMine: true }), { asProfessional: true });
    const panel = screen.getByRole('region', { name: m.panelTitle });
    expect(panel).toHaveTextContent(m.professionalPanelLead);
    expect(await within(panel).findByRole('button', { name: 'Mark work done' })).toBeVisible();
  });

  it('asks for no payments on a quote not accepted', async () => {
    const sent = await openQuote(buildQuoteDetail());
    expect(screen.queryByRole('region', { name: m.panelTitle })).not.toBeInTheDocument();
    expect(sent.to(`GET ${paymentsPath}`)).toEqual([]);
  });
});
