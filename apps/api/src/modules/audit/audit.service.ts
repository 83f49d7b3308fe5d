import type { AuditEntry, AuditPage, AuditQuery } from '@trademate/shared/schemas/staff';
import type { Db, DbOrTx } from '../../db/client';
import { createAuditRepository, type AuditRow } from './audit.repository';

/** Who did it and from where: the signed-in staff member and their request. */
export interface AuditActor {
  /** Null for the command line (the first admin). */
  staffId: string | null;
  staffEmail: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** What was done, to which record, and why. */
export interface AuditAction {
  action: string;
  recordType: string;
  recordId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    staffEmail: row.staffEmail,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The audit log (decision 030): append-only (a trigger refuses updates and deletes), written by
 * `record` in the transaction of the change it describes, so one never commits without the other.
 */
export function createAuditService({ db }: { db: Db }) {
  const repository = createAuditRepository(db);
  return {
    async record(actor: AuditActor, action: AuditAction, tx: DbOrTx): Promise<void> {
      await repository.insert(
        {
          staffId: actor.staffId,
          staffEmail: actor.staffEmail,
          ip: actor.ip,
          userAgent: actor.userAgent,
          requestId: actor.requestId,
          action: action.action,
          recordType: action.recordType,
          recordId: action.recordId ?? null,
          reason: action.reason ?? null,
          details: action.details ?? {},
        },
        tx,
      );
    },

    async list(query: AuditQuery & { limit: number }): Promise<AuditPage> {
      const cursor = query.cursor ? Number(query.cursor) : undefined;
      const rows = await repository.list(query, cursor, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(toEntry),
        nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
      };
    },

    findByRequest: repository.findByRequest,
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
