import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { logbookUnits } from '../schema/logbook';
import { services } from '../schema/services';
import { logbookUnitsCatalogue } from './logbook-units-catalogue';

/**
 * The reference units of competency (decision 072), applied at each start after the services.
 * Upserting by trade and code keeps it idempotent and lets a corrected title ship with a release,
 * except to a unit staff changed in the console, which is theirs from then on; a unit staff hid
 * stays hidden. A trade no longer in the catalogue (merged away in the console) gets none.
 */
export async function seedLogbookUnits(db: Db): Promise<void> {
  const slugs = [...new Set(logbookUnitsCatalogue.map((unit) => unit.serviceSlug))];
  const trades = await db
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(inArray(services.slug, slugs));
  const idOf = new Map(trades.map((trade) => [trade.slug, trade.id]));
  const rows = logbookUnitsCatalogue.flatMap((unit) => {
    const serviceId = idOf.get(unit.serviceSlug);
    return serviceId ? [{ serviceId, code: unit.code, title: unit.title }] : [];
  });
  if (rows.length === 0) return;
  await db
    .insert(logbookUnits)
    .values(rows)
    .onConflictDoUpdate({
      target: [logbookUnits.serviceId, logbookUnits.code],
      set: { title: sql`excluded.title`, updatedAt: sql`now()` },
      setWhere: sql`${logbookUnits.editedByStaffAt} is null and ${logbookUnits.title} is distinct from excluded.title`,
    });
}
