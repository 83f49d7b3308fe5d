import type { LicenceTrade } from '@trademate/shared/constants/licence-rules';
import type { StateCode } from '@trademate/shared/constants/states';
import type { UserType } from '@trademate/shared/constants/users';

export interface DemoPerson {
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

/**
 * The demo's people: clients, tradies, free tradies and apprentices in every state. Their order
 * is the order they join in (and picks their suburb and phone number).
 */
export const demoPeople: DemoPerson[] = [
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
