import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import type { Invoice } from '@trademate/shared/schemas/payments';
import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, plans, renderPage } from '@/testing/builders/account';
import { formatLongDate as formatAustralianDate } from '@/lib/format';
import { leaveFor } from '../utils/leave-for';
import { CONFIRM_GIVE_UP_MS, CONFIRM_POLL_MS } from '../utils/subscription-view';
import UserSubscriptionPage from './user-subscription-page';

vi.mock('../utils/leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.mocked(leaveFor).mockClear();
});

const subscriptionPath = '/api/user/subscription';
const invoicesPath = '/api/subscription/invoices';

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

/**
 * Opens the page for a `userType` with `subscription`; `handlers` answer what the test does there
 * (or answer the subscription and invoices differently).
 */
function openSubscription(
  userType: UserType,
  subscription: CurrentSubscription,
  { handlers = [], route = '/userSubscription' }: { handlers?: HttpHandler[]; route?: string } = {},
) {
  server.use(
    ...handlers,
    http.get('/api/plan', () => ok(plans)),
    http.get(subscriptionPath, () => ok(subscription)),
    http.get(invoicesPath, () => ok({ items: [], nextCursor: null })),
  );
  const sent = recordRequests();
  const view = renderPage(<UserSubscriptionPage />, {
    user: buildMe({
      userType,
      subscriptionStatus: subscription?.status ?? '',
      hiringStatus: userType === 'tradie' ? 'available' : null,
    }),
    route,
  });
  return { sent, ...view };
}

/**
 * Lets the page's pauses between polls pass at once: moves the clock on by a pause for as long as
 * `expectation` fails, giving the page's requests and answers real time in between.
 */
