import { describe, expect, it } from 'vitest';
import { subscriptionStatuses } from './accounts';

describe('subscriptionStatuses', () => {
  it('adds the derived expired and the empty status of no subscription to what a row stores', () => {
    expect([...subscriptionStatuses].sort()).toEqual(['', 'active', 'cancelled', 'expired']);
  });
});
