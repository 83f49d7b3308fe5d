/**
 * How many chunks to ask for in one task: Chromium takes 0.5–0.9 ms to start each preload, and a
 * signed-in page's route has 15–60 chunks (docs/performance.md).
 */
const CHUNKS_PER_TASK = 6;

/**
 * Preloads the chunks of the page the server rendered (decision 088) a few at a time, each batch
 * in a task of its own, as soon as the app's script runs. Vite's preload helper, which would add
 * all of them in the one task that takes the page over, finds them already in the document.
 */
export function preloadChunks(urls: string[], from = 0): void {
  for (const url of urls.slice(from, from + CHUNKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
  if (from + CHUNKS_PER_TASK < urls.length) {
    setTimeout(() => preloadChunks(urls, from + CHUNKS_PER_TASK));
  }
}
