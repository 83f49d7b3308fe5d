import { gstIncludedCents } from '@trademate/shared/constants/plans';
import type { Plan } from '@trademate/shared/schemas/plans';
import type { Db } from '../../db/client';
import { createPlansRepository, type PlanRow } from './plans.repository';

export function toPlan(row: PlanRow): Plan {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    tier: row.tier,
    interval: row.interval,
    priceCents: row.priceCents,
    gstCents: gstIncludedCents(row.priceCents),
    description: row.description,
  };
}

export function createPlansService({ db }: { db: Db }) {
  const repository = createPlansRepository(db);
  return {
    async listPlans(): Promise<Plan[]> {
      return (await repository.findAll()).map(toPlan);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
