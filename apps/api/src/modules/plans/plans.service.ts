import { gstIncludedCents } from '@trademate/shared/constants/plans';
import type { Plan } from '@trademate/shared/schemas/plans';
import type { PlanRow, PlansRepository } from './plans.repository';

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

export function createPlansService(repository: PlansRepository) {
  return {
    async listPlans(): Promise<Plan[]> {
      return (await repository.findAll()).map(toPlan);
    },
  };
}
