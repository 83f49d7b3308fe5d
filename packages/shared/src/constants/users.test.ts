import { describe, expect, it } from 'vitest';
import { isProfessional, offersServices, subscriptionStatuses, userTypes } from './users';

describe('isProfessional', () => {
  it('is true for tradies and free tradies only', () => {
    expect(userTypes.filter(isProfessional)).toEqual(['tradie', 'freeTradie']);
  });

  it('is false when there is no user', () => {
    expect(isProfessional(null)).toBe(false);
    expect(isProfessional(undefined)).toBe(false);
  });
});

describe('offersServices', () => {
  it('is true for professionals and apprentices, never for clients', () => {
    expect(userTypes.filter(offersServices)).toEqual(['tradie', 'freeTradie', 'apprentice']);
  });

  it('is false when there is no user', () => {
    expect(offersServices(null)).toBe(false);
  });
});

describe('subscriptionStatuses', () => {
  it('adds the derived expired and the empty status of no subscription to what a row stores', () => {
    expect([...subscriptionStatuses].sort()).toEqual(['', 'active', 'cancelled', 'expired']);
  });
});
