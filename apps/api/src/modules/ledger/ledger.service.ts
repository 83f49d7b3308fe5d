import type { Db, DbOrTx } from '../../db/client';
import {
  createLedgerRepository,
  type LedgerEntryRow,
  type LedgerTransactionRow,
} from './ledger.repository';

/** One side of a movement: cents added to (positive) or taken from (negative) an account. */
export interface LedgerLeg {
  account: string;
  amountCents: number;
}

/** A movement of money as its module records it. */
export interface LedgerMovement {
  /** What happened: `charge`, `release`, `fee`, `refund`, `payout`, `adjustment`… */
  kind: string;
  /** The same key records the movement once, however often it is asked (a webhook redelivered). */
  idempotencyKey: string;
  /** What it belongs to (a job payment's id). */
  reference: string;
  memo?: string;
  legs: readonly LedgerLeg[];
}

export type LedgerMovementRecord = LedgerTransactionRow & { entries: LedgerEntryRow[] };

/** A movement that cannot be right: refused before anything is written. */
export class UnbalancedMovementError extends Error {
  override name = 'UnbalancedMovementError';
}

/**
 * The ledger (decision 063): every movement of money is a transaction of entries in cents that sum
 * to zero, written once and never changed (the tables refuse updates and deletes, and a deferred
 * trigger refuses a transaction that does not balance at commit). Balances are sums of entries,
 * never stored. Modules record movements inside the transaction of the change they come from.
 */
export function createLedgerService({ db }: { db: Db }) {
  const repository = createLedgerRepository(db);

  return {
    /**
     * Records a movement in `tx`. Returns whether it was new: a movement whose key was recorded
     * before is not recorded again.
     */
    async record(movement: LedgerMovement, tx: DbOrTx): Promise<{ recorded: boolean }> {
      const legs = movement.legs.filter((leg) => leg.amountCents !== 0);
      if (legs.length < 2) {
        throw new UnbalancedMovementError(`${movement.kind}: a movement needs two sides`);
      }
      for (const leg of legs) {
        if (!Number.isSafeInteger(leg.amountCents)) {
          throw new UnbalancedMovementError(`${movement.kind}: amounts are whole cents`);
        }
      }
      const total = legs.reduce((sum, leg) => sum + leg.amountCents, 0);
      if (total !== 0) {
        throw new UnbalancedMovementError(`${movement.kind}: its sides sum to ${total}, not 0`);
      }
      const row = await repository.insertTransaction(
        {
          kind: movement.kind,
          idempotencyKey: movement.idempotencyKey,
          reference: movement.reference,
          memo: movement.memo ?? '',
        },
        tx,
      );
      if (!row) return { recorded: false };
      await repository.insertEntries(
        legs.map((leg) => ({
          transactionId: row.id,
          account: leg.account,
          amountCents: leg.amountCents,
        })),
        tx,
      );
      return { recorded: true };
    },

    /** An account's balance: the sum of its entries (0 for an account with none). */
    async balanceOf(account: string, tx: DbOrTx = db): Promise<number> {
      return (await repository.sumByAccount([account], tx)).get(account) ?? 0;
    },

    /** Several accounts' balances, each present (0 for none). */
    async balancesOf(
      accounts: readonly string[],
      tx: DbOrTx = db,
    ): Promise<Record<string, number>> {
      const sums = await repository.sumByAccount(accounts, tx);
      return Object.fromEntries(accounts.map((account) => [account, sums.get(account) ?? 0]));
    },

    /** The accounts whose names start with `prefix`, with their balances. */
    balancesByPrefix: repository.sumByAccountPrefix,

    /** A reference's movements, oldest first, each with its entries. */
    history: repository.findByReference,

    /** Whether a movement with this key was recorded. */
    async wasRecorded(idempotencyKey: string, tx: DbOrTx = db): Promise<boolean> {
      return (await repository.findTransactionByKey(idempotencyKey, tx)) !== null;
    },

    /** The sum of every entry: zero in a sound ledger. */
    sumOfEverything: repository.sumOfEverything,
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