function pollUntil<T>(expectation: () => T) {
  return vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
      return expectation();
    },
    { timeout: 15_000, interval: 50 },
  );
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
    ).toBeInTheDocument();
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('Your plan')).toBeInTheDocument();
    expect(screen.getAllByText('Your plan')).toHaveLength(1);
    expect(screen.queryByText(/Online upgrades are coming soon/)).not.toBeInTheDocument();
  });

  it('upgrades monthly by default and opens the checkout the server started', async () => {
    const user = userEvent.setup();
    const { sent } = openSubscription('freeTradie', null, {
      handlers: [
        http.patch('/api/user/freeTradie/upgrade', () =>
          ok(
            { sessionId: 'cs_test_1', url: '/checkout/cs_test_1', provider: 'test' },
            'Checkout started',
          ),
        ),
      ],
    });

    const monthly = await screen.findByLabelText('Monthly: $49 a month');
    expect((monthly as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/cs_test_1'));
    expect(await sent.bodiesOf('PATCH /api/user/freeTradie/upgrade')).toEqual([
      { planCode: 'professional-monthly' },
    ]);
    expect(screen.getByRole('button', { name: 'Opening checkout…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('upgrades yearly when chosen, and shows a refusal without leaving the page', async () => {
    const user = userEvent.setup();
    const { sent } = openSubscription('freeTradie', null, {
      handlers: [
        http.patch('/api/user/freeTradie/upgrade', () =>
          fail(409, 'CONFLICT', 'You have already paid for this period'),
        ),
      ],
    });

    await user.click(await screen.findByLabelText('Yearly: $490 a year'));
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already paid for this period',
    );
    expect(await sent.bodiesOf('PATCH /api/user/freeTradie/upgrade')).toEqual([
      { planCode: 'professional-yearly' },
    ]);
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
    const user = userEvent.setup();
    const { sent } = openSubscription('tradie', trial, {
      handlers: [
        http.post('/api/subscription/checkout', () =>
          ok(
            {
              sessionId: 'cs_2',
              url: 'https://checkout.stripe.com/c/pay/cs_2',
              provider: 'stripe',
            },
            'Checkout started',
          ),
        ),
      ],
    });

    await within(currentPlan()).findByText('Trial: 5 days left');
    expect(fact('Trial ends on')).toBe(formatAustralianDate(trial.currentPeriodEnd));
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renew now' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_2'),
    );
    expect(await sent.bodiesOf('POST /api/subscription/checkout')).toEqual([
      { planCode: 'professional-monthly' },
    ]);
  });

  it('shows an expired plan and renews it, offering the plan it had first', async () => {
    const expired = buildSubscription({
      status: 'expired',
      plan: { ...yearlyPlan, interval: 'year' },
      currentPeriodEnd: inDays(-3),
    });
    const user = userEvent.setup();
    const { sent } = openSubscription('tradie', expired, {
      handlers: [
        http.post('/api/subscription/checkout', () =>
          ok({ sessionId: 'cs_3', url: '/checkout/cs_3', provider: 'test' }, 'Checkout started'),
        ),
      ],
    });

    await within(currentPlan()).findByRole('heading', { name: 'Renew your subscription' });
    expect(fact('Status')).toBe('Expired');
    expect(fact('Plan')).toBe('Professional yearly');
    expect(fact('Expired on')).toBe(formatAustralianDate(expired.currentPeriodEnd));
    expect(within(currentPlan()).getByText('Renew to get back')).toBeInTheDocument();
    expect((screen.getByLabelText('Yearly: $490 a year') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Renew now' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/cs_3'));
    expect(await sent.bodiesOf('POST /api/subscription/checkout')).toEqual([
      { planCode: 'professional-yearly' },
    ]);
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
    ).toBeInTheDocument();
    const monthly = screen.getByRole('article', { name: 'Professional monthly' });
    expect(within(monthly).getByText('Your plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('switches to yearly from the next renewal and shows the next plan', async () => {
    const active = buildSubscription();
    let current: Subscription = active;
    const user = userEvent.setup();
    const { sent } = openSubscription('tradie', active, {
      handlers: [
        http.get(subscriptionPath, () => ok(current)),
        http.patch('/api/subscription/plan', () => {
          current = { ...active, nextPlanCode: 'professional-yearly' };
          return ok(current, 'Your plan changes at the next renewal');
        }),
      ],
    });
    const date = formatAustralianDate(active.currentPeriodEnd);

    await user.click(await screen.findByRole('button', { name: 'Switch to yearly' }));

    await screen.findByText(`You will be billed yearly from ${date}.`);
    expect(await sent.bodiesOf('PATCH /api/subscription/plan')).toEqual([
      { planCode: 'professional-yearly' },
    ]);
    await within(currentPlan()).findByRole('button', { name: 'Stay on monthly billing' });
    expect(fact(`From ${date}`)).toBe('Professional yearly');
  });

  it('cancels only after a confirmation that says access stays until the period ends', async () => {
    const active = buildSubscription();
    let current: Subscription = active;
    const user = userEvent.setup();
    const { sent } = openSubscription('tradie', active, {
      handlers: [
        http.get(subscriptionPath, () => ok(current)),
        http.post('/api/subscription/cancel', () => {
          current = { ...active, status: 'cancelled', cancelledAt: new Date().toISOString() };
          return ok(current, 'Your subscription is cancelled');
        }),
      ],
    });
    const date = formatAustralianDate(active.currentPeriodEnd);

    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(`You keep the Professional plan until ${date}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.to('POST /api/subscription/cancel')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await screen.findByText(`Your subscription is cancelled. You keep Professional until ${date}.`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.to('POST /api/subscription/cancel')).toHaveLength(1);
    await within(currentPlan()).findByRole('button', { name: 'Resume subscription' });
    expect(fact('Status')).toBe('Cancelled');
    expect(fact('Access until')).toBe(date);
  });

  it('keeps the cancel dialog open with the reason when cancelling fails', async () => {
    const user = userEvent.setup();
    openSubscription('tradie', buildSubscription(), {
      handlers: [
        http.post('/api/subscription/cancel', () =>
          fail(409, 'CONFLICT', 'You have no running paid subscription to cancel'),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
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
    const user = userEvent.setup();
    const { sent } = openSubscription('tradie', cancelled, {
      handlers: [
        http.get(subscriptionPath, () => ok(current)),
        http.post('/api/subscription/resume', () => {
          current = { ...cancelled, status: 'active', cancelledAt: null };
          return ok(current, 'Your subscription will renew as usual');
        }),
      ],
    });
    const date = formatAustralianDate(cancelled.currentPeriodEnd);

    await within(currentPlan()).findByText(
      `Your subscription will not renew. Resume it to keep Professional after ${date}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));

    await screen.findByText(`Your subscription is back on: it renews on ${date}.`);
    expect(sent.to('POST /api/subscription/resume')).toHaveLength(1);
    await within(currentPlan()).findByRole('button', { name: 'Cancel subscription' });
    expect(fact('Status')).toBe('Active');
  });

  it('opens the Stripe billing portal for a subscription paid at Stripe', async () => {
    const user = userEvent.setup();
    openSubscription('tradie', buildSubscription({ provider: 'stripe' }), {
      handlers: [
        http.post('/api/subscription/portal', () =>
          ok({ url: 'https://billing.stripe.com/p/session/abc' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session/abc'),
    );
  });

  it('lists tax invoices with a PDF each, and loads more', async () => {
    const user = userEvent.setup();
    const { sent } = openSubscription('tradie', buildSubscription(), {
      handlers: [
        http.get(invoicesPath, ({ request }) =>
          new URL(request.url).searchParams.get('cursor') === 'next-1'
            ? ok({ items: [buildInvoice(1)], nextCursor: null })
            : ok({ items: [buildInvoice(3), buildInvoice(2)], nextCursor: 'next-1' }),
        ),
      ],
    });

    const list = await screen.findByRole('list', { name: 'Tax invoices' });
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement, ...HTMLElement[]];
    expect(first).toHaveTextContent('TM-000003');
    expect(first).toHaveTextContent('3 October 2026');
    expect(first).toHaveTextContent('Professional monthly, 3 October to 3 November 2026');
    expect(first).toHaveTextContent('$49');
    const pdf = within(first).getByRole('link', {
      name: 'Download PDF of tax invoice TM-000003',
    });
    expect(pdf).toHaveAttribute('href', '/api/subscription/invoices/inv-3/pdf');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const queries = sent
      .to(`GET ${invoicesPath}`)
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
    expect(queries).toEqual([{}, { cursor: 'next-1' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no invoices yet', async () => {
    openSubscription('tradie', buildSubscription({ isTrial: true, provider: null }));
    await screen.findByText('No invoices yet. A tax invoice appears here after each payment.');
  });
});

describe('UserSubscriptionPage after checkout', () => {
  it('waits for the payment to show, confirms it and refreshes the session user', async () => {
    // Only the pauses between polls are faked; the page's clock is real, so skipping pauses
    // never runs into the point where it gives up.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const paid = buildSubscription({ currentPeriodEnd: inDays(30) });
    let answers = 0;
    const { sent, store } = openSubscription('freeTradie', null, {
      handlers: [
        // The webhook lands after the browser: the first answers still show no subscription.
        http.get(subscriptionPath, () => ok(++answers < 3 ? null : paid)),
        http.get('/api/user/me', () =>
          ok(buildMe({ userType: 'tradie', subscriptionStatus: 'active' })),
        ),
      ],
      route: '/userSubscription?checkout=success',
    });

    expect(
      screen.getByText('Payment received. Confirming your Professional plan…'),
    ).toBeInTheDocument();
    const thanks = await pollUntil(() => screen.getByText(/Thank you: your payment went through/));
    expect(thanks).toHaveTextContent(
      `your Professional plan is active until ${formatAustralianDate(paid.currentPeriodEnd)}`,
    );
    await waitFor(() => expect(store.getState().session.user?.userType).toBe('tradie'));
    expect(sent.to('GET /api/user/me')).toHaveLength(1);
    expect(sent.to(`GET ${subscriptionPath}`).length).toBeGreaterThanOrEqual(3);
    await within(currentPlan()).findByRole('button', { name: 'Switch to yearly' });
    expect(
      screen.queryByText('Payment received. Confirming your Professional plan…'),
    ).not.toBeInTheDocument();
  });

  it('stops waiting after a while and says the plan may take a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { sent } = openSubscription('freeTradie', null, {
      handlers: [
        http.get('/api/user/me', () =>
          ok(buildMe({ userType: 'freeTradie', subscriptionStatus: '' })),
        ),
      ],
      route: '/userSubscription?checkout=success',
    });
    await pollUntil(() =>
      screen.getByText(/Your payment went through, but your plan has not updated yet/),
    );
    const polls = sent.to(`GET ${subscriptionPath}`).length;
    expect(polls).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(sent.to('GET /api/user/me')).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(CONFIRM_GIVE_UP_MS);
    expect(sent.to(`GET ${subscriptionPath}`)).toHaveLength(polls);
  });

  it('says nothing was charged when the checkout was cancelled', async () => {
    openSubscription('freeTradie', null, { route: '/userSubscription?checkout=cancelled' });
    expect(screen.getByText('Checkout cancelled. Nothing was charged.')).toBeInTheDocument();
    await within(currentPlan()).findByRole('button', { name: 'Upgrade now' });
  });
});

describe('UserSubscriptionPage for accounts without a plan', () => {
  it.each(['client', 'apprentice'] as const)('tells a %s that no plan is needed', async (type) => {
    const { sent } = openSubscription(type, null);
    await screen.findByRole('article', { name: 'Professional monthly' });
    expect(currentPlan()).toHaveTextContent(
      'You do not need a plan: TradeMate is free for clients and apprentices.',
    );
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tax invoices' })).not.toBeInTheDocument();
    expect(sent.keys()).toEqual(['GET /api/plan']);
  });

  it('lists the plans side by side with one GST-inclusive total each', async () => {
    openSubscription('client', null);

    expect(
      screen.getByText('Prices in Australian dollars: one total, GST included.'),
    ).toBeInTheDocument();
    const monthly = await screen.findByRole('article', { name: 'Professional monthly' });
    expect(within(monthly).getByText('$49')).toBeInTheDocument();
    expect(within(monthly).getByText('GST included ($4.45)')).toBeInTheDocument();
    const yearly = screen.getByRole('article', { name: 'Professional yearly' });
    expect(within(yearly).getByText('$490')).toBeInTheDocument();
    expect(within(yearly).getByText('GST included ($44.55)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByText('$0'),
    ).toBeInTheDocument();
  });
});
