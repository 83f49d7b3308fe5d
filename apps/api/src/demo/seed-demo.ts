import { count, eq, inArray, sql } from 'drizzle-orm';
import { citiesByState, type StateCode } from '@trademate/shared/constants/states';
import type { FastifyInstance } from 'fastify';
import { userTypes, type UserType } from '@trademate/shared/constants/users';
import { paths } from '@trademate/shared/paths';
import type { Db } from '../db/client';
import { jobContacts, jobs } from '../db/schema/jobs';
import { reviews } from '../db/schema/reviews';
import { services } from '../db/schema/services';
import { subscriptions } from '../db/schema/subscriptions';
import { users } from '../db/schema/users';
import { inTransaction } from '../lib/after-commit';
import { hashPassword } from '../lib/passwords';

/** Every demo account signs in with this password; the seed prints it with the emails. */
export const DEMO_PASSWORD = 'trademate-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.trademate.com.au';

export interface DemoSignIn {
  userType: UserType;
  email: string;
  name: string;
  /** Printed beside the account when it shows something the first of its kind does not. */
  note?: string;
}

interface DemoPerson {
  firstName: string;
  lastName: string;
  userType: UserType;
  state: StateCode;
  cityIndex: number;
  services: string[];
  bio: string;
  hiringStatus?: 'available' | 'unavailable';
  /**
   * Tradies only: instead of the sign-up trial, a monthly plan paid twice in test mode and still
   * running, or one that was cancelled and ended a few days ago.
   */
  plan?: 'paid' | 'expired';
}

