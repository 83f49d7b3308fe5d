import { count, inArray, sql } from 'drizzle-orm';
import type { LicenceTrade } from '@trademate/shared/constants/licence-rules';
import { citiesByState, type StateCode } from '@trademate/shared/constants/states';
import type { JobOutcomeAnswer } from '@trademate/shared/constants/jobs';
import type { UserType } from '@trademate/shared/constants/users';
import { postJobRequestSchema } from '@trademate/shared/schemas/jobs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { conversations, messages } from '../db/schema/chats';
import { businessDetails, licences } from '../db/schema/credentials';
import { clientRecords, jobContacts, jobs } from '../db/schema/jobs';
import { notifications } from '../db/schema/notifications';
import { reviews } from '../db/schema/reviews';
import { services } from '../db/schema/services';
import { subscriptions } from '../db/schema/subscriptions';
import { users } from '../db/schema/users';
import { hashPassword } from '../lib/passwords';
import { hasProfessionalAccess } from '../lib/subscription-status';

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
  /** Professionals only: switched their availability to not taking work. */
  takesNoWork?: true;
  /**
   * Tradies only: instead of the sign-up trial, a monthly plan paid twice in test mode and still
   * running, or one that was cancelled and ended a few days ago.
   */
  plan?: 'paid' | 'expired';
  /** Their ABN (check digits only: the demo's businesses are made up) and licences (decision 025). */
  business?: { abn: string; businessName: string };
  licences?: {
    state: StateCode;
    trade: LicenceTrade;
    number: string;
    licenceClass: string;
    /** Days from the seed's day: negative for one that has expired. */
    expiresInDays: number;
  }[];
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
    business: { abn: '95471173493', businessName: 'Thompson Electrical' },
    licences: [
      {
        state: 'QLD',
        trade: 'electrical',
        number: '78412',
        licenceClass: 'Electrical contractor licence',
        expiresInDays: 400,
      },
      {
        state: 'QLD',
        trade: 'refrigeration',
        number: 'L084512',
        licenceClass: 'Refrigerant handling licence (ARC)',
        expiresInDays: 700,
      },
    ],
  },
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    userType: 'tradie',
    state: 'NSW',
    cityIndex: 0,
    services: ['plumber', 'gasfitter', 'bathroom-renovation'],
    bio: 'Plumbing and gasfitting in Sydney. Blocked drains, hot water and full bathroom renovations, on time and tidy.',
    business: { abn: '25999583278', businessName: 'Sharma Plumbing & Gas' },
    licences: [
      {
        state: 'NSW',
        trade: 'plumbing',
        number: 'PL245817',
        licenceClass: 'Contractor licence – plumbing, draining and gasfitting',
        expiresInDays: 300,
      },
      {
        state: 'NSW',
        trade: 'gasfitting',
        number: 'PL245817',
        licenceClass: 'Contractor licence – plumbing, draining and gasfitting',
        expiresInDays: 300,
      },
    ],
  },
  {
    firstName: 'Tom',
    lastName: "O'Brien",
    userType: 'tradie',
    state: 'VIC',
    cityIndex: 0,
    services: ['carpenter', 'decking', 'builder'],
    bio: 'Carpenter and registered builder. Decks, pergolas, extensions and everything in between around Melbourne.',
    business: { abn: '31864452323', businessName: "O'Brien Carpentry & Building" },
    licences: [
      {
        state: 'VIC',
        trade: 'building',
        number: 'DB-U 45123',
        licenceClass: 'Domestic builder (unlimited)',
        expiresInDays: 500,
      },
    ],
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
    licences: [
      {
        state: 'TAS',
        trade: 'roofing',
        number: 'CC5521X',
        licenceClass: 'Builder (roofing)',
        expiresInDays: -45,
      },
    ],
  },
  {
    firstName: 'Lachlan',
    lastName: 'Reid',
    userType: 'tradie',
    state: 'NSW',
    cityIndex: 1,
    services: ['electrician', 'security-system-installer', 'antenna-installer'],
    bio: 'Electrician on the coast. Security cameras, alarms, antennas and data points.',
    takesNoWork: true,
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
  /**
   * Who contacted the client, by first name: professionals with the plan who offer the job's
   * service, as the contact route requires. The first of them is hired when the job moved on.
   */
  contactedBy: string[];
  status: 'open' | 'in_progress' | 'completed' | 'cancelled';
  review?: { rating: number; body: string; reply?: string };
  daysAgo: number;
  /** The client's answer to "What happened?" ten days after posting, which closes the job. */
  outcome?: JobOutcomeAnswer;
  /** The client never answers the professionals who wrote (their record shows it). */
  isClientSilent?: boolean;
}

