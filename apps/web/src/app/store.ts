import {
  applyMiddleware,
  compose,
  legacy_createStore,
  type Reducer,
  type Store,
  type StoreEnhancer,
  type UnknownAction,
} from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { authModalReducer, type AuthModalState } from '@/features/session/auth-modal';
import { sessionReducer, type SessionState } from '@/features/session/slice';
import type { ApiState } from '@/lib/api';
import { injectReducer, lateMiddleware, rootReducer } from '@/lib/store-slots';
// Before any lazy page loads the shared schemas (see the module).
import '@/lib/zod-without-eval';

injectReducer('session', sessionReducer);
injectReducer('authModal', authModalReducer);

/** The shell's part of the state, in every store from the start. */
export interface ShellState {
  session: SessionState;
  authModal: AuthModalState;
}

/**
 * Typed with the API slice: whatever reads it imported `lib/api.ts`, which injected it
 * (docs/decisions/042).
 */
export type RootState = ShellState & ApiState;

/**
 * The app's reducer: the shell's slices, and the API slice once `lib/api.ts` has loaded. The
 * server renderer builds its stores on it too (decision 041).
 */
export const appReducer = rootReducer as unknown as Reducer<
  RootState,
  UnknownAction,
  Partial<RootState>
>;

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/**
 * The app's store, on plain Redux with Redux Thunk (what Redux Toolkit's `configureStore` sets up,
 * less its development-only checks), so the first load carries no Redux Toolkit (decision 046).
 * The Redux DevTools extension is used in development when it is there.
 */
export function createStore(preloadedState?: Partial<RootState>) {
  const composeEnhancers =
    (import.meta.env.DEV &&
      typeof window !== 'undefined' &&
      window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) ||
    compose;
  // The late middleware first, so the API slice is set up before a thunk of its own reads it
  // (lib/api.ts), as it ran ahead of the thunk middleware under configureStore.
  const enhancer = composeEnhancers(applyMiddleware(lateMiddleware, thunk)) as StoreEnhancer;
  return legacy_createStore(appReducer, preloadedState, enhancer) as Store<
    RootState,
    UnknownAction
  > & { dispatch: ThunkDispatch<RootState, unknown, UnknownAction> };
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
