import type { Db, DbOrTx } from '../../db/client';
import { tickets } from '../../db/schema/tickets';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = Pick<
  typeof tickets.$inferInsert,
  'userId' | 'reason' | 'problemMessage'
>;

export function createTicketsRepository(db: Db) {
  return {
    async insertTicket(values: NewTicketRow, tx: DbOrTx = db): Promise<TicketRow> {
      const [row] = await tx.insert(tickets).values(values).returning();
      if (!row) throw new Error('Inserting a ticket returned no row');
      return row;
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
