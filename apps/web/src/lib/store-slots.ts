import type { Middleware, Reducer, UnknownAction } from 'redux';

/**
 * The store's reducer and a middleware slot, filled as modules load: app/store.ts adds the
 * shell's reducers before any store is made, lib/api.ts the API slice and its middleware when a
 * page first calls the API, so a signed-out first load carries no RTK Query (decision 042).
 *
 * Written on plain Redux rather than Redux Toolkit's `combineSlices` and
 * `createDynamicMiddleware`: a module goes whole into one chunk, and `@reduxjs/toolkit` (with
 * Immer and Reselect, about 9 KB gzip) would sit in the first load for these two alone. It now
 * loads with RTK Query, in the API chunk (decision 046).
 */
const reducers: Record<string, Reducer> = {};

/** Adds a part of the state, for every store, present and future. */
export function injectReducer(key: string, reducer: Reducer) {
  reducers[key] = reducer;
}

/**
 * Runs each added reducer on its part of the state. A part no reducer owns yet (a preloaded one
 * whose module has not loaded) is kept as it is, for its reducer to take over when it joins.
 */
export function rootReducer(
  state: Record<string, unknown> = {},
  action: UnknownAction,
): Record<string, unknown> {
  let next = state;
  for (const key in reducers) {
    const before = state[key];
    const after: unknown = reducers[key]!(before, action);
    if (after !== before) {
      if (next === state) next = { ...state };
      next[key] = after;
    }
  }
  return next;
}

const lateMiddlewares: Middleware[] = [];

/** Adds middleware to every store, present and future, after the ones added before. */
export function addLateMiddleware(...middlewares: Middleware[]) {
  lateMiddlewares.push(...middlewares);
}

/**
 * The slot in each store's middleware where the added ones run: each store sets up a middleware
 * the first time an action passes after it was added.
 */
export const lateMiddleware: Middleware = (storeApi) => (next) => {
  const handlers: ReturnType<Middleware>[] = [];
  let chain = next;
  return (action) => {
    if (handlers.length < lateMiddlewares.length) {
      for (const middleware of lateMiddlewares.slice(handlers.length)) {
        handlers.push(middleware(storeApi));
      }
      chain = handlers.reduceRight((rest, handler) => handler(rest), next);
    }
    return chain(action);
  };
};
