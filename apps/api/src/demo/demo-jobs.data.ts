import type { JobOutcomeAnswer } from '@trademate/shared/constants/jobs';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';

export interface DemoJob {
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
  /** The answers to the service's questions (decision 071), as the job form sends them. */
  answers?: JobAnswersInput;
}

/** The demo's jobs, in the order their clients post them. */
export const demoJobs: DemoJob[] = [
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
    answers: { 'job-type': 'lighting', points: 6, storeys: 'single' },
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
    answers: {
      'job-type': 'ceiling-fans',
      points: 3,
      storeys: 'single',
      'built-before-1990': false,
    },
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
    answers: { area: 'fence-deck', 'built-before-1970': false },
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
    answers: {
      'job-type': 'switchboard',
      storeys: 'single',
      'built-before-1990': true,
      'safety-switches': 'no',
    },
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
    answers: { 'job-type': 'power-points', points: 4, storeys: 'single', 'safety-switches': 'yes' },
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
    answers: {
      'clean-type': 'end-of-lease',
      bedrooms: 3,
      bathrooms: 2,
      extras: ['windows', 'carpets'],
      frequency: 'once',
    },
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
    answers: {
      'job-type': 'hot-water',
      property: 'house',
      'hot-water-type': 'electric',
      'leaking-now': true,
    },
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
    answers: {
      area: 'laundry',
      size: 4,
      'remove-old': true,
      waterproofing: true,
      materials: 'undecided',
    },
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
    answers: {
      area: 'exterior',
      storeys: 'single',
      surfaces: ['weatherboards'],
      'built-before-1970': true,
    },
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
    answers: { jobs: ['hanging'], hours: 3, materials: 'client', 'at-height': false },
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
    answers: { 'job-type': 'leak', material: 'concrete-tiles', storeys: 'single', asbestos: 'no' },
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
    answers: { jobs: ['doors-locks', 'outdoor'], hours: 2, 'at-height': false },
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
    answers: {
      'job-type': 'ceiling-fans',
      points: 3,
      storeys: 'double',
      'safety-switches': 'unsure',
    },
  },
];

/** Each enquiry's first messages: the professional writes, the client answers, they agree a time. */
export const enquiryScript: { first: string; replies: [from: 'pro' | 'client', body: string][] } = {
  first: "Hi, I've read your job and can help. I'm nearby and could come out for a look this week.",
  replies: [
    ['client', 'Thanks for getting in touch! Does Thursday morning suit?'],
    [
      'pro',
      'Thursday at 9 works. I will bring some options and give you a fixed quote on the spot.',
    ],
  ],
};
