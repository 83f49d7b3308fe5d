import type { FastifyInstance } from 'fastify';
import type { LogbookEntryStatus, LogbookLevel } from '@trademate/shared/constants/logbook';
import {
  logbookEntries,
  logbookEntryRevisions,
  logbookSupervisions,
  logbookUnits,
} from '../src/db/schema/logbook';

let unitNumber = 0;

/** A unit code no other test took: `TST<n>`, with what comes before it. */
export function freshUnitCode(prefix = 'TST'): string {
  unitNumber += 1;
  return `${prefix}${String(unitNumber).padStart(4, '0')}`;
}

/** What an entry says and where it stands; each field has a plain default. */
export interface EntryFacts {
  workDate: string;
  minutes: number;
  status?: LogbookEntryStatus;
  level?: LogbookLevel;
  unitIds?: string[];
  site?: string;
  tasks?: string;
  jobId?: string | null;
  verifiedAt?: Date;
  returnComment?: string;
}

/**
 * A logbook's rows straight in its tables, as the core logbook routes would have left them: a
 * supervision, units of competency, entries with their first revision and its outcome.
 */
export function logbookRows(app: () => FastifyInstance) {
  async function supervision(
    apprenticeId: string,
    supervisorId: string,
    status: 'active' | 'ended' = 'active',
  ) {
    const [row] = await app()
      .db.insert(logbookSupervisions)
      .values({
        apprenticeId,
        supervisorId,
        status,
        respondedAt: new Date(),
        endedAt: status === 'ended' ? new Date() : null,
      })
      .returning();
    return row!;
  }

  async function unit(serviceId: string, title: string, code = freshUnitCode()) {
    const [row] = await app()
      .db.insert(logbookUnits)
      .values({ serviceId, code, title })
      .returning();
    return row!;
  }

  /** Entries of one supervision, in two statements however many there are. */
  async function entries(
    link: { id: string; apprenticeId: string; supervisorId: string },
    many: EntryFacts[],
  ) {
    const written = many.map((facts) => {
      const status = facts.status ?? 'verified';
      const content = {
        workDate: facts.workDate,
        minutes: facts.minutes,
        site: facts.site ?? '',
        jobId: facts.jobId ?? null,
        tasks: facts.tasks ?? 'Set out and fixed wall framing to the plans.',
        unitIds: facts.unitIds ?? [],
        level: facts.level ?? 'supervised',
        photos: [],
      };
      const decidedAt =
        status === 'pending' ? null : (facts.verifiedAt ?? new Date(`${facts.workDate}T07:30:00Z`));
      const comment = status === 'returned' ? (facts.returnComment ?? 'Add the site.') : null;
      return { status, content, decidedAt, comment };
    });
    const rows = await app()
      .db.insert(logbookEntries)
      .values(
        written.map(({ status, content, decidedAt, comment }) => ({
          apprenticeId: link.apprenticeId,
          supervisionId: link.id,
          supervisorId: link.supervisorId,
          ...content,
          status,
          verifiedAt: status === 'verified' ? decidedAt : null,
          returnComment: comment,
        })),
      )
      .returning();
    await app()
      .db.insert(logbookEntryRevisions)
      .values(
        written.map(({ status, content, decidedAt, comment }, index) => ({
          entryId: rows[index]!.id,
          revision: 1,
          content,
          outcome: status === 'pending' ? null : status,
          decidedAt,
          decidedById: status === 'pending' ? null : link.supervisorId,
          comment,
        })),
      );
    return rows;
  }

  async function entry(
    link: { id: string; apprenticeId: string; supervisorId: string },
    facts: EntryFacts,
  ) {
    const [row] = await entries(link, [facts]);
    return row!;
  }

  return { supervision, unit, entry, entries };
}
