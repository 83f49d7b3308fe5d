/**
 * Starts a worker that makes the pages' formatters once, so the browser's ICU data is loaded on
 * another thread while the app's code and the page's data arrive (decision 101). The worker ends
 * itself once it has; a browser without workers, or one that refuses this one, formats as before.
 */
export function warmUpIntl(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      name: 'intl-warm-up',
    });
    const end = () => worker.terminate();
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
  } catch {
    // Workers disallowed (a content security policy, a sandboxed frame): nothing is lost.
  }
}
