import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, server } from '@/testing/api-server';
import { buildJobPaymentTerms } from '@/testing/builders/job-payments';
import { buildJobRequestDetail, buildTradie, ids } from '@/testing/builders/job-requests';
import { renderRoute } from '@/testing/render';
import QuoteFormRoute from './quote-form-route';

afterEach(cleanup);

describe('QuoteFormRoute', () => {
  it("tells the professional TradeMate's fee on payments through it before they send the quote", async () => {
    server.use(
      http.get(`/api/jobRequest/${ids.job}`, () =>
        ok(buildJobRequestDetail({ hasContacted: true, conversationId: null })),
      ),
      http.get(`/api/job/${ids.job}/quotes`, () => ok({ items: [] })),
      http.get('/api/job-payments/terms', () =>
        ok(
          buildJobPaymentTerms({
            fee: { percentBasisPoints: 250, minCents: 500, capCents: 30_000 },
          }),
        ),
      ),
    );
    renderRoute(<QuoteFormRoute />, {
      route: `/jobRequest/${ids.job}/quote`,
      path: '/jobRequest/:id/quote',
      user: buildTradie(),
    });
    const terms = await screen.findByText(messages.jobPayments.feeTerms('2.5', 500, 30_000));
    expect(terms).toHaveTextContent(
      'TradeMate keeps 2.5% of each release (at least $5, at most $300)',
    );
    // Read before the button that sends the quote.
    const send = screen.getByRole('button', { name: 'Send quote' });
    expect(terms.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
