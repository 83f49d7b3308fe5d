import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '@trademate/shared/schemas/plans';
import type { SessionUser } from '@/features/session/slice';
import { ok, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import { PlansSection } from './plans-section';

afterEach(cleanup);

const plans: Plan[] = [
  {
    _id: 'p1',
    code: 'free',
    name: 'Free',
    tier: 'free',
    interval: null,
    priceCents: 0,
    gstCents: 0,
    description: 'For professionals getting started.',
  },
  {
    _id: 'p2',
    code: 'professional-monthly',
    name: 'Professional',
    tier: 'professional',
    interval: 'month',
    priceCents: 4_900,
    gstCents: 445,
    description: 'Billed monthly. Cancel any time.',
  },
  {
    _id: 'p3',
    code: 'professional-yearly',
    name: 'Professional',
    tier: 'professional',
    interval: 'year',
    priceCents: 49_000,
    gstCents: 4_455,
    description: 'Two months free compared with monthly.',
  },
];

const freeTradie: SessionUser = {
  _id: 'u1',
  email: 'jess.tran@example.com.au',
  userType: 'freeTradie',
  userVerified: true,
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  subscriptionStatus: '',
};

describe('PlansSection', () => {
  it('shows the three plans side by side with one GST-inclusive total and what each unlocks', async () => {
    server.use(http.get('/api/plan', () => ok(plans)));
    renderRoute(<PlansSection />);

    const monthly = await screen.findByRole('article', { name: 'Professional monthly' });
    expect(within(monthly).getByText('$49')).toBeInTheDocument();
    expect(within(monthly).getByText('GST included ($4.45)')).toBeInTheDocument();
    expect(
      within(monthly).getByText('Contact clients directly and start a chat'),
    ).toBeInTheDocument();
    const yearly = screen.getByRole('article', { name: 'Professional yearly' });
    expect(within(yearly).getByText('$490')).toBeInTheDocument();
    expect(within(yearly).getByText('GST included ($44.55)')).toBeInTheDocument();
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('Nothing to pay')).toBeInTheDocument();
    expect(
      within(free).getByText('See the titles of job requests in your services'),
    ).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Join for free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('sends a signed-in professional to their plan page instead of sign-up', async () => {
    server.use(http.get('/api/plan', () => ok(plans)));
    renderRoute(<PlansSection />, { user: freeTradie });

    const yearly = await screen.findByRole('article', { name: 'Professional yearly' });
    expect(
      within(yearly).getByRole('link', { name: 'Choose on your plan page' }).getAttribute('href'),
    ).toBe('/userSubscription');
    expect(
      within(screen.getByRole('article', { name: 'Free' })).queryByRole('link'),
    ).not.toBeInTheDocument();
  });
});
