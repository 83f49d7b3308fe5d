import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Me } from '@trademate/shared/schemas/users';
import { createStore } from '@/app/store';
import type { SessionUser } from '@/features/session/slice';

/** Shows where the app navigated to, for tests to read: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/**
 * Renders `ui` at `route` (matched by `path`) with a real store and router. Any navigation away
 * lands on a probe that prints the new location.
 */
export function renderRoute(
  ui: ReactNode,
  {
    route = '/',
    path = route.split(/[?#]/)[0],
    user = null,
    state,
    otherRoutes = {},
  }: {
    route?: string;
    path?: string;
    user?: SessionUser | null;
    /** The history state of the entry, as `navigate(to, { state })` leaves it. */
    state?: unknown;
    /** More pages by path, for journeys across two of them; anywhere else shows the probe. */
    otherRoutes?: Record<string, ReactNode>;
  } = {},
) {
  const [beforeHash = '', hash = ''] = route.split('#');
  const [pathname, search = ''] = beforeHash.split('?');
  const store = createStore({ session: { user } });
  const result = render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[
          { pathname, search: search && `?${search}`, hash: hash && `#${hash}`, state },
        ]}
      >
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(otherRoutes).map(([otherPath, element]) => (
            <Route key={otherPath} path={otherPath} element={element} />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}

/** A signed-in user as `GET /user/me` answers, with overrides. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    _id: '7c0f3c52-1c1f-4d6a-9b57-0f7a0b6b1a11',
    email: 'olivia.nguyen@example.com.au',
    userType: 'client',
    userVerified: true,
    firstName: 'Olivia',
    lastName: 'Nguyen',
    avatar: null,
    contactNumber: '0412345678',
    address: { state: 'VIC', city: 'Geelong', postcode: null, suburb: null },
    travelKm: null,
    bio: '',
    services: [],
    hiringStatus: null,
    subscriptionStatus: '',
    memberSince: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Draws `ui` at `route` as the server does (no history state: the server never sees it), puts
 * that HTML in the document, and lets the app take it over as the browser would, with the history
 * entry carrying `state`. Returns the mismatches React reported while taking the page over, and
 * a way to take the page down again.
 */
export async function hydrateRoute(
  ui: ReactNode,
  { route = '/', state }: { route?: string; state?: unknown } = {},
) {
  const page = (entryState?: unknown) => (
    <Provider store={createStore({ session: { user: null } })}>
      <MemoryRouter initialEntries={[{ pathname: route, state: entryState }]}>{ui}</MemoryRouter>
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, page(state), {
      onRecoverableError: (error) => mismatches.push(error),
    }),
  );
  return {
    mismatches,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
