/**
 * Test helpers for the account pages: data builders shaped as the API answers, and a render inside
 * the app's real store and a router. Used by tests only.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Plan } from '@trademate/shared/schemas/plans';
import type { Me } from '@trademate/shared/schemas/users';
import { createStore, type AppStore } from '@/app/store';
import { sessionStarted, type SessionUser } from '@/features/session/slice';
import { api } from '@/lib/api';

export const serviceIds = {
  electrician: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01',
  plumber: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02',
  carpenter: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d03',
} as const;

/** `GET /service?limit=100`'s answer: one page holding the (short) test catalogue. */
export const servicePage = {
  items: [
    { _id: serviceIds.electrician, name: 'Electrician', icon: 'zap' },
    { _id: serviceIds.plumber, name: 'Plumber', icon: 'droplets' },
    { _id: serviceIds.carpenter, name: 'Carpenter', icon: 'hammer' },
  ].map((service, index) => ({
    ...service,
    slug: service.name.toLowerCase(),
    description: `${service.name} work around the home.`,
    popularRank: index + 1,
  })),
  page: 1,
  limit: 100,
  total: 3,
  totalPages: 1,
};

/** A signed-in tradie as `GET /user/me` answers; override what a test is about. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c5d',
    email: 'jess.tran@example.com.au',
    userType: 'tradie',
    userVerified: true,
    firstName: 'Jess',
    lastName: 'Tran',
    avatar: null,
    contactNumber: '0412345678',
    address: { state: 'NSW', city: 'Newcastle', postcode: null, suburb: null },
    travelKm: 50,
    bio: 'Licensed electrician, 12 years on the tools.',
    services: [{ _id: serviceIds.electrician, name: 'Electrician' }],
    hiringStatus: 'available',
    subscriptionStatus: 'active',
    memberSince: '2024-03-05T02:00:00.000Z',
    ...overrides,
  };
}

/** The plans as `GET /plan` serves the seeded catalogue: AUD cents, GST included. */
export const plans: Plan[] = [
  {
    _id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a01',
    code: 'free',
    name: 'Free',
    tier: 'free',
    interval: null,
    priceCents: 0,
    gstCents: 0,
    description: 'For professionals getting started: a profile and a look at the work on offer.',
  },
  {
    _id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a02',
    code: 'professional-monthly',
    name: 'Professional',
    tier: 'professional',
    interval: 'month',
    priceCents: 4_900,
    gstCents: 445,
    description: 'Everything you need to win work, billed monthly. Cancel any time.',
  },
  {
    _id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a03',
    code: 'professional-yearly',
    name: 'Professional',
    tier: 'professional',
    interval: 'year',
    priceCents: 49_000,
    gstCents: 4_455,
    description: 'The Professional plan for a year: two months free compared with monthly.',
  },
];

/** Renders a page in the real store, with `user` signed in, inside a router (at `route`). */
export function renderPage(
  page: ReactElement,
  { user, route = '/' }: { user: SessionUser | Me | null; route?: string },
) {
  const store = createStore();
  if (user) store.dispatch(sessionStarted(user));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{page}</MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** The text of what describes a control (its hint and error), as a screen reader reads it. */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * Stands for what the directories keep (a query tagged `professional`, as their pages and profiles
 * are, reading `GET /professional`). The account feature cannot import the directory's queries.
 */
const directoryStandIn = api.injectEndpoints({
  endpoints: (build) => ({
    directoryStandIn: build.query<unknown, void>({
      query: () => '/professional',
      providesTags: ['professional'],
    }),
  }),
});

/**
 * Keeps a directory page in `store`, as a visit to the directory leaves it, and resolves once it is
 * read; tests then count `GET /professional` to see whether a change has it read again.
 */
export async function keepDirectoryPage(store: AppStore) {
  const subscription = store.dispatch(directoryStandIn.endpoints.directoryStandIn.initiate());
  await subscription;
  // Not the subscription itself: an async function would wait for it again instead of returning it.
  return { unsubscribe: () => subscription.unsubscribe() };
}
