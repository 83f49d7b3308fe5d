import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { plans } from '../schema/plans';
import { services } from '../schema/services';
import { plansCatalogue } from './plans-catalogue';
import { seedBlog } from './seed-blog';
import { seedLogbookUnits } from './seed-logbook-units';
import { seedQuestionSets } from './seed-question-sets';
import { servicesCatalogue } from './services-catalogue';

/**
 * Reference data every environment needs, applied at a start whose catalogues changed
 * (`ensureReferenceData`, decision 077) and by the build to the embedded template. Upserting by
 * slug keeps it idempotent and lets a corrected description ship with a release, except to a
 * service the console changed, hid or merged; the first version of the trades' job questions goes
 * to a service that has none yet.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(services)
    .values(servicesCatalogue.map((service) => ({ ...service })))
    .onConflictDoUpdate({
      target: services.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        popularRank: sql`excluded.popular_rank`,
        updatedAt: sql`now()`,
      },
      // A service changed in the console (decision 037) is the operator's from then on.
      setWhere: sql`${services.editedByStaffAt} is null and (${services.name}, ${services.description}, ${services.icon}, ${services.popularRank})
        is distinct from (excluded.name, excluded.description, excluded.icon, excluded.popular_rank)`,
    });
  await seedQuestionSets(db);

  await seedLogbookUnits(db);

  await db
    .insert(plans)
    .values(plansCatalogue.map((plan) => ({ ...plan })))
    .onConflictDoNothing({ target: plans.code });
  await seedBlog(db);
}