const people: DemoPerson[] = [
  // Clients: one or two per state.
  {
    firstName: 'Olivia',
    lastName: 'Bennett',
    userType: 'client',
    state: 'QLD',
    cityIndex: 0,
    services: [],
    bio: '',
  },
  {
    firstName: 'Jack',
    lastName: 'Murphy',
    userType: 'client',
    state: 'NSW',
    cityIndex: 0,
    services: [],
    bio: '',
  },
  {
    firstName: 'Chloe',
    lastName: 'Nguyen',
    userType: 'client',
    state: 'VIC',
    cityIndex: 0,
    services: [],
    bio: '',
  },
  {
    firstName: 'Liam',
    lastName: 'Kowalski',
    userType: 'client',
    state: 'SA',
    cityIndex: 0,
    services: [],
    bio: '',
  },
  {
    firstName: 'Amelia',
    lastName: 'Clarke',
    userType: 'client',
    state: 'WA',
    cityIndex: 0,
    services: [],
    bio: '',
  },
  {
    firstName: 'Noah',
    lastName: 'Fitzgerald',
    userType: 'client',
    state: 'TAS',
    cityIndex: 0,
    services: [],
    bio: '',
  },
  {
    firstName: 'Isla',
    lastName: 'Papadopoulos',
    userType: 'client',
    state: 'NSW',
    cityIndex: 2,
    services: [],
    bio: '',
  },
  {
    firstName: 'Ethan',
    lastName: 'Walsh',
    userType: 'client',
    state: 'QLD',
    cityIndex: 1,
    services: [],
    bio: '',
  },
  // Tradies on the Professional plan (a 14-day trial from sign-up).
  {
    firstName: 'Mick',
    lastName: 'Thompson',
    userType: 'tradie',
    state: 'QLD',
    cityIndex: 0,
    services: ['electrician', 'air-conditioning', 'solar-installer'],
    bio: 'Licensed electrician with 15 years across Brisbane homes and small businesses. Switchboards, lighting, split systems and solar.',
  },
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    userType: 'tradie',
    state: 'NSW',
    cityIndex: 0,
    services: ['plumber', 'gasfitter', 'bathroom-renovation'],
    bio: 'Plumbing and gasfitting in Sydney. Blocked drains, hot water and full bathroom renovations, on time and tidy.',
  },
  {
    firstName: 'Tom',
    lastName: "O'Brien",
    userType: 'tradie',
    state: 'VIC',
    cityIndex: 0,
    services: ['carpenter', 'decking', 'builder'],
    bio: 'Carpenter and registered builder. Decks, pergolas, extensions and everything in between around Melbourne.',
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    userType: 'tradie',
    state: 'SA',
    cityIndex: 0,
    services: ['painter', 'plasterer'],
    bio: 'Interior and exterior painting in Adelaide. Careful prep, clean lines, low-VOC paints.',
  },
  {
    firstName: 'Daniel',
    lastName: 'Kim',
    userType: 'tradie',
    state: 'WA',
    cityIndex: 0,
    services: ['landscaper', 'gardener', 'fencer'],
    bio: 'Perth landscaping: reticulation, turf, retaining walls and native gardens that survive summer.',
  },
  {
    firstName: 'Hannah',
    lastName: 'Moore',
    userType: 'tradie',
    state: 'TAS',
    cityIndex: 0,
    services: ['roofer', 'guttering', 'handyman'],
    bio: 'Roof repairs, restorations and gutter guards in Hobart. Fully insured, free quotes.',
  },
  {
    firstName: 'Lachlan',
    lastName: 'Reid',
    userType: 'tradie',
    state: 'NSW',
    cityIndex: 1,
    services: ['electrician', 'security-system-installer', 'antenna-installer'],
    bio: 'Electrician on the coast. Security cameras, alarms, antennas and data points.',
    hiringStatus: 'unavailable',
  },
  {
    firstName: 'Grace',
    lastName: 'Tran',
    userType: 'tradie',
    state: 'QLD',
    cityIndex: 2,
    services: ['cleaner', 'rubbish-removal', 'pest-control'],
    bio: 'End-of-lease and regular cleaning with a licensed pest control add-on.',
  },
  {
    firstName: 'Kate',
    lastName: 'Sullivan',
    userType: 'tradie',
    state: 'QLD',
    cityIndex: 2,
    services: ['painter', 'plasterer'],
    bio: 'Residential repaints on the Sunshine Coast. Weatherboards, decks and feature walls.',
    plan: 'paid',
  },
  {
    firstName: 'Ryan',
    lastName: 'Costa',
    userType: 'tradie',
    state: 'VIC',
    cityIndex: 1,
    services: ['plumber', 'gasfitter'],
    bio: 'Plumber and gasfitter in Geelong and the Surf Coast. Hot water, leaks and gas appliances.',
    plan: 'expired',
  },
  // Free tradies.
  {
    firstName: 'Ben',
    lastName: 'Wilson',
    userType: 'freeTradie',
    state: 'VIC',
    cityIndex: 1,
    services: ['handyman', 'painter'],
    bio: 'Handyman for the small jobs: flat-pack, patching, painting and odd jobs.',
  },
  {
    firstName: 'Zara',
    lastName: 'Ahmed',
    userType: 'freeTradie',
    state: 'NSW',
    cityIndex: 0,
    services: ['tiler', 'waterproofing'],
    bio: 'Wall and floor tiling, waterproofing to Australian Standards.',
  },
  {
    firstName: 'Jordan',
    lastName: 'Lee',
    userType: 'freeTradie',
    state: 'QLD',
    cityIndex: 0,
    services: ['electrician', 'appliance-repair'],
    bio: 'Appliance repairs and small electrical jobs around Brisbane.',
  },
  // Apprentices.
  {
    firstName: 'Ruby',
    lastName: 'Campbell',
    userType: 'apprentice',
    state: 'QLD',
    cityIndex: 0,
    services: ['electrician'],
    bio: 'Second-year electrical apprentice looking for a host employer in Brisbane.',
  },
  {
    firstName: 'Oscar',
    lastName: 'Hughes',
    userType: 'apprentice',
    state: 'NSW',
    cityIndex: 0,
    services: ['plumber'],
    bio: 'First-year plumbing apprentice, TAFE NSW, keen and reliable.',
  },
  {
    firstName: 'Mia',
    lastName: 'Schmidt',
    userType: 'apprentice',
    state: 'VIC',
    cityIndex: 0,
    services: ['carpenter'],
    bio: 'Carpentry apprentice with a white card and my own tools.',
  },
  {
    firstName: 'Leo',
    lastName: 'Martin',
    userType: 'apprentice',
    state: 'WA',
    cityIndex: 0,
    services: ['landscaper'],
    bio: 'Landscaping apprentice in Perth, available weekdays.',
  },
];

interface DemoJob {
  client: string;
  service: string;
  title: string;
  description: string;
  budget: [number, number];
  timing: 'asap' | 'within_week' | 'flexible' | 'date';
  /** Who contacted the client, by first name; the first of them is hired when the job moved on. */
  contactedBy: string[];
  status: 'open' | 'in_progress' | 'completed' | 'cancelled';
  review?: { rating: number; body: string; reply?: string };
  daysAgo: number;
}

