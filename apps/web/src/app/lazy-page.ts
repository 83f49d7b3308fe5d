import { lazy, type ComponentType } from 'react';
import { timings } from '@trademate/shared/constants/timings';

/** Spec section 8: a page chunk that has not arrived after 120 seconds is an error, not a hang. */
export const CHUNK_TIMEOUT_MS = timings.lazyChunkTimeoutMs;

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function loadPage<T>(load: () => Promise<T>): Promise<T> {
  return withTimeout(
    load(),
    CHUNK_TIMEOUT_MS,
    'This page took too long to load. Check your connection and retry.',
  );
}

/** A lazily loaded page component whose module's default export is the page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadPage(load));
}
