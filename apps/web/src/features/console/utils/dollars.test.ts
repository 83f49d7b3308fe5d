import { describe, expect, it } from 'vitest';
import { centsOfDollars, dollarsText } from './dollars';

describe('centsOfDollars', () => {
  it('reads dollars and cents as staff type them', () => {
    expect(centsOfDollars('0')).toBe(0);
    expect(centsOfDollars('75')).toBe(7_500);
    expect(centsOfDollars('$1,200.5')).toBe(120_050);
    expect(centsOfDollars(' 0.05 ')).toBe(5);
    expect(centsOfDollars('.5')).toBe(50);
  });

  it('refuses anything that is not an amount', () => {
    for (const text of ['', '.', '-5', '1.234', 'ten', '1e3']) {
      expect(centsOfDollars(text)).toBeNaN();
    }
  });
});

describe('dollarsText', () => {
  it('writes whole dollars without cents and the rest with two digits', () => {
    expect(dollarsText(12_000)).toBe('120');
    expect(dollarsText(8_550)).toBe('85.50');
    expect(dollarsText(5)).toBe('0.05');
  });
});
