import { describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { logbookExportQuerySchema } from '@trademate/shared/schemas/logbook';
import { exportPeriodError } from './export-period';

// The export card reads a period without zod (decision 097); what it says must be the first thing
// the API's schema says of the same period, and nothing where the schema takes it.
describe('exportPeriodError and logbookExportQuerySchema', () => {
  const periods: [string, string][] = [
    ['2025-03-07', '2026-03-06'],
    ['2026-03-06', '2026-03-06'],
    ['2026-03-07', '2026-03-06'],
    ['2023-02-01', '2026-02-04'],
    ['2023-02-01', '2026-02-05'],
    ['2023-02-01', '2026-02-06'],
    ['2024-02-29', '2024-03-01'],
    ['2023-02-29', '2024-03-01'],
    ['2025-02-30', '2026-03-06'],
    ['2026-13-01', '2026-03-06'],
    ['2026-03-06', '2026-03-32'],
    ['', '2026-03-06'],
    ['2026-03-06', ''],
    ['', ''],
    ['2026-3-6', '2026-03-06'],
    ['20260306', '2026-03-06'],
    [' 2026-03-06', '2026-03-06'],
    ['2026-03-06T00:00', '2026-03-06'],
    ['not a date', '2026-03-06'],
    ['2026-03-06', 'not a date'],
    ['not a date', '2020-01-01'],
    ['2010-01-01', '2026-03-06'],
    ['2026-03-06', '2010-01-01'],
    ['1999-12-31', '2002-12-04'],
    ['1999-12-31', '2003-01-05'],
  ];

  it.each(periods)('reads %s to %s as the API does', (from, to) => {
    const parsed = logbookExportQuerySchema.safeParse({ from, to });
    expect(exportPeriodError(from, to)).toBe(
      parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.logbook.dateInvalid),
    );
  });

  it('takes a period of exportDaysMax days and refuses one a day longer', () => {
    expect(exportPeriodError('2023-02-01', '2026-02-04')).toBeNull();
    expect(exportPeriodError('2023-02-01', '2026-02-05')).toBe(messages.logbook.exportRangeTooLong);
  });
});
