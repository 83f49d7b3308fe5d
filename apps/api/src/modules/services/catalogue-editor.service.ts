import * as messages from '@trademate/shared/messages';
import type {
  ConsoleService,
  ConsoleServiceList,
  ServiceMergeResult,
  ServiceValues,
} from '@trademate/shared/schemas/services-admin';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { tablesChanged } from '../../lib/read-cache';
import type { AlertsService } from '../alerts/alerts.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { JobsService } from '../jobs/jobs.service';
import type { UsersService } from '../users/users.service';
import { createQuestionEditor } from './catalogue-editor.questions';
import { createCatalogueRepository, type ServiceRow } from './services.repository';

const m = messages.servicesAdmin;

type ServiceWithUse = Awaited<
  ReturnType<ReturnType<typeof createCatalogueRepository>['findAllWithUse']>
>[number];

function statusOf(row: ServiceRow): ConsoleService['status'] {
  if (row.mergedIntoId) return 'merged';
  return row.hiddenAt ? 'hidden' : 'shown';
}

function toConsoleService(entry: ServiceWithUse): ConsoleService {
  const { service } = entry;
  return {
    _id: service.id,
    slug: service.slug,
    name: service.name,
    description: service.description,
    icon: service.icon,
    status: statusOf(service),
    mergedInto:
      service.mergedIntoId && entry.mergedIntoName
        ? { _id: service.mergedIntoId, name: entry.mergedIntoName }
        : null,
    professionalCount: entry.professionalCount,
    jobCount: entry.jobCount,
    openJobCount: entry.openJobCount,
    updatedAt: service.updatedAt.toISOString(),
  };
}

/** A URL-safe key from a name: "Air Conditioning & Heating" → "air-conditioning-heating". */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'service';
}

function nameTaken(): AppError {
  return new AppError('CONFLICT', m.nameTaken, [{ path: 'name', message: m.nameTaken }]);
}

/**
 * The console's services catalogue (decision 037): add, edit, hide and show, and merge one service
 * into another, moving its professionals, jobs and muted alerts in the same transaction; and each
 * service's job questions in versions (decision 071). Every change marks the row as the
 * console's, so the reference data seeded at start leaves it alone, and is audited in its
 * transaction; the read caches hear of it from the tables' announcements.
 */
