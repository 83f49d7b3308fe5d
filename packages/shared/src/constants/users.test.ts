import { describe, expect, it } from 'vitest';
import { canMessageDirectly, isProfessional, offersServices, userTypes } from './users';
import { professionalTypes, serviceOfferingTypes } from './user-roles';

describe('the role lists', () => {
  it('name kinds of account only', () => {
    for (const userType of [...professionalTypes, ...serviceOfferingTypes]) {
      expect(userTypes).toContain(userType);
    }
  });
});

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

describe('canMessageDirectly', () => {
  it('lets a professional write to an apprentice and an apprentice to a professional', () => {
    expect(canMessageDirectly('tradie', 'apprentice')).toBe(true);
    expect(canMessageDirectly('freeTradie', 'apprentice')).toBe(true);
    expect(canMessageDirectly('apprentice', 'tradie')).toBe(true);
    expect(canMessageDirectly('apprentice', 'freeTradie')).toBe(true);
  });

  it('refuses clients, writing between two of a kind, and no user', () => {
    expect(canMessageDirectly('client', 'apprentice')).toBe(false);
    expect(canMessageDirectly('tradie', 'client')).toBe(false);
    expect(canMessageDirectly('tradie', 'freeTradie')).toBe(false);
    expect(canMessageDirectly('apprentice', 'apprentice')).toBe(false);
    expect(canMessageDirectly(null, 'apprentice')).toBe(false);
  });
});
