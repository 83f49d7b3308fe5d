import { describe, expect, it } from 'vitest';
import { stackSeries } from './hours-chart';

describe('the hours chart', () => {
  it('stacks each series on the ones before it, month by month', () => {
    const stacked = stackSeries([
      { label: 'Verified', color: 'green', values: [31.5, 0, 8] },
      { label: 'Waiting', color: 'amber', values: [38.5, 4, 0] },
    ]);
    expect(stacked.map((bar) => [bar.label, bar.values])).toEqual([
      ['Verified', [31.5, 0, 8]],
      ['Waiting', [70, 4, 8]],
    ]);
  });
});
