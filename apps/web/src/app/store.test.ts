import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ok, server } from '@/testing/api-server';
import { buildMe } from '@/testing/render';

describe('the store', () => {
  it('runs the first query of a store made before the API client loaded, as the app’s is', async () => {
    // Start from a page that has loaded neither the store nor the API client, as the app's first
    // page has, whatever ran before in this file's worker (decision 080).
    vi.resetModules();
    const { createStore } = await import('./store');
    server.use(http.get('/api/user/me', () => ok(buildMe({ firstName: 'Olivia' }))));
    const store = createStore();
    expect(store.getState()).not.toHaveProperty('api');

    const { getCurrentUserApi } = await import('@/features/session/api/get-current-user');
    const me = await store.dispatch(getCurrentUserApi.endpoints.getCurrentUser.initiate()).unwrap();
    expect(me.firstName).toBe('Olivia');
    expect(getCurrentUserApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(me);
  });
});
