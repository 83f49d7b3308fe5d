import type { JobQuestionInput } from '@trademate/shared/schemas/job-questions';

/** The first version of a service's job questions, as seeded (decision 071), by service slug. */
export interface ServiceQuestionsSeed {
  slug: string;
  questions: JobQuestionInput[];
}

const storeys: JobQuestionInput = {
  key: 'storeys',
  kind: 'choice',
  label: 'How many storeys is the property?',
  options: [
    { key: 'single', label: 'Single storey' },
    { key: 'double', label: 'Double storey' },
    { key: 'more', label: 'Three or more storeys' },
  ],
};

const materials = (who: string): JobQuestionInput => ({
  key: 'materials',
  kind: 'choice',
  label: 'Who supplies the materials?',
  options: [
    { key: 'professional', label: `The ${who}` },
    { key: 'client', label: 'I will' },
    { key: 'undecided', label: 'Not decided yet' },
  ],
});

const howOften: JobQuestionInput = {
  key: 'frequency',
  kind: 'choice',
  label: 'How often would you like it done?',
  options: [
    { key: 'once', label: 'Just once' },
    { key: 'weekly', label: 'Weekly' },
    { key: 'fortnightly', label: 'Fortnightly' },
    { key: 'monthly', label: 'Monthly' },
  ],
};

/**
 * The questions the ten most used trades ask of a new job: what professionals ask first in the
 * chat before they can price it. The highlighted ones (one or two a trade) are on the feed's
 * cards and in new-job alerts, so they are the answers that read on their own ("Ceiling fans",
 * "Double storey", "12 m²"). Keys stay the same in later versions, so the feed filters across them.
 */
