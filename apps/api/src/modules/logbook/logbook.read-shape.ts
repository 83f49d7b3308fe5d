import type {
  LogbookEntry,
  LogbookEntryDetail,
  LogbookPersonRef,
  Supervision,
} from '@trademate/shared/schemas/logbook';
import type { LogbookEntrySnapshot } from '../../db/schema/logbook';
import type { EntryReadRow, SupervisionReadRow } from './logbook.read.repository';
import type { EntryRow, RevisionRow } from './logbook.repository';

/** A unit as an entry names it. */
export interface UnitRef {
  id: string;
  code: string;
  title: string;
}

/** The units and job titles an entry's revisions name, by id. */
export interface NamedRefs {
  units: ReadonlyMap<string, UnitRef>;
  jobTitles: ReadonlyMap<string, string>;
}

type PersonColumns = SupervisionReadRow['apprentice'];

function toPerson(person: PersonColumns): LogbookPersonRef {
  return {
    _id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    avatar: person.avatarPath,
  };
}

/** A person's name as the other side of a link reads it in a notification. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function toSupervision(row: SupervisionReadRow): Supervision {
  const { supervision } = row;
  return {
    _id: supervision.id,
    status: supervision.status,
    apprentice: toPerson(row.apprentice),
    supervisor: { ...toPerson(row.supervisor), businessName: row.businessName },
    requestedAt: supervision.requestedAt.toISOString(),
    respondedAt: supervision.respondedAt?.toISOString() ?? null,
    endedAt: supervision.endedAt?.toISOString() ?? null,
    pendingCount: row.pendingCount,
  };
}

/** What an entry row says now, as a revision keeps it. */
export function snapshotOf(entry: EntryRow): LogbookEntrySnapshot {
  return {
    workDate: entry.workDate,
    minutes: entry.minutes,
    site: entry.site,
    jobId: entry.jobId,
    tasks: entry.tasks,
    unitIds: entry.unitIds,
    level: entry.level,
    photos: entry.photos,
  };
}

/** Two revisions' content say the same: what "unchanged" compares. */
export function isSameContent(a: LogbookEntrySnapshot, b: LogbookEntrySnapshot): boolean {
  const written = (content: LogbookEntrySnapshot) =>
    JSON.stringify([
      content.workDate,
      content.minutes,
      content.site,
      content.jobId,
      content.tasks,
      content.unitIds,
      content.level,
      content.photos,
    ]);
  return written(a) === written(b);
}

/** Every unit and job a set of contents names (to read their names in one statement each). */
export function refsNamedBy(contents: readonly LogbookEntrySnapshot[]) {
  return {
    unitIds: [...new Set(contents.flatMap((content) => content.unitIds))],
    jobIds: [...new Set(contents.flatMap((content) => (content.jobId ? [content.jobId] : [])))],
  };
}

/** The content as people read it: the job and the units by name, in the order chosen. */
function toContent(content: LogbookEntrySnapshot, refs: NamedRefs, jobTitle?: string | null) {
  const title = content.jobId ? (jobTitle ?? refs.jobTitles.get(content.jobId)) : undefined;
  return {
    workDate: content.workDate,
    minutes: content.minutes,
    site: content.site,
    // A job deleted since is no longer named (its id went with it).
    job: content.jobId && title !== undefined ? { _id: content.jobId, title } : null,
    tasks: content.tasks,
    units: content.unitIds.flatMap((id) => {
      const unit = refs.units.get(id);
      return unit ? [{ _id: unit.id, code: unit.code, title: unit.title }] : [];
    }),
    level: content.level,
    photos: content.photos,
  };
}

export function toEntry(row: EntryReadRow, refs: NamedRefs): LogbookEntry {
  const { entry } = row;
  return {
    _id: entry.id,
    ...toContent(snapshotOf(entry), refs, row.jobTitle),
    apprentice: toPerson(row.apprentice),
    supervisor: toPerson(row.supervisor),
    supervisionId: entry.supervisionId,
    status: entry.status,
    revision: entry.revision,
    verifiedAt: entry.verifiedAt?.toISOString() ?? null,
    returnComment: entry.returnComment,
    wasVerified: row.wasVerified,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

export function toEntryDetail(
  row: EntryReadRow,
  revisions: readonly RevisionRow[],
  refs: NamedRefs,
): LogbookEntryDetail {
  return {
    ...toEntry(row, refs),
    history: revisions.map((revision) => ({
      ...toContent(revision.content, refs),
      revision: revision.revision,
      submittedAt: revision.submittedAt.toISOString(),
      outcome: revision.outcome,
      decidedAt: revision.decidedAt?.toISOString() ?? null,
      comment: revision.comment,
    })),
  };
}
