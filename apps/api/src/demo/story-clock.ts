import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversations, messages } from '../db/schema/chats';
import { businessDetails, licences } from '../db/schema/credentials';
import { clientRecords, jobContacts, jobs } from '../db/schema/jobs';
import { logbookEntries, logbookEntryRevisions, logbookSupervisions } from '../db/schema/logbook';
import { notifications } from '../db/schema/notifications';
import { reviews } from '../db/schema/reviews';
import { subscriptions } from '../db/schema/subscriptions';
import { users } from '../db/schema/users';

export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export function daysAgo(days: number, extraMinutes = 0): Date {
  return new Date(Date.now() - days * DAY_MS + extraMinutes * MINUTE_MS);
}

export function minutesAfter(moment: Date, minutes: number): Date {
  return new Date(moment.getTime() + minutes * MINUTE_MS);
}

/**
 * The timestamp columns the story's steps write, table by table, with the column that names the
 * person whose row it is: only demo people's rows are moved.
 */
const storyTimestamps = [
  {
    table: users,
    person: users.id,
    columns: [users.createdAt, users.updatedAt, users.emailVerifiedAt],
  },
  {
    table: jobs,
    person: jobs.clientId,
    columns: [jobs.createdAt, jobs.updatedAt, jobs.hiredAt, jobs.completedAt, jobs.cancelledAt],
  },
  { table: jobContacts, person: jobContacts.tradieId, columns: [jobContacts.createdAt] },
  {
    table: conversations,
    person: conversations.starterId,
    columns: [
      conversations.createdAt,
      conversations.lastMessageAt,
      conversations.starterLastReadAt,
      conversations.recipientLastReadAt,
    ],
  },
  { table: messages, person: messages.senderId, columns: [messages.createdAt] },
  {
    table: notifications,
    person: notifications.userId,
    columns: [notifications.createdAt, notifications.readAt],
  },
  { table: reviews, person: reviews.clientId, columns: [reviews.createdAt, reviews.repliedAt] },
  { table: businessDetails, person: businessDetails.userId, columns: [businessDetails.checkedAt] },
  { table: licences, person: licences.userId, columns: [licences.createdAt] },
  // When the sign-up started a tradie's trial (the Numbers section counts trials by it); the
  // trial's period itself stays as the service set it, so the demo tradies can still work.
  { table: subscriptions, person: subscriptions.userId, columns: [subscriptions.createdAt] },
  { table: clientRecords, person: clientRecords.clientId, columns: [clientRecords.dueAt] },
  {
    table: logbookSupervisions,
    person: logbookSupervisions.apprenticeId,
    columns: [
      logbookSupervisions.requestedAt,
      logbookSupervisions.respondedAt,
      logbookSupervisions.endedAt,
      logbookSupervisions.remindedAt,
    ],
  },
  {
    table: logbookEntries,
    person: logbookEntries.apprenticeId,
    columns: [logbookEntries.createdAt, logbookEntries.updatedAt, logbookEntries.verifiedAt],
  },
  // A revision's apprentice is its entry's. A decided revision is never changed (decision 072):
  // the story decides none in a step of its own.
  {
    table: logbookEntryRevisions,
    person: sql`(select ${logbookEntries.apprenticeId} from ${logbookEntries} where ${logbookEntries.id} = ${logbookEntryRevisions.entryId})`,
    columns: [logbookEntryRevisions.submittedAt, logbookEntryRevisions.decidedAt],
  },
];

/** How long before a step started its rows may be stamped (the database's clock may lag a little). */
const CLOCK_SLACK_MS = MINUTE_MS;

/**
 * The demo happened over the past weeks, but the services stamp what they write with the present
 * (column defaults, `now()`, `new Date()`), as live requests need. `happenedAt(moment, step)` runs
 * one step of the story through the services, then moves every timestamp that step wrote on demo
 * people's rows back by the time between `moment` and the step's start: the step happened at
 * `moment`, its rows in the order the services wrote them. It changes timestamp columns only,
 * never what the services decided, and is the demo's one write of its own; giving every service a
 * clock for the demo's sake was the alternative (docs/decisions/018-demo-data-through-the-services.md).
 */
export function storyClock(db: Db, demoPeople: () => string[]) {
  return async function happenedAt<T>(moment: Date, step: () => Promise<T>): Promise<T> {
    const startedAt = Date.now();
    const since = new Date(startedAt - CLOCK_SLACK_MS).toISOString();
    if (moment.getTime() >= startedAt - CLOCK_SLACK_MS) {
      throw new Error(`A demo moment must lie in the past: ${moment.toISOString()}`);
    }
    const result = await step();
    const back = sql`${`${startedAt - moment.getTime()} milliseconds`}::interval`;
    // One array parameter, not one per person: the statement's text stays the same from step to
    // step, so the embedded database parses it once (decision 045).
    const people = sql.param(demoPeople());
    // One statement: an update of each table, as data-modifying parts of a WITH query.
    const updates = storyTimestamps.map(({ table, person, columns }, index) => {
      const moved = columns.map(
        (column) =>
          sql`${sql.identifier(column.name)} = case when ${column} >= ${since}::timestamptz then ${column} - ${back} else ${column} end`,
      );
      const touched = columns.map((column) => sql`${column} >= ${since}::timestamptz`);
      return sql`${sql.identifier(`moved_${index}`)} as (update ${table} set ${sql.join(moved, sql`, `)} where ${person} = any(${people}::uuid[]) and (${sql.join(touched, sql` or `)}) returning 1)`;
    });
    await db.execute(sql`with ${sql.join(updates, sql`, `)} select 1`);
    return result;
  };
}

/** Runs one step of the demo's story as if it happened at `moment` (see `storyClock`). */
export type HappenedAt = ReturnType<typeof storyClock>;
