import { logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type {
  LogbookEntry,
  LogbookEntryDetail,
  LogbookEntryValues,
} from '@trademate/shared/schemas/logbook';
import type { DbOrTx } from '../../db/client';
import type { LogbookEntrySnapshot } from '../../db/schema/logbook';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound, type FieldError } from '../../lib/app-error';
import type { LogbookDeps, LogbookPerson } from './logbook.deps';
import { isSameContent, snapshotOf } from './logbook.read-shape';
import type { LogbookReading } from './logbook.reading';

const m = messages.logbook;

/** The day `days` after `day` (both YYYY-MM-DD; `days` may be negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Refuses with every field error found, the first one's words as the message. */
function refuseIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);
}

/** A day worked is today or earlier, and at most two years back, in Australia's dates. */
function dayErrors(workDate: string, path: string, today: string): FieldError[] {
  if (workDate > today) return [{ path, message: m.workDateFuture }];
  if (workDate < addDays(today, -logbookLimits.daysBackMax)) {
    return [{ path, message: m.workDateTooOld }];
  }
  return [];
}

function contentOf(input: LogbookEntryValues): LogbookEntrySnapshot {
  return {
    workDate: input.workDate,
    minutes: input.minutes,
    site: input.site,
    jobId: input.jobId,
    tasks: input.tasks,
    unitIds: input.unitIds,
    level: input.level,
    photos: input.photos,
  };
}

/**
 * The apprentice's side of the logbook: days recorded under an active link (a week at once, in
 * one transaction with their first revisions), an entry rewritten (in place while it waits, as a
 * new revision once decided) and an entry deleted while never verified. What an entry names is
 * checked against who is asking: their link, their supervisor's jobs, the units offered, their
 * own photos.
 */
