import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authModalSlice } from '@/features/session/auth-modal';
import { sessionSlice } from '@/features/session/slice';
import type { ApiState } from '@/lib/api';
import { lateMiddleware, rootReducer } from '@/lib/store-slots';
// Before any lazy page loads the shared schemas (see the module).
import '@/lib/zod-without-eval';

const reducer = rootReducer
  .inject(sessionSlice)
  .inject(authModalSlice)
  .withLazyLoadedSlices<ApiState>();

/**
 * Typed with the API slice: whatever reads it imported `lib/api.ts`, which injected it
 * (docs/decisions/042).
 */
export type RootState = ReturnType<typeof reducer> & ApiState;

/**
 * The app's reducer: the shell's slices, and the API slice once `lib/api.ts` has loaded. The
 * server renderer builds its stores on it too (decision 041).
 */
export const appReducer = reducer as Reducer<RootState, UnknownAction, Partial<RootState>>;

export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: appReducer,
    preloadedState,
    // First, so the API slice is set up before a thunk of its own reads it (lib/api.ts).
    middleware: (getDefault) => getDefault().prepend(lateMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
