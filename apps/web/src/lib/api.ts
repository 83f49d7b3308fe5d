import type { Middleware, Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { timings } from '@trademate/shared/constants/timings';
import type { ErrorCode } from '@trademate/shared/errors';
import { env } from '@/config/env';
import { serverBaseQuery } from './server-base-query';
import { addLateMiddleware, injectReducer } from './store-slots';

/** What a failed call gives a component: the server's code and message when it sent them. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  code?: ErrorCode;
  message: string;
  errors?: { path: string; message: string }[];
}

// The server renderer's build (entry-server.tsx) asks the API in-process; the browser's build
// keeps only the fetch (Vite writes import.meta.env.SSR as a constant, so the other goes).
const rawBaseQuery = import.meta.env.SSR
  ? serverBaseQuery
  : fetchBaseQuery({
      baseUrl: env.apiBaseUrl,
      credentials: 'same-origin',
      timeout: 30_000,
    });

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = error.data as Partial<ApiError> | undefined;
    return {
      status: error.status,
      code: body?.code,
      message:
        typeof body?.message === 'string' ? body.message : `Request failed (${error.status})`,
      errors: body?.errors,
    };
  }
  const messageByKind = {
    FETCH_ERROR: 'Could not reach TradeMate. Check your connection and try again.',
    TIMEOUT_ERROR: 'TradeMate took too long to answer. Please try again.',
    PARSING_ERROR: 'TradeMate sent an answer that could not be read. Please try again.',
    CUSTOM_ERROR: 'Something went wrong. Please try again.',
  } as const;
  return { status: error.status, message: messageByKind[error.status] };
}

/**
 * Sends the request and unwraps the `{ responseCode, message, data }` envelope into `data`, even
 * when `data` is null. An answer without `data` (`{ responseCode, message }`) is given whole.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) return { error: toApiError(result.error) };
  const body = result.data;
  return { data: typeof body === 'object' && body !== null && 'data' in body ? body.data : body };
};

/** The one API slice: features inject their endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'service',
    'plan',
    'job',
    'chat',
    'chatMessages',
    'notification',
    'jobRequest',
    'jobHistory',
    'professional',
    'review',
    'credentials',
    'block',
    'staff',
    'ticket',
    'person',
    'report',
    'quote',
    'dispute',
    'money',
    'jobPayment',
    'payoutAccount',
    'logbookSupervision',
    'logbookEntry',
    'logbookTotals',
    'logbookSettings',
    'logbookUnit',
  ],
  keepUnusedDataFor: timings.cacheLifetimeSeconds,
  endpoints: () => ({}),
});

/** The part of the store the API slice owns, for thunks that read or patch its cache. */
export type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

/** A store's dispatch as code outside components needs it to run the API's thunks. */
export type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/**
 * Sets the API slice up in each store: refetching on focus and on reconnecting (`refetchOnFocus`),
 * and, in a store made before this module loaded (the app's own), the slice's initial state,
 * written before anything else passes. The store runs these middlewares ahead of the thunk
 * middleware, so this happens before the first query's thunk reads the slice.
 */
const setUpApiSlice: Middleware = (store) => {
  setupListeners(store.dispatch);
  let isSetUp = false;
  return (next) => (action) => {
    if (!isSetUp) {
      isSetUp = true;
      if (!(api.reducerPath in (store.getState() as object))) next({ type: 'api/sliceInjected' });
    }
    return next(action);
  };
};

// Joins every store, present and future, as the first module calling the API loads.
injectReducer(api.reducerPath, api.reducer as Reducer);
addLateMiddleware(setUpApiSlice, api.middleware as Middleware);
