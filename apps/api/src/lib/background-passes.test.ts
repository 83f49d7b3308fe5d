import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createPassRegistry, PASS_NAMES } from './background-passes';

const INTERVAL = 1_000;

function recordingLog() {
  return { warn: vi.fn(), error: vi.fn() };
}

/** A run that ends only when the test says so. */
function heldRun() {
  let finish: () => void = () => {};
  const run = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        finish = () => resolve('done');
      }),
  );
  return { run, finish: () => finish() };
}

describe('the background passes registry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a started pass at once, then again each interval after a pass ends', async () => {
    const passes = createPassRegistry(recordingLog());
    const run = vi.fn(async (_now: Date) => 'done');
    passes.register({ name: 'mail', intervalMs: INTERVAL, run, failureMessage: 'failed' });

    passes.start(['mail']);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(run).toHaveBeenCalledTimes(5);
    expect(run.mock.calls.at(-1)![0]).toBeInstanceOf(Date);
    await passes.stop();
  });

  it('runs a pass sooner when its module schedules one, and not at all while it is not started', async () => {
    const passes = createPassRegistry(recordingLog());
    const run = vi.fn(async () => 'done');
    const pass = passes.register({ name: 'push', intervalMs: INTERVAL, run, failureMessage: 'x' });

    pass.schedule(0);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(run).not.toHaveBeenCalled();

    passes.start('all');
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    pass.schedule(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await passes.stop();
  });

  it('logs a failed pass with its own line and level, and runs it again on its interval', async () => {
    const log = recordingLog();
    const passes = createPassRegistry(log);
    const failure = new Error('the database went away');
    const alerts = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue('swept');
    const payments = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue('swept');
    passes.register({
      name: 'alerts',
      intervalMs: INTERVAL,
      run: alerts,
      failureMessage: 'alerts sweep failed',
    });
    passes.register({
      name: 'payments',
      intervalMs: INTERVAL,
      run: payments,
      failureMessage: 'payments sweep failed',
      failureLevel: 'error',
    });

    passes.start('all');
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledWith({ err: failure, pass: 'alerts' }, 'alerts sweep failed');
    expect(log.error).toHaveBeenCalledWith(
      { err: failure, pass: 'payments' },
      'payments sweep failed',
    );
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(alerts).toHaveBeenCalledTimes(2);
    expect(payments).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    await passes.stop();
  });

  it('waits on stop for a pass in progress, and runs no more after it', async () => {
    const passes = createPassRegistry(recordingLog());
    const { run, finish } = heldRun();
    passes.register({ name: 'jobOutcomes', intervalMs: INTERVAL, run, failureMessage: 'x' });
    passes.start(['jobOutcomes']);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = passes.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(passes.started()).toEqual([]);

    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts nothing with none, yet a pass still runs when called', async () => {
    const passes = createPassRegistry(recordingLog());
    const mail = vi.fn(async () => 'sent');
    const push = vi.fn(async () => 'pushed');
    const mailPass = passes.register({
      name: 'mail',
      intervalMs: INTERVAL,
      run: mail,
      failureMessage: 'x',
    });
    passes.register({ name: 'push', intervalMs: INTERVAL, run: push, failureMessage: 'x' });

    passes.start('none');
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(mail).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(passes.started()).toEqual([]);

    const now = new Date('2026-07-01T09:00:00Z');
    await expect(mailPass.runDue(now)).resolves.toBe('sent');
    expect(mail).toHaveBeenCalledWith(now);
    await passes.stop();
  });

  it('starts only the passes named, and refuses a name registered twice or never', async () => {
    const passes = createPassRegistry(recordingLog());
    const mail = vi.fn(async () => 'sent');
    const push = vi.fn(async () => 'pushed');
    passes.register({ name: 'mail', intervalMs: INTERVAL, run: mail, failureMessage: 'x' });
    passes.register({ name: 'push', intervalMs: INTERVAL, run: push, failureMessage: 'x' });
    expect(() =>
      passes.register({ name: 'mail', intervalMs: INTERVAL, run: mail, failureMessage: 'x' }),
    ).toThrow('The mail pass is registered twice');
    expect(() => passes.start(['alerts'])).toThrow('No alerts pass is registered');

    passes.start(['push']);
    await vi.advanceTimersByTimeAsync(0);
    expect(push).toHaveBeenCalledTimes(1);
    expect(mail).not.toHaveBeenCalled();
    expect(passes.started()).toEqual(['push']);
    await passes.stop();
  });

  it('lets a pass wait for urgent work to end, and not at all while none runs', async () => {
    const passes = createPassRegistry(recordingLog());
    const order: string[] = [];
    await passes.afterUrgentWork();
    order.push('no wait');

    let finishFirst: () => void = () => {};
    let finishSecond: () => void = () => {};
    const first = passes.urgently(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = passes.urgently(() => new Promise<void>((resolve) => (finishSecond = resolve)));
    const waited = passes.afterUrgentWork().then(() => order.push('resumed'));
    finishFirst();
    await first;
    order.push('first ended');
    finishSecond();
    await second;
    await waited;
    expect(order).toEqual(['no wait', 'first ended', 'resumed']);

    // Urgent work that fails still ends: nobody waits for it for ever.
    await expect(passes.urgently(() => Promise.reject(new Error('broken')))).rejects.toThrow(
      'broken',
    );
    await passes.afterUrgentWork();
  });
});

describe("the app's passes", () => {
  it('registers the five passes and starts those asked for once ready', async () => {
    const all = await buildTestApp({}, { passes: 'all' });
    try {
      expect(all.app.passes.started()).toEqual([...PASS_NAMES]);
    } finally {
      await all.close();
    }
  });
});