export function createCatalogueEditorService({
  db,
  audit,
  users,
  jobs,
  alerts,
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  users: Pick<UsersService, 'moveServiceHolders'>;
  jobs: Pick<JobsService, 'moveToService'>;
  alerts: Pick<AlertsService, 'moveMutedService'>;
}) {
  const repository = createCatalogueRepository(db);

  async function findOne(id: string, tx: DbOrTx = db): Promise<ConsoleService> {
    const [entry] = await repository.findAllWithUse(tx, id);
    if (!entry) throw notFound(m.notFound);
    return toConsoleService(entry);
  }

  /** The live service to change, locked for the transaction; a merged one never changes again. */
  async function lockLive(id: string, tx: DbOrTx): Promise<ServiceRow> {
    const row = await repository.findForUpdate(id, tx);
    if (!row) throw notFound(m.notFound);
    if (row.mergedIntoId) throw new AppError('CONFLICT', m.merged);
    return row;
  }

  async function saveUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    ...createQuestionEditor({ db, audit }),

    async list(): Promise<ConsoleServiceList> {
      return { items: (await repository.findAllWithUse()).map(toConsoleService) };
    },

    get: (id: string) => findOne(id),

    async add(actor: AuditActor, input: ServiceValues): Promise<ConsoleService> {
      return inTransaction(db, async (tx) => {
        if (await repository.nameTaken(input.name, null, tx)) throw nameTaken();
        // The slug is the seed's key: a merged or renamed service may hold this one already.
        const base = slugOf(input.name);
        let row: ServiceRow | undefined;
        for (let attempt = 1; !row && attempt <= 20; attempt += 1) {
          const slug = attempt === 1 ? base : `${base}-${attempt}`;
          row = await repository.insert(
            { ...input, slug, popularRank: null, editedByStaffAt: new Date() },
            tx,
          );
        }
        if (!row) throw nameTaken();
        await audit.record(
          actor,
          { action: 'service.add', recordType: 'service', recordId: row.id, details: input },
          tx,
        );
        tablesChanged(db, tx, 'services');
        return findOne(row.id, tx);
      });
    },

    async update(actor: AuditActor, id: string, input: ServiceValues): Promise<ConsoleService> {
      return inTransaction(db, async (tx) => {
        const before = await lockLive(id, tx);
        if (await repository.nameTaken(input.name, id, tx)) throw nameTaken();
        await saveUnique(() => repository.update(id, input, tx));
        await audit.record(
          actor,
          {
            action: 'service.update',
            recordType: 'service',
            recordId: id,
            details: {
              before: { name: before.name, description: before.description, icon: before.icon },
              after: input,
            },
          },
          tx,
        );
        tablesChanged(db, tx, 'services');
        return findOne(id, tx);
      });
    },

    /** Hidden: off the lists and the public page, refused for new jobs and new choices. */
    async setHidden(
      actor: AuditActor,
      id: string,
      hidden: boolean,
      reason: string,
    ): Promise<ConsoleService> {
      return inTransaction(db, async (tx) => {
        const row = await lockLive(id, tx);
        if (hidden && row.hiddenAt) throw new AppError('CONFLICT', m.alreadyHidden);
        if (!hidden && !row.hiddenAt) throw new AppError('CONFLICT', m.notHidden);
        await repository.update(id, { hiddenAt: hidden ? new Date() : null }, tx);
        await audit.record(
          actor,
          {
            action: hidden ? 'service.hide' : 'service.show',
            recordType: 'service',
            recordId: id,
            reason,
          },
          tx,
        );
        tablesChanged(db, tx, 'services');
        return findOne(id, tx);
      });
    },

    /**
     * Merges `id` into `intoId`: its professionals offer `intoId` (once each), its jobs are in
     * `intoId`, muted alerts follow, and `id` stays hidden as a pointer so old links and the seed
     * find where it went.
     */
    async merge(
      actor: AuditActor,
      id: string,
      intoId: string,
      reason: string,
    ): Promise<ServiceMergeResult> {
      if (id === intoId) {
        throw new AppError('VALIDATION', m.mergeIntoSelf, [
          { path: 'into', message: m.mergeIntoSelf },
        ]);
      }
      return inTransaction(db, async (tx) => {
        // Locked in id order, so two merges of the same pair cannot deadlock.
        const [first, second] = id < intoId ? [id, intoId] : [intoId, id];
        const rows = new Map<string, ServiceRow | undefined>();
        for (const key of [first, second]) rows.set(key, await repository.findForUpdate(key, tx));
        const from = rows.get(id);
        const into = rows.get(intoId);
        if (!from) throw notFound(m.notFound);
        if (from.mergedIntoId) throw new AppError('CONFLICT', m.merged);
        if (!into || into.mergedIntoId || into.hiddenAt) {
          throw new AppError('VALIDATION', m.mergeTargetUnavailable, [
            { path: 'into', message: m.mergeTargetUnavailable },
          ]);
        }
        const professionalsMoved = await users.moveServiceHolders(id, intoId, tx);
        const jobsMoved = await jobs.moveToService(id, intoId, tx);
        await alerts.moveMutedService(id, intoId, tx);
        await repository.repointMerged(id, intoId, tx);
        await repository.update(
          id,
          { mergedIntoId: intoId, hiddenAt: from.hiddenAt ?? new Date(), popularRank: null },
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'service.merge',
            recordType: 'service',
            recordId: id,
            reason,
            details: { into: intoId, intoName: into.name, professionalsMoved, jobsMoved },
          },
          tx,
        );
        tablesChanged(db, tx, 'services');
        return { service: await findOne(id, tx), professionalsMoved, jobsMoved };
      });
    },
  };
}

export type CatalogueEditorService = ReturnType<typeof createCatalogueEditorService>;
