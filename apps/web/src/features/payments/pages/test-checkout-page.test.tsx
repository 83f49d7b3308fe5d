import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { TestCheckout } from '@trademate/shared/schemas/payments';
import type { SessionUser } from '@/features/session/slice';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import TestCheckoutPage from './test-checkout-page';

afterEach(cleanup);

const checkoutPath = '/api/payments/test/checkout/cs_test_1';
const payPath = `${checkoutPath}/pay`;

const freeTradie: SessionUser = {
  _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c5d',
  email: 'jess.tran@example.com.au',
  userType: 'freeTradie',
  userVerified: true,
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  subscriptionStatus: '',
};

function buildCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    sessionId: 'cs_test_1',
    status: 'open',
    plan: { code: 'professional-monthly', name: 'Professional' },
    amountCents: 4_900,
    gstCents: 445,
    successUrl: `${window.location.origin}/userSubscription?checkout=success`,
    cancelUrl: '/userSubscription?checkout=cancelled',
    ...overrides,
  };
}

/** Opens the checkout of an open session; `handlers` answer what the test does there. */
function openCheckout(...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get(checkoutPath, () => ok(buildCheckout())),
  );
  const sent = recordRequests();
  renderRoute(<TestCheckoutPage />, {
    route: '/checkout/cs_test_1',
    path: '/checkout/:sessionId',
    user: freeTradie,
  });
  return sent;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillCard(user: UserEvent, cardNumber: string) {
  await user.type(field('Card number'), cardNumber);
  await user.type(field('Expiry (MM/YY)'), '12/34');
  await user.type(field('Security code (CVC)'), '123');
  await user.type(field('Name on card'), 'Jess Tran');
}

describe('TestCheckoutPage', () => {
  it('says it is test mode, shows the plan, the GST-inclusive total and the test cards', async () => {
    openCheckout();

    const note = screen.getByRole('note', { name: 'Test mode' });
    expect(note).toHaveTextContent('Test mode: no card is charged.');
    await screen.findByText('Professional, billed monthly');
    expect(screen.getByText('$49')).toBeInTheDocument();
    expect(screen.getByText('GST included ($4.45)')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Test cards' });
    expect(within(cards).getByText('4242 4242 4242 4242').nextSibling?.textContent).toBe(
      'Succeeds',
    );
    expect(within(cards).getByText('4000 0000 0000 0002').nextSibling?.textContent).toBe(
      'Is declined',
    );
    expect(screen.getByRole('button', { name: 'Pay $49' })).toBeInTheDocument();
  });

  it('checks each field once touched and sends nothing until the card is complete', async () => {
    const user = userEvent.setup();
    const sent = openCheckout();
    await screen.findByLabelText('Card number');

    await user.type(field('Card number'), '4242');
    await user.type(field('Expiry (MM/YY)'), '13/30');
    await user.tab();
    await screen.findByText('Enter a card number');
    expect(screen.getByText('Enter the expiry as MM/YY')).toBeInTheDocument();
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter the name on the card')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $49' }));
    await screen.findByText('Enter the 3 or 4 digit security code');
    expect(screen.getByText('Enter the name on the card')).toBeInTheDocument();
    expect(sent.to(`POST ${payPath}`)).toEqual([]);
  });

  it('fills a test card number from the list', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(
      await screen.findByRole('button', { name: 'Use this card, 4242 4242 4242 4242' }),
    );
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
  });

  it('shows a decline in an alert and stays, ready to try another card', async () => {
    const user = userEvent.setup();
    const sent = openCheckout(
      http.post(payPath, () => fail(402, 'PAYMENT_DECLINED', messages.payments.declined)),
    );
    await screen.findByLabelText('Card number');

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $49' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.payments.declined);
    expect(sent.to(`POST ${payPath}`)).toHaveLength(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $49' })).toHaveProperty('disabled', false);
  });

  it('pays with the success card and goes to the success address', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const sent = openCheckout(
      http.post(
        payPath,
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(ok(null, messages.payments.paid));
          }),
      ),
    );
    await screen.findByLabelText('Card number');

    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $49' }));

    const pending = await screen.findByRole('button', { name: 'Paying…' });
    expect(pending).toHaveProperty('disabled', true);
    release();
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/userSubscription?checkout=success',
    );
    expect(await sent.request(`POST ${payPath}`).json()).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      nameOnCard: 'Jess Tran',
    });
  });

  it('leads back to the cancel address without paying', async () => {
    const user = userEvent.setup();
    const sent = openCheckout();
    await user.click(await screen.findByRole('link', { name: 'Cancel and go back' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/userSubscription?checkout=cancelled',
    );
    expect(sent.to(`POST ${payPath}`)).toEqual([]);
  });

  it.each([
    ['paid', messages.payments.checkoutAlreadyPaid],
    ['expired', messages.payments.checkoutExpired],
  ] as const)('says so when the session is %s, with no card form', async (status, text) => {
    openCheckout(http.get(checkoutPath, () => ok(buildCheckout({ status }))));
    await screen.findByText(text);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute(
      'href',
      '/userSubscription',
    );
  });

  it("shows the server's answer when the session cannot be found", async () => {
    openCheckout(
      http.get(checkoutPath, () => fail(404, 'NOT_FOUND', messages.payments.checkoutNotFound)),
    );
    await screen.findByText(messages.payments.checkoutNotFound);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
