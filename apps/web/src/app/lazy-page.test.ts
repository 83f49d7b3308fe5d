import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, loadPage, withTimeout } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadPage', () => {
  it('resolves to the loaded module', async () => {
    const module = { default: () => null };
    await expect(loadPage(async () => module)).resolves.toBe(module);
  });

  it('fails a chunk that has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadPage(() => new Promise(() => {}));
    const assertion = expect(pending).rejects.toThrow('This page took too long to load');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await assertion;
  });

  it('passes a failed chunk load straight through', async () => {
    await expect(withTimeout(Promise.reject(new Error('offline')), 1000, 'slow')).rejects.toThrow(
      'offline',
    );
  });
});