const demoJobs: DemoJob[] = [
  {
    client: 'Olivia',
    service: 'electrician',
    title: 'Replace old switchboard with safety switches',
    description:
      'Our 1970s house still has ceramic fuses. Looking for a licensed electrician to replace the switchboard and add RCDs on all circuits.',
    budget: [1500, 2500],
    timing: 'within_week',
    contactedBy: ['Mick'],
    status: 'completed',
    review: {
      rating: 5,
      body: 'Mick explained everything, turned up on time and left the place spotless. Highly recommend.',
      reply: 'Thanks Olivia, a pleasure working with you!',
    },
    daysAgo: 20,
  },
  {
    client: 'Olivia',
    service: 'air-conditioning',
    title: 'Install split system in main bedroom',
    description:
      'Need a 3.5 kW reverse-cycle split system supplied and installed in the main bedroom, back-to-back with an external wall.',
    budget: [1800, 2600],
    timing: 'flexible',
    contactedBy: ['Mick'],
    status: 'in_progress',
    daysAgo: 6,
  },
  {
    client: 'Ethan',
    service: 'electrician',
    title: 'Add four power points to home office',
    description:
      'Home office needs four extra double power points and a data point. Single-storey brick home with good roof access.',
    budget: [400, 800],
    timing: 'asap',
    contactedBy: [],
    status: 'open',
    daysAgo: 1,
  },
  {
    client: 'Ethan',
    service: 'cleaner',
    title: 'End of lease clean, 3 bedroom townhouse',
    description:
      'End of lease clean for a 3 bedroom, 2 bathroom townhouse including carpets and windows. Needs to pass the bond inspection.',
    budget: [450, 700],
    timing: 'date',
    contactedBy: ['Grace'],
    status: 'open',
    daysAgo: 2,
  },
  {
    client: 'Jack',
    service: 'plumber',
    title: 'Hot water system leaking',
    description:
      'Electric hot water system in the laundry is leaking from the bottom. Probably needs replacing; happy to consider heat pump options.',
    budget: [1200, 3000],
    timing: 'asap',
    contactedBy: ['Priya'],
    status: 'completed',
    review: {
      rating: 4,
      body: 'Priya replaced the system the next day. Good advice on the heat pump rebate.',
    },
    daysAgo: 15,
  },
  {
    client: 'Jack',
    service: 'tiler',
    title: 'Retile small laundry floor',
    description:
      'Laundry floor is about 4 square metres. Old tiles need lifting, new waterproofing and porcelain tiles laid.',
    budget: [900, 1600],
    timing: 'flexible',
    contactedBy: [],
    status: 'open',
    daysAgo: 3,
  },
  {
    client: 'Isla',
    service: 'bathroom-renovation',
    title: 'Full bathroom renovation',
    description:
      'Gut and renovate a 1990s bathroom: new vanity, walk-in shower, floor-to-ceiling tiles and a heated towel rail.',
    budget: [15000, 25000],
    timing: 'flexible',
    contactedBy: ['Priya'],
    status: 'open',
    daysAgo: 4,
  },
  {
    client: 'Isla',
    service: 'security-system-installer',
    title: 'Install four security cameras',
    description:
      'Looking for four outdoor cameras with a recorder and phone app, covering the driveway, front door and backyard.',
    budget: [900, 1800],
    timing: 'within_week',
    contactedBy: [],
    status: 'cancelled',
    daysAgo: 12,
  },
  {
    client: 'Chloe',
    service: 'decking',
    title: 'Build a 20 m² hardwood deck',
    description:
      'Ground-level deck off the back door, about 5 by 4 metres, spotted gum or merbau, with two steps down to the lawn.',
    budget: [7000, 11000],
    timing: 'flexible',
    contactedBy: ['Tom'],
    status: 'completed',
    review: {
      rating: 5,
      body: 'Beautiful deck, finished a day early. Tom kept us updated every day.',
    },
    daysAgo: 30,
  },
  {
    client: 'Chloe',
    service: 'painter',
    title: 'Paint exterior weatherboards',
    description:
      'Single-storey weatherboard home needs scraping, priming and two coats. Roughly 140 m² of wall.',
    budget: [5000, 8000],
    timing: 'flexible',
    contactedBy: ['Ben'],
    status: 'open',
    daysAgo: 2,
  },
  {
    client: 'Chloe',
    service: 'handyman',
    title: 'Hang shelves and mount TV',
    description:
      'Mount a 65 inch TV on a plaster wall with cable concealment, and hang three floating shelves.',
    budget: [200, 400],
    timing: 'within_week',
    contactedBy: [],
    status: 'open',
    daysAgo: 0,
  },
  {
    client: 'Liam',
    service: 'painter',
    title: 'Repaint living areas and hallway',
    description:
      'Open-plan living, dining and hallway, ceilings included. Walls are in good condition, same colours.',
    budget: [2500, 4000],
    timing: 'within_week',
    contactedBy: ['Sofia'],
    status: 'in_progress',
    daysAgo: 5,
  },
  {
    client: 'Liam',
    service: 'plasterer',
    title: 'Patch water-damaged ceiling',
    description:
      'A roof leak (now fixed) left a 1 m² stain and sag in the bedroom ceiling. Needs cutting out, sheeting and setting.',
    budget: [400, 900],
    timing: 'asap',
    contactedBy: [],
    status: 'open',
    daysAgo: 1,
  },
  {
    client: 'Amelia',
    service: 'landscaper',
    title: 'New lawn and reticulation',
    description:
      'Back yard of about 80 m²: remove weeds, level, install reticulation on a controller and lay Sir Walter buffalo turf.',
    budget: [4000, 7000],
    timing: 'flexible',
    contactedBy: ['Daniel'],
    status: 'completed',
    review: {
      rating: 5,
      body: 'Lawn looks amazing and the reticulation controller is easy to use. Great communication.',
      reply: 'Thanks Amelia, enjoy the new lawn!',
    },
    daysAgo: 25,
  },
  {
    client: 'Amelia',
    service: 'fencer',
    title: 'Replace 30 m of side fence',
    description:
      'Old asbestos-free super six fence along the side boundary to be replaced with Colorbond, neighbour is sharing the cost.',
    budget: [3000, 5000],
    timing: 'flexible',
    contactedBy: [],
    status: 'open',
    daysAgo: 3,
  },
  {
    client: 'Noah',
    service: 'roofer',
    title: 'Fix leaking roof valley',
    description:
      'Water coming through the ceiling near the valley after heavy rain. Tiled roof, single storey, easy access.',
    budget: [500, 1500],
    timing: 'asap',
    contactedBy: ['Hannah'],
    status: 'open',
    daysAgo: 1,
  },
  {
    client: 'Noah',
    service: 'guttering',
    title: 'Install gutter guard on whole house',
    description:
      'Single-storey house with about 45 m of gutters under tall gum trees. Want mesh gutter guard supplied and fitted.',
    budget: [1500, 2500],
    timing: 'flexible',
    contactedBy: ['Hannah'],
    status: 'completed',
    review: {
      rating: 4,
      body: 'Neat job and fair price. Took a little longer than planned because of the weather.',
    },
    daysAgo: 40,
  },
  {
    client: 'Noah',
    service: 'handyman',
    title: 'Fix sticking doors and a broken gate latch',
    description:
      'Three internal doors stick in winter and the side gate latch has snapped. Small jobs, happy to pay a minimum call-out.',
    budget: [150, 350],
    timing: 'within_week',
    contactedBy: [],
    status: 'open',
    daysAgo: 0,
  },
  {
    client: 'Olivia',
    service: 'solar-installer',
    title: 'Quote for 6.6 kW solar system',
    description:
      'North-facing tin roof in Brisbane. Looking for a quote on a 6.6 kW system with a reputable inverter, battery-ready.',
    budget: [5000, 8000],
    timing: 'flexible',
    contactedBy: [],
    status: 'open',
    daysAgo: 0,
  },
  {
    client: 'Jack',
    service: 'electrician',
    title: 'Ceiling fans in three bedrooms',
    description:
      'Supply and install three DC ceiling fans with lights and wall controllers. Existing light points in each room.',
    budget: [900, 1500],
    timing: 'within_week',
    contactedBy: ['Lachlan'],
    status: 'open',
    daysAgo: 2,
  },
];