export const serviceQuestionsCatalogue: readonly ServiceQuestionsSeed[] = [
  {
    slug: 'electrician',
    questions: [
      {
        key: 'job-type',
        kind: 'choice',
        label: 'What is the job?',
        required: true,
        highlight: true,
        options: [
          { key: 'power-points', label: 'Power points' },
          { key: 'lighting', label: 'Lighting' },
          { key: 'switchboard', label: 'Switchboard upgrade' },
          { key: 'fault-finding', label: 'Fault finding' },
          { key: 'smoke-alarms', label: 'Smoke alarms' },
          { key: 'ceiling-fans', label: 'Ceiling fans' },
          { key: 'other', label: 'Something else' },
        ],
      },
      {
        key: 'points',
        kind: 'number',
        label: 'How many points or fittings?',
        min: 1,
        max: 100,
        unit: 'points',
      },
      { ...storeys, highlight: true },
      { key: 'built-before-1990', kind: 'yesNo', label: 'Was the house built before 1990?' },
      {
        key: 'safety-switches',
        kind: 'choice',
        label: 'Does the switchboard have safety switches (RCDs)?',
        options: [
          { key: 'yes', label: 'Yes' },
          { key: 'no', label: 'No' },
          { key: 'unsure', label: 'Not sure' },
        ],
      },
    ],
  },
  {
    slug: 'plumber',
    questions: [
      {
        key: 'job-type',
        kind: 'choice',
        label: 'What is the plumbing job?',
        required: true,
        highlight: true,
        options: [
          { key: 'blocked-drain', label: 'Blocked drain' },
          { key: 'leak', label: 'Leaking tap, pipe or toilet' },
          { key: 'burst-pipe', label: 'Burst pipe' },
          { key: 'hot-water', label: 'Hot water system' },
          { key: 'toilet', label: 'Toilet repair or replacement' },
          { key: 'fit-off', label: 'Bathroom or kitchen fit-off' },
          { key: 'other', label: 'Something else' },
        ],
      },
      {
        key: 'property',
        kind: 'choice',
        label: 'What kind of property is it?',
        highlight: true,
        options: [
          { key: 'house', label: 'House' },
          { key: 'unit', label: 'Townhouse or unit' },
          { key: 'commercial', label: 'Shop or office' },
        ],
      },
      {
        key: 'hot-water-type',
        kind: 'choice',
        label: 'If it is the hot water system, what kind is it?',
        options: [
          { key: 'electric', label: 'Electric' },
          { key: 'gas', label: 'Gas' },
          { key: 'heat-pump', label: 'Heat pump' },
          { key: 'solar', label: 'Solar' },
          { key: 'unsure', label: 'Not sure' },
        ],
      },
      { key: 'leaking-now', kind: 'yesNo', label: 'Is water leaking right now?' },
    ],
  },
  {
    slug: 'cleaner',
    questions: [
      {
        key: 'clean-type',
        kind: 'choice',
        label: 'What kind of clean is it?',
        required: true,
        highlight: true,
        options: [
          { key: 'regular', label: 'Regular clean' },
          { key: 'end-of-lease', label: 'End-of-lease (bond) clean' },
          { key: 'deep', label: 'One-off deep clean' },
          { key: 'after-builders', label: 'After-builders clean' },
          { key: 'office', label: 'Office or commercial' },
        ],
      },
      {
        key: 'bedrooms',
        kind: 'number',
        label: 'How many bedrooms?',
        highlight: true,
        min: 0,
        max: 20,
        unit: 'bedrooms',
      },
      {
        key: 'bathrooms',
        kind: 'number',
        label: 'How many bathrooms?',
        min: 0,
        max: 10,
        unit: 'bathrooms',
      },
      {
        key: 'extras',
        kind: 'choices',
        label: 'Anything extra?',
        options: [
          { key: 'oven', label: 'Oven' },
          { key: 'windows', label: 'Inside windows' },
          { key: 'carpets', label: 'Carpet steam clean' },
          { key: 'fridge', label: 'Inside the fridge' },
          { key: 'balcony', label: 'Balcony or patio' },
        ],
      },
      howOften,
    ],
  },
  {
    slug: 'painter',
    questions: [
      {
        key: 'area',
        kind: 'choice',
        label: 'What needs painting?',
        required: true,
        highlight: true,
        options: [
          { key: 'interior', label: 'Inside' },
          { key: 'exterior', label: 'Outside' },
          { key: 'both', label: 'Inside and outside' },
          { key: 'roof', label: 'Roof' },
          { key: 'fence-deck', label: 'Fence or deck' },
        ],
      },
      {
        key: 'rooms',
        kind: 'number',
        label: 'How many rooms or areas?',
        highlight: true,
        min: 1,
        max: 30,
        unit: 'rooms',
      },
      storeys,
      {
        key: 'surfaces',
        kind: 'choices',
        label: 'Which surfaces?',
        options: [
          { key: 'walls', label: 'Walls' },
          { key: 'ceilings', label: 'Ceilings' },
          { key: 'doors-trims', label: 'Doors and trims' },
          { key: 'weatherboards', label: 'Weatherboards' },
          { key: 'render-brick', label: 'Render or brick' },
        ],
      },
      // Paint from before 1970 may contain lead: preparing it safely changes the price.
      { key: 'built-before-1970', kind: 'yesNo', label: 'Was the house built before 1970?' },
    ],
  },
  {
    slug: 'carpenter',
    questions: [
      {
        key: 'job-type',
        kind: 'choice',
        label: 'What is the carpentry job?',
        required: true,
        highlight: true,
        options: [
          { key: 'doors', label: 'Hang or replace doors' },
          { key: 'framing', label: 'Wall or roof framing' },
          { key: 'pergola-deck', label: 'Pergola or deck' },
          { key: 'skirting', label: 'Skirting and architraves' },
          { key: 'repairs', label: 'Rotten or damaged timber' },
          { key: 'stairs', label: 'Stairs or balustrade' },
          { key: 'other', label: 'Something else' },
        ],
      },
      {
        key: 'where',
        kind: 'choice',
        label: 'Is the work inside or outside?',
        options: [
          { key: 'inside', label: 'Inside' },
          { key: 'outside', label: 'Outside' },
          { key: 'both', label: 'Both' },
        ],
      },
      {
        key: 'size',
        kind: 'number',
        label: 'Roughly how big is the area?',
        min: 1,
        max: 1000,
        unit: 'm²',
      },
      materials('carpenter'),
    ],
  },
  {
    slug: 'air-conditioning',
    questions: [
      {
        key: 'job-type',
        kind: 'choice',
        label: 'What do you need?',
        required: true,
        highlight: true,
        options: [
          { key: 'split-system', label: 'New split system' },
          { key: 'ducted', label: 'Ducted system' },
          { key: 'service', label: 'Service or clean' },
          { key: 'repair', label: 'Repair' },
          { key: 'removal', label: 'Remove an old unit' },
        ],
      },
      {
        key: 'units',
        kind: 'number',
        label: 'How many indoor units?',
        highlight: true,
        min: 1,
        max: 20,
        unit: 'units',
      },
      {
        key: 'supply',
        kind: 'choice',
        label: 'Do you already have the unit?',
        options: [
          { key: 'supply-install', label: 'No, supply and install' },
          { key: 'install-only', label: 'Yes, install only' },
        ],
      },
      {
        key: 'back-to-back',
        kind: 'yesNo',
        label: 'Can the outdoor unit go on the other side of the wall?',
      },
      storeys,
    ],
  },
  {
    slug: 'gardener',
    questions: [
      {
        key: 'work',
        kind: 'choices',
        label: 'What needs doing?',
        required: true,
        highlight: true,
        options: [
          { key: 'mowing', label: 'Lawn mowing' },
          { key: 'weeding', label: 'Weeding' },
          { key: 'hedges', label: 'Hedge trimming' },
          { key: 'pruning', label: 'Pruning' },
          { key: 'planting', label: 'Planting' },
          { key: 'green-waste', label: 'Green waste removal' },
        ],
      },
      {
        key: 'size',
        kind: 'choice',
        label: 'How big is the garden?',
        highlight: true,
        options: [
          { key: 'small', label: 'Small (courtyard)' },
          { key: 'medium', label: 'Medium (standard block)' },
          { key: 'large', label: 'Large (quarter acre or more)' },
        ],
      },
      howOften,
      { key: 'green-bin', kind: 'yesNo', label: 'Can the green waste go in your green bin?' },
    ],
  },
  {
    slug: 'handyman',
    questions: [
      {
        key: 'jobs',
        kind: 'choices',
        label: 'What are the jobs?',
        required: true,
        highlight: true,
        options: [
          { key: 'assembly', label: 'Flat-pack assembly' },
          { key: 'hanging', label: 'Hanging pictures, shelves or TVs' },
          { key: 'doors-locks', label: 'Doors and locks' },
          { key: 'patching', label: 'Patching and small repairs' },
          { key: 'fittings', label: 'Handles, hooks and fittings' },
          { key: 'outdoor', label: 'Outdoor odd jobs' },
        ],
      },
      {
        key: 'hours',
        kind: 'number',
        label: 'Roughly how many hours of work?',
        highlight: true,
        min: 1,
        max: 40,
        unit: 'hours',
      },
      materials('handyman'),
      {
        key: 'at-height',
        kind: 'yesNo',
        label: 'Is any of the work more than 2 m off the ground?',
      },
    ],
  },
  {
    slug: 'roofer',
    questions: [
      {
        key: 'job-type',
        kind: 'choice',
        label: 'What is the roofing job?',
        required: true,
        highlight: true,
        options: [
          { key: 'leak', label: 'Leak repair' },
          { key: 'restoration', label: 'Restoration (clean, repair, coat)' },
          { key: 'replacement', label: 'Full roof replacement' },
          { key: 'gutters', label: 'Gutters and downpipes' },
          { key: 'inspection', label: 'Inspection or report' },
          { key: 'other', label: 'Something else' },
        ],
      },
      {
        key: 'material',
        kind: 'choice',
        label: 'What is the roof made of?',
        highlight: true,
        options: [
          { key: 'metal', label: 'Metal roof' },
          { key: 'concrete-tiles', label: 'Concrete tiles' },
          { key: 'terracotta', label: 'Terracotta tiles' },
          { key: 'unsure', label: 'Not sure' },
        ],
      },
      storeys,
      // Roof sheeting from before 1990 may contain asbestos, which only licensed removers touch.
      {
        key: 'asbestos',
        kind: 'choice',
        label: 'Could the roof contain asbestos?',
        options: [
          { key: 'yes', label: 'Yes' },
          { key: 'no', label: 'No' },
          { key: 'unsure', label: 'Not sure' },
        ],
      },
    ],
  },
  {
    slug: 'tiler',
    questions: [
      {
        key: 'area',
        kind: 'choice',
        label: 'Where are the tiles going?',
        required: true,
        highlight: true,
        options: [
          { key: 'bathroom', label: 'Bathroom' },
          { key: 'splashback', label: 'Kitchen splashback' },
          { key: 'laundry', label: 'Laundry' },
          { key: 'floor', label: 'Living area floor' },
          { key: 'outdoor', label: 'Outdoor or pool area' },
        ],
      },
      {
        key: 'size',
        kind: 'number',
        label: 'Roughly how many square metres?',
        highlight: true,
        min: 1,
        max: 500,
        unit: 'm²',
      },
      { key: 'remove-old', kind: 'yesNo', label: 'Do old tiles need lifting first?' },
      { key: 'waterproofing', kind: 'yesNo', label: 'Does the area need waterproofing?' },
      materials('tiler'),
    ],
  },
];
