import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { referenceDataState } from '../schema/reference-data';
import { blogCatalogue } from './blog-catalogue';
import { logbookUnitsCatalogue } from './logbook-units-catalogue';
import { plansCatalogue } from './plans-catalogue';
import { seedReferenceData } from './seed-reference-data';
import { serviceQuestionsCatalogue } from './service-questions-catalogue';
import { servicesCatalogue } from './services-catalogue';

/**
 * What the reference data is written from: every catalogue `seedReferenceData` applies. A
 * release that corrects a description, adds a trade or an article changes it.
 */
export function referenceDataFingerprint(): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        servicesCatalogue,
        serviceQuestionsCatalogue,
        logbookUnitsCatalogue,
        plansCatalogue,
        blogCatalogue,
      }),
    )
    .digest('hex');
}

/**
 * Applies the reference data unless this database already holds what these catalogues give
 * (decision 077): a start of an unchanged release reads one row instead of upserting every
 * trade, plan and article. Answers whether it wrote. Two instances starting at once may both
 * write, as `seedReferenceData` allows.
 */
export async function ensureReferenceData(db: Db): Promise<boolean> {
  const fingerprint = referenceDataFingerprint();
  const [applied] = await db
    .select({ fingerprint: referenceDataState.fingerprint })
    .from(referenceDataState);
  if (applied?.fingerprint === fingerprint) return false;
  await seedReferenceData(db);
  await db
    .insert(referenceDataState)
    .values({ fingerprint })
    .onConflictDoUpdate({
      target: referenceDataState.id,
      set: { fingerprint, appliedAt: sql`now()` },
    });
  return true;
}
