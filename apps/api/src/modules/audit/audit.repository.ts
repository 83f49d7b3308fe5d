import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/staff';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilters {
  staff?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
  /** From the start of this Sydney day. */
  from?: string;
  /** Up to the end of this Sydney day. */
  to?: string;
}

export function createAuditRepository(db: Db) {
  return {
    async insert(row: NewAuditRow, tx: DbOrTx): Promise<AuditRow> {
      const [inserted] = await tx.insert(auditLog).values(row).returning();
      return inserted!;
    },

    /** Newest first, `limit` rows after the cursor (an id). */
    async list(filters: AuditFilters, cursor: number | undefined, limit: number) {
      const conditions: (SQL | undefined)[] = [
        filters.staff ? ilike(auditLog.staffEmail, `%${filters.staff}%`) : undefined,
        filters.action ? eq(auditLog.action, filters.action) : undefined,
        filters.recordType ? eq(auditLog.recordType, filters.recordType) : undefined,
        filters.recordId ? eq(auditLog.recordId, filters.recordId) : undefined,
        filters.from
          ? gte(
              auditLog.createdAt,
              sql`(${filters.from}::date)::timestamp at time zone 'Australia/Sydney'`,
            )
          : undefined,
        filters.to
          ? lt(
              auditLog.createdAt,
              sql`(${filters.to}::date + 1)::timestamp at time zone 'Australia/Sydney'`,
            )
          : undefined,
        cursor !== undefined ? lt(auditLog.id, cursor) : undefined,
      ];
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },

    /** The rows written while answering one request (tests: every staff change has one). */
    async findByRequest(requestId: string): Promise<AuditRow[]> {
      return db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    },
  };
}
