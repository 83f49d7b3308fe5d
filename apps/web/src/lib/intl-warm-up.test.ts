import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

/** A stand-in for the browser's Worker that records what it was started with and how it ended. */
class RecordingWorker extends EventTarget {
  static started: RecordingWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super();
    RecordingWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  RecordingWorker.started = [];
  vi.resetModules();
});

describe('warmUpIntl', () => {
  it('starts the warm-up worker, which ends once it has made the formatters', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    warmUpIntl();
    const [worker] = RecordingWorker.started;
    expect(RecordingWorker.started).toHaveLength(1);
    expect(String(worker!.url)).toMatch(/intl-warm-up\.worker\.ts/);
    expect(worker!.terminated).toBe(false);
    worker!.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
    expect(worker!.terminated).toBe(true);
  });

  it('ends the worker when it fails', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    warmUpIntl();
    RecordingWorker.started[0]!.dispatchEvent(new Event('error'));
    expect(RecordingWorker.started[0]!.terminated).toBe(true);
  });

  it('does nothing where there are no workers or this one is refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl()).not.toThrow();
  });
});

describe('the warm-up worker', () => {
  // Every formatter it makes is valid (a zone or option the browser refused would throw before
  // the message, and the page would find nothing loaded).
  it('makes its formatters and says it is ready', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('postMessage', postMessage);
    await import('./intl-warm-up.worker');
    expect(postMessage).toHaveBeenCalledExactlyOnceWith('ready');
  });
});
