import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
import type { AlertEvent } from '@trademate/shared/constants/notifications';
import { travelKm } from '@trademate/shared/constants/places';
import type { Db, DbOrTx } from '../../db/client';
import {
  alertMutedServices,
  alertPreferences,
  jobAlertFanouts,
  pendingAlertMails,
} from '../../db/schema/alerts';
import { jobs } from '../../db/schema/jobs';
import { insertRows, isAnyOf } from '../../db/fast-paths/set-based';
import { currentRequestId } from '../../lib/request-context';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';
import { backlogOf, type Backlog } from '../../lib/app-metrics';
import { boundingBox, distanceKm } from '../../lib/distance';
import { blockedBetween } from '../safety/safety.service';

export type PreferenceRow = typeof alertPreferences.$inferSelect;
export type PendingAlertRow = typeof pendingAlertMails.$inferSelect;
export type NewPendingAlertRow = typeof pendingAlertMails.$inferInsert;
export type FanoutRow = typeof jobAlertFanouts.$inferSelect;

/** Who an alert goes to: enough to choose the defaults and write the mail. */
export interface RecipientRow {
  id: string;
  email: string;
  firstName: string;
  userType: (typeof users.$inferSelect)['userType'];
  isVerified: boolean;
}

/** Preferences, muted services, the fan-out queue and the waiting mails; reads users and jobs. */
export function createAlertsRepository(db: Db) {
  return {
    async findRecipients(userIds: string[], tx: DbOrTx = db): Promise<RecipientRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          userType: users.userType,
          isVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        })
        .from(users)
        .where(isAnyOf(users.id, userIds));
    },

    async findPreferences(userIds: string[], tx: DbOrTx = db): Promise<PreferenceRow[]> {
      if (userIds.length === 0) return [];
      return tx.select().from(alertPreferences).where(isAnyOf(alertPreferences.userId, userIds));
    },

    async upsertPreferences(
      rows: Array<Pick<PreferenceRow, 'userId' | 'event' | 'email' | 'push'>>,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(alertPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [alertPreferences.userId, alertPreferences.event],
          set: {
            email: sql`excluded.email`,
            push: sql`excluded.push`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** The services the user offers, with whether they alert (not muted). */
    async findOfferedServices(
      userId: string,
      tx: DbOrTx = db,
    ): Promise<Array<{ id: string; name: string; alerts: boolean }>> {
      return tx
        .select({
          id: services.id,
          name: services.name,
          alerts: sql<boolean>`${alertMutedServices.serviceId} is null`,
        })
        .from(userServices)
        .innerJoin(services, eq(services.id, userServices.serviceId))
        .leftJoin(
          alertMutedServices,
          and(
            eq(alertMutedServices.userId, userServices.userId),
            eq(alertMutedServices.serviceId, userServices.serviceId),
          ),
        )
        .where(eq(userServices.userId, userId))
        .orderBy(asc(services.name));
    },

    async replaceMutedServices(userId: string, serviceIds: string[], tx: DbOrTx): Promise<void> {
      await tx.delete(alertMutedServices).where(eq(alertMutedServices.userId, userId));
      if (serviceIds.length > 0)
        await tx
          .insert(alertMutedServices)
          .values(serviceIds.map((serviceId) => ({ userId, serviceId })));
    },

    /** A service merge (decision 037): who muted `fromId` has `intoId` muted instead. */
    async moveMutedService(fromId: string, intoId: string, tx: DbOrTx): Promise<void> {
      await tx
        .insert(alertMutedServices)
        .select(
          tx
            .select({
              userId: alertMutedServices.userId,
              serviceId: sql`${intoId}::uuid`.as('service_id'),
            })
            .from(alertMutedServices)
            .where(eq(alertMutedServices.serviceId, fromId)),
        )
        .onConflictDoNothing();
      await tx.delete(alertMutedServices).where(eq(alertMutedServices.serviceId, fromId));
    },

    async insertFanout(jobId: string, tx: DbOrTx): Promise<void> {
      await tx
        .insert(jobAlertFanouts)
        .values({ jobId, requestId: currentRequestId() })
        .onConflictDoNothing();
    },

    /** Takes the oldest unfinished fan-out no other sweeper holds, until `until`. */
    async claimFanout(now: Date, until: Date): Promise<FanoutRow | undefined> {
      const due = db
        .select({ jobId: jobAlertFanouts.jobId })
        .from(jobAlertFanouts)
        .where(
          and(
            isNull(jobAlertFanouts.doneAt),
            or(isNull(jobAlertFanouts.claimedUntil), lt(jobAlertFanouts.claimedUntil, now)),
          ),
        )
        .orderBy(asc(jobAlertFanouts.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobAlertFanouts)
        .set({ claimedUntil: until })
        .where(inArray(jobAlertFanouts.jobId, due))
        .returning();
      return row;
    },

    async advanceFanout(
      jobId: string,
      progress: { lastUserId: string | null; alerted: number; doneAt: Date | null },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(jobAlertFanouts)
        .set({
          lastUserId: progress.lastUserId,
          alerted: sql`${jobAlertFanouts.alerted} + ${progress.alerted}`,
          doneAt: progress.doneAt,
          claimedUntil: progress.doneAt ? null : jobAlertFanouts.claimedUntil,
        })
        .where(eq(jobAlertFanouts.jobId, jobId));
    },

    async findFanout(jobId: string): Promise<FanoutRow | undefined> {
      const [row] = await db.select().from(jobAlertFanouts).where(eq(jobAlertFanouts.jobId, jobId));
      return row;
    },

    /** The job a fan-out is about, with its service's name, while it is still open. */
    async findOpenJob(jobId: string) {
      const [row] = await db
        .select({
          id: jobs.id,
          clientId: jobs.clientId,
          serviceId: jobs.serviceId,
          serviceName: services.name,
          title: jobs.title,
          state: jobs.state,
          city: jobs.city,
          latitude: jobs.latitude,
          longitude: jobs.longitude,
          questionSetId: jobs.questionSetId,
          answers: jobs.answers,
        })
        .from(jobs)
        .innerJoin(services, eq(services.id, jobs.serviceId))
        .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open'), isNull(jobs.hiddenAt)));
      return row;
    },

    /**
     * The next `limit` professionals (and apprentices) a job alerts, in id order after `afterId`:
     * verified, available, offering the job's service without muting it, not its client nor kept
     * apart from it by a block, and in
     * its area: within their own travel distance of a job with a suburb (people without one: in
     * the job's state), in the job's state otherwise.
     */
    async findMatchingProfessionals(
      job: {
        serviceId: string;
        state: (typeof jobs.$inferSelect)['state'];
        clientId: string;
        latitude: number | null;
        longitude: number | null;
      },
      afterId: string | null,
      limit: number,
    ): Promise<string[]> {
      const inArea =
        job.latitude === null || job.longitude === null
          ? eq(users.state, job.state)
          : inTravelDistance({ latitude: job.latitude, longitude: job.longitude }, job.state);
      const rows = await db
        .select({ id: users.id })
        .from(userServices)
        .innerJoin(users, eq(users.id, userServices.userId))
        .where(
          and(
            eq(userServices.serviceId, job.serviceId),
            inArray(users.userType, ['tradie', 'freeTradie', 'apprentice']),
            sql`${users.emailVerifiedAt} is not null`,
            sql`${users.suspendedAt} is null`,
            sql`coalesce(${users.hiringStatus}, 'available') = 'available'`,
            inArea,
            ne(users.id, job.clientId),
            not(blockedBetween(db, users.id, sql`${job.clientId}::uuid`)),
            afterId ? gt(users.id, afterId) : undefined,
            sql`not exists (select 1 from ${alertMutedServices} where ${alertMutedServices.userId} = ${users.id} and ${alertMutedServices.serviceId} = ${job.serviceId})`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async insertPending(rows: NewPendingAlertRow[], tx: DbOrTx): Promise<void> {
      if (rows.length === 0) return;
      const requestId = currentRequestId();
      await insertRows(
        tx,
        pendingAlertMails,
        rows.map((row) => ({ requestId, ...row })),
      );
    },

    /** Whether a mail about this conversation already waits for the user (the batch to join). */
    async hasPendingFor(userId: string, conversationId: string, tx: DbOrTx): Promise<boolean> {
      const [row] = await tx
        .select({ id: pendingAlertMails.id })
        .from(pendingAlertMails)
        .where(
          and(
            eq(pendingAlertMails.userId, userId),
            eq(pendingAlertMails.conversationId, conversationId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Takes every waiting mail due at `now` that no other sweeper holds, until `until`. */
    async claimDuePending(now: Date, until: Date, limit: number): Promise<PendingAlertRow[]> {
      const due = db
        .select({ id: pendingAlertMails.id })
        .from(pendingAlertMails)
        .where(
          and(
            lte(pendingAlertMails.dueAt, now),
            or(isNull(pendingAlertMails.claimedUntil), lt(pendingAlertMails.claimedUntil, now)),
          ),
        )
        .orderBy(asc(pendingAlertMails.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(pendingAlertMails)
        .set({ claimedUntil: until })
        .where(inArray(pendingAlertMails.id, due))
        .returning();
    },

    /** The alert mails waiting (digests and chat mails, due or not) and the first due time. */
    async pendingMailsBacklog(now: Date): Promise<Backlog> {
      const [row] = await db
        .select({
          depth: count(),
          firstDue:
            sql<Date | null>`min(${pendingAlertMails.dueAt}) filter (where ${pendingAlertMails.dueAt} <= ${now})`.mapWith(
              pendingAlertMails.dueAt,
            ),
        })
        .from(pendingAlertMails);
      return backlogOf(row?.depth ?? 0, row?.firstDue ?? null, now);
    },

    /** The new jobs whose fan-out is not done, due since they were posted. */
    async fanOutsBacklog(now: Date): Promise<Backlog> {
      const [row] = await db
        .select({
          depth: count(),
          firstDue: sql<Date | null>`min(${jobAlertFanouts.createdAt})`.mapWith(
            jobAlertFanouts.createdAt,
          ),
        })
        .from(jobAlertFanouts)
        .where(isNull(jobAlertFanouts.doneAt));
      return backlogOf(row?.depth ?? 0, row?.firstDue ?? null, now);
    },

    async deletePending(ids: string[], tx: DbOrTx): Promise<void> {
      if (ids.length > 0)
        await tx.delete(pendingAlertMails).where(inArray(pendingAlertMails.id, ids));
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;

export type { AlertEvent };

/**
 * People whose travel distance (or the default) reaches the point, found through the box of the
 * longest distance anyone may travel; people without a suburb match by the job's state.
 */
function inTravelDistance(
  point: { latitude: number; longitude: number },
  state: (typeof jobs.$inferSelect)['state'],
) {
  const box = boundingBox({ ...point, km: travelKm.max });
  return or(
    and(
      sql`${users.latitude} between ${box.minLat} and ${box.maxLat}`,
      sql`${users.longitude} between ${box.minLon} and ${box.maxLon}`,
      sql`${distanceKm(users.latitude, users.longitude, point.latitude, point.longitude)} <= coalesce(${users.travelKm}, ${travelKm.default})`,
    ),
    and(sql`${users.latitude} is null`, eq(users.state, state)),
  );
}
