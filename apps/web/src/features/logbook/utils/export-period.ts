import { isIsoDate } from '@trademate/shared/constants/dates';
import { daysInPeriod, logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';

const m = messages.logbook;

/**
 * What is wrong with a period as `logbookExportQuerySchema` says it (its first message), or null
 * when it can be exported. Read without zod so the logbook's page comes without it (decision 097):
 * both days real dates, the period not ending before it starts, at most `exportDaysMax` days.
 * `export-period.test.ts` holds it to the schema.
 */
export function exportPeriodError(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return m.dateInvalid;
  if (from > to) return m.rangeInvalid;
  if (daysInPeriod(from, to) > logbookLimits.exportDaysMax) return m.exportRangeTooLong;
  return null;
}
