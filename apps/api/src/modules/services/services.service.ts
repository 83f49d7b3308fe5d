import * as messages from '@trademate/shared/messages';
import type { ListServicesQuery, Service, ServicePage } from '@trademate/shared/schemas/services';
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
  return {
    async listServices(query: ListServicesQuery): Promise<ServicePage> {
      const { rows, total } = await repository.findPage(query);
      return toPage(rows.map(toService), total, query);
    },

    async getServiceById(id: string): Promise<Service> {
      const row = await repository.findById(id);
      if (!row) throw notFound(messages.services.notFound);
      return toService(row);
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
