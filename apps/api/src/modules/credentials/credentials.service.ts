import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AbnCheck } from '@trademate/shared/constants/abn';
import { credentialLimits } from '@trademate/shared/constants/credentials';
import { offersServices, type UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import type {
  AddLicenceInput,
  Business,
  Credentials,
  Licence,
  SetBusinessInput,
} from '@trademate/shared/schemas/credentials';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AbrClient } from './abr-client';
import {
  createCredentialsRepository,
  type BusinessRow,
  type LicenceRow,
} from './credentials.repository';

export { licenceSummariesOf } from './credentials.repository';

/** Who is asking: the signed-in account. */
export interface CredentialsOwner {
  id: string;
  userType: UserType;
}

function toBusiness(row: BusinessRow): Business {
  return {
    abn: row.abn,
    businessName: row.businessName,
    check: row.abnCheck,
    register:
      row.abnCheck === 'register' && row.registerStatus
        ? {
            entityName: row.registerEntityName ?? '',
            status: row.registerStatus,
            gstRegisteredFrom: row.gstRegisteredFrom,
          }
        : null,
    checkedAt: row.checkedAt.toISOString(),
  };
}

function toLicence(row: LicenceRow): Licence {
  return {
    _id: row.id,
    state: row.state,
    trade: row.trade,
    number: row.number,
    licenceClass: row.licenceClass,
    expiresOn: row.expiresOn,
  };
}

function abnFieldError(message: string): AppError {
  return new AppError('VALIDATION', message, [{ path: 'abn', message }]);
}

/**
 * ABNs and licences (decision 025). Tradies, free tradies and apprentices record them; their
 * profiles, directory cards and contact cards show them.
 */
export function createCredentialsService({
  db,
  abr,
  log,
}: {
  db: Db;
  abr: AbrClient;
  log: FastifyBaseLogger;
}) {
  const repository = createCredentialsRepository(db);

  function assertOffersServices(owner: CredentialsOwner, message: string) {
    if (!offersServices(owner.userType)) throw new AppError('FORBIDDEN', message);
  }

  async function getCredentials(userId: string): Promise<Credentials> {
    const [business, licences] = await Promise.all([
      repository.findBusiness(userId),
      repository.findLicences(userId),
    ]);
    return { business: business ? toBusiness(business) : null, licences: licences.map(toLicence) };
  }

  return {
    /** The signed-in professional's own ABN and licences. */
    async getOwn(owner: CredentialsOwner): Promise<Credentials> {
      assertOffersServices(owner, messages.business.professionalsOnly);
      return getCredentials(owner.id);
    },

    /** What a profile shows of someone's ABN and licences. */
    getPublic: getCredentials,

    /**
     * A professional's ABN (null without one) and whether it is registered for GST on `today`
     * (YYYY-MM-DD): the Business Register's record says from when. An ABN whose register record
     * could not be read counts as not registered. A written quote keeps both as they were when it
     * was sent (decision 062).
     */
    async taxStandingOn(
      userId: string,
      today: string,
      tx?: DbOrTx,
    ): Promise<{ abn: string | null; gstRegistered: boolean }> {
      const business = await repository.findBusiness(userId, tx);
      if (!business) return { abn: null, gstRegistered: false };
      const from = business.gstRegisteredFrom;
      return { abn: business.abn, gstRegistered: from !== null && from <= today };
    },

    /**
     * Saves the ABN after its check digits passed (the schema) and, when lookups are set up, the
     * register's record: a cancelled ABN or one the register does not know is refused. The lookup
     * runs before anything is written and outside any transaction: a slow register holds no lock.
     * When the register cannot be reached the ABN is kept with its format checked, and says so.
     */
    async setBusiness(
      owner: CredentialsOwner,
      input: SetBusinessInput,
    ): Promise<{ business: Business; message: string }> {
      assertOffersServices(owner, messages.business.professionalsOnly);
      let check: AbnCheck = 'format';
      let record: {
        entityName: string;
        status: 'Active';
        gstRegisteredFrom: string | null;
      } | null = null;
      if (abr.isConfigured) {
        const lookup = await abr.lookUp(input.abn);
        if (lookup.outcome === 'found') {
          if (lookup.record.status === 'Cancelled') {
            throw abnFieldError(messages.business.abnCancelled);
          }
          check = 'register';
          record = { ...lookup.record, status: 'Active' };
        } else if (lookup.outcome === 'notFound') {
          throw abnFieldError(messages.business.abnNotOnRegister);
        } else {
          log.warn(
            { reason: lookup.reason },
            'Australian Business Register lookup failed: ABN kept with its format checked',
          );
          check = 'registerUnavailable';
        }
      }
      const row = await repository.upsertBusiness({
        userId: owner.id,
        abn: input.abn,
        businessName: input.businessName,
        abnCheck: check,
        registerEntityName: record?.entityName ?? null,
        registerStatus: record?.status ?? null,
        gstRegisteredFrom: record?.gstRegisteredFrom ?? null,
        checkedAt: new Date(),
      });
      return {
        business: toBusiness(row),
        message:
          check === 'registerUnavailable'
            ? messages.business.savedFormatOnly
            : messages.business.saved,
      };
    },

    async removeBusiness(owner: CredentialsOwner): Promise<void> {
      assertOffersServices(owner, messages.business.professionalsOnly);
      if (!(await repository.deleteBusiness(owner.id))) {
        throw notFound(messages.business.notFound);
      }
    },

    /**
     * Records a licence: at most `credentialLimits.licencesMax` per person (counted under a lock on
     * that person's licences, so two requests at once cannot pass it), each one once.
     */
    async addLicence(owner: CredentialsOwner, input: AddLicenceInput): Promise<Licence> {
      assertOffersServices(owner, messages.licences.professionalsOnly);
      return inTransaction(db, async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`licences:${owner.id}`}, 0))`,
        );
        if ((await repository.countLicences(owner.id, tx)) >= credentialLimits.licencesMax) {
          throw new AppError('CONFLICT', messages.licences.tooMany(credentialLimits.licencesMax));
        }
        const row = await repository.insertLicence({ userId: owner.id, ...input }, tx);
        if (!row) throw new AppError('CONFLICT', messages.licences.duplicate);
        return toLicence(row);
      });
    },

    /** Removes one of the asker's own licences; anyone else's is "not found". */
    async removeLicence(owner: CredentialsOwner, licenceId: string): Promise<void> {
      assertOffersServices(owner, messages.licences.professionalsOnly);
      if (!(await repository.deleteLicence(owner.id, licenceId))) {
        throw notFound(messages.licences.notFound);
      }
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
