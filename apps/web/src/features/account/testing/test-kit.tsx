/**
 * Test helpers for the account pages: a stubbed API answering with the server's real envelopes,
 * data builders and a render inside the app's real store and a router. Used by tests only.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ErrorCode } from '@trademate/shared/errors';
import type { Plan } from '@trademate/shared/schemas/plans';
import type { Me } from '@trademate/shared/schemas/users';
// Tests render the real store; app/ is off limits to feature code, not to its tests.
// eslint-disable-next-line import-x/no-restricted-paths
import { createStore, type AppStore } from '@/app/store';
import { sessionStarted, type SessionUser } from '@/features/session/slice';
import { api } from '@/lib/api';

export interface SentRequest {
  method: string;
  /** The path after the API prefix, e.g. `/user/me`. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON, the multipart fields, or null when the request had no body. */
  body: unknown;
}

interface Reply {
  status: number;
  body: unknown;
}

type Route = Reply | ((request: SentRequest) => Reply);

/** A success envelope, as every API answer carries it. */
export function ok(data: unknown, message = 'OK'): Reply {
  return { status: 200, body: { responseCode: 200, message, data } };
}

/** A success envelope without data (`{ responseCode, message }`), as changePassword answers. */
export function okMessage(message: string): Reply {
  return { status: 200, body: { responseCode: 200, message } };
}

/** An error envelope, as the API's one error handler sends it. */
export function failure(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: { path: string; message: string }[],
): Reply {
  return { status, body: { responseCode: status, code, message, ...(errors && { errors }) } };
}

const API_PREFIX = '/api';

/**
 * RTK Query builds a `Request` from the relative '/api/…' address, which a browser resolves against
 * the page but Node's Request refuses: resolve it against jsdom's location as the browser would.
 */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) {
    return Object.fromEntries((await request.formData()).entries());
  }
  const text = await request.text();
  return text === '' ? null : text;
}

/**
 * Stubs `fetch` with the given routes, keyed `'METHOD /path'` (without `/api`). A request no route
 * answers fails the test. Returns every request sent, in order.
 */
export function stubApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(API_PREFIX.length);
      const sentRequest: SentRequest = {
        method: request.method,
        path,
        query: Object.fromEntries(url.searchParams),
        body: await readBody(request),
      };
      sent.push(sentRequest);
      const route = routes[`${request.method} ${path}`];
      if (!route) {
        console.error(`No stubbed API route for ${request.method} ${path}`);
        const notFound = failure(404, 'NOT_FOUND', `No API route ${request.method} ${path}`);
        return Response.json(notFound.body, { status: notFound.status });
      }
      const reply = typeof route === 'function' ? route(sentRequest) : route;
      return Response.json(reply.body, { status: reply.status });
    }),
  );
  return {
    sent,
    sentTo: (method: string, path: string) =>
      sent.filter((request) => request.method === method && request.path === path),
  };
}

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
    address: { state: 'NSW', city: 'Newcastle' },
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
