import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, testsOnPostgres, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createServicePool } from '../../../test/job-fixtures';
import { licences } from '../../db/schema/credentials';
import { users } from '../../db/schema/users';
import { distanceKm } from '../../lib/distance';
import { createDirectoryPagesRepository } from './directory.pages.repository';
import { personColumns } from './directory.person-columns';

/**
 * A directory page reads its rows from the driver and maps them by hand (`toPersonRow`, decision
 * 051). For the same people it must give exactly what Drizzle's query builder maps from the same
 * columns: every column, with and without each optional value, on both drivers.
 */

/** Where the viewer reads from: distances on the page are measured from here. */
const origin = { latitude: -42.8821, longitude: 147.3272 };

const databases = testsOnPostgres ? ['PostgreSQL', 'PGlite'] : ['PGlite'];

describe.each(databases)('a directory page read on the fast path, on %s', (database) => {
  let testApp: TestApp;
  const app = () => testApp.app;
  beforeAll(async () => {
    testApp = await buildTestApp(
      {},
      { embedded: database === 'PGlite', passes: ['push', 'payments'] },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The same people as Drizzle maps them, named by the same catalogue. */
  async function ormRead(ids: string[]) {
    const rows = await app()
      .db.select({
        ...personColumns,
        distanceKm: distanceKm(users.latitude, users.longitude, origin.latitude, origin.longitude),
      })
      .from(users)
      .where(inArray(users.id, ids));
    return app().serviceNames.name(rows);
  }

  /**
   * In a town of their own: a tradie with every optional part (a photo, a hiring status, reviews,
   * a place, two services, two licences) and a free tradie with none of them.
   */
  async function twoPeople() {
    const city = `Fastpath ${randomUUID().slice(0, 8)}`;
    const [first, second] = await createServicePool(app())(2);
    const full = await createUser(app(), {
      userType: 'tradie',
      state: 'TAS',
      city,
      serviceIds: [first!.id, second!.id],
    });
    const bare = await createUser(app(), {
      userType: 'freeTradie',
      state: 'TAS',
      city,
      serviceIds: [],
    });
    await app()
      .db.update(users)
      .set({
        avatarPath: '/uploads/avatars/full.webp',
        hiringStatus: 'available',
        bio: 'Licensed builder, twenty years on the island.',
        reviewCount: 3,
        ratingTotal: 13,
        latitude: -41.4332,
        longitude: 147.1441,
      })
      .where(eq(users.id, full.id));
    await app()
      .db.insert(licences)
      .values([
        {
          userId: full.id,
          state: 'TAS',
          trade: 'building',
          number: 'B-1',
          expiresOn: '2031-06-30',
        },
        {
          userId: full.id,
          state: 'VIC',
          trade: 'carpentry',
          number: 'C-2',
          licenceClass: 'Domestic',
          expiresOn: '2029-01-15',
        },
      ]);
    // No hiring status yet, as an account from before it was asked for.
    await app().db.update(users).set({ hiringStatus: null }).where(eq(users.id, bare.id));
    return { city, ids: [full.id, bare.id] };
  }

  it('gives each person of a page what Drizzle maps for the same columns', async () => {
    const { city, ids } = await twoPeople();
    const pages = createDirectoryPagesRepository(app().db, app().serviceNames);
    // One kind (one branch) and two kinds (branches merged), with and without a distance.
    for (const userTypes of [['tradie', 'freeTradie'], ['tradie'], ['freeTradie']] as const) {
      for (const from of [origin, undefined]) {
        const page = await pages.findPeoplePage(
          userTypes,
          { state: 'TAS', city },
          undefined,
          10,
          from,
        );
        expect(page).toHaveLength(userTypes.length);
        const orm = await ormRead(page.map((person) => person.id));
        for (const fast of page) {
          const expected = orm.find((person) => person.id === fast.id)!;
          expect(fast).toEqual({ ...expected, distanceKm: from ? expected.distanceKm : null });
        }
      }
    }
    // Both branches of each optional part were read.
    const [full, bare] = await ormRead(ids).then((rows) =>
      ids.map((id) => rows.find((row) => row.id === id)!),
    );
    expect(full).toMatchObject({ hiringStatus: 'available', avatarPath: expect.any(String) });
    expect(full!.services).toHaveLength(2);
    expect(full!.licences).toHaveLength(2);
    expect(full!.distanceKm).toBeGreaterThan(100);
    expect(full!.createdAt).toBeInstanceOf(Date);
    expect(bare).toMatchObject({
      hiringStatus: null,
      avatarPath: null,
      serviceIds: [],
      licences: [],
      distanceKm: null,
    });
  });
});
