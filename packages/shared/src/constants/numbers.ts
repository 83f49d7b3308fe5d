/** The console's Numbers section (decision 036): per week or per calendar month, Sydney time. */
export const numbersPeriods = ['week', 'month'] as const;
export type NumbersPeriod = (typeof numbersPeriods)[number];

/** The time zone every period starts and ends in. */
export const numbersTimeZone = 'Australia/Sydney';

/** How many periods one answer holds by default, and at most. */
export const numbersDefaultPeriods = 12;
export const numbersMaxPeriods = { week: 53, month: 36 } as const;

/** How many periods from the one holding `from` to the one holding `to` (both YYYY-MM-DD). */
export function countPeriods(period: NumbersPeriod, from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  if (period === 'month') return (ty - fy) * 12 + (tm - fm) + 1;
  // Weeks start on Monday (ISO), as PostgreSQL's date_trunc('week') does.
  const monday = (y: number, mo: number, d: number) => {
    const day = Date.UTC(y, mo - 1, d) / 86_400_000;
    const weekday = (new Date(day * 86_400_000).getUTCDay() + 6) % 7;
    return day - weekday;
  };
  return (monday(ty, tm, td) - monday(fy, fm, fd)) / 7 + 1;
}
