import { and, eq, exists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blocks } from '../../db/schema/safety';

/**
 * Whether a block stands between two people, whoever made it, as a boolean column or condition:
 * other modules' queries keep blocked pairs apart with it (decision 027). Both directions read a
 * primary-key or `blocks_blocked_idx` entry.
 */
export function blockedBetween(tx: DbOrTx, a: SQLWrapper, b: SQLWrapper): SQL {
  return exists(
    tx
      .select({ one: sql`1` })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      ),
  );
}

/**
 * Everyone a block stands between `person` and, whoever made it, as an array computed once per
 * statement: `column <> all(peopleBlockedWith(…))` keeps a list's rows apart from them without
 * reading `blocks` again for every candidate row (on the embedded database each such read also
 * asks the file system for the table's size: a tenth of a feed page's time, decision 049).
 */
export function peopleBlockedWith(tx: DbOrTx, person: SQLWrapper): SQL {
  return sql`array(${tx
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, person))
    .unionAll(
      tx.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, person)),
    )})`;
}
