/**
 * What staff type as dollars and cents ("$1,200.50", "75", "0.5") in cents; NaN for anything
 * else, which the form refuses.
 */
export function centsOfDollars(text: string): number {
  const plain = text.trim().replace(/^\$/, '').replace(/[\s,]/g, '');
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || plain === '' || plain === '.') return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a dollars field shows them: 8550 is "85.50", 12000 is "120". */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
