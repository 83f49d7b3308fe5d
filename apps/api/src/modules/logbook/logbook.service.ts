import type { Db } from '../../db/client';
import type { PassRegistry } from '../../lib/background-passes';
import type { LogbookDeps } from './logbook.deps';
import { createLogbookEntries } from './logbook.entries';
import { createLogbookReadRepository } from './logbook.read.repository';
import { createLogbookReading } from './logbook.reading';
import { createLogbookReminders } from './logbook.reminders';
import { createLogbookRepository } from './logbook.repository';
import { createLogbookReview } from './logbook.review';
import { createLogbookSupervisions } from './logbook.supervisions';

export type { LogbookPerson } from './logbook.deps';

/** The services the logbook uses, as its plugin passes them. */
export type LogbookServiceOptions = Omit<LogbookDeps, 'repository' | 'reads'> & {
  db: Db;
  passes: PassRegistry;
};

/**
 * The apprentice's logbook (decision 072): links between an apprentice and the professionals who
 * supervise them, days of work recorded under an active link, verified or returned by the
 * supervisor with every revision kept as it was decided, the units of competency offered for new
 * entries, and the weekly reminder of waiting entries (the `logbookReminders` pass).
 */
export function createLogbookService({ passes, ...options }: LogbookServiceOptions) {
  const deps: LogbookDeps = {
    ...options,
    repository: createLogbookRepository(options.db),
    reads: createLogbookReadRepository(options.db),
  };
  const reading = createLogbookReading(deps);
  const reminders = createLogbookReminders({ ...deps, passes });
  return {
    listEntries: reading.listEntries,
    getEntry: reading.getEntry,
    listUnits: reading.listUnits,
    listSupervisorJobs: reading.listSupervisorJobs,
    ...createLogbookSupervisions(deps),
    ...createLogbookEntries({ ...deps, reading }),
    ...createLogbookReview({ ...deps, reading }),
    /** Works the reminders due at `now`. */
    sweepReminders: reminders.sweep,
  };
}

export type LogbookService = ReturnType<typeof createLogbookService>;
