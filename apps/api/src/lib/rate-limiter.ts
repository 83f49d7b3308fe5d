import { AppError } from './app-error';

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Fixed-window counters kept in this process. Enough for one instance; several instances behind a
 * load balancer each count their own share.
 */
export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, Window>();

  function current(key: string, now: number): Window {
    const window = windows.get(key);
    if (window && window.resetsAt > now) return window;
    const fresh = { count: 0, resetsAt: now + windowMs };
    windows.set(key, fresh);
    if (windows.size > 50_000) {
      for (const [k, w] of windows) if (w.resetsAt <= now) windows.delete(k);
    }
    return fresh;
  }

  return {
    /** Counts one event; throws RATE_LIMITED once the window's budget is spent. */
    hit(key: string, message: (retryAfterSeconds: number) => string) {
      const now = Date.now();
      const window = current(key, now);
      window.count += 1;
      if (window.count > max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((window.resetsAt - now) / 1000));
        throw new AppError('RATE_LIMITED', message(retryAfterSeconds));
      }
    },
    /** Whether the key has budget left, without counting. */
    isBlocked(key: string): number {
      const now = Date.now();
      const window = windows.get(key);
      if (!window || window.resetsAt <= now || window.count < max) return 0;
      return Math.max(1, Math.ceil((window.resetsAt - now) / 1000));
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
}
