import * as messages from '@trademate/shared/messages';
import type {
  LogbookEntriesQuery,
  LogbookEntry,
  LogbookEntryDetail,
  LogbookEntryPage,
  LogbookUnitList,
  SupervisionJobList,
} from '@trademate/shared/schemas/logbook';
import { logbookLimits } from '@trademate/shared/constants/logbook';
import type { DbOrTx } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/app-error';
import type { LogbookDeps, LogbookPerson } from './logbook.deps';
import type { EntryCursor, EntryReadRow } from './logbook.read.repository';
import {
  refsNamedBy,
  snapshotOf,
  toEntry,
  toEntryDetail,
  type NamedRefs,
} from './logbook.read-shape';
import type { RevisionRow } from './logbook.repository';

const m = messages.logbook;

/** Whether the person is the entry's apprentice or its supervisor: nobody else may read it. */
export function isPartyTo(row: Pick<EntryReadRow, 'entry'>, userId: string): boolean {
  return row.entry.apprenticeId === userId || row.entry.supervisorId === userId;
}

/** A day as the list's cursor carries it: midnight UTC of that day, with the entry's id. */
function encodeEntryCursor(cursor: EntryCursor): string {
  return encodeCursor({ createdAt: new Date(`${cursor.workDate}T00:00:00.000Z`), id: cursor.id });
}

function decodeEntryCursor(token: string | undefined): EntryCursor | undefined {
  const cursor = decodeCursor(token);
  return cursor && { workDate: cursor.createdAt.toISOString().slice(0, 10), id: cursor.id };
}

/**
 * Reading the logbook: a page of entries for the apprentice (their own) or for a supervisor (the
 * entries they were asked to verify, of every apprentice or of one), one entry with every
 * revision, and the units offered for new entries. To anyone else an entry does not exist.
 */
export function createLogbookReading({
  repository,
  reads,
}: Pick<LogbookDeps, 'repository' | 'reads'>) {
  /** The names of the units and jobs these rows' contents (and revisions) name. */
  async function namedRefs(
    rows: readonly EntryReadRow[],
    revisions: readonly RevisionRow[] = [],
    tx?: DbOrTx,
  ): Promise<NamedRefs> {
    const contents = [
      ...rows.map((row) => snapshotOf(row.entry)),
      ...revisions.map((revision) => revision.content),
    ];
    const { unitIds, jobIds } = refsNamedBy(contents);
    // The current content's job title comes with its row; only earlier revisions need theirs.
    const known = new Map(
      rows.flatMap((row) =>
        row.entry.jobId && row.jobTitle !== null ? [[row.entry.jobId, row.jobTitle] as const] : [],
      ),
    );
    const [units, read] = await Promise.all([
      repository.findUnits(unitIds, tx),
      reads.jobTitles(
        jobIds.filter((id) => !known.has(id)),
        tx,
      ),
    ]);
    const jobTitles = new Map([...known, ...read]);
    return { units: new Map(units.map((unit) => [unit.id, unit])), jobTitles };
  }

  return {
    /**
     * A page of entries, newest day first: an apprentice's own, a professional's to supervise
     * (`apprenticeId` narrows either to one apprentice).
     */
    async listEntries(user: LogbookPerson, query: LogbookEntriesQuery): Promise<LogbookEntryPage> {
      const reader =
        user.userType === 'apprentice' ? { apprenticeId: user.id } : { supervisorId: user.id };
      const rows = await reads.listEntries(
        reader,
        query,
        decodeEntryCursor(query.cursor),
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const refs = await namedRefs(page);
      const last = page.at(-1);
      return {
        items: page.map((row) => toEntry(row, refs)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeEntryCursor({ workDate: last.entry.workDate, id: last.entry.id })
            : null,
      };
    },

    /** One entry with every revision, newest first, for its apprentice and its supervisor. */
    async getEntry(userId: string, id: string): Promise<LogbookEntryDetail> {
      const [row] = await reads.readEntries([id]);
      if (!row || !isPartyTo(row, userId)) throw notFound(m.entryNotFound);
      const revisions = await reads.revisionsOf(id);
      return toEntryDetail(row, revisions, await namedRefs([row], revisions));
    },

    /** These entries, in the order of `ids`, as the person who just changed them reads them. */
    async readEntries(ids: string[]): Promise<LogbookEntry[]> {
      const rows = await reads.readEntries(ids);
      const refs = await namedRefs(rows);
      const byId = new Map(rows.map((row) => [row.entry.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toEntry(row, refs)] : [];
      });
    },

    /**
     * The jobs the link's supervisor was hired for, for its apprentice to name in an entry; to
     * anyone else the link does not exist.
     */
    async listSupervisorJobs(
      apprenticeId: string,
      supervisionId: string,
    ): Promise<SupervisionJobList> {
      const link = await reads.readSupervision(supervisionId);
      if (link?.supervision.apprenticeId !== apprenticeId) throw notFound(m.supervisionNotFound);
      const rows = await reads.jobsOfSupervisor(
        link.supervision.supervisorId,
        logbookLimits.supervisorJobsMax,
      );
      return {
        items: rows.map((row) => ({
          _id: row.id,
          title: row.title,
          place: `${row.suburb ?? row.city}, ${row.state}`,
          status: row.status,
          hiredAt: row.hiredAt?.toISOString() ?? null,
        })),
      };
    },

    /** The units offered for new entries: of one trade, or of the trades the person offers. */
    async listUnits(userId: string, serviceId: string | undefined): Promise<LogbookUnitList> {
      const rows = await reads.listUnits(serviceId ? { serviceId } : { userId });
      return {
        items: rows.map((row) => ({
          _id: row.id,
          service: { _id: row.serviceId, name: row.serviceName },
          code: row.code,
          title: row.title,
          hidden: false,
        })),
      };
    },
  };
}

export type LogbookReading = ReturnType<typeof createLogbookReading>;
