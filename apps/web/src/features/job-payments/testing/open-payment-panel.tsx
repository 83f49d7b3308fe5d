/** Opens the payment panel of an accepted quote for a test, and reads it. Used by tests only. */
import { screen, within } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import * as messages from '@trademate/shared/messages';
import type { QuotePayments } from '@trademate/shared/schemas/job-payments';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildJobPaymentTerms } from '@/testing/builders/job-payments';
import { buildTradie } from '@/testing/builders/job-requests';
import { quoteIds } from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import { PaymentProtection } from '../components/payment-protection';

export const paymentsPath = `/api/quotes/${quoteIds.jess}/payments`;

/** The panel on Jess's accepted quote, for Olivia (the client) or Jess; `payments` may change. */
export async function openPanel(
  payments: QuotePayments | (() => QuotePayments),
  {
    viewer = 'client',
    handlers = [],
    search = '',
  }: { viewer?: 'client' | 'professional'; handlers?: HttpHandler[]; search?: string } = {},
) {
  server.use(
    ...handlers,
    http.get(paymentsPath, () => ok(typeof payments === 'function' ? payments() : payments)),
    http.get('/api/job-payments/terms', () => ok(buildJobPaymentTerms())),
  );
  const sent = recordRequests();
  renderRoute(
    <PaymentProtection
      quoteId={quoteIds.jess}
      viewer={viewer}
      clientFirstName="Olivia"
      professionalFirstName="Jess"
    />,
    {
      route: `/quotes/${quoteIds.jess}${search}`,
      path: '/quotes/:id',
      user: viewer === 'client' ? buildMe() : buildTradie(),
    },
  );
  const panel = screen.getByRole('region', { name: messages.jobPayments.panelTitle });
  await within(panel).findByText('Agreed total');
  return { panel, sent };
}

/** The figure under a label of the panel's summary (its first list of figures), or of a row. */
export const figure = (root: HTMLElement, label: string) =>
  within(root.querySelector('dl')!).getByText(label, { selector: 'dt' }).nextElementSibling!
    .textContent;

/** The payments of the panel's list, each an item (its invoices are a list of their own). */
export const paymentRows = (panel: HTMLElement) => [
  ...within(panel)
    .getByRole('list', { name: 'Payments' })
    .querySelectorAll<HTMLElement>(':scope > li'),
];
