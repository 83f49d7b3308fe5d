import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildHeldPayment, buildJobPayment, jobPaymentIds } from '@/testing/builders/job-payments';
import { quoteIds } from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import JobCheckoutPage from './job-checkout-page';

const m = messages.jobPayments;
const paymentPath = `/api/job-payments/${jobPaymentIds.whole}`;
const payPath = `${paymentPath}/test-card`;

afterEach(cleanup);

/** The quote's page as the checkout leaves for it: the notice it is given. */
function QuoteProbe() {
  const { pathname, state } = useLocation();
  return (
    <p data-testid="quote">
      {pathname} {(state as { notice?: string } | null)?.notice}
    </p>
  );
}

function openCheckout(...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get(paymentPath, () => ok(buildJobPayment())),
  );
  const sent = recordRequests();
  renderRoute(<JobCheckoutPage />, {
    route: `/jobCheckout/${jobPaymentIds.whole}`,
    path: '/jobCheckout/:paymentId',
    user: buildMe(),
    otherRoutes: { '/quotes/:id': <QuoteProbe /> },
  });
  return sent;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillCard(user: UserEvent, cardNumber: string) {
  await user.type(field('Card number'), cardNumber);
  await user.type(field('Expiry (MM/YY)'), '12/34');
}

describe('JobCheckoutPage', () => {
  it('says it is test mode, and shows the job, the milestone, the amount and the test cards', async () => {
    openCheckout();
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent(
      'Test mode: no card is charged.',
    );
    await screen.findByText('Replace a leaking hot water system');
    expect(screen.getByText(m.milestones.whole)).toBeInTheDocument();
    expect(screen.getByText('$1,738')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Test cards' });
    for (const [number, outcome] of [
      ['4242 4242 4242 4242', 'Succeeds'],
      ['4000 0000 0000 0002', 'Is declined'],
      ['4000 0000 0000 9995', 'Has insufficient funds'],
    ] as const) {
      expect(within(cards).getByText(number).nextSibling?.textContent).toBe(outcome);
    }
    expect(screen.getByRole('button', { name: 'Pay $1,738' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('checks the card once touched and sends nothing until it is complete', async () => {
    const user = userEvent.setup();
    const sent = openCheckout();
    await screen.findByLabelText('Card number');
    await user.type(field('Expiry (MM/YY)'), '13/30');
    await user.click(screen.getByRole('button', { name: 'Pay $1,738' }));
    expect(await screen.findByText(m.cardNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.expiryInvalid)).toBeInTheDocument();
    expect(sent.to(`POST ${payPath}`)).toEqual([]);
  });

  it('shows a declined card and stays, ready to try another', async () => {
    const user = userEvent.setup();
    const sent = openCheckout(
      http.post(payPath, () => fail(402, 'PAYMENT_DECLINED', m.cardInsufficientFunds)),
    );
    await screen.findByLabelText('Card number');
    await user.click(screen.getByRole('button', { name: 'Use this card, 4000 0000 0000 9995' }));
    await user.type(field('Expiry (MM/YY)'), '12/34');
    await user.click(screen.getByRole('button', { name: 'Pay $1,738' }));

    expect((await screen.findByRole('alert')).textContent).toBe(m.cardInsufficientFunds);
    expect(sent.to(`POST ${payPath}`)).toHaveLength(1);
    expect(screen.queryByTestId('quote')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $1,738' })).toBeEnabled();
  });

  it('pays with the success card and goes back to the quote, which says the payment is secured', async () => {
    const user = userEvent.setup();
    const sent = openCheckout(http.post(payPath, () => ok(buildHeldPayment(), m.paid)));
    await screen.findByLabelText('Card number');
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $1,738' }));

    expect((await screen.findByTestId('quote')).textContent).toBe(
      `/quotes/${quoteIds.jess} ${m.paid}`,
    );
    expect(await sent.bodiesOf(`POST ${payPath}`)).toEqual([
      { cardNumber: '4242 4242 4242 4242', expiry: '12/34' },
    ]);
  });

  it('says a payment already paid cannot be paid again, with the way back to the quote', async () => {
    openCheckout(http.get(paymentPath, () => ok(buildHeldPayment())));
    expect(await screen.findByText(m.notAwaitingPayment)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the quote' })).toHaveAttribute(
      'href',
      `/quotes/${quoteIds.jess}`,
    );
  });

  it("shows the server's answer when the payment is not the reader's", async () => {
    openCheckout(http.get(paymentPath, () => fail(404, 'NOT_FOUND', m.notFound)));
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
