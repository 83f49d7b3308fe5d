import * as messages from '@trademate/shared/messages';
import {
  countPeriods,
  numbersDefaultPeriods,
  numbersMaxPeriods,
  numbersTimeZone,
  type NumbersPeriod,
} from '@trademate/shared/constants/numbers';
import type { NumbersReport } from '@trademate/shared/schemas/numbers';
import type { StateCode } from '@trademate/shared/constants/states';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createNumbersRepository } from './numbers.repository';

const m = messages.numbers;

const sydneyDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: numbersTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Sydney calendar day of an instant, YYYY-MM-DD. */
export function sydneyDate(instant: Date): string {
  return sydneyDay.format(instant);
}

/** A day `count` periods before `day` (YYYY-MM-DD): the same weekday, or the 1st of the month. */
function periodsBefore(period: NumbersPeriod, day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted =
    period === 'week'
      ? new Date(Date.UTC(year, month - 1, date - 7 * count))
      : new Date(Date.UTC(year, month - 1 - count, 1));
  return shifted.toISOString().slice(0, 10);
}

function rangeError(path: 'from' | 'to', message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}

/** The console's Numbers section (decision 036): per-period figures of the whole marketplace. */
export function createNumbersService({ db }: { db: Db }) {
  const repository = createNumbersRepository(db);

  return {
    /**
     * The figures of the periods from the one holding `from` to the one holding `to` (default: the
     * 12 periods ending with the current one), for one state or all.
     */
    async report(
      query: { period: NumbersPeriod; state?: StateCode; from?: string; to?: string },
      now: Date = new Date(),
    ): Promise<NumbersReport> {
      const { period } = query;
      const today = sydneyDate(now);
      const to = query.to ?? today;
      if (to > today) throw rangeError('to', m.rangeInFuture);
      const from = query.from ?? periodsBefore(period, to, numbersDefaultPeriods - 1);
      if (from > to) throw rangeError('from', m.rangeBackwards);
      const most = numbersMaxPeriods[period];
      if (countPeriods(period, from, to) > most)
        throw rangeError('from', m.rangeTooLong(`${most} ${period}s`));

      const range = { period, from, to, state: query.state ?? null, now };
      const [events, standing] = await Promise.all([
        repository.countEvents(range),
        repository.measureStanding(range),
      ]);
      const standingByStart = new Map(standing.map((row) => [row.start, row]));
      return {
        period,
        state: range.state,
        from,
        to,
        timeZone: numbersTimeZone,
        buckets: events.map((row) => {
          const held = standingByStart.get(row.start);
          const payingAtStart = held?.payingAtStart ?? 0;
          const churned = held?.churned ?? 0;
          return {
            start: row.start,
            signUps: {
              client: row.client,
              tradie: row.tradie,
              freeTradie: row.freeTradie,
              apprentice: row.apprentice,
            },
            jobsPosted: row.jobsPosted,
            jobsContacted: row.jobsContacted,
            hires: row.hires,
            completedJobs: row.completedJobs,
            reviews: row.reviews,
            medianHoursToFirstContact:
              row.medianHours === null ? null : Math.round(row.medianHours * 10) / 10,
            trialsStarted: row.trialsStarted,
            trialsConverted: row.trialsConverted,
            payingProfessionals: held?.payingAtEnd ?? 0,
            mrrCents: held?.mrrCents ?? 0,
            payingAtStart,
            churned,
            churnRate: payingAtStart === 0 ? null : churned / payingAtStart,
          };
        }),
      };
    },
  };
}

export type NumbersService = ReturnType<typeof createNumbersService>;
