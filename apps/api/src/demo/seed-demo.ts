import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { services } from '../db/schema/services';
import { users } from '../db/schema/users';
import { demoPeople } from './demo-people.data';
import { type DemoSignIn, demoSignIns } from './demo-sign-ins';
import type { DemoAccount, DemoStory } from './demo-story';
import { seedAccounts, seedCredentials } from './seed-accounts';
import { seedDirectMessages } from './seed-chats';
import { seedJobs } from './seed-jobs';
import { seedLogbook } from './seed-logbook';
import { seedPayments } from './seed-payments';
import { seedQuotes } from './seed-quotes';
import { storyClock } from './story-clock';

export {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  type DemoSignIn,
  formatDemoSignIns,
} from './demo-sign-ins';

/** Whether the database holds no accounts at all: a brand-new embedded database. */
export async function isEmptyOfUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Believable demo data for a newcomer: clients, tradies, free tradies and apprentices in every
 * state, jobs in every status, conversations, notifications and reviews. Told through the
 * services, as the people would have caused it over the past weeks, so everything (notifications
 * included) reads as it would live. Idempotent: when the demo accounts exist already it changes
 * nothing and returns their sign-ins.
 *
 * The people, their jobs and the enquiries' first messages are tables (`demo-people.data.ts`,
 * `demo-jobs.data.ts`, `demo-chats.data.ts`); each part of the story is told by its own file, in
 * this order: accounts and plans, credentials, jobs with their enquiries, direct messages, an
 * apprentice's logbook, written quotes, payments held on jobs.
 */
export async function seedDemoData(
  app: FastifyInstance,
): Promise<{ created: boolean; signIns: DemoSignIn[] }> {
  const { db } = app;
  const signIns = demoSignIns(demoPeople);
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(
      inArray(
        users.email,
        signIns.map((signIn) => signIn.email),
      ),
    );
  if ((existing?.n ?? 0) > 0) return { created: false, signIns };

  const serviceRows = await db.select({ id: services.id, slug: services.slug }).from(services);
  const accounts = new Map<string, DemoAccount>();
  const story: DemoStory = {
    app,
    happenedAt: storyClock(db, () => [...accounts.values()].map((account) => account.id)),
    accounts,
    accountOf: (firstName) => accounts.get(firstName)!,
    serviceId: (slug) => {
      const row = serviceRows.find((service) => service.slug === slug);
      if (!row) throw new Error(`Demo data names an unknown service: ${slug}`);
      return row.id;
    },
  };

  await seedAccounts(story);
  await seedCredentials(story);
  await seedJobs(story);
  await seedDirectMessages(story);
  // The logbook's story steps come before anything written as of today (the quotes, the
  // payments): a step moves back every demo row written in the minute before it began.
  await seedLogbook(story);
  await seedQuotes(story);
  await seedPayments(story);

  // Today's pass: asks what happened with jobs whose first contact is 14 days old, and counts
  // the clients' records professionals see on job cards.
  await app.jobOutcomes.sweep(new Date());

  return { created: true, signIns };
}
