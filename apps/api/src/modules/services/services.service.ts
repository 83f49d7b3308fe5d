import * as messages from '@trademate/shared/messages';
import { states } from '@trademate/shared/constants/states';
import {
  serviceOverviewJobLimit,
  type ListServicesQuery,
  type Service,
  type ServiceOverview,
  type ServicePage,
} from '@trademate/shared/schemas/services';
import { notFound } from '../../lib/app-error';
import { toPage } from '../../lib/paginate';
import type { ServiceRef } from '@trademate/shared/schemas/directory';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/services';
import type { CacheRegion } from '../../lib/read-cache';
import { createServicesRepository, type ServiceRow } from './services.repository';

export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon,
    popularRank: row.popularRank,
  };
}

/** How many professionals offer a service in each state that has any. */
export type ProfessionalCounts = Array<{ state: string; count: number }>;

/**
 * `professionalCounts`, when given, keeps each service's counts per state until people or their
 * services change (decision 079): a new or changed job then costs a page only its job queries.
 */
export function createServicesService({
  db,
  professionalCounts,
}: {
  db: Db;
  professionalCounts?: CacheRegion<ProfessionalCounts>;
}) {
  const repository = createServicesRepository(db);
  const countProfessionals = (serviceId: string) =>
    professionalCounts
      ? professionalCounts.get(serviceId, () => repository.countProfessionalsByState(serviceId))
      : repository.countProfessionalsByState(serviceId);

  /**
   * The service a public page shows for `id`: the one it was merged into, if it was (old links
   * keep working); none when the console hid it (decision 037).
   */
  async function findShown(id: string): Promise<ServiceRow> {
    let row = await repository.findById(id);
    if (row?.mergedIntoId) row = await repository.findById(row.mergedIntoId);
    if (!row || row.hiddenAt) throw notFound(messages.services.notFound);
    return row;
  }

  return {
    async listServices(query: ListServicesQuery): Promise<ServicePage> {
      const { rows, total } = await repository.findPage(query);
      return toPage(rows.map(toService), total, query);
    },

    /** The services whose pages are open to everyone, with when each last changed (the sitemap). */
    async listShownAddresses(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return repository.findShownAddresses(limit);
    },

    async getServiceById(id: string): Promise<Service> {
      return toService(await findShown(id));
    },

    /**
     * The public facts of a service's page: what it covers, how many professionals offer it in
     * each state, and its newest open jobs without anything that names the client.
     */
    async getServiceOverview(id: string): Promise<ServiceOverview> {
      const row = await findShown(id);
      const [byState, openJobs] = await Promise.all([
        countProfessionals(row.id),
        repository.findOpenJobs(row.id, serviceOverviewJobLimit),
      ]);
      const counts = new Map(byState.map(({ state, count }) => [state, count]));
      const professionalsByState = states.map((state) => ({
        state,
        count: counts.get(state) ?? 0,
      }));
      return {
        service: toService(row),
        professionalsByState,
        professionalCount: professionalsByState.reduce((sum, { count }) => sum + count, 0),
        openJobCount: openJobs.total,
        newestJobs: openJobs.rows.map((job) => ({
          _id: job.id,
          title: job.title,
          state: job.state,
          city: job.city,
          createdAt: job.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;

/** A service as a card names it, with its place in the catalogue's A to Z order. */
export interface NamedService {
  ref: ServiceRef;
  rank: number;
}

const byName = new Intl.Collator('en-AU');

/**
 * Every service by id, each with its place A to Z (a few dozen rows: the whole catalogue, merged
 * and hidden ones too): a card's services are then put in order by number, not compared by name.
 */
async function loadNames(db: Db): Promise<ReadonlyMap<string, NamedService>> {
  const rows = await db.select({ id: services.id, name: services.name }).from(services);
  rows.sort((a, b) => byName.compare(a.name, b.name));
  return new Map(rows.map((row, rank) => [row.id, { ref: { _id: row.id, name: row.name }, rank }]));
}

const byRank = (a: NamedService, b: NamedService) => a.rank - b.rank;

/**
 * The services' names, kept in memory until the database announces a change to the catalogue
 * (decision 049): a page of people then reads only each person's service ids, and naming them
 * costs no statement. Without `kept` (no cache) every call reads the catalogue.
 */
export function createServiceNames(db: Db, kept?: CacheRegion<ReadonlyMap<string, NamedService>>) {
  const names = () => (kept ? kept.get('all', () => loadNames(db)) : loadNames(db));
  return {
    /** Each row's `serviceIds` as services by name, A to Z, in one read of the catalogue at most. */
    async name<Row extends { serviceIds: string[] }>(
      rows: Row[],
    ): Promise<(Row & { services: ServiceRef[] })[]> {
      if (rows.length === 0) return [];
      let known = await names();
      // A service added since the names were read, whose announcement has not arrived yet.
      if (rows.some((row) => row.serviceIds.some((id) => !known.has(id))))
        known = await loadNames(db);
      // Set on the driver's own rows: copying each row to drop its ids cost more than naming.
      const named = rows as (Row & { services: ServiceRef[] })[];
      for (const row of named) {
        const found: NamedService[] = [];
        for (const id of row.serviceIds) {
          const service = known.get(id);
          if (service) found.push(service);
        }
        row.services = found.sort(byRank).map((service) => service.ref);
      }
      return named;
    },
  };
}

export type ServiceNames = ReturnType<typeof createServiceNames>;
