import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { jobs } from '../src/db/schema/jobs';
import { services } from '../src/db/schema/services';
import type { TestUser } from './factories';

export type NewJob = typeof jobs.$inferInsert;

/**
 * Hands out seeded services no earlier call has had, so each test's jobs live in services of their
 * own and tests sharing a database never see each other's jobs in a feed.
 */
export function createServicePool(app: FastifyInstance) {
  let all: { id: string; name: string }[] | undefined;
  let next = 0;
  return async function takeServices(count: number) {
    all ??= await app.db
      .select({ id: services.id, name: services.name })
      .from(services)
      .orderBy(asc(services.name));
    const taken = all.slice(next, next + count);
    next += count;
    if (taken.length < count) throw new Error('takeServices: the seeded services ran out');
    return taken;
  };
}

/** What a client sends to post a job (`POST /api/job`), valid as it stands. */
export function jobPostPayload(
  serviceId: string,
  overrides: Partial<PostJobRequest> = {},
): PostJobRequest {
  return {
    service: serviceId,
    title: 'Replace a leaking hot water system',
    description: 'The 250 L electric hot water unit in the laundry is leaking from the base.',
    address: { state: 'VIC', city: 'Geelong' },
    budgetMin: 1500,
    budgetMax: 2500,
    timing: 'within_week',
    photos: [],
    consent: true,
    ...overrides,
  };
}

let jobNumber = 0;

/** A job straight in the database (the client's endpoints are built elsewhere), open by default. */
export async function insertJob(
  app: FastifyInstance,
  values: Pick<NewJob, 'clientId' | 'serviceId'> & Partial<NewJob>,
) {
  jobNumber += 1;
  const [row] = await app.db
    .insert(jobs)
    .values({
      title: `Job ${jobNumber}: replace the kitchen tap`,
      description: 'The mixer tap drips all night. Happy to supply the new tap.',
      state: 'QLD',
      city: 'Brisbane',
      budgetMin: 150,
      budgetMax: 400,
      timing: 'within_week',
      ...values,
    })
    .returning();
  return row!;
}

let address = 0;

/**
 * Signs in through the API from an address of its own, so the sign-in rate limit (per address)
 * never trips however many users a test file signs in.
 */
export async function signInFresh(app: FastifyInstance, user: TestUser): Promise<string> {
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.body}`);
  return response.json().data.token;
}
