import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { createServicePool, insertJob, jobPostPayload } from '../../../test/job-fixtures';
import { apiClient } from '../../../test/api-client';
import type { SignedInStaff } from '../../../test/staff';
import { alertMutedServices } from '../../db/schema/alerts';
import { jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { auditLog } from '../../db/schema/staff';
import { userServices } from '../../db/schema/users';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const m = messages.servicesAdmin;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let admin: SignedInStaff;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  admin = await newAdmin();
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

const { asStaff, newAdmin, newSupport } = apiClient(app);

let serviceNumber = 0;
function newService(overrides: Record<string, unknown> = {}) {
  serviceNumber += 1;
  return {
    name: `Chimney sweep ${serviceNumber}`,
    description:
      'Chimney sweeps clean flues and fireplaces and check them for cracks and blockages.',
    icon: 'flame',
    ...overrides,
  };
}

async function publicNames(): Promise<string[]> {
  const response = await app().inject({ url: '/api/service?limit=100' });
  return response.json().data.items.map((item: { name: string }) => item.name);
}

async function auditRows(recordId: string) {
  return app().db.select().from(auditLog).where(eq(auditLog.recordId, recordId));
}

describe('the services catalogue in the console', () => {
  it('adds a service that clients and professionals can choose at once, and renames it', async () => {
    const before = await publicNames(); // fills the read cache of the public list
    const input = newService();
    const added = await asStaff(admin, 'POST', '/api/admin/services', input);
    expect(added.statusCode).toBe(201);
    const service = added.json().data;
    expect(added.json().message).toBe(m.added(input.name));
    expect(service).toMatchObject({
      name: input.name,
      slug: `chimney-sweep-${serviceNumber}`,
      status: 'shown',
      professionalCount: 0,
      jobCount: 0,
    });
    expect(before).not.toContain(input.name);
    expect(await publicNames()).toContain(input.name);

    const client = await createUser(app(), { userType: 'client' });
    const posted = await app().inject({
      method: 'POST',
      url: '/api/job',
      headers: { authorization: await signIn(app(), client) },
      payload: jobPostPayload(service._id),
    });
    expect(posted.statusCode).toBe(201);

    const renamed = await asStaff(admin, 'PUT', `/api/admin/services/${service._id}`, {
      ...input,
      name: 'Chimney and flue cleaning',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Chimney and flue cleaning', jobCount: 1 });
    const page = await app().inject({ url: `/api/service/${service._id}/overview` });
    expect(page.json().data.service.name).toBe('Chimney and flue cleaning');

    const actions = (await auditRows(service._id)).map((row) => row.action).sort();
    expect(actions).toEqual(['service.add', 'service.update']);
  });

  it("names a renamed service at once on the directory's cards, kept in memory until then", async () => {
    const added = await asStaff(admin, 'POST', '/api/admin/services', newService());
    const service = added.json().data;
    const tradie = await createUser(app(), { userType: 'tradie', serviceIds: [service._id] });
    const apprentice = await createUser(app(), { userType: 'apprentice' });
    const token = await signIn(app(), apprentice);
    const namesOnCard = async () => {
      const response = await app().inject({
        url: `/api/professional?serviceId=${service._id}`,
        headers: { authorization: token },
      });
      expect(response.statusCode).toBe(200);
      const card = response
        .json()
        .data.items.find((item: { _id: string }) => item._id === tradie.id);
      return card.services.map((ref: { name: string }) => ref.name);
    };
    expect(await namesOnCard()).toEqual([service.name]);

    const renamed = await asStaff(admin, 'PUT', `/api/admin/services/${service._id}`, {
      ...newService(),
      name: 'Flue inspections',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await namesOnCard()).toEqual(['Flue inspections']);
  });

  it('refuses a taken name in any case, bad fields and unknown services, changing nothing', async () => {
    const [taken] = await takeServices(1);
    const name = taken!.name.toUpperCase();
    const duplicate = await asStaff(admin, 'POST', '/api/admin/services', newService({ name }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(m.nameTaken);

    const bad = await asStaff(admin, 'POST', '/api/admin/services', {
      name: 'x',
      description: 'short',
      icon: 'not-an-icon',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((error: { path: string }) => error.path);
    expect(fields).toEqual(expect.arrayContaining(['name', 'description', 'icon']));

    const unknown = await asStaff(admin, 'PUT', `/api/admin/services/${UNKNOWN_ID}`, newService());
    expect(unknown.statusCode).toBe(404);
    const notAnId = await asStaff(admin, 'POST', '/api/admin/services/abc/hide', {
      reason: 'Duplicate trade',
    });
    expect(notAnId.statusCode).toBe(400);
    expect(await publicNames()).not.toContain(name);
  });

  it('hides a service from the site and the forms, keeps what uses it, and shows it again', async () => {
    const [service] = await takeServices(1);
    const tradie = await createUser(app(), { userType: 'tradie', serviceIds: [service!.id] });
    const client = await createUser(app(), { userType: 'client' });
    const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
    expect(await publicNames()).toContain(service!.name);

    const noReason = await asStaff(admin, 'POST', `/api/admin/services/${service!.id}/hide`, {});
    expect(noReason.statusCode).toBe(400);
    const hidden = await asStaff(admin, 'POST', `/api/admin/services/${service!.id}/hide`, {
      reason: 'Nobody offers it any more',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({
      status: 'hidden',
      professionalCount: 1,
      jobCount: 1,
    });
    expect(await publicNames()).not.toContain(service!.name);
    expect((await app().inject({ url: `/api/service/${service!.id}` })).statusCode).toBe(404);
    expect((await app().inject({ url: `/api/service/${service!.id}/overview` })).statusCode).toBe(
      404,
    );
    const again = await asStaff(admin, 'POST', `/api/admin/services/${service!.id}/hide`, {
      reason: 'Nobody offers it any more',
    });
    expect(again.statusCode).toBe(409);

    // No new job in it, and nobody new chooses it; a professional who offers it keeps it.
    const clientToken = await signIn(app(), client);
    const refusedJob = await app().inject({
      method: 'POST',
      url: '/api/job',
      headers: { authorization: clientToken },
      payload: jobPostPayload(service!.id),
    });
    expect(refusedJob.statusCode).toBe(400);
    const editedJob = await app().inject({
      method: 'PATCH',
      url: `/api/job/${job.id}`,
      headers: { authorization: clientToken },
      payload: jobPostPayload(service!.id, { title: 'Replace the kitchen mixer tap today' }),
    });
    expect(editedJob.statusCode).toBe(200);
    const [other] = await takeServices(1);
    const keeps = await app().inject({
      method: 'PATCH',
      url: '/api/user/updateProfile',
      headers: { authorization: await signIn(app(), tradie) },
      payload: { services: [service!.id, other!.id] },
    });
    expect(keeps.statusCode).toBe(200);
    const newcomer = await createUser(app(), { userType: 'tradie', serviceIds: [other!.id] });
    const refusedChoice = await app().inject({
      method: 'PATCH',
      url: '/api/user/updateProfile',
      headers: { authorization: await signIn(app(), newcomer) },
      payload: { services: [service!.id] },
    });
    expect(refusedChoice.statusCode).toBe(400);

    const shown = await asStaff(admin, 'POST', `/api/admin/services/${service!.id}/show`, {
      reason: 'Back by demand',
    });
    expect(shown.json().data.status).toBe('shown');
    expect(await publicNames()).toContain(service!.name);
    const reasons = (await auditRows(service!.id)).map((row) => [row.action, row.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['service.hide', 'Nobody offers it any more'],
        ['service.show', 'Back by demand'],
      ]),
    );
  });

  it('merges a service into another: professionals, jobs and muted alerts follow, old links lead on', async () => {
    const [from, into] = await takeServices(2);
    const both = await createUser(app(), {
      userType: 'tradie',
      serviceIds: [from!.id, into!.id],
    });
    const onlyFrom = await createUser(app(), { userType: 'freeTradie', serviceIds: [from!.id] });
    const client = await createUser(app(), { userType: 'client' });
    const first = await insertJob(app(), { clientId: client.id, serviceId: from!.id });
    const second = await insertJob(app(), { clientId: client.id, serviceId: from!.id });
    await app().db.insert(alertMutedServices).values({ userId: onlyFrom.id, serviceId: from!.id });
    // The service page of the target, read before the merge, is cached.
    const before = await app().inject({ url: `/api/service/${into!.id}/overview` });
    expect(before.json().data.openJobCount).toBe(0);

    const merged = await asStaff(admin, 'POST', `/api/admin/services/${from!.id}/merge`, {
      into: into!.id,
      reason: 'Same trade under two names',
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().message).toBe(m.mergedMessage(from!.name, into!.name, 2, 2));
    expect(merged.json().data).toMatchObject({
      professionalsMoved: 2,
      jobsMoved: 2,
      service: { status: 'merged', mergedInto: { _id: into!.id, name: into!.name } },
    });

    const offered = await app()
      .db.select({ userId: userServices.userId, serviceId: userServices.serviceId })
      .from(userServices)
      .where(eq(userServices.serviceId, into!.id));
    expect(offered.map((row) => row.userId).sort()).toEqual([both.id, onlyFrom.id].sort());
    const left = await app()
      .db.select()
      .from(userServices)
      .where(eq(userServices.serviceId, from!.id));
    expect(left).toEqual([]);
    const moved = await app()
      .db.select({ id: jobs.id, serviceId: jobs.serviceId })
      .from(jobs)
      .where(inArray(jobs.id, [first.id, second.id]));
    expect(moved.map((row) => row.serviceId)).toEqual([into!.id, into!.id]);
    const muted = await app()
      .db.select()
      .from(alertMutedServices)
      .where(eq(alertMutedServices.userId, onlyFrom.id));
    expect(muted.map((row) => row.serviceId)).toEqual([into!.id]);

    const after = await app().inject({ url: `/api/service/${into!.id}/overview` });
    expect(after.json().data.openJobCount).toBe(2);
    const oldLink = await app().inject({ url: `/api/service/${from!.id}` });
    expect(oldLink.json().data._id).toBe(into!.id);
    expect(await publicNames()).not.toContain(from!.name);

    // A merged service never changes again, and nothing merges into a hidden or merged one.
    const renameMerged = await asStaff(
      admin,
      'PUT',
      `/api/admin/services/${from!.id}`,
      newService(),
    );
    expect(renameMerged.statusCode).toBe(409);
    const [third] = await takeServices(1);
    const intoMerged = await asStaff(admin, 'POST', `/api/admin/services/${third!.id}/merge`, {
      into: from!.id,
      reason: 'Same trade under two names',
    });
    expect(intoMerged.statusCode).toBe(400);
    expect(intoMerged.json().message).toBe(m.mergeTargetUnavailable);
    const intoSelf = await asStaff(admin, 'POST', `/api/admin/services/${third!.id}/merge`, {
      into: third!.id,
      reason: 'Same trade under two names',
    });
    expect(intoSelf.statusCode).toBe(400);
    const [audit] = await auditRows(from!.id);
    expect(audit).toMatchObject({
      action: 'service.merge',
      reason: 'Same trade under two names',
      details: { into: into!.id, professionalsMoved: 2, jobsMoved: 2 },
    });
  });

  it('keeps the console changes when the reference data is applied again at the next start', async () => {
    const [renamed, hidden] = await takeServices(2);
    await asStaff(admin, 'PUT', `/api/admin/services/${renamed!.id}`, {
      ...newService(),
      name: `${renamed!.name} and more`,
    });
    await asStaff(admin, 'POST', `/api/admin/services/${hidden!.id}/hide`, {
      reason: 'Not a trade we list',
    });
    await seedReferenceData(app().db);
    const rows = await app().db.select().from(services);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(renamed!.id)?.name).toBe(`${renamed!.name} and more`);
    expect(byId.get(hidden!.id)?.hiddenAt).not.toBeNull();
  });

  it('is for admins: support staff, customers and visitors are refused', async () => {
    const support = await newSupport(admin);
    const customer = await createUser(app(), { userType: 'tradie' });
    const token = await signIn(app(), customer);
    const [service] = await takeServices(1);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/services', undefined],
      ['GET', `/api/admin/services/${service!.id}`, undefined],
      ['POST', '/api/admin/services', newService()],
      ['PUT', `/api/admin/services/${service!.id}`, newService()],
      ['POST', `/api/admin/services/${service!.id}/hide`, { reason: 'checking access' }],
      ['POST', `/api/admin/services/${service!.id}/show`, { reason: 'checking access' }],
      [
        'POST',
        `/api/admin/services/${service!.id}/merge`,
        { into: UNKNOWN_ID, reason: 'checking access' },
      ],
    ] as const) {
      expect((await asStaff(support, method, url, payload)).statusCode, url).toBe(403);
      expect((await asStaff(null, method, url, payload)).statusCode, url).toBe(401);
      const asCustomer = await app().inject({
        method,
        url,
        headers: { authorization: token, cookie: `token=${token}` },
        ...(payload ? { payload } : {}),
      });
      expect(asCustomer.statusCode, url).toBe(401);
    }
    expect(await publicNames()).toContain(service!.name);
  });
});
