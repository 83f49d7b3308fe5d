import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { inTransaction } from '../../lib/after-commit';
import type { PassRegistry } from '../../lib/background-passes';
import type { LogbookDeps } from './logbook.deps';

const m = messages.logbook;

/** A supervisor hears of a link's waiting entries at most this often. */
export const REMINDER_EVERY_MS = 7 * 24 * 60 * 60_000;
/** Links worked per transaction. */
export const REMINDERS_BATCH = 100;
/** How often each instance looks: a reminder may come an hour late. */
const REMINDERS_SWEEP_MS = 60 * 60_000;

export interface RemindersReport {
  /** Links whose supervisor was reminded. */
  reminded: number;
}

/**
 * The weekly reminder (decision 072), one background pass: for each active link with entries
 * waiting whose supervisor was never reminded or was last reminded a week ago or more, one
 * notification saying how many wait, and the link marked reminded, in one transaction per batch.
 * A batch claims its links with `for update skip locked`, so passes on several instances never
 * remind anyone twice.
 */
export function createLogbookReminders({
  db,
  repository,
  reads,
  notifications,
  passes,
}: Pick<LogbookDeps, 'db' | 'repository' | 'reads' | 'notifications'> & {
  passes: PassRegistry;
}) {
  async function runPass(now: Date): Promise<RemindersReport> {
    const cutoff = new Date(now.getTime() - REMINDER_EVERY_MS);
    let reminded = 0;
    for (;;) {
      const batch = await inTransaction(db, async (tx) => {
        const links = await repository.claimDueReminders(cutoff, REMINDERS_BATCH, tx);
        const [waiting, names] = await Promise.all([
          repository.countPendingOf(links, tx),
          reads.namesOf([...new Set(links.map((link) => link.apprenticeId))], tx),
        ]);
        await notifications.notifyMany(
          links.map((link) => ({
            userId: link.supervisorId,
            kind: 'logbook_pending' as const,
            title: m.notifyPending(waiting.get(link.id) ?? 0),
            body: m.notifyBodies.pending(names.get(link.apprenticeId) ?? ''),
            link: paths.logbookReview.href(),
          })),
          tx,
        );
        await repository.markReminded(
          links.map((link) => link.id),
          now,
          tx,
        );
        return links.length;
      });
      reminded += batch;
      if (batch < REMINDERS_BATCH) return { reminded };
    }
  }

  const pass = passes.register({
    name: 'logbookReminders',
    intervalMs: REMINDERS_SWEEP_MS,
    run: runPass,
    failureMessage: 'logbook reminders pass failed',
  });

  return {
    /** Reminds the supervisors due at `now` (tests pass another `now`). */
    sweep: pass.runDue,
  };
}
