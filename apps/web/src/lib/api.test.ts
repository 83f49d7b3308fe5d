import { configureStore } from '@reduxjs/toolkit';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail, ok, server } from '@/testing/api-server';
import { api } from './api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
  }),
});

/** Asks `GET /probe` through the API slice and gives what a component would get. */
async function ask(reply: () => Response) {
  server.use(http.get('/api/probe', reply));
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const { data, error } = await store.dispatch(probeApi.endpoints.probe.initiate('/probe'));
  return { data, error };
}

describe('the API slice', () => {
  it("gives a success's data without its envelope", async () => {
    expect(await ask(() => ok({ plans: 3 }))).toEqual({ data: { plans: 3 }, error: undefined });
    expect(await ask(() => ok([]))).toEqual({ data: [], error: undefined });
    expect(await ask(() => ok(0))).toEqual({ data: 0, error: undefined });
  });

  it('gives null when the data is null, never the envelope', async () => {
    expect(await ask(() => ok(null))).toEqual({ data: null, error: undefined });
  });

  it('gives an answer without data as it came, for its message', async () => {
    expect(await ask(() => ok(undefined, 'Ticket created', 201))).toEqual({
      data: { responseCode: 201, message: 'Ticket created' },
      error: undefined,
    });
  });

  it('turns a refusal into its status, code, message and field errors, with no data', async () => {
    const errors = [{ path: 'title', message: 'Required' }];
    expect(await ask(() => fail(400, 'VALIDATION', 'Required', errors))).toEqual({
      data: undefined,
      error: { status: 400, code: 'VALIDATION', message: 'Required', errors },
    });
  });
});
