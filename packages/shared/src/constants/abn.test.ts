import { describe, expect, it } from 'vitest';
import { abnProblem, formatAbn, hasValidAbnChecksum, normaliseAbn } from './abn';

describe('hasValidAbnChecksum', () => {
  it('accepts ABNs whose weighted sum divides by 89', () => {
    // The ATO's worked example, and registered ABNs of Australian government bodies.
    for (const abn of ['51824753556', '53004085616', '74172177893', '33051775556']) {
      expect(hasValidAbnChecksum(abn)).toBe(true);
    }
  });

  it('refuses an ABN with one digit changed or two swapped', () => {
    expect(hasValidAbnChecksum('51824753557')).toBe(false);
    expect(hasValidAbnChecksum('15824753556')).toBe(false);
  });

  it('refuses anything that is not 11 digits, and an ABN starting with 0', () => {
    expect(hasValidAbnChecksum('5182475355')).toBe(false);
    expect(hasValidAbnChecksum('518247535561')).toBe(false);
    expect(hasValidAbnChecksum('5182475355a')).toBe(false);
    // 0 minus 1 makes the sum of 00000000000 equal to -10: never an ABN.
    expect(hasValidAbnChecksum('00000000000')).toBe(false);
  });
});

describe('normaliseAbn and formatAbn', () => {
  it('takes the ABN with spaces as people write it', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
    expect(normaliseAbn('51\t824 753\u00a0556')).toBe('51824753556');
  });

  it('writes it in groups of 2, 3, 3 and 3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 824753556')).toBe('51 824 753 556');
  });
});

describe('abnProblem', () => {
  it('names what is wrong, or nothing', () => {
    expect(abnProblem('   ')).toBe('required');
    expect(abnProblem('51-824-753-556')).toBe('format');
    expect(abnProblem('51 824 753 557')).toBe('checksum');
    expect(abnProblem('51 824 753 556')).toBeNull();
  });
});
