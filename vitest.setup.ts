import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not catch: fail the test that caused it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length === 0) return;
  const first = errors.map((args) => args.map(String).join(' ')).join('\n');
  errors.length = 0;
  throw new Error(`console.error was called during the test:\n${first}`);
});
