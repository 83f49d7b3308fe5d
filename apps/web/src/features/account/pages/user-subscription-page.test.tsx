import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus, UserType } from '@trademate/shared/constants/users';
import { buildMe, ok, plans, renderPage, stubApi } from '../testing/test-kit';
import UserSubscriptionPage from './user-subscription-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openSubscription(userType: UserType, subscriptionStatus: SubscriptionStatus = '') {
  const api = stubApi({ 'GET /plan': ok(plans) });
  renderPage(<UserSubscriptionPage />, { user: buildMe({ userType, subscriptionStatus }) });
  await screen.findByRole('article', { name: 'Professional monthly' });
  return { api, currentPlan: screen.getByRole('region', { name: 'Current plan' }) };
}

describe('UserSubscriptionPage', () => {
  it.each([
    ['active', 'Active'],
    ['expired', 'Expired'],
    ['', 'No active subscription yet'],
  ] as const)("shows a tradie's Professional plan with the status %j", async (status, text) => {
    const { currentPlan } = await openSubscription('tradie', status);
    expect(within(currentPlan).getByText('Professional')).toBeTruthy();
    expect(within(currentPlan).getByText(text)).toBeTruthy();
  });

  it('shows a free tradie the Free plan and marks it among the plans', async () => {
    const { currentPlan } = await openSubscription('freeTradie');
    expect(within(currentPlan).getByText('Free')).toBeTruthy();
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('Your plan')).toBeTruthy();
    expect(screen.getAllByText('Your plan')).toHaveLength(1);
  });

  it.each(['client', 'apprentice'] as const)('tells a %s that no plan is needed', async (type) => {
    const { currentPlan } = await openSubscription(type);
    expect(currentPlan.textContent).toContain(
      'You do not need a plan: TradeMate is free for clients and apprentices.',
    );
    expect(screen.queryByText('Your plan')).toBeNull();
  });

  it('lists the plans with their GST-inclusive prices and the GST in them', async () => {
    const { api } = await openSubscription('freeTradie');

    expect(screen.getByText(/Prices in Australian dollars, GST included/)).toBeTruthy();
    const monthly = screen.getByRole('article', { name: 'Professional monthly' });
    expect(within(monthly).getByText('$49')).toBeTruthy();
    expect(within(monthly).getByText('Includes $4.45 GST')).toBeTruthy();
    expect(within(monthly).getByText('Contact clients directly and start a chat')).toBeTruthy();
    const yearly = screen.getByRole('article', { name: 'Professional yearly' });
    expect(within(yearly).getByText('$490')).toBeTruthy();
    expect(within(yearly).getByText('Includes $44.55 GST')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('$0')).toBeTruthy();
    expect(api.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /plan']);
  });

  it('offers no checkout, only the way to upgrade through the contact page', async () => {
    await openSubscription('freeTradie');

    expect(screen.queryByRole('button')).toBeNull();
    const contact = screen.getByRole('link', { name: 'contact us' });
    expect(contact.getAttribute('href')).toBe('/contactUs');
    expect(contact.parentElement?.textContent).toBe(
      'Online upgrades are coming soon. To upgrade now, contact us.',
    );
  });
});
