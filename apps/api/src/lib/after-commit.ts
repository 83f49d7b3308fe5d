import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const pendingByTransaction = new WeakMap<object, Array<() => void>>();

/**
 * `db.transaction`, plus what `afterCommit` queued inside it, run once it has committed. A
 * transaction that throws (rolls back) runs none of it.
 */
export async function inTransaction<T>(db: Db, run: (tx: Transaction) => Promise<T>): Promise<T> {
  const pending: Array<() => void> = [];
  const result = await db.transaction(async (tx) => {
    pendingByTransaction.set(tx, pending);
    return run(tx);
  });
  for (const callback of pending) callback();
  return result;
}

/**
 * Runs `callback` once `tx` has committed: at once outside a transaction (the statement has
 * committed by itself). A transaction not opened by `inTransaction` is a programming error: its
 * callback would otherwise run before the commit, or after a rollback.
 */
export function afterCommit(tx: DbOrTx, callback: () => void): void {
  if (!(tx instanceof PgTransaction)) {
    callback();
    return;
  }
  const pending = pendingByTransaction.get(tx);
  if (!pending) throw new Error('afterCommit needs a transaction opened with inTransaction');
  pending.push(callback);
}
