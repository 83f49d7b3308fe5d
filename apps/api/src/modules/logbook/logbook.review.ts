import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { LogbookEntryDetail } from '@trademate/shared/schemas/logbook';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { LogbookDeps, LogbookPerson } from './logbook.deps';
import { fullName } from './logbook.read-shape';
import type { EntryRow } from './logbook.repository';
import type { LogbookReading } from './logbook.reading';

const m = messages.logbook;

/**
 * The supervisor's side: verifying entries (one, or a week of several apprentices at once) and
 * returning one with a comment. The entries are locked before anything is checked, so an edit
 * racing a decision either lands first (and is what gets decided) or waits and becomes the next
 * revision. Every entry must be the supervisor's (404 for any other, as for an unknown id), under
 * a link still active (403) and waiting (409); otherwise nothing changes. The apprentice hears
 * once per request.
 */
export function createLogbookReview({
  db,
  repository,
  notifications,
  reading,
}: Pick<LogbookDeps, 'db' | 'repository' | 'notifications'> & {
  reading: Pick<LogbookReading, 'getEntry'>;
}) {
  /** The checks every decision makes on its locked entries, in the order of their answers. */
  async function checkDecidable(
    supervisorId: string,
    entries: readonly (EntryRow | undefined)[],
    asRead: Record<string, string> | undefined,
    tx: DbOrTx,
  ): Promise<EntryRow[]> {
    const found = entries.filter(
      (entry): entry is EntryRow => entry?.supervisorId === supervisorId,
    );
    if (found.length !== entries.length) throw notFound(m.entryNotFound);
    const links = await repository.holdSupervisions(
      [...new Set(found.map((entry) => entry.supervisionId))],
      tx,
    );
    if (links.some((link) => link.status !== 'active')) {
      throw new AppError('FORBIDDEN', m.supervisionNotActive);
    }
    if (found.some((entry) => entry.status !== 'pending')) {
      throw new AppError('CONFLICT', m.entryNotPending);
    }
    const changedSinceRead = (entry: EntryRow) => {
      const read = asRead?.[entry.id];
      return read !== undefined && Date.parse(read) !== entry.updatedAt.getTime();
    };
    if (found.some(changedSinceRead)) throw new AppError('CONFLICT', m.entryChangedMeanwhile);
    return found;
  }

  return {
    /**
     * Verifies the supervisor's waiting entries, all of them or none; `asRead` holds what the
     * supervisor read of each (its `updatedAt`), when the client sends it.
     */
    async verifyEntries(
      supervisor: LogbookPerson,
      entryIds: string[],
      asRead?: Record<string, string>,
    ): Promise<{ verified: number }> {
      const ids = [...new Set(entryIds)];
      const verified = await inTransaction(db, async (tx) => {
        const locked = await repository.lockEntries(ids, tx);
        const entries = await checkDecidable(
          supervisor.id,
          ids.map((id) => locked.find((entry) => entry.id === id)),
          asRead,
          tx,
        );
        const now = new Date();
        const changed = await repository.markVerified(ids, now, tx);
        const decided = await repository.decideRevisions(
          entries.map((entry) => ({ entryId: entry.id, revision: entry.revision })),
          { outcome: 'verified', decidedAt: now, decidedById: supervisor.id, comment: null },
          tx,
        );
        // Locked and checked as waiting: each entry and its revision change, or the request fails.
        if (changed.length !== ids.length || decided !== ids.length) {
          throw new Error('Verifying locked waiting entries changed fewer rows than asked');
        }
        const byApprentice = new Map<string, EntryRow[]>();
        for (const entry of entries) {
          byApprentice.set(entry.apprenticeId, [
            ...(byApprentice.get(entry.apprenticeId) ?? []),
            entry,
          ]);
        }
        await notifications.notifyMany(
          [...byApprentice].map(([apprenticeId, theirs]) => ({
            userId: apprenticeId,
            kind: 'logbook_reviewed' as const,
            title: m.notifyReviewed(theirs.length, 0),
            body: m.notifyBodies.verified(fullName(supervisor)),
            link:
              theirs.length === 1 ? paths.logbookEntry.href(theirs[0]!.id) : paths.logbook.href(),
          })),
          tx,
        );
        return changed.length;
      });
      return { verified };
    },

    /** Returns the supervisor's waiting entry to the apprentice, saying what to change. */
    async returnEntry(
      supervisor: LogbookPerson,
      id: string,
      comment: string,
      asRead?: string,
    ): Promise<LogbookEntryDetail> {
      await inTransaction(db, async (tx) => {
        const [entry] = await checkDecidable(
          supervisor.id,
          [await repository.lockEntry(id, tx)],
          asRead === undefined ? undefined : { [id]: asRead },
          tx,
        );
        const now = new Date();
        await repository.updateEntry(
          entry!.id,
          { status: 'returned', returnComment: comment, verifiedAt: null },
          tx,
        );
        await repository.decideRevisions(
          [{ entryId: entry!.id, revision: entry!.revision }],
          { outcome: 'returned', decidedAt: now, decidedById: supervisor.id, comment },
          tx,
        );
        await notifications.notify(
          {
            userId: entry!.apprenticeId,
            kind: 'logbook_reviewed',
            title: m.notifyReviewed(0, 1),
            body: m.notifyBodies.returned(fullName(supervisor), comment),
            link: paths.logbookEntry.href(entry!.id),
          },
          tx,
        );
      });
      return reading.getEntry(supervisor.id, id);
    },
  };
}
