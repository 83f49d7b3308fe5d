import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStarted, signedOut, type SessionUser } from '@/features/session/slice';
import { buildMe } from '@/testing/render';
import { startRealtime } from './realtime-client';
import { createStore } from './store';
import { useRealtime } from './use-realtime';

const stopRealtime = vi.fn();
vi.mock('./realtime-client', () => ({ startRealtime: vi.fn(() => stopRealtime) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function Shell() {
  useRealtime();
  return null;
}

function renderShell(user: SessionUser | null) {
  const store = createStore({ session: { user } });
  render(
    <Provider store={store}>
      <Shell />
    </Provider>,
  );
  return store;
}

describe('useRealtime', () => {
  it('starts the real-time client for a signed-in user and stops it on sign-out', async () => {
    const store = renderShell(buildMe());
    await waitFor(() => expect(startRealtime).toHaveBeenCalledWith(store));

    act(() => {
      store.dispatch(signedOut());
    });
    expect(stopRealtime).toHaveBeenCalledOnce();
  });

  it('loads nothing until someone signs in', async () => {
    const store = renderShell(null);
    await act(async () => {
      await Promise.resolve();
    });
    expect(startRealtime).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(sessionStarted(buildMe()));
    });
    await waitFor(() => expect(startRealtime).toHaveBeenCalledOnce());
  });
});
