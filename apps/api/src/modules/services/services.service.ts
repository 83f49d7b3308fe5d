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
import type { Db } from '../../db/client';
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

export function createServicesService({ db }: { db: Db }) {
  const repository = createServicesRepository(db);

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
        repository.countProfessionalsByState(row.id),
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
