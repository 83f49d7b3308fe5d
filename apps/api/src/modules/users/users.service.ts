import { isProfessional, offersServices } from '@trademate/shared/constants/users';
import type { SubscriptionStatus } from '@trademate/shared/constants/accounts';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { travelKm } from '@trademate/shared/constants/places';
import type { Me, UpdateProfileRequest } from '@trademate/shared/schemas/users';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { PlacesService } from '../places/places.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { createUsersRepository, type NewUserRow, type UserRow } from './users.repository';

const m = messages.account;

export function toMe(
  row: UserRow,
  services: { _id: string; name: string }[],
  subscriptionStatus: SubscriptionStatus,
): Me {
  return {
    _id: row.id,
    email: row.email,
    userType: row.userType,
    userVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatarPath,
    contactNumber: row.contactNumber,
    address: { state: row.state, city: row.city, postcode: row.postcode, suburb: row.suburb },
    travelKm: isProfessional(row.userType) ? (row.travelKm ?? travelKm.default) : null,
    bio: row.bio,
    services,
    hiringStatus: row.hiringStatus,
    subscriptionStatus,
    memberSince: row.createdAt.toISOString(),
  };
}

/** Accounts: the one place that writes users. Other modules call these functions. */
/** An address as a sign-up or a profile sends it: state and city, optionally a postcode and suburb. */
export interface AddressInput {
  state: UserRow['state'];
  city: string;
  postcode?: string;
  suburb?: string;
}

/** A new account's fields; its place comes from `address` (decision 023). */
export type NewUser = Omit<
  NewUserRow,
  'state' | 'city' | 'postcode' | 'suburb' | 'latitude' | 'longitude'
> & { address: AddressInput };

export function createUsersService({
  db,
  subscriptions,
  places,
}: {
  db: Db;
  subscriptions: SubscriptionsService;
  places: Pick<PlacesService, 'resolveAddress'>;
}) {
  const repository = createUsersRepository(db);

  async function assertServicesExist(
    serviceIds: string[],
    tx: DbOrTx = db,
    userId: string | null = null,
  ) {
    const unique = [...new Set(serviceIds)];
    if ((await repository.countChoosableServices(unique, userId, tx)) !== unique.length) {
      throw new AppError('VALIDATION', m.servicesUnknown, [
        { path: 'services', message: m.servicesUnknown },
      ]);
    }
    return unique;
  }

  return {
    findById: repository.findById,
    findByEmail: repository.findByEmail,
    /** Counts a professional's new review in their rating, in the review's transaction. */
    addRating: repository.addRating,
    /** A service merge (decision 037): its professionals offer the service it merged into. */
    moveServiceHolders: repository.moveServiceHolders,

    /**
     * Creates the account and its services in one transaction (the caller's, when given); null
     * when the email is taken.
     */
    async createUser(
      { address, ...values }: NewUser,
      serviceIds: string[],
      outerTx?: DbOrTx,
    ): Promise<UserRow | null> {
      const uniqueServiceIds = await assertServicesExist(serviceIds, outerTx);
      const place = await places.resolveAddress(address);
      const create = async (tx: DbOrTx) => {
        const professional = isProfessional(values.userType);
        const user = await repository.insertUser(
          {
            ...values,
            ...place,
            hiringStatus: professional ? 'available' : null,
            travelKm: professional ? (values.travelKm ?? travelKm.default) : null,
          },
          tx,
        );
        if (!user) return null;
        await repository.replaceServices(user.id, uniqueServiceIds, tx);
        if (user.userType === 'tradie') await subscriptions.startTrial(user.id, tx);
        return user;
      };
      return outerTx ? create(outerTx) : inTransaction(db, create);
    },

    /** A free tradie whose first payment was confirmed becomes a tradie, in the caller's transaction. */
    async promoteToTradie(userId: string, tx: DbOrTx = db): Promise<void> {
      const row = await repository.findById(userId, tx);
      if (row?.userType === 'freeTradie')
        await repository.update(userId, { userType: 'tradie' }, tx);
    },

    async markVerified(userId: string, tx: DbOrTx = db): Promise<void> {
      await repository.update(userId, { emailVerifiedAt: new Date() }, tx);
    },

    /** Takes a hidden review's rating out of a professional's counters, in the hiding's transaction. */
    removeRating: repository.removeRating,

    /**
     * Staff suspend an account (decision 031), in the caller's transaction: sign-in is refused and
     * its session tokens stop working. Null when it was suspended already (or does not exist).
     */
    async suspend(userId: string, reason: string, tx: DbOrTx): Promise<UserRow | null> {
      return (await repository.setSuspended(userId, { at: new Date(), reason }, tx)) ?? null;
    },

    /** Lifts a suspension; null when the account was not suspended. */
    async reinstate(userId: string, tx: DbOrTx): Promise<UserRow | null> {
      return (await repository.setSuspended(userId, null, tx)) ?? null;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await repository.update(userId, { passwordHash });
    },

    async setAvatar(userId: string, avatarPath: string): Promise<UserRow> {
      const row = await repository.update(userId, { avatarPath });
      if (!row) throw notFound(m.notFound);
      return row;
    },

    async getMe(userId: string): Promise<Me> {
      const row = await repository.findById(userId);
      if (!row) throw notFound(m.notFound);
      const [services, subscription] = await Promise.all([
        repository.findServices(userId),
        subscriptions.getCurrent(userId),
      ]);
      return toMe(row, services, subscription?.status ?? '');
    },

    async updateProfile(
      userId: string,
      userType: UserType,
      input: UpdateProfileRequest & { services?: string[] },
    ): Promise<Me> {
      const { address, services, travelKm: travel, ...fields } = input;
      if (travel !== undefined && !isProfessional(userType)) {
        throw new AppError('VALIDATION', messages.places.travelKmProfessionalsOnly, [
          { path: 'travelKm', message: messages.places.travelKmProfessionalsOnly },
        ]);
      }
      if (services !== undefined && !offersServices(userType)) {
        throw new AppError('VALIDATION', m.clientsOfferNoServices, [
          { path: 'services', message: m.clientsOfferNoServices },
        ]);
      }
      if (services !== undefined && services.length === 0) {
        throw new AppError('VALIDATION', m.servicesRequired, [
          { path: 'services', message: m.servicesRequired },
        ]);
      }
      const serviceIds =
        services === undefined ? undefined : await assertServicesExist(services, db, userId);
      const place = address ? await places.resolveAddress(address) : {};
      await inTransaction(db, async (tx) => {
        await repository.update(
          userId,
          { ...fields, ...place, ...(travel === undefined ? {} : { travelKm: travel }) },
          tx,
        );
        if (serviceIds) await repository.replaceServices(userId, serviceIds, tx);
      });
      return this.getMe(userId);
    },

    /**
     * Professionals (tradies and free tradies, verified) who offer the service and travel as far
     * as the point, nearest first, with their distance in km: whom a new job there concerns.
     */
    async listProfessionalsWithinReach(point: {
      serviceId: string;
      latitude: number;
      longitude: number;
    }) {
      return repository.findProfessionalsWithinReach(point);
    },

    async toggleHiringStatus(userId: string) {
      const row = await repository.toggleHiringStatus(userId);
      if (!row?.hiringStatus) throw new AppError('FORBIDDEN', m.hiringStatusProfessionalsOnly);
      return { hiringStatus: row.hiringStatus };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
