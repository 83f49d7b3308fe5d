import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool } from '../../../test/job-fixtures';
import { logbookRows } from '../../../test/logbook-reports-fixtures';
import { services } from '../../db/schema/services';

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const { call, signedIn } = apiClient(app);
const rows = logbookRows(app);

/**
 * A carpentry and electrical apprentice (they offer both trades) with verified days naming units
 * of either trade, of both, or none, and days still waiting or returned.
 */
async function apprenticeScene() {
  const [carpentry, electrical, painting] = await takeServices(3);
  const apprentice = await signedIn('apprentice', {
    serviceIds: [carpentry!.id, electrical!.id],
  });
  const supervisor = await signedIn('tradie');
  const link = await rows.supervision(apprentice.id, supervisor.id);
  const framing = await rows.unit(carpentry!.id, 'Construct wall frames');
  const stairs = await rows.unit(carpentry!.id, 'Construct stairs');
  const wiring = await rows.unit(electrical!.id, 'Install wiring systems');
  const coating = await rows.unit(painting!.id, 'Apply paint by brush and roller');
  await rows.entries(link, [
    // Two carpentry units on one day: the day counts once for carpentry.
    { workDate: '2026-05-04', minutes: 480, unitIds: [framing.id, stairs.id] },
    // A carpentry unit and an electrical one: the day trained in both trades.
    { workDate: '2026-05-05', minutes: 420, unitIds: [stairs.id, wiring.id] },
    // A painting unit: a trade the apprentice does not offer still shows.
    { workDate: '2026-05-06', minutes: 90, unitIds: [coating.id] },
    // No unit: the apprentice's own trades.
    { workDate: '2026-05-07', minutes: 300 },
    { workDate: '2026-05-08', minutes: 600, status: 'pending', unitIds: [framing.id] },
    { workDate: '2026-05-09', minutes: 600, status: 'returned', unitIds: [wiring.id] },
  ]);
  const viewer = await signedIn('tradie');
  return {
    apprentice,
    viewer,
    carpentry: carpentry!,
    electrical: electrical!,
    painting: painting!,
  };
}

async function profileOf(apprenticeId: string, viewer: { token: string }) {
  const response = await call('GET', `/api/apprentice/${apprenticeId}`, viewer);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("an apprentice's verified hours on their profile", () => {
  it('are not on the profile until the apprentice chooses to show them', async () => {
    const scene = await apprenticeScene();
    const profile = await profileOf(scene.apprentice.id, scene.viewer);
    expect(profile).not.toHaveProperty('verifiedHours');

    await call('PUT', '/api/logbook/settings', scene.apprentice, {
      targetHours: 4_000,
      showVerifiedHours: false,
    });
    expect(await profileOf(scene.apprentice.id, scene.viewer)).not.toHaveProperty('verifiedHours');
  });

  it('count verified time per trade: its units’ trades, or the apprentice’s trades without one', async () => {
    const scene = await apprenticeScene();
    const saved = await call('PUT', '/api/logbook/settings', scene.apprentice, {
      targetHours: null,
      showVerifiedHours: true,
    });
    expect(saved.statusCode).toBe(200);
    const ref = (service: { id: string; name: string }) => ({
      _id: service.id,
      name: service.name,
    });
    // Carpentry: 8 + 7 + 5; electrical: 7 + 5; painting: 1.5.
    expect((await profileOf(scene.apprentice.id, scene.viewer)).verifiedHours).toEqual([
      { service: ref(scene.carpentry), hours: 20 },
      { service: ref(scene.electrical), hours: 12 },
      { service: ref(scene.painting), hours: 1.5 },
    ]);

    // A trade merged into another counts for the one it went into.
    await app()
      .db.update(services)
      .set({ mergedIntoId: scene.carpentry.id, hiddenAt: new Date() })
      .where(eq(services.id, scene.painting.id));
    expect((await profileOf(scene.apprentice.id, scene.viewer)).verifiedHours).toEqual([
      { service: ref(scene.carpentry), hours: 21.5 },
      { service: ref(scene.electrical), hours: 12 },
    ]);
  });

  it('are an empty list for an apprentice who shows them before any day is verified', async () => {
    const apprentice = await signedIn('apprentice');
    await call('PUT', '/api/logbook/settings', apprentice, {
      targetHours: null,
      showVerifiedHours: true,
    });
    const profile = await profileOf(apprentice.id, await signedIn('freeTradie'));
    expect(profile.verifiedHours).toEqual([]);
  });
});
