import { describe, expect, it } from 'vitest';
import { answeredInText, quantityText } from './quote-format';
import { centsOf, dollarsText, quantityHundredthsOf, decimalText } from './quote-form-values';

describe('answeredInText', () => {
  it.each([
    [0, 'within an hour'],
    [59, 'within an hour'],
    [60, 'in 1 hour'],
    [180, 'in 3 hours'],
    [23 * 60, 'in 23 hours'],
    [24 * 60, 'in 1 day'],
    [2 * 24 * 60 + 90, 'in 2 days'],
  ])('says %i minutes as "%s"', (minutes, text) => {
    expect(answeredInText(minutes)).toBe(text);
  });
});

describe('quantityText', () => {
  it('says a quantity with its unit, plural past one, bare for things priced each', () => {
    expect(quantityText(250, 'hour')).toBe('2.5 hours');
    expect(quantityText(100, 'hour')).toBe('1 hour');
    expect(quantityText(1_200, 'squareMetre')).toBe('12 m²');
    expect(quantityText(300, 'each')).toBe('3');
    expect(quantityText(100_000, 'metre')).toBe('1,000 metres');
  });
});

describe('what the quote form reads from what was typed', () => {
  it('reads decimals as hundredths and dollars as cents, exactly', () => {
    expect(quantityHundredthsOf('2.5')).toBe(250);
    expect(quantityHundredthsOf('0.01')).toBe(1);
    expect(quantityHundredthsOf('1,000')).toBe(100_000);
    expect(centsOf('$1,200.5')).toBe(120_050);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf(' 85.50 ')).toBe(8_550);
  });

  it('reads nothing from text that is not an amount, so the schema refuses it', () => {
    for (const text of ['', '.', 'abc', '2.555', '-3', '1e3', '2.5.1']) {
      expect(quantityHundredthsOf(text)).toBeNaN();
    }
  });

  it('shows amounts back as they would be typed', () => {
    expect(decimalText(250)).toBe('2.5');
    expect(decimalText(300)).toBe('3');
    expect(dollarsText(8_550)).toBe('85.50');
    expect(dollarsText(12_000)).toBe('120');
  });
});
