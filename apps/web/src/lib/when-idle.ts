/** The longest an idle task waits for the browser to be idle, once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the browser has a moment to spare (decision 050), so
 * what can wait (the real-time connection, the account menu's widget) does not lengthen the app's
 * takeover of a rendered page. Falls back to a timer where `requestIdleCallback` is missing
 * (Safari). Returns what cancels the task if it has not run.
 */
export function whenIdle(task: () => void): () => void {
  let cancelScheduled = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelScheduled();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
