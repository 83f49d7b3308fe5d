import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import type { Invoice } from '@trademate/shared/schemas/payments';
import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';
import { buildMe, failure, ok, plans, renderPage, stubApi } from '../testing/test-kit';
import { formatLongDate as formatAustralianDate } from '@/lib/format';
import type * as SubscriptionViewModule from '../utils/subscription-view';
import { leaveFor } from '../utils/leave-for';
import UserSubscriptionPage from './user-subscription-page';

vi.mock('../utils/leave-for', () => ({ leaveFor: vi.fn() }));
// Back from checkout the page polls every few seconds for up to 20: the same, faster.
vi.mock('../utils/subscription-view', async (importActual) => ({
  ...(await importActual<typeof SubscriptionViewModule>()),
  CONFIRM_POLL_MS: 20,
  CONFIRM_GIVE_UP_MS: 300,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockClear();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

type Subscription = NonNullable<CurrentSubscription>;

function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    status: 'active',
    isTrial: false,
    plan: {
      _id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a02',
      code: 'professional-monthly',
      name: 'Professional',
      interval: 'month',
    },
    currentPeriodEnd: inDays(20),
    cancelledAt: null,
    provider: 'test',
    nextPlanCode: null,
    renewalNoticeSentAt: null,
    ...overrides,
  };
}

const yearlyPlan = {
  _id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a03',
  code: 'professional-yearly',
  name: 'Professional',
};

function buildInvoice(number: number): Invoice {
  return {
    _id: `inv-${number}`,
    number: `TM-${String(number).padStart(6, '0')}`,
    issuedAt: '2026-10-03T01:00:00.000Z',
    description: 'Professional monthly, 3 October to 3 November 2026',
    amountCents: 4_900,
    gstCents: 445,
    periodStart: '2026-10-03T01:00:00.000Z',
    periodEnd: '2026-11-03T01:00:00.000Z',
    pdfUrl: `/api/subscription/invoices/inv-${number}/pdf`,
  };
}

const noInvoices = ok({ items: [], nextCursor: null });

function openSubscription(
  userType: UserType,
  subscription: CurrentSubscription,
  routes: Parameters<typeof stubApi>[0] = {},
  route = '/userSubscription',
) {
  const api = stubApi({
    'GET /plan': ok(plans),
    'GET /user/subscription': ok(subscription),
    'GET /subscription/invoices': noInvoices,
    ...routes,
  });
  const view = renderPage(<UserSubscriptionPage />, {
    user: buildMe({
      userType,
      subscriptionStatus: subscription?.status ?? '',
      hiringStatus: userType === 'tradie' ? 'available' : null,
    }),
    route,
  });
  return { api, ...view };
}

const currentPlan = () => screen.getByRole('region', { name: 'Current plan' });

/** The value shown for a fact (a `<dt>` term) of the current plan. */
function fact(term: string) {
  const dt = within(currentPlan()).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('UserSubscriptionPage for a free tradie', () => {
  it('shows the Free plan, what it includes, and marks it among the plans', async () => {
    openSubscription('freeTradie', null);

    await within(currentPlan()).findByRole('button', { name: 'Upgrade now' });
    expect(fact('Plan')).toBe('Free');
    expect(
      within(currentPlan()).getByText('See the titles of job requests in your services'),
    ).toBeTruthy();
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('Your plan')).toBeTruthy();
    expect(screen.getAllByText('Your plan')).toHaveLength(1);
    expect(screen.queryByText(/Online upgrades are coming soon/)).toBeNull();
  });

  it('upgrades monthly by default and opens the checkout the server started', async () => {
    const { api } = openSubscription('freeTradie', null, {
      'PATCH /user/freeTradie/upgrade': ok(
        { sessionId: 'cs_test_1', url: '/checkout/cs_test_1', provider: 'test' },
        'Checkout started',
      ),
    });

    const monthly = await screen.findByLabelText('Monthly: $49 a month');
    expect((monthly as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade now' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/cs_test_1'));
    expect(api.sentTo('PATCH', '/user/freeTradie/upgrade').at(0)?.body).toEqual({
      planCode: 'professional-monthly',
    });
    expect(screen.getByRole('button', { name: 'Opening checkout…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('upgrades yearly when chosen, and shows a refusal without leaving the page', async () => {
    const { api } = openSubscription('freeTradie', null, {
      'PATCH /user/freeTradie/upgrade': failure(
        409,
        'CONFLICT',
        'You have already paid for this period',
      ),
    });

    fireEvent.click(await screen.findByLabelText('Yearly: $490 a year'));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade now' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already paid for this period',
    );
    expect(api.sentTo('PATCH', '/user/freeTradie/upgrade').at(0)?.body).toEqual({
      planCode: 'professional-yearly',
    });
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upgrade now' })).toHaveProperty('disabled', false);
  });
});

describe('UserSubscriptionPage for a tradie', () => {
  it('shows a trial with the days left and offers to pay before it ends', async () => {
    const trial = buildSubscription({
      isTrial: true,
      provider: null,
      currentPeriodEnd: inDays(4.5),
    });
    const { api } = openSubscription('tradie', trial, {
      'POST /subscription/checkout': ok(
        { sessionId: 'cs_2', url: 'https://checkout.stripe.com/c/pay/cs_2', provider: 'stripe' },
        'Checkout started',
      ),
    });

    await within(currentPlan()).findByText('Trial: 5 days left');
    expect(fact('Trial ends on')).toBe(formatAustralianDate(trial.currentPeriodEnd));
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Renew now' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_2'),
    );
    expect(api.sentTo('POST', '/subscription/checkout').at(0)?.body).toEqual({
      planCode: 'professional-monthly',
    });
  });

  it('shows an expired plan and renews it, offering the plan it had first', async () => {
    const expired = buildSubscription({
      status: 'expired',
      plan: { ...yearlyPlan, interval: 'year' },
      currentPeriodEnd: inDays(-3),
    });
    const { api } = openSubscription('tradie', expired, {
      'POST /subscription/checkout': ok(
        { sessionId: 'cs_3', url: '/checkout/cs_3', provider: 'test' },
        'Checkout started',
      ),
    });

    await within(currentPlan()).findByRole('heading', { name: 'Renew your subscription' });
    expect(fact('Status')).toBe('Expired');
    expect(fact('Plan')).toBe('Professional yearly');
    expect(fact('Expired on')).toBe(formatAustralianDate(expired.currentPeriodEnd));
    expect(within(currentPlan()).getByText('Renew to get back')).toBeTruthy();
    expect((screen.getByLabelText('Yearly: $490 a year') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Renew now' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/cs_3'));
    expect(api.sentTo('POST', '/subscription/checkout').at(0)?.body).toEqual({
      planCode: 'professional-yearly',
    });
  });

  it('treats a period that has run out as expired even before the server says so', async () => {
    openSubscription('tradie', buildSubscription({ currentPeriodEnd: inDays(-0.01) }));
    await within(currentPlan()).findByRole('button', { name: 'Renew now' });
    expect(fact('Status')).toBe('Expired');
  });

  it('shows an active plan, its renewal date and marks it; no billing portal in test mode', async () => {
    const active = buildSubscription();
    openSubscription('tradie', active);

    await within(currentPlan()).findByRole('button', { name: 'Switch to yearly' });
    expect(fact('Plan')).toBe('Professional monthly');
    expect(fact('Status')).toBe('Active');
    expect(fact('Renews on')).toBe(formatAustralianDate(active.currentPeriodEnd));
    expect(
      within(currentPlan()).getByText('Contact clients directly and start a chat'),
    ).toBeTruthy();
    const monthly = screen.getByRole('article', { name: 'Professional monthly' });
    expect(within(monthly).getByText('Your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('switches to yearly from the next renewal and shows the next plan', async () => {
    const active = buildSubscription();
    let current: Subscription = active;
    const { api } = openSubscription('tradie', active, {
      'GET /user/subscription': () => ok(current),
      'PATCH /subscription/plan': () => {
        current = { ...active, nextPlanCode: 'professional-yearly' };
        return ok(current, 'Your plan changes at the next renewal');
      },
    });
    const date = formatAustralianDate(active.currentPeriodEnd);

    fireEvent.click(await screen.findByRole('button', { name: 'Switch to yearly' }));

    await screen.findByText(`You will be billed yearly from ${date}.`);
    expect(api.sentTo('PATCH', '/subscription/plan').at(0)?.body).toEqual({
      planCode: 'professional-yearly',
    });
    await within(currentPlan()).findByRole('button', { name: 'Stay on monthly billing' });
    expect(fact(`From ${date}`)).toBe('Professional yearly');
  });

  it('cancels only after a confirmation that says access stays until the period ends', async () => {
    const active = buildSubscription();
    let current: Subscription = active;
    const { api } = openSubscription('tradie', active, {
      'GET /user/subscription': () => ok(current),
      'POST /subscription/cancel': () => {
        current = { ...active, status: 'cancelled', cancelledAt: new Date().toISOString() };
        return ok(current, 'Your subscription is cancelled');
      },
    });
    const date = formatAustralianDate(active.currentPeriodEnd);

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain(`You keep the Professional plan until ${date}.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo('POST', '/subscription/cancel')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await screen.findByText(`Your subscription is cancelled. You keep Professional until ${date}.`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo('POST', '/subscription/cancel')).toHaveLength(1);
    await within(currentPlan()).findByRole('button', { name: 'Resume subscription' });
    expect(fact('Status')).toBe('Cancelled');
    expect(fact('Access until')).toBe(date);
  });

  it('keeps the cancel dialog open with the reason when cancelling fails', async () => {
    openSubscription('tradie', buildSubscription(), {
      'POST /subscription/cancel': failure(
        409,
        'CONFLICT',
        'You have no running paid subscription to cancel',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have no running paid subscription to cancel',
    );
  });

  it('resumes a cancelled subscription', async () => {
    const cancelled = buildSubscription({
      status: 'cancelled',
      cancelledAt: new Date().toISOString(),
    });
    let current: Subscription = cancelled;
    const { api } = openSubscription('tradie', cancelled, {
      'GET /user/subscription': () => ok(current),
      'POST /subscription/resume': () => {
        current = { ...cancelled, status: 'active', cancelledAt: null };
        return ok(current, 'Your subscription will renew as usual');
      },
    });
    const date = formatAustralianDate(cancelled.currentPeriodEnd);

    await within(currentPlan()).findByText(
      `Your subscription will not renew. Resume it to keep Professional after ${date}.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));

    await screen.findByText(`Your subscription is back on: it renews on ${date}.`);
    expect(api.sentTo('POST', '/subscription/resume')).toHaveLength(1);
    await within(currentPlan()).findByRole('button', { name: 'Cancel subscription' });
    expect(fact('Status')).toBe('Active');
  });

  it('opens the Stripe billing portal for a subscription paid at Stripe', async () => {
    openSubscription('tradie', buildSubscription({ provider: 'stripe' }), {
      'POST /subscription/portal': ok({ url: 'https://billing.stripe.com/p/session/abc' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session/abc'),
    );
  });

  it('lists tax invoices with a PDF each, and loads more', async () => {
    const { api } = openSubscription('tradie', buildSubscription(), {
      'GET /subscription/invoices': (request) =>
        request.query.cursor === 'next-1'
          ? ok({ items: [buildInvoice(1)], nextCursor: null })
          : ok({ items: [buildInvoice(3), buildInvoice(2)], nextCursor: 'next-1' }),
    });

    const list = await screen.findByRole('list', { name: 'Tax invoices' });
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement, ...HTMLElement[]];
    expect(first.textContent).toContain('TM-000003');
    expect(first.textContent).toContain('3 October 2026');
    expect(first.textContent).toContain('Professional monthly, 3 October to 3 November 2026');
    expect(first.textContent).toContain('$49');
    const pdf = within(first).getByRole('link', {
      name: 'Download PDF of tax invoice TM-000003',
    });
    expect(pdf.getAttribute('href')).toBe('/api/subscription/invoices/inv-3/pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(api.sentTo('GET', '/subscription/invoices').map((request) => request.query)).toEqual([
      {},
      { cursor: 'next-1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are no invoices yet', async () => {
    openSubscription('tradie', buildSubscription({ isTrial: true, provider: null }));
    await screen.findByText('No invoices yet. A tax invoice appears here after each payment.');
  });
});

describe('UserSubscriptionPage after checkout', () => {
  it('waits for the payment to show, confirms it and refreshes the session user', async () => {
    const paid = buildSubscription({ currentPeriodEnd: inDays(30) });
    let answers = 0;
    const { api, store } = openSubscription(
      'freeTradie',
      null,
      {
        // The webhook lands after the browser: the first answers still show no subscription.
        'GET /user/subscription': () => ok(++answers < 3 ? null : paid),
        'GET /user/me': ok(buildMe({ userType: 'tradie', subscriptionStatus: 'active' })),
      },
      '/userSubscription?checkout=success',
    );

    expect(screen.getByText('Payment received. Confirming your Professional plan…')).toBeTruthy();
    const thanks = await screen.findByText(/Thank you: your payment went through/);
    expect(thanks.textContent).toContain(
      `your Professional plan is active until ${formatAustralianDate(paid.currentPeriodEnd)}`,
    );
    await waitFor(() => expect(store.getState().session.user?.userType).toBe('tradie'));
    expect(api.sentTo('GET', '/user/me')).toHaveLength(1);
    expect(api.sentTo('GET', '/user/subscription').length).toBeGreaterThanOrEqual(3);
    await within(currentPlan()).findByRole('button', { name: 'Switch to yearly' });
    expect(screen.queryByText('Payment received. Confirming your Professional plan…')).toBeNull();
  });

  it('stops waiting after a while and says the plan may take a minute', async () => {
    const { api } = openSubscription(
      'freeTradie',
      null,
      { 'GET /user/me': ok(buildMe({ userType: 'freeTradie', subscriptionStatus: '' })) },
      '/userSubscription?checkout=success',
    );
    await screen.findByText(/Your payment went through, but your plan has not updated yet/);
    const polls = api.sentTo('GET', '/user/subscription').length;
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(api.sentTo('GET', '/user/me')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.sentTo('GET', '/user/subscription')).toHaveLength(polls);
  });

  it('says nothing was charged when the checkout was cancelled', async () => {
    openSubscription('freeTradie', null, {}, '/userSubscription?checkout=cancelled');
    expect(screen.getByText('Checkout cancelled. Nothing was charged.')).toBeTruthy();
    await within(currentPlan()).findByRole('button', { name: 'Upgrade now' });
  });
});

describe('UserSubscriptionPage for accounts without a plan', () => {
  it.each(['client', 'apprentice'] as const)('tells a %s that no plan is needed', async (type) => {
    const { api } = openSubscription(type, null);
    await screen.findByRole('article', { name: 'Professional monthly' });
    expect(currentPlan().textContent).toContain(
      'You do not need a plan: TradeMate is free for clients and apprentices.',
    );
    expect(screen.queryByText('Your plan')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tax invoices' })).toBeNull();
    expect(api.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /plan']);
  });

  it('lists the plans side by side with one GST-inclusive total each', async () => {
    openSubscription('client', null);

    expect(screen.getByText('Prices in Australian dollars: one total, GST included.')).toBeTruthy();
    const monthly = await screen.findByRole('article', { name: 'Professional monthly' });
    expect(within(monthly).getByText('$49')).toBeTruthy();
    expect(within(monthly).getByText('GST included ($4.45)')).toBeTruthy();
    const yearly = screen.getByRole('article', { name: 'Professional yearly' });
    expect(within(yearly).getByText('$490')).toBeTruthy();
    expect(within(yearly).getByText('GST included ($44.55)')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('$0')).toBeTruthy();
  });
});