const conversationsScript: Record<string, [from: 'pro' | 'client', body: string][]> = {
  default: [
    [
      'pro',
      "Hi, I've read your job and can help. I'm nearby and could come out for a look this week.",
    ],
    ['client', 'Thanks for getting in touch! Does Thursday morning suit?'],
    [
      'pro',
      'Thursday at 9 works. I will bring some options and give you a fixed quote on the spot.',
    ],
  ],
};

function cityFor(state: StateCode, index: number): string {
  const cities = citiesByState[state];
  return cities[Math.min(index, cities.length - 1)]!;
}

function emailFor(person: DemoPerson): string {
  const local = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}@${DEMO_EMAIL_DOMAIN}`;
}

function daysAgo(days: number, extraMinutes = 0): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000 + extraMinutes * 60 * 1000);
}

/**
 * Two months of a monthly plan paid with the test card, recorded through the same confirmation as
 * a real payment (payments, invoices and the subscription). `expired`: cancelled, and its last
 * period ended three days ago.
 */
async function seedPaidPlan(app: FastifyInstance, userId: string, plan: 'paid' | 'expired') {
  const { db } = app;
  const lastStart = plan === 'paid' ? 10 : 33;
  const periods = [
    [lastStart + 30, lastStart],
    [lastStart, lastStart - 30],
  ] as const;
  for (const [index, [startDaysAgo, endDaysAgo]] of periods.entries()) {
    await app.payments.confirmPayment({
      provider: 'test',
      providerPaymentId: `demo_${userId}_${index + 1}`,
      userId,
      planCode: 'professional-monthly',
      amountCents: 4_900,
      periodStart: daysAgo(startDaysAgo),
      periodEnd: daysAgo(endDaysAgo),
      paidAt: daysAgo(startDaysAgo),
      cardLast4: '4242',
    });
  }
  if (plan === 'expired') {
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: daysAgo(15) })
      .where(eq(subscriptions.userId, userId));
  }
}

/** Whether the database holds no accounts at all: a brand-new embedded database. */
export async function isEmptyOfUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Believable demo data for a newcomer: clients, tradies, free tradies and apprentices in every
 * state, jobs in every status, conversations, notifications and reviews. Idempotent: when the demo
 * accounts exist already it changes nothing and returns their sign-ins.
 */
export async function seedDemoData(
  app: FastifyInstance,
): Promise<{ created: boolean; signIns: DemoSignIn[] }> {
  const { db } = app;
  const signIns: DemoSignIn[] = people.map((person) => ({
    userType: person.userType,
    email: emailFor(person),
    name: `${person.firstName} ${person.lastName}`,
    ...(person.plan === 'expired' ? { note: 'subscription expired' } : {}),
  }));
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

  const { users: usersService, chats, notifications } = app;
  const serviceRows = await db.select({ id: services.id, slug: services.slug }).from(services);
  const serviceId = (slug: string) => {
    const row = serviceRows.find((service) => service.slug === slug);
    if (!row) throw new Error(`Demo data names an unknown service: ${slug}`);
    return row.id;
  };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const idByFirstName = new Map<string, string>();
  for (const [index, person] of people.entries()) {
    const user = await usersService.createUser(
      {
        email: emailFor(person),
        passwordHash,
        userType: person.userType,
        firstName: person.firstName,
        lastName: person.lastName,
        contactNumber: `04${String(12_345_600 + index * 7_919).padStart(8, '0')}`,
        state: person.state,
        city: cityFor(person.state, person.cityIndex),
        bio: person.bio,
      },
      person.services.map(serviceId),
    );
    if (!user) throw new Error(`Demo account ${emailFor(person)} exists already`);
    await db
      .update(users)
      .set({
        emailVerifiedAt: daysAgo(60 - index),
        createdAt: daysAgo(90 - index * 3),
        ...(person.hiringStatus ? { hiringStatus: person.hiringStatus } : {}),
      })
      .where(eq(users.id, user.id));
    idByFirstName.set(person.firstName, user.id);
  }
  const idOf = (firstName: string) => idByFirstName.get(firstName)!;
  for (const person of people) {
    if (person.plan) await seedPaidPlan(app, idOf(person.firstName), person.plan);
  }
  const personOf = (firstName: string) => people.find((p) => p.firstName === firstName)!;

  for (const job of demoJobs) {
    const client = personOf(job.client);
    const created = daysAgo(job.daysAgo, -120);
    const hired =
      job.status !== 'open' && job.status !== 'cancelled' ? job.contactedBy[0] : undefined;
    await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({
          clientId: idOf(job.client),
          serviceId: serviceId(job.service),
          title: job.title,
          description: job.description,
          state: client.state,
          city: cityFor(client.state, client.cityIndex),
          budgetMin: job.budget[0],
          budgetMax: job.budget[1],
          timing: job.timing,
          timingDate: job.timing === 'date' ? daysAgo(-7).toISOString().slice(0, 10) : null,
          status: job.status,
          hiredTradieId: hired ? idOf(hired) : null,
          contactCount: job.contactedBy.length,
          createdAt: created,
          updatedAt: created,
          hiredAt: hired ? daysAgo(job.daysAgo - 1) : null,
          completedAt: job.status === 'completed' ? daysAgo(Math.max(job.daysAgo - 5, 0)) : null,
          cancelledAt: job.status === 'cancelled' ? daysAgo(Math.max(job.daysAgo - 2, 0)) : null,
        })
        .returning({ id: jobs.id });
      const jobId = row!.id;

      for (const [index, proName] of job.contactedBy.entries()) {
        const { conversation } = await chats.openConversation(
          { jobId, starterId: idOf(proName), recipientId: idOf(job.client) },
          tx,
        );
        for (const [minute, [from, body]] of conversationsScript.default!.entries()) {
          const message = await chats.postMessage(
            {
              conversationId: conversation.id,
              senderId: from === 'pro' ? idOf(proName) : idOf(job.client),
              body: from === 'pro' && minute === 0 ? `${body} (${job.title})` : body,
            },
            tx,
          );
          // Spread the conversation over the job's first hours rather than "now".
          await tx.execute(
            sql`update messages set created_at = ${daysAgo(job.daysAgo, -90 + index * 10 + minute * 5).toISOString()} where id = ${message.id}`,
          );
        }
        await tx.execute(
          sql`update conversations set last_message_at = ${daysAgo(job.daysAgo, -80 + index * 10).toISOString()}, starter_last_read_at = now(), recipient_last_read_at = now() where id = ${conversation.id}`,
        );
        await tx.insert(jobContacts).values({
          jobId,
          tradieId: idOf(proName),
          conversationId: conversation.id,
          createdAt: daysAgo(job.daysAgo, -90 + index * 10),
        });
        if (job.status === 'open') {
          await notifications.notify(
            {
              userId: idOf(job.client),
              kind: 'job_contacted',
              title: `New enquiry: ${job.title}`,
              body: `${proName} sent you a message`,
              link: paths.chat.href(conversation.id),
            },
            tx,
          );
        }
      }

      if (hired) {
        await notifications.notify(
          {
            userId: idOf(hired),
            kind: job.status === 'completed' ? 'job_completed' : 'job_hired',
            title:
              job.status === 'completed'
                ? `Job completed: ${job.title}`
                : `You're hired: ${job.title}`,
            body: `${job.client} ${job.status === 'completed' ? 'marked the job as completed' : 'hired you for this job'}`,
            link: paths.jobHistoryEntry.href(jobId),
          },
          tx,
        );
      }

      if (job.review && hired) {
        await tx.insert(reviews).values({
          jobId,
          clientId: idOf(job.client),
          tradieId: idOf(hired),
          rating: job.review.rating,
          body: job.review.body,
          reply: job.review.reply ?? null,
          repliedAt: job.review.reply ? daysAgo(Math.max(job.daysAgo - 7, 0)) : null,
          createdAt: daysAgo(Math.max(job.daysAgo - 6, 0)),
        });
        await tx
          .update(users)
          .set({
            reviewCount: sql`${users.reviewCount} + 1`,
            ratingTotal: sql`${users.ratingTotal} + ${job.review.rating}`,
          })
          .where(eq(users.id, idOf(hired)));
      }
    });
  }

  // A tradie and an apprentice already talking, from the apprentices directory.
  const { conversation } = await chats.openConversation({
    jobId: null,
    starterId: idOf('Mick'),
    recipientId: idOf('Ruby'),
  });
  await chats.postMessage({
    conversationId: conversation.id,
    senderId: idOf('Mick'),
    body: 'Hi Ruby, I am looking for a second-year apprentice for residential work around Brisbane. Keen to chat?',
  });

  return { created: true, signIns };
}

/** The sign-in table printed after seeding: one line per demo account that a newcomer would try. */
export function formatDemoSignIns(signIns: DemoSignIn[]): string {
  const firstOf = (type: UserType) => signIns.find((signIn) => signIn.userType === type)!;
  const rows = userTypes.map((type) => {
    const signIn = firstOf(type);
    return `  ${type.padEnd(11)} ${signIn.email.padEnd(42)} ${signIn.name}`;
  });
  const noted = signIns
    .filter((signIn) => signIn.note)
    .map(
      (signIn) =>
        `  ${signIn.userType.padEnd(11)} ${signIn.email.padEnd(42)} ${signIn.name} (${signIn.note})`,
    );
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...rows,
    ...noted,
    `  … and ${signIns.length - 4 - noted.length} more @${DEMO_EMAIL_DOMAIN} accounts in every state.`,
  ].join('\n');
}
