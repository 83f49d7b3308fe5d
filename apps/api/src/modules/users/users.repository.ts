import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { travelKm } from '@trademate/shared/constants/places';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { Db, DbOrTx } from '../../db/client';
import { tablesChanged } from '../../lib/read-cache';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';
import { boundingBox, distanceKm, withinReach } from '../../lib/distance';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserUpdate = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'contactNumber' | 'state' | 'city' | 'bio'>
>;

export function createUsersRepository(db: Db) {
  return {
    /** Adds one review's rating to a professional's counters, in the review's transaction. */
    async addRating(userId: string, rating: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({
          reviewCount: sql`${users.reviewCount} + 1`,
          ratingTotal: sql`${users.ratingTotal} + ${rating}`,
        })
        .where(eq(users.id, userId));
      tablesChanged(db, tx, 'users');
    },

    /** Takes one hidden review's rating out of a professional's counters. */
    async removeRating(userId: string, rating: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({
          reviewCount: sql`greatest(${users.reviewCount} - 1, 0)`,
          ratingTotal: sql`greatest(${users.ratingTotal} - ${rating}, 0)`,
        })
        .where(eq(users.id, userId));
      tablesChanged(db, tx, 'users');
    },

    /**
     * Suspends (with when and why) or reinstates (null) an account, only when that changes
     * something: undefined otherwise.
     */
    async setSuspended(
      id: string,
      suspension: { at: Date; reason: string } | null,
      tx: DbOrTx = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({
          suspendedAt: suspension?.at ?? null,
          suspensionReason: suspension?.reason ?? null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(users.id, id),
            suspension ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt),
          ),
        )
        .returning();
      if (row) tablesChanged(db, tx, 'users');
      return row;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Inserts unless the email is taken; undefined means taken. */
    async insertUser(values: NewUserRow, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
      if (row) tablesChanged(db, tx, 'users');
      return row;
    },

    /**
     * How many of `ids` can be chosen: shown services, and hidden ones `userId` already offers (a
     * profile saved again keeps them; decision 037).
     */
    async countChoosableServices(
      ids: string[],
      userId: string | null,
      tx: DbOrTx = db,
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const alreadyOffered = userId
        ? sql`exists (select 1 from ${userServices} where ${userServices.userId} = ${userId} and ${userServices.serviceId} = ${services.id})`
        : sql`false`;
      const [row] = await tx
        .select({ n: count() })
        .from(services)
        .where(
          and(
            inArray(services.id, ids),
            isNull(services.mergedIntoId),
            or(isNull(services.hiddenAt), alreadyOffered),
          ),
        );
      return row?.n ?? 0;
    },

    /** Everyone offering `fromId` offers `intoId` instead; how many offered `fromId`. */
    async moveServiceHolders(fromId: string, intoId: string, tx: DbOrTx): Promise<number> {
      await tx
        .insert(userServices)
        .select(
          tx
            .select({
              userId: userServices.userId,
              serviceId: sql`${intoId}::uuid`.as('service_id'),
            })
            .from(userServices)
            .where(eq(userServices.serviceId, fromId)),
        )
        .onConflictDoNothing();
      const moved = await tx
        .delete(userServices)
        .where(eq(userServices.serviceId, fromId))
        .returning({ userId: userServices.userId });
      tablesChanged(db, tx, 'user_services');
      return moved.length;
    },

    async replaceServices(userId: string, serviceIds: string[], tx: DbOrTx = db): Promise<void> {
      await tx.delete(userServices).where(eq(userServices.userId, userId));
      if (serviceIds.length) {
        await tx
          .insert(userServices)
          .values(serviceIds.map((serviceId) => ({ userId, serviceId })));
      }
      tablesChanged(db, tx, 'user_services');
    },

    async findServices(userId: string, tx: DbOrTx = db) {
      return tx
        .select({ _id: services.id, name: services.name })
        .from(userServices)
        .innerJoin(services, eq(services.id, userServices.serviceId))
        .where(eq(userServices.userId, userId))
        .orderBy(asc(services.name));
    },

    async update(
      id: string,
      values: Partial<NewUserRow>,
      tx: DbOrTx = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (row) tablesChanged(db, tx, 'users');
      return row;
    },

    /**
     * Verified professionals offering a service whose travel distance reaches a point, nearest
     * first. The box of the longest travel distance ranges over users_location_idx; each
     * professional's own distance is then checked exactly.
     */
    async findProfessionalsWithinReach(
      point: { serviceId: string; latitude: number; longitude: number },
      tx: DbOrTx = db,
    ) {
      const box = boundingBox({ ...point, km: travelKm.max });
      const distance = distanceKm(users.latitude, users.longitude, point.latitude, point.longitude);
      return tx
        .select({ id: users.id, userType: users.userType, distanceKm: distance })
        .from(users)
        .innerJoin(
          userServices,
          and(eq(userServices.userId, users.id), eq(userServices.serviceId, point.serviceId)),
        )
        .where(
          and(
            isNotNull(users.emailVerifiedAt),
            inArray(users.userType, [...professionalTypes]),
            withinReach(
              users.latitude,
              users.longitude,
              sql`coalesce(${users.travelKm}, ${travelKm.default})`,
            ),
          ),
        )
        .orderBy(distance)
        .execute({ ...box, lat: point.latitude, lon: point.longitude });
    },

    /** Flips available ↔ unavailable for a professional; undefined for anyone else. */
    async toggleHiringStatus(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .update(users)
        .set({
          hiringStatus: sql`case when ${users.hiringStatus} = 'available' then 'unavailable' else 'available' end`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), inArray(users.userType, [...professionalTypes])))
        .returning({ hiringStatus: users.hiringStatus });
      if (row) tablesChanged(db, tx, 'users');
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