const demoJobs: DemoJob[] = [
  // Olivia and Ethan have hired before: professionals see their record on their jobs' cards
  // (decision 029), and Olivia is asked what happened with her ceiling fans job.
  {
    client: 'Olivia',
    service: 'solar-installer',
    title: 'Solar system with a home battery',
    description:
      'Looking for a 6.6 kW solar system with a good inverter on a north-facing tin roof. Happy to hear about batteries too.',
    budget: [5000, 8000],
    timing: 'flexible',
    contactedBy: ['Mick'],
    status: 'completed',
    daysAgo: 45,
  },
  {
    client: 'Olivia',
    service: 'electrician',
    title: 'Garden lights along the driveway',
    description:
      'Six low-voltage garden lights along a 20 m driveway, on a timer, with the cable run under the lawn.',
    budget: [600, 1200],
    timing: 'flexible',
    contactedBy: ['Lachlan'],
    status: 'open',
    outcome: 'hired_elsewhere',
    isClientSilent: true,
    daysAgo: 35,
  },
  {
    client: 'Olivia',
    service: 'electrician',
    title: 'Fans with lights in the bedrooms',
    description:
      'Three fans with lights to replace the old light fittings in the bedrooms. The fans are bought already.',
    budget: [450, 900],
    timing: 'within_week',
    contactedBy: ['Lachlan', 'Mick'],
    status: 'open',
    daysAgo: 16,
  },
  {
    client: 'Ethan',
    service: 'cleaner',
    title: 'Window cleaning, double storey home',
    description:
      'Inside and outside window cleaning for a double storey home, including the sliding doors and the fly screens.',
    budget: [250, 450],
    timing: 'within_week',
    contactedBy: ['Grace'],
    status: 'completed',
    daysAgo: 50,
  },
  {
    client: 'Ethan',
    service: 'painter',
    title: 'Paint the front fence',
    description:
      'A 15 m timber picket fence at the front of the house needs a sand and two coats of white paint.',
    budget: [700, 1200],
    timing: 'flexible',
    contactedBy: ['Kate', 'Sofia'],
    status: 'open',
    outcome: 'not_going_ahead',
    isClientSilent: true,
    daysAgo: 38,
  },
  {
    client: 'Ethan',
    service: 'cleaner',
    title: 'Carpet steam clean, four rooms',
    description:
      'Steam clean of the carpets in four bedrooms before the in-laws visit. Light stains only.',
    budget: [200, 400],
    timing: 'asap',
    contactedBy: ['Grace'],
    status: 'completed',
    daysAgo: 28,
  },
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
    client: 'Ethan',
    service: 'painter',
    title: 'Paint exterior weatherboards',
    description:
      'Single-storey weatherboard home needs scraping, priming and two coats. Roughly 140 m² of wall.',
    budget: [5000, 8000],
    timing: 'flexible',
    contactedBy: ['Kate'],
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

/** Each enquiry's first messages: the professional writes, the client answers, they agree a time. */
const enquiryScript: { first: string; replies: [from: 'pro' | 'client', body: string][] } = {
  first: "Hi, I've read your job and can help. I'm nearby and could come out for a look this week.",
  replies: [
    ['client', 'Thanks for getting in touch! Does Thursday morning suit?'],
    [
      'pro',
      'Thursday at 9 works. I will bring some options and give you a fixed quote on the spot.',
    ],
  ],
};

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function cityFor(state: StateCode, index: number): string {
  const cities = citiesByState[state];
  return cities[Math.min(index, cities.length - 1)]!;
}

/**
 * The suburbs the demo's people live in (decision 023): the capitals' people spread over a few
 * inner suburbs, so the feed's and the directories' distances differ; other cities use their centre.
 */
const demoSuburbs: Record<string, readonly (readonly [postcode: string, suburb: string])[]> = {
  Sydney: [
    ['2010', 'Surry Hills'],
    ['2150', 'Parramatta'],
    ['2026', 'Bondi'],
    ['2067', 'Chatswood'],
  ],
  Newcastle: [['2300', 'Newcastle']],
  Wollongong: [['2500', 'Wollongong']],
  Melbourne: [
    ['3065', 'Fitzroy'],
    ['3121', 'Richmond'],
    ['3000', 'Melbourne'],
  ],
  Geelong: [['3220', 'Geelong']],
  Ballarat: [['3350', 'Ballarat']],
  Brisbane: [
    ['4005', 'New Farm'],
    ['4000', 'Brisbane'],
  ],
  'Gold Coast': [['4217', 'Surfers Paradise']],
  'Sunshine Coast': [['4558', 'Maroochydore']],
  Adelaide: [['5000', 'Adelaide']],
  Perth: [['6000', 'Perth']],
  Hobart: [['7000', 'Hobart']],
  Launceston: [['7250', 'Launceston']],
};

/** A demo person's address: their city, and a suburb of it when the table has one. */
function addressFor(state: StateCode, cityIndex: number, personIndex = 0) {
  const city = cityFor(state, cityIndex);
  const suburbs = demoSuburbs[city];
  const chosen = suburbs?.[personIndex % suburbs.length];
  return chosen ? { state, city, postcode: chosen[0], suburb: chosen[1] } : { state, city };
}

function emailFor(person: DemoPerson): string {
  const local = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}@${DEMO_EMAIL_DOMAIN}`;
}

function daysAgo(days: number, extraMinutes = 0): Date {
  return new Date(Date.now() - days * DAY_MS + extraMinutes * MINUTE_MS);
}

function minutesAfter(moment: Date, minutes: number): Date {
  return new Date(moment.getTime() + minutes * MINUTE_MS);
}

/**
 * Two months of a monthly plan paid with the test card, recorded through the same confirmation as
 * a real payment (payments, invoices and the subscription). `expired`: cancelled, and its last
 * period ended three days ago.
 */
async function seedPaidPlan(app: FastifyInstance, userId: string, plan: 'paid' | 'expired') {
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
  if (plan === 'expired') await app.payments.cancel(userId, daysAgo(15));
}

/**
 * The timestamp columns the story's steps write, table by table, with the column that names the
 * person whose row it is: only demo people's rows are moved.
 */
const storyTimestamps = [
  {
    table: users,
    person: users.id,
    columns: [users.createdAt, users.updatedAt, users.emailVerifiedAt],
  },
  {
    table: jobs,
    person: jobs.clientId,
    columns: [jobs.createdAt, jobs.updatedAt, jobs.hiredAt, jobs.completedAt, jobs.cancelledAt],
  },
  { table: jobContacts, person: jobContacts.tradieId, columns: [jobContacts.createdAt] },
  {
    table: conversations,
    person: conversations.starterId,
    columns: [
      conversations.createdAt,
      conversations.lastMessageAt,
      conversations.starterLastReadAt,
      conversations.recipientLastReadAt,
    ],
  },
  { table: messages, person: messages.senderId, columns: [messages.createdAt] },
  {
    table: notifications,
    person: notifications.userId,
    columns: [notifications.createdAt, notifications.readAt],
  },
  { table: reviews, person: reviews.clientId, columns: [reviews.createdAt, reviews.repliedAt] },
  { table: businessDetails, person: businessDetails.userId, columns: [businessDetails.checkedAt] },
  { table: licences, person: licences.userId, columns: [licences.createdAt] },
  // When the sign-up started a tradie's trial (the Numbers section counts trials by it); the
  // trial's period itself stays as the service set it, so the demo tradies can still work.
  { table: subscriptions, person: subscriptions.userId, columns: [subscriptions.createdAt] },
  { table: clientRecords, person: clientRecords.clientId, columns: [clientRecords.dueAt] },
];

/** How long before a step started its rows may be stamped (the database's clock may lag a little). */
const CLOCK_SLACK_MS = MINUTE_MS;

/**
 * The demo happened over the past weeks, but the services stamp what they write with the present
 * (column defaults, `now()`, `new Date()`), as live requests need. `happenedAt(moment, step)` runs
 * one step of the story through the services, then moves every timestamp that step wrote on demo
 * people's rows back by the time between `moment` and the step's start: the step happened at
 * `moment`, its rows in the order the services wrote them. It changes timestamp columns only,
 * never what the services decided, and is the demo's one write of its own; giving every service a
 * clock for the demo's sake was the alternative (docs/decisions/018-demo-data-through-the-services.md).
 */
function storyClock(db: Db, demoPeople: () => string[]) {
  return async function happenedAt<T>(moment: Date, step: () => Promise<T>): Promise<T> {
    const startedAt = Date.now();
    const since = new Date(startedAt - CLOCK_SLACK_MS).toISOString();
    if (moment.getTime() >= startedAt - CLOCK_SLACK_MS) {
      throw new Error(`A demo moment must lie in the past: ${moment.toISOString()}`);
    }
    const result = await step();
    const back = sql`${`${startedAt - moment.getTime()} milliseconds`}::interval`;
    // One array parameter, not one per person: the statement's text stays the same from step to
    // step, so the embedded database parses it once (decision 045).
    const people = sql.param(demoPeople());
    // One statement: an update of each table, as data-modifying parts of a WITH query.
    const updates = storyTimestamps.map(({ table, person, columns }, index) => {
      const moved = columns.map(
        (column) =>
          sql`${sql.identifier(column.name)} = case when ${column} >= ${since}::timestamptz then ${column} - ${back} else ${column} end`,
      );
      const touched = columns.map((column) => sql`${column} >= ${since}::timestamptz`);
      return sql`${sql.identifier(`moved_${index}`)} as (update ${table} set ${sql.join(moved, sql`, `)} where ${person} = any(${people}::uuid[]) and (${sql.join(touched, sql` or `)}) returning 1)`;
    });
    await db.execute(sql`with ${sql.join(updates, sql`, `)} select 1`);
    return result;
  };
}

/** Whether the database holds no accounts at all: a brand-new embedded database. */
export async function isEmptyOfUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** A demo person once they have an account: who they are to the services. */
interface DemoAccount {
  id: string;
  userType: UserType;
  firstName: string;
  lastName: string;
}

/**
 * Believable demo data for a newcomer: clients, tradies, free tradies and apprentices in every
 * state, jobs in every status, conversations, notifications and reviews. Told through the
 * services, as the people would have caused it over the past weeks, so everything (notifications
 * included) reads as it would live. Idempotent: when the demo accounts exist already it changes
 * nothing and returns their sign-ins.
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

  const serviceRows = await db.select({ id: services.id, slug: services.slug }).from(services);
  const serviceId = (slug: string) => {
    const row = serviceRows.find((service) => service.slug === slug);
    if (!row) throw new Error(`Demo data names an unknown service: ${slug}`);
    return row.id;
  };

  const accounts = new Map<string, DemoAccount>();
  const accountOf = (firstName: string) => accounts.get(firstName)!;
  const happenedAt = storyClock(db, () => [...accounts.values()].map((account) => account.id));

  // Everyone joins, verifies their email and, for one tradie, stops taking work.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, person] of people.entries()) {
    const joinedAt = daysAgo(120 - index * 3);
    const account = await happenedAt(joinedAt, async () => {
      const user = await app.users.createUser(
        {
          email: emailFor(person),
          passwordHash,
          userType: person.userType,
          firstName: person.firstName,
          lastName: person.lastName,
          contactNumber: `04${String(12_345_600 + index * 7_919).padStart(8, '0')}`,
          address: addressFor(person.state, person.cityIndex, index),
          bio: person.bio,
        },
        person.services.map(serviceId),
      );
      if (!user) throw new Error(`Demo account ${emailFor(person)} exists already`);
      accounts.set(person.firstName, user);
      return user;
    });
    await happenedAt(minutesAfter(joinedAt, 10), () => app.users.markVerified(account.id));
    if (person.takesNoWork) {
      await happenedAt(minutesAfter(joinedAt, 30), () => app.users.toggleHiringStatus(account.id));
    }
  }
  for (const person of people) {
    if (person.plan) await seedPaidPlan(app, accountOf(person.firstName).id, person.plan);
  }

  // Some professionals add their ABN and licences a day after joining. With a register lookup
  // set up (ABR_GUID) the made-up ABNs would be refused, so then only the licences are added.
  for (const [index, person] of people.entries()) {
    const account = accountOf(person.firstName);
    const owner = { id: account.id, userType: person.userType };
    const addedAt = daysAgo(119 - index * 3);
    if (person.business && !app.config.abr.guid) {
      const business = person.business;
      await happenedAt(addedAt, () =>
        app.credentials.setBusiness(owner, {
          abn: business.abn,
          businessName: business.businessName,
        }),
      );
    }
    for (const { expiresInDays, ...licence } of person.licences ?? []) {
      const expiresOn = new Date(Date.now() + expiresInDays * DAY_MS).toISOString().slice(0, 10);
      await happenedAt(minutesAfter(addedAt, 5), () =>
        app.credentials.addLicence(owner, { ...licence, expiresOn }),
      );
    }
  }

  /** A professional writing to a client, as the contact route lets them: with the plan. */
  const asProfessional = async (firstName: string) => {
    const account = accountOf(firstName);
    const { subscriptionStatus } = await app.users.getMe(account.id);
    if (!hasProfessionalAccess(subscriptionStatus)) {
      throw new Error(`Demo data has ${firstName} contact a client without the Professional plan`);
    }
    return { ...account, subscriptionStatus };
  };

  for (const job of demoJobs) {
    const client = accountOf(job.client);
    const home = people.find((person) => person.firstName === job.client)!;
    const postedAt = daysAgo(job.daysAgo, -120);
    const posted = await happenedAt(postedAt, () =>
      app.jobs.postJob(
        client.id,
        postJobRequestSchema.parse({
          service: serviceId(job.service),
          title: job.title,
          description: job.description,
          address: addressFor(home.state, home.cityIndex, people.indexOf(home)),
          budgetMin: job.budget[0],
          budgetMax: job.budget[1],
          timing: job.timing,
          timingDate: job.timing === 'date' ? daysAgo(-7).toISOString().slice(0, 10) : null,
          consent: true,
        }),
      ),
    );

    const conversationWith = new Map<string, string>();
    for (const [index, proName] of job.contactedBy.entries()) {
      const pro = await asProfessional(proName);
      let writtenAt = minutesAfter(postedAt, 30 + index * 10);
      const { conversationId } = await happenedAt(writtenAt, () =>
        app.jobRequests.contactClient(pro, posted._id, {
          message: `${enquiryScript.first} (${job.title})`,
        }),
      );
      conversationWith.set(proName, conversationId);
      for (const [from, body] of job.isClientSilent ? [] : enquiryScript.replies) {
        writtenAt = minutesAfter(writtenAt, 5);
        await happenedAt(writtenAt, () =>
          app.chats.sendMessage(conversationId, from === 'pro' ? pro : client, body),
        );
      }
    }

    // The client reads the chat of the first professional who wrote, and hires them.
    const hired = job.status === 'in_progress' || job.status === 'completed';
    const pro = hired ? accountOf(job.contactedBy[0]!) : undefined;
    if (pro) {
      const hiredAt = daysAgo(job.daysAgo - 1);
      await happenedAt(minutesAfter(hiredAt, -5), () =>
        app.chats.markRead(conversationWith.get(pro.firstName)!, client.id),
      );
      await happenedAt(hiredAt, () => app.jobs.hireTradie(client, posted._id, pro.id));
    }
    if (job.status === 'completed') {
      await happenedAt(daysAgo(job.daysAgo - 5), () => app.jobs.completeJob(client, posted._id));
    }
    if (job.status === 'cancelled') {
      await happenedAt(daysAgo(job.daysAgo - 2), () => app.jobs.cancelJob(client, posted._id));
    }
    const { outcome } = job;
    if (outcome) {
      await happenedAt(daysAgo(job.daysAgo - 10), () =>
        app.jobs.answerOutcome(client, posted._id, outcome),
      );
    }
    if (pro && job.review) {
      const { rating, body, reply } = job.review;
      const review = await happenedAt(daysAgo(job.daysAgo - 6), () =>
        app.jobs.reviewJob(client, posted._id, { rating, body }),
      );
      if (reply) {
        await happenedAt(daysAgo(job.daysAgo - 7), () =>
          app.reviews.replyToReview(review._id, pro, reply),
        );
      }
    }
  }

  // A tradie writes to an apprentice from the apprentices directory.
  await happenedAt(daysAgo(0, -180), () =>
    app.chats.sendDirectMessage(accountOf('Mick'), {
      userId: accountOf('Ruby').id,
      message:
        'Hi Ruby, I am looking for a second-year apprentice for residential work around Brisbane. Keen to chat?',
    }),
  );

  // Today's pass: asks what happened with jobs whose first contact is 14 days old, and counts
  // the clients' records professionals see on job cards.
  await app.jobOutcomes.sweep(new Date());

  return { created: true, signIns };
}

/** The sign-in table printed after seeding: one line per demo account that a newcomer would try. */
export function formatDemoSignIns(signIns: DemoSignIn[]): string {
  const firstOf = (type: UserType) => signIns.find((signIn) => signIn.userType === type)!;
  const rows = (['client', 'tradie', 'freeTradie', 'apprentice'] as const).map((type) => {
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
    // Every one of them, by kind, with what it shows (decision 058).
    '  All of them, by kind: docs/demo-accounts.md',
  ].join('\n');
}
