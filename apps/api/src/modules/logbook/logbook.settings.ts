import type { LogbookSettings } from '@trademate/shared/schemas/logbook';
import type { DbOrTx } from '../../db/client';
import type { LogbookReportsRepository, LogbookSettingsRow } from './logbook.reports.repository';

/** An apprentice who never saved their settings: no target, hours not on their profile. */
export const defaultLogbookSettings: LogbookSettings = {
  targetHours: null,
  showVerifiedHours: false,
};

function toSettings(row: LogbookSettingsRow | undefined): LogbookSettings {
  if (!row) return defaultLogbookSettings;
  return { targetHours: row.targetHours, showVerifiedHours: row.showVerifiedHours };
}

/** The apprentice's own logbook choices: a target in hours, and whether their profile shows them. */
export function createLogbookSettings(repository: LogbookReportsRepository) {
  return {
    async get(apprenticeId: string, tx?: DbOrTx): Promise<LogbookSettings> {
      return toSettings(await repository.findSettings(apprenticeId, tx));
    },

    async save(apprenticeId: string, settings: LogbookSettings): Promise<LogbookSettings> {
      return toSettings(await repository.saveSettings(apprenticeId, settings));
    },
  };
}

export type LogbookSettingsUseCase = ReturnType<typeof createLogbookSettings>;
