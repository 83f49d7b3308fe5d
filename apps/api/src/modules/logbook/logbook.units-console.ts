import * as messages from '@trademate/shared/messages';
import type { z } from 'zod';
import type {
  LogbookUnit,
  LogbookUnitList,
  logbookUnitInputSchema,
} from '@trademate/shared/schemas/logbook';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import {
  createUnitsConsoleRepository,
  type LogbookUnitRow,
} from './logbook.units-console.repository';

const m = messages.logbook;

/** A unit as the console sends it, once the schema has trimmed it and defaulted `hidden`. */
export type LogbookUnitValues = z.output<typeof logbookUnitInputSchema>;

function toUnit(row: { unit: LogbookUnitRow; serviceName: string }): LogbookUnit {
  return {
    _id: row.unit.id,
    service: { _id: row.unit.serviceId, name: row.serviceName },
    code: row.unit.code,
    title: row.unit.title,
    hidden: row.unit.hiddenAt !== null,
  };
}

function fieldError(code: 'VALIDATION' | 'CONFLICT', path: string, message: string): AppError {
  return new AppError(code, message, [{ path, message }]);
}

/** What the audit log keeps of a unit, before and after a change. */
function auditedOf(unit: Pick<LogbookUnitRow, 'serviceId' | 'code' | 'title' | 'hiddenAt'>) {
  return {
    serviceId: unit.serviceId,
    code: unit.code,
    title: unit.title,
    hidden: unit.hiddenAt !== null,
  };
}

/**
 * The console's catalogue of units of competency (decision 072): every trade's units, hidden
 * ones too; add, edit, hide and show. Each change marks the row as the console's, so the
 * reference data seeded at start leaves it alone, and is audited in its transaction.
 */
export function createUnitsConsole({ db, audit }: { db: Db; audit: Pick<AuditService, 'record'> }) {
  const repository = createUnitsConsoleRepository(db);

  async function findOne(id: string, tx: DbOrTx = db): Promise<LogbookUnit> {
    const [row] = await repository.findAll(tx, id);
    if (!row) throw notFound(messages.logbookReports.unitNotFound);
    return toUnit(row);
  }

  /** A trade that exists and was not merged into another: 400 on its field otherwise. */
  async function assertLiveService(serviceId: string, tx: DbOrTx) {
    const service = await repository.findService(serviceId, tx);
    if (!service || service.mergedIntoId)
      throw fieldError('VALIDATION', 'serviceId', m.serviceRequired);
  }

  /** A second unit with the trade's code is a 409 on the code's field. */
  async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'code', m.unitCodeTaken);
      throw error;
    }
  }

  return {
    async list(): Promise<LogbookUnitList> {
      return { items: (await repository.findAll()).map(toUnit) };
    },

    async add(actor: AuditActor, input: LogbookUnitValues): Promise<LogbookUnit> {
      return inTransaction(db, async (tx) => {
        await assertLiveService(input.serviceId, tx);
        const now = new Date();
        const row = await uniqueCode(() =>
          repository.insert(
            {
              serviceId: input.serviceId,
              code: input.code,
              title: input.title,
              hiddenAt: input.hidden ? now : null,
              editedByStaffAt: now,
            },
            tx,
          ),
        );
        await audit.record(
          actor,
          {
            action: 'logbookUnit.add',
            recordType: 'logbookUnit',
            recordId: row.id,
            details: auditedOf(row),
          },
          tx,
        );
        return findOne(row.id, tx);
      });
    },

    /** Rewrites a unit; `hidden` hides it from new entries or offers it again. */
    async update(actor: AuditActor, id: string, input: LogbookUnitValues): Promise<LogbookUnit> {
      return inTransaction(db, async (tx) => {
        const before = await repository.findForUpdate(id, tx);
        if (!before) throw notFound(messages.logbookReports.unitNotFound);
        await assertLiveService(input.serviceId, tx);
        const now = new Date();
        const after = {
          serviceId: input.serviceId,
          code: input.code,
          title: input.title,
          // Hidden since when it was first hidden, not since this edit.
          hiddenAt: input.hidden ? (before.hiddenAt ?? now) : null,
        };
        await uniqueCode(() =>
          repository.update(id, { ...after, editedByStaffAt: now, updatedAt: now }, tx),
        );
        const wasHidden = before.hiddenAt !== null;
        await audit.record(
          actor,
          {
            action:
              wasHidden === input.hidden
                ? 'logbookUnit.update'
                : input.hidden
                  ? 'logbookUnit.hide'
                  : 'logbookUnit.show',
            recordType: 'logbookUnit',
            recordId: id,
            details: { before: auditedOf(before), after: auditedOf(after) },
          },
          tx,
        );
        return findOne(id, tx);
      });
    },
  };
}

export type UnitsConsole = ReturnType<typeof createUnitsConsole>;
