import type { LogbookTotals, VerifiedHours } from '@trademate/shared/schemas/logbook';
import type { LogbookPeriod, LogbookReportsRepository } from './logbook.reports.repository';
import type { LogbookSettingsUseCase } from './logbook.settings';

/**
 * The apprentice's hours in the period (every day when it has no ends): verified, waiting and
 * returned, then verified and waiting per unit, level, supervisor and month, each summed in SQL,
 * and the target they set.
 */
export function createLogbookTotals(
  repository: LogbookReportsRepository,
  settings: LogbookSettingsUseCase,
) {
  return {
    async totals(apprenticeId: string, period: LogbookPeriod): Promise<LogbookTotals> {
      const [byStatus, byUnit, byLevel, bySupervisor, byMonth, { targetHours }] = await Promise.all(
        [
          repository.sumByStatus(apprenticeId, period),
          repository.sumByUnit(apprenticeId, period),
          repository.sumByLevel(apprenticeId, period),
          repository.sumBySupervisor(apprenticeId, period),
          repository.sumByMonth(apprenticeId, period),
          settings.get(apprenticeId),
        ],
      );
      const minutesOf = (status: string) =>
        byStatus.find((row) => row.status === status)?.minutes ?? 0;
      return {
        verifiedMinutes: minutesOf('verified'),
        pendingMinutes: minutesOf('pending'),
        returnedMinutes: minutesOf('returned'),
        targetHours,
        byUnit: byUnit.map(({ id, code, title, verifiedMinutes, pendingMinutes }) => ({
          key: { _id: id, code, title },
          verifiedMinutes,
          pendingMinutes,
        })),
        byLevel: byLevel.map(({ level, verifiedMinutes, pendingMinutes }) => ({
          key: level,
          verifiedMinutes,
          pendingMinutes,
        })),
        bySupervisor: bySupervisor.map(({ id, verifiedMinutes, pendingMinutes, ...person }) => ({
          key: { _id: id, ...person },
          verifiedMinutes,
          pendingMinutes,
        })),
        byMonth: byMonth.map(({ month, verifiedMinutes, pendingMinutes }) => ({
          key: month,
          verifiedMinutes,
          pendingMinutes,
        })),
      };
    },

    /**
     * The verified hours per trade an apprentice's profile shows, or undefined when they chose not
     * to show them.
     */
    async verifiedHoursShown(apprenticeId: string): Promise<VerifiedHours | undefined> {
      const { showVerifiedHours } = await settings.get(apprenticeId);
      if (!showVerifiedHours) return undefined;
      const rows = await repository.sumVerifiedByService(apprenticeId);
      return rows.map(({ serviceId, name, minutes }) => ({
        service: { _id: serviceId, name },
        hours: minutes / 60,
      }));
    },
  };
}
