import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * The store's reducer and a middleware slot, filled as modules load: app/store.ts injects the
 * shell's slices before any store is made, lib/api.ts the API slice and its middleware when a
 * page first calls the API, so a signed-out first load carries no RTK Query
 * (docs/decisions/042).
 */
export const rootReducer = combineSlices({});
export const lateMiddleware = createDynamicMiddleware();