export function createLogbookEntries({
  db,
  repository,
  reads,
  uploadedFiles,
  reading,
}: Pick<LogbookDeps, 'db' | 'repository' | 'reads' | 'uploadedFiles'> & {
  reading: Pick<LogbookReading, 'getEntry' | 'readEntries'>;
}) {
  /**
   * What one entry names that the apprentice may not: a job their supervisor was not hired for,
   * a unit not offered (one the entry already names may stay), a photo not theirs.
   */
  async function namedErrors(
    apprenticeId: string,
    supervisorId: string,
    content: LogbookEntrySnapshot,
    prefix: string,
    kept: { unitIds: readonly string[]; photos: readonly string[] },
    tx: DbOrTx,
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    if (content.jobId && !(await reads.jobsHiredFor(supervisorId, [content.jobId], tx)).size) {
      errors.push({ path: `${prefix}jobId`, message: m.jobNotSupervisors });
    }
    const units = await repository.findUnits(content.unitIds, tx);
    const offered = new Set(
      units.filter((unit) => !unit.hiddenAt || kept.unitIds.includes(unit.id)).map((u) => u.id),
    );
    if (content.unitIds.some((id) => !offered.has(id))) {
      errors.push({ path: `${prefix}unitIds`, message: m.unitNotFound });
    }
    const added = content.photos.filter((photo) => !kept.photos.includes(photo));
    if (!(await uploadedFiles.areAllOwnedBy(apprenticeId, 'logbook_photo', added, tx))) {
      errors.push({ path: `${prefix}photos`, message: m.photoInvalid });
    }
    return errors;
  }

  return {
    /**
     * Records up to seven days under the apprentice's active links, each waiting for its
     * supervisor as revision 1; all of them or none.
     */
    async createEntries(
      apprentice: LogbookPerson,
      entries: LogbookEntryValues[],
    ): Promise<LogbookEntry[]> {
      const today = todayInAustralia();
      refuseIfAny(
        entries.flatMap((entry, index) =>
          dayErrors(entry.workDate, `entries.${index}.workDate`, today),
        ),
      );
      const ids = await inTransaction(db, async (tx) => {
        const links = await repository.holdSupervisions(
          [...new Set(entries.map((entry) => entry.supervisionId))],
          tx,
        );
        const errors: FieldError[] = [];
        for (const [index, entry] of entries.entries()) {
          const link = links.find((candidate) => candidate.id === entry.supervisionId);
          if (!link || link.apprenticeId !== apprentice.id || link.status !== 'active') {
            errors.push({ path: `entries.${index}.supervisionId`, message: m.notYourSupervisor });
            continue;
          }
          const none = { unitIds: [], photos: [] };
          const prefix = `entries.${index}.`;
          errors.push(
            ...(await namedErrors(
              apprentice.id,
              link.supervisorId,
              contentOf(entry),
              prefix,
              none,
              tx,
            )),
          );
        }
        refuseIfAny(errors);
        const rows = await repository.insertEntries(
          entries.map((entry) => ({
            ...contentOf(entry),
            apprenticeId: apprentice.id,
            supervisionId: entry.supervisionId,
            supervisorId: links.find((link) => link.id === entry.supervisionId)!.supervisorId,
          })),
          tx,
        );
        await repository.insertRevisions(
          rows.map((row) => ({ entryId: row.id, revision: 1, content: snapshotOf(row) })),
          tx,
        );
        return rows.map((row) => row.id);
      });
      return reading.readEntries(ids);
    },

    /**
     * Rewrites the apprentice's entry, under the same link while it is active: a waiting entry's
     * revision is rewritten; a verified or returned one gets the next revision, waiting again,
     * and the decided one stays as it was. The same content again is refused.
     */
    async updateEntry(
      apprentice: LogbookPerson,
      id: string,
      input: LogbookEntryValues,
    ): Promise<LogbookEntryDetail> {
      refuseIfAny(dayErrors(input.workDate, 'workDate', todayInAustralia()));
      await inTransaction(db, async (tx) => {
        const entry = await repository.lockEntry(id, tx);
        if (!entry || entry.apprenticeId !== apprentice.id) throw notFound(m.entryNotFound);
        if (input.supervisionId !== entry.supervisionId) {
          throw new AppError('VALIDATION', m.supervisorFixed, [
            { path: 'supervisionId', message: m.supervisorFixed },
          ]);
        }
        const [link] = await repository.holdSupervisions([entry.supervisionId], tx);
        if (link?.status !== 'active') throw new AppError('CONFLICT', m.supervisionNotActive);
        const content = contentOf(input);
        refuseIfAny(await namedErrors(apprentice.id, entry.supervisorId, content, '', entry, tx));
        if (isSameContent(content, snapshotOf(entry))) {
          throw new AppError('VALIDATION', m.unchanged);
        }
        if (entry.status === 'pending') {
          const rewritten = await repository.rewriteRevision(
            { entryId: entry.id, revision: entry.revision },
            content,
            tx,
          );
          // The entry's lock keeps its waiting revision undecided until this commits.
          if (!rewritten) throw new Error(`Entry ${entry.id} waits at a decided revision`);
          await repository.updateEntry(entry.id, content, tx);
          return;
        }
        const next = entry.revision + 1;
        await repository.insertRevisions([{ entryId: entry.id, revision: next, content }], tx);
        await repository.updateEntry(
          entry.id,
          { ...content, status: 'pending', revision: next, verifiedAt: null, returnComment: null },
          tx,
        );
      });
      return reading.getEntry(apprentice.id, id);
    },

    /** Deletes the apprentice's entry, with its revisions, unless a revision was ever verified. */
    async deleteEntry(apprentice: LogbookPerson, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const entry = await repository.lockEntry(id, tx);
        if (!entry || entry.apprenticeId !== apprentice.id) throw notFound(m.entryNotFound);
        if (entry.status === 'verified' || (await repository.wasEverVerified(entry.id, tx))) {
          throw new AppError('CONFLICT', m.entryCannotDelete);
        }
        await repository.deleteEntry(entry.id, tx);
      });
    },
  };
}
