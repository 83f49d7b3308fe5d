import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { runMigrations } from '../migrate';
import { referenceDataState } from '../schema/reference-data';
import { services } from '../schema/services';
import { ensureReferenceData, referenceDataFingerprint } from './reference-data-state';
import { servicesCatalogue } from './services-catalogue';

describe('the reference data applied at start (decision 077)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await runMigrations(database);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  const serviceCount = async () => (await database.db.select({ n: count() }).from(services))[0]?.n;

  it('is written once, then left alone while the catalogues are the same', async () => {
    expect(await ensureReferenceData(database.db)).toBe(true);
    expect(await serviceCount()).toBe(servicesCatalogue.length);
    const [state] = await database.db.select().from(referenceDataState);
    expect(state?.fingerprint).toBe(referenceDataFingerprint());

    // A service removed behind the seed's back stays removed: the catalogues did not change.
    const [first] = servicesCatalogue;
    await database.db.delete(services).where(eq(services.slug, first!.slug));
    expect(await ensureReferenceData(database.db)).toBe(false);
    expect(await serviceCount()).toBe(servicesCatalogue.length - 1);
  });

  it('is written again once the catalogues differ from those it was written from', async () => {
    await database.db.update(referenceDataState).set({ fingerprint: 'an earlier release' });
    expect(await ensureReferenceData(database.db)).toBe(true);
    expect(await serviceCount()).toBe(servicesCatalogue.length);
    const states = await database.db.select().from(referenceDataState);
    expect(states).toEqual([expect.objectContaining({ fingerprint: referenceDataFingerprint() })]);
  });
});
