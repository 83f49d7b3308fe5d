import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { logbookUnits } from '../../db/schema/logbook';
import { services } from '../../db/schema/services';

export type LogbookUnitRow = typeof logbookUnits.$inferSelect;

/** The units of competency as the console keeps them, every trade's, hidden ones too. */
export function createUnitsConsoleRepository(db: Db) {
  const withService = {
    unit: logbookUnits,
    serviceName: services.name,
  };

  return {
    /** Every unit with its trade's name, by trade then code; or the one unit `id`. */
    async findAll(tx: DbOrTx = db, id?: string) {
      return tx
        .select(withService)
        .from(logbookUnits)
        .innerJoin(services, eq(services.id, logbookUnits.serviceId))
        .where(id ? eq(logbookUnits.id, id) : undefined)
        .orderBy(asc(services.name), asc(logbookUnits.code), asc(logbookUnits.id));
    },

    async findForUpdate(id: string, tx: DbOrTx): Promise<LogbookUnitRow | undefined> {
      const [row] = await tx
        .select()
        .from(logbookUnits)
        .where(eq(logbookUnits.id, id))
        .for('update');
      return row;
    },

    /** The trade a unit would belong to: whether it exists, and whether it was merged away. */
    async findService(serviceId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: services.id, mergedIntoId: services.mergedIntoId })
        .from(services)
        .where(eq(services.id, serviceId));
      return row;
    },

    async insert(
      values: Pick<LogbookUnitRow, 'serviceId' | 'code' | 'title' | 'hiddenAt' | 'editedByStaffAt'>,
      tx: DbOrTx,
    ): Promise<LogbookUnitRow> {
      const [row] = await tx.insert(logbookUnits).values(values).returning();
      return row!;
    },

    async update(
      id: string,
      changes: Pick<
        LogbookUnitRow,
        'serviceId' | 'code' | 'title' | 'hiddenAt' | 'editedByStaffAt' | 'updatedAt'
      >,
      tx: DbOrTx,
    ): Promise<void> {
      await tx.update(logbookUnits).set(changes).where(eq(logbookUnits.id, id));
    },
  };
}
