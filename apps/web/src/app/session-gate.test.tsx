import { cleanup, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionHintCookie } from '@trademate/shared/constants/session-hint';
import { selectSessionUser } from '@/features/session/slice';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe } from '@/testing/render';
import { SessionGate } from './session-gate';
import { createStore } from './store';

afterEach(() => {
  cleanup();
  document.cookie = `${sessionHintCookie}; max-age=0`;
});

function WhoIsSignedIn() {
  const user = useSelector(selectSessionUser);
  return <p>{user ? `Signed in as ${user.firstName} ${user.lastName}` : 'Signed out'}</p>;
}

function renderGate(store = createStore(), path = '/') {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <SessionGate>
          <WhoIsSignedIn />
        </SessionGate>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('SessionGate, for a visitor with no session hint', () => {
  it('renders the app signed out at once and never asks /user/me', () => {
    const sent = recordRequests();
    document.cookie = 'token=stale-but-unreadable-here';
    const store = renderGate();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A query starts in the store the moment it is dispatched, before any fetch: none did (the
    // API client is not even loaded).
    expect(store.getState()).not.toHaveProperty(['api', 'queries', 'getCurrentUser(undefined)']);
    expect(sent.keys()).toEqual([]);
    document.cookie = 'token=; max-age=0';
  });
});

describe('SessionGate, with the session hint', () => {
  beforeEach(() => {
    document.cookie = sessionHintCookie;
  });

  it('renders at once, asking nothing, when the page came with the session (decision 046)', () => {
    const sent = recordRequests();
    renderGate(createStore({ session: { user: buildMe({ firstName: 'Mick' }) } }));
    expect(screen.getByText('Signed in as Mick Nguyen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });

  it('renders the console at once, asking nothing: it has a session of its own (decision 090)', () => {
    const sent = recordRequests();
    renderGate(createStore(), '/admin/people');
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });

  it('shows a full-screen spinner until /user/me answers, then the signed-in app', async () => {
    server.use(http.get('/api/user/me', () => ok(buildMe({ userType: 'tradie' }))));
    const sent = recordRequests();
    const store = renderGate();
    expect(screen.getByRole('status').textContent).toBe('Loading TradeMate');
    expect(screen.queryByText(/Signed/)).not.toBeInTheDocument();

    expect(await screen.findByText('Signed in as Olivia Nguyen')).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toEqual({
      _id: buildMe()._id,
      email: 'olivia.nguyen@example.com.au',
      userType: 'tradie',
      userVerified: true,
      firstName: 'Olivia',
      lastName: 'Nguyen',
      avatar: null,
      subscriptionStatus: '',
    });
    expect(sent.to('GET /api/user/me')).toHaveLength(1);
  });

  it('renders the app signed out, quietly, when nobody is signed in (401)', async () => {
    server.use(
      http.get('/api/user/me', () => fail(401, 'UNAUTHENTICATED', 'Please sign in to continue')),
    );
    renderGate();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('logs any other failure to the console only and renders the app signed out', async () => {
    const consoleError = vi.spyOn(console, 'error');
    consoleError.mockImplementationOnce(() => {});
    server.use(
      http.get('/api/user/me', () => fail(503, 'SERVICE_UNAVAILABLE', 'Down for maintenance')),
    );
    renderGate();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Could not load the signed-in profile',
      expect.objectContaining({ status: 503, message: 'Down for maintenance' }),
    );
  });
});
