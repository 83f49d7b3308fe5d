import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadChunks } from './preload-chunks';

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  for (const link of preloads()) link.remove();
});

describe('preloadChunks', () => {
  it('asks for a page’s chunks six at a time, each six in a task of its own, in order', () => {
    const chunks = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    preloadChunks(chunks);
    expect(preloads()).toHaveLength(6);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(12);
    vi.advanceTimersToNextTimer();
    expect(preloads().map((link) => new URL(link.href).pathname)).toEqual(chunks);
    expect(vi.getTimerCount()).toBe(0);
    // As Vite's helper would add them, so it finds them there.
    for (const link of preloads()) expect(link.crossOrigin).toBe('');
  });

  it('asks for nothing when the page lists no chunks', () => {
    preloadChunks([]);
    expect(preloads()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
