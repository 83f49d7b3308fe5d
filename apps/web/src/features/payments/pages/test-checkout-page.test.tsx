import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { TestCheckout } from '@trademate/shared/schemas/payments';
import type { SessionUser } from '@/features/session/slice';
import { renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import TestCheckoutPage from './test-checkout-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

function openCheckout(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /payments/test/checkout/cs_test_1': ok(buildCheckout()),
    ...routes,
  });
  renderRoute(<TestCheckoutPage />, {
    route: '/checkout/cs_test_1',
    path: '/checkout/:sessionId',
    user: freeTradie,
  });
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fillCard(cardNumber: string) {
  fireEvent.change(field('Card number'), { target: { value: cardNumber } });
  fireEvent.change(field('Expiry (MM/YY)'), { target: { value: '12/34' } });
  fireEvent.change(field('Security code (CVC)'), { target: { value: '123' } });
  fireEvent.change(field('Name on card'), { target: { value: 'Jess Tran' } });
}

describe('TestCheckoutPage', () => {
  it('says it is test mode, shows the plan, the GST-inclusive total and the test cards', async () => {
    openCheckout({});

    const note = screen.getByRole('note', { name: 'Test mode' });
    expect(note.textContent).toContain('Test mode: no card is charged.');
    await screen.findByText('Professional, billed monthly');
    expect(screen.getByText('$49')).toBeTruthy();
    expect(screen.getByText('GST included ($4.45)')).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Test cards' });
    expect(within(cards).getByText('4242 4242 4242 4242').nextSibling?.textContent).toBe(
      'Succeeds',
    );
    expect(within(cards).getByText('4000 0000 0000 0002').nextSibling?.textContent).toBe(
      'Is declined',
    );
    expect(screen.getByRole('button', { name: 'Pay $49' })).toBeTruthy();
  });

  it('checks each field once touched and sends nothing until the card is complete', async () => {
    const api = openCheckout({});
    await screen.findByLabelText('Card number');

    fireEvent.change(field('Card number'), { target: { value: '4242' } });
    fireEvent.blur(field('Card number'));
    fireEvent.change(field('Expiry (MM/YY)'), { target: { value: '13/30' } });
    fireEvent.blur(field('Expiry (MM/YY)'));
    await screen.findByText('Enter a card number');
    expect(screen.getByText('Enter the expiry as MM/YY')).toBeTruthy();
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Enter the name on the card')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pay $49' }));
    await screen.findByText('Enter the 3 or 4 digit security code');
    expect(screen.getByText('Enter the name on the card')).toBeTruthy();
    expect(api.callsTo('POST /payments/test/checkout/cs_test_1/pay')).toEqual([]);
  });

  it('fills a test card number from the list', async () => {
    openCheckout({});
    fireEvent.click(await screen.findByRole('button', { name: 'Use card 4242 4242 4242 4242' }));
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
  });

  it('shows a decline in an alert and stays, ready to try another card', async () => {
    const api = openCheckout({
      'POST /payments/test/checkout/cs_test_1/pay': fail(
        402,
        'VALIDATION',
        messages.payments.declined,
      ),
    });
    await screen.findByLabelText('Card number');

    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.payments.declined);
    expect(api.callsTo('POST /payments/test/checkout/cs_test_1/pay')).toHaveLength(1);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $49' })).toHaveProperty('disabled', false);
  });

  it('pays with the success card and goes to the success address', async () => {
    let release: () => void = () => undefined;
    const api = openCheckout({
      'POST /payments/test/checkout/cs_test_1/pay': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(null, messages.payments.paid));
        }),
    });
    await screen.findByLabelText('Card number');

    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49' }));

    const pending = await screen.findByRole('button', { name: 'Paying…' });
    expect(pending).toHaveProperty('disabled', true);
    release();
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/userSubscription?checkout=success',
    );
    const sent = api.request('POST /payments/test/checkout/cs_test_1/pay');
    expect(await sent.json()).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      nameOnCard: 'Jess Tran',
    });
  });

  it('leads back to the cancel address without paying', async () => {
    const api = openCheckout({});
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel and go back' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/userSubscription?checkout=cancelled',
    );
    expect(api.callsTo('POST /payments/test/checkout/cs_test_1/pay')).toEqual([]);
  });

  it.each([
    ['paid', messages.payments.checkoutAlreadyPaid],
    ['expired', messages.payments.checkoutExpired],
  ] as const)('says so when the session is %s, with no card form', async (status, text) => {
    openCheckout({ 'GET /payments/test/checkout/cs_test_1': ok(buildCheckout({ status })) });
    await screen.findByText(text);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your plan' }).getAttribute('href')).toBe(
      '/userSubscription',
    );
  });

  it("shows the server's answer when the session cannot be found", async () => {
    openCheckout({
      'GET /payments/test/checkout/cs_test_1': fail(
        404,
        'NOT_FOUND',
        messages.payments.checkoutNotFound,
      ),
    });
    await screen.findByText(messages.payments.checkoutNotFound);
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
