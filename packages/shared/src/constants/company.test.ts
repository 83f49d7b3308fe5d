import { describe, expect, it } from 'vitest';
import { company, isValidAbn } from './company';

describe('company ABN', () => {
  it('is formatted 12 345 678 901 and passes the ATO checksum', () => {
    expect(company.abn).toMatch(/^\d{2} \d{3} \d{3} \d{3}$/);
    expect(isValidAbn(company.abn)).toBe(true);
  });

  it('fails the checksum when a digit changes', () => {
    expect(isValidAbn('62 841 739 026')).toBe(false);
    expect(isValidAbn('1234')).toBe(false);
  });
});
