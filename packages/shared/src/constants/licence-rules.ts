import type { StateCode } from './states';

/**
 * When the law asks for a licensed professional or a written contract, state by state, and the
 * licences professionals record (decision 025).
 *
 * Every value below names the page it was read on and the day it was checked. Amounts are whole
 * Australian dollars compared with a job's budget, which TradeMate takes with GST included. Which
 * of TradeMate's services count as building work, and which licence covers which service, is
 * TradeMate's reading for a plain-words notice, not legal advice; the notice links to each
 * regulator's page.
 *
 * Not covered:
 * - ACT and NT: TradeMate does not serve them (`states.ts`), so they have no rules here.
 * - Tasmania: no page read states a price above which building work needs a licensed builder, so
 *   Tasmania has no contractor-licence line (its written-contract line is confirmed).
 * - Whether a job of a specialist trade alone (electrical, plumbing, gas, air-conditioning) needs a
 *   written contract above a state's amount was not confirmed for every state: the contract line
 *   is shown for building work only. The specialist trades get their any-price licence line.
 * - Licences outside building work (pest control, security installers, asbestos removal).
 */

/** The day every source below was read. */
export const LICENCE_RULES_CHECKED_ON = '2026-11-23';

/** A regulator's page a value was read on. */
export interface RuleSource {
  /** Who publishes it, as the notice names them. */
  publisher: string;
  url: string;
  /** The day it was read (YYYY-MM-DD). */
  checkedOn: string;
}

function source(publisher: string, url: string): RuleSource {
  return { publisher, url, checkedOn: LICENCE_RULES_CHECKED_ON };
}

/**
 * A price line: `over` the amount (the amount itself does not cross) or `atLeast` the amount (it
 * does); `upTo`, when a law covers prices up to an amount only.
 */
export interface PriceLine {
  amount: number;
  from: 'over' | 'atLeast';
  upTo?: number;
  source: RuleSource;
}

/** The trades a licence can be recorded for; each covers some of TradeMate's services. */
export const licenceTrades = [
  'building',
  'carpentry',
  'bricklaying',
  'tiling',
  'waterproofing',
  'painting',
  'plastering',
  'roofing',
  'concreting',
  'glazing',
  'fencing',
  'landscaping',
  'kitchenBathroom',
  'demolition',
  'electrical',
  'plumbing',
  'gasfitting',
  'refrigeration',
  'other',
] as const;
export type LicenceTrade = (typeof licenceTrades)[number];

/** The trades whose work needs a licence at any price in some state. */
export const specialistTrades = ['electrical', 'plumbing', 'gasfitting', 'refrigeration'] as const;
export type SpecialistTrade = (typeof specialistTrades)[number];

/**
 * The services (by slug) TradeMate treats as residential building work: the price lines for a
 * licensed contractor and a written contract apply to them.
 */
export const buildingWorkServices = [
  'builder',
  'carpenter',
  'decking',
  'cabinet-maker',
  'flooring',
  'bricklayer',
  'tiler',
  'waterproofing',
  'painter',
  'plasterer',
  'roofer',
  'guttering',
  'concreter',
  'glazier',
  'fencer',
  'landscaper',
  'kitchen-renovation',
  'bathroom-renovation',
  'demolition',
  'excavation',
  'handyman',
  'shade-sails',
] as const;

/** The services of a specialist trade, whose work needs a licence at any price. */
export const specialistTradeOfService: Readonly<Record<string, SpecialistTrade>> = {
  electrician: 'electrical',
  'solar-installer': 'electrical',
  plumber: 'plumbing',
  gasfitter: 'gasfitting',
  'air-conditioning': 'refrigeration',
};

/**
 * Which services a licence of each trade covers: "Licensed for this job" needs a current licence,
 * in the job's state, of a trade that covers the job's service. A builder's licence covers all
 * building work; it never covers the specialist trades.
 */
export const servicesCoveredByTrade: Readonly<Record<LicenceTrade, readonly string[]>> = {
  building: buildingWorkServices,
  carpentry: ['carpenter', 'decking', 'cabinet-maker', 'flooring'],
  bricklaying: ['bricklayer'],
  tiling: ['tiler'],
  waterproofing: ['waterproofing'],
  painting: ['painter'],
  plastering: ['plasterer'],
  roofing: ['roofer', 'guttering'],
  concreting: ['concreter'],
  glazing: ['glazier'],
  fencing: ['fencer'],
  landscaping: ['landscaper'],
  kitchenBathroom: ['kitchen-renovation', 'bathroom-renovation'],
  demolition: ['demolition'],
  electrical: ['electrician', 'solar-installer'],
  plumbing: ['plumber', 'guttering'],
  gasfitting: ['gasfitter'],
  refrigeration: ['air-conditioning'],
  other: [],
};

/** One state's rules. */
export interface StateLicenceRules {
  /**
   * Building work priced past this line must be done by a licensed (or registered) contractor;
   * `amount: 0, from: 'atLeast'` means at any price; null: not confirmed (see the file comment).
   */
  licensedContractor:
    | (PriceLine & {
        /** Services a regulator's page names as not needing one, whatever the price. */
        exceptServices?: readonly string[];
        /** Only work that needs a building permit (Western Australia). */
        buildingPermitOnly?: boolean;
      })
    | null;
  /** Building work priced past this line needs a written contract. */
  writtenContract: PriceLine | null;
  /** The specialist trades whose work needs a licence whatever the price, and where it says so. */
  licenceAtAnyPrice: Partial<Record<SpecialistTrade, RuleSource>>;
}

/**
 * A refrigerant handling licence is a national requirement (Ozone Protection and Synthetic
 * Greenhouse Gas Management regulations), administered by the Australian Refrigeration Council:
 * "Any person who handles refrigerant or works on RAC equipment must hold a refrigerant handling
 * licence", installing included.
 */
const refrigerantHandling = source(
  'Australian Refrigeration Council',
  'https://arctick.org/training/training-faqs/who-needs-a-refrigerant-handling-licence',
);

/** Each state's rules, with the page each value was read on. */
export const licenceRules: Readonly<Record<StateCode, StateLicenceRules>> = {
  NSW: {
    // "Jobs worth more than $5,000 can only be done by licensed tradespeople. All electrical, gas
    // and plumbing work, regardless of value, can only be done by licensed tradespeople."
    licensedContractor: {
      amount: 5000,
      from: 'over',
      source: source('NSW Fair Trading', 'https://www.licencecheck.nsw.gov.au/Building-Essentials'),
    },
    // "All residential building work over $5,000 requires a written contract."
    writtenContract: {
      amount: 5000,
      from: 'over',
      source: source(
        'Service NSW',
        'https://www.service.nsw.gov.au/transaction/managing-residential-building-contracts',
      ),
    },
    licenceAtAnyPrice: {
      electrical: source(
        'NSW Fair Trading',
        'https://www.licencecheck.nsw.gov.au/Building-Essentials',
      ),
      plumbing: source(
        'NSW Fair Trading',
        'https://www.licencecheck.nsw.gov.au/Building-Essentials',
      ),
      gasfitting: source(
        'NSW Fair Trading',
        'https://www.licencecheck.nsw.gov.au/Building-Essentials',
      ),
      // "You must have a licence or certificate before you can do air conditioning and
      // refrigeration work in NSW."
      refrigeration: source(
        'NSW Government',
        'https://nsw.gov.au/business-and-economy/licences-and-credentials/building-and-trade-licences-and-registrations/air-conditioning-and-refrigeration-work',
      ),
    },
  },
  QLD: {
    // "must hold a QBCC licence to carry out (contract for) building work that is valued over
    // $3,300 … of any value where it involves drainage, plumbing and drainage, gas fitting …,
    // mechanical services."
    licensedContractor: {
      amount: 3300,
      from: 'over',
      source: source(
        'Queensland Building and Construction Commission',
        'https://qbcc.qld.gov.au/licences/start-career/when-you-need-licence',
      ),
    },
    // "You need a written contract if you're carrying out domestic building work priced over
    // $3,300 including labour, materials and GST."
    writtenContract: {
      amount: 3300,
      from: 'over',
      source: source(
        'Queensland Building and Construction Commission',
        'http://qbcc.qld.gov.au/contracts/overview',
      ),
    },
    licenceAtAnyPrice: {
      // "It is illegal to do electrical work in Queensland without a licence."
      electrical: source(
        'WorkSafe Queensland (Electrical Safety Office)',
        'https://worksafe.qld.gov.au/licensing-and-registrations/electrical-licences/classes-of-licences',
      ),
      plumbing: source(
        'Queensland Building and Construction Commission',
        'https://qbcc.qld.gov.au/licences/start-career/when-you-need-licence',
      ),
      gasfitting: source(
        'Queensland Building and Construction Commission',
        'https://qbcc.qld.gov.au/licences/start-career/when-you-need-licence',
      ),
      refrigeration: refrigerantHandling,
    },
  },
  VIC: {
    // "You'll also need to use a registered builder for most domestic building work worth more
    // than $10,000 (including labour and materials). You do not have to use a registered builder
    // for jobs only involving one of the following types of work, regardless of cost: floor and
    // wall tiling, glazing, painting and decorating, installing insulation, sheet plastering, solid
    // plastering and rendering, floor finishing and covering, …"
    licensedContractor: {
      amount: 10_000,
      from: 'over',
      exceptServices: ['tiler', 'glazier', 'painter', 'plasterer', 'flooring'],
      source: source(
        'Victorian Building Authority',
        'https://www.vba.vic.gov.au/consumers/home-renovation-essentials/engaging-builder',
      ),
    },
    // "You must have a major domestic building contract, in writing, with your client for work
    // worth more than $10,000."
    writtenContract: {
      amount: 10_000,
      from: 'over',
      source: source(
        'Consumer Affairs Victoria',
        'https://consumer.vic.gov.au/licensing-and-registration/builders-and-tradespeople/running-your-business/domestic-building-contracts/what-work-requires-a-building-contract',
      ),
    },
    licenceAtAnyPrice: {
      // "If you are planning to have electrical installation work done, you must engage a
      // registered electrical contractor (REC)."
      electrical: source(
        'Energy Safe Victoria',
        'https://www.esv.vic.gov.au/safety-education/choosing-and-using-a-tradesperson/electricity-tradespeople/',
      ),
      // Plumbing work (gasfitting is a class of it) by someone "not registered or licensed to
      // carry out that work" may be prosecuted.
      plumbing: source(
        'Victorian Building Authority',
        'https://www.vba.vic.gov.au/plumbing/complaints-compliance-enforcement/plumbing-complaints',
      ),
      gasfitting: source(
        'Victorian Building Authority',
        'https://www.vba.vic.gov.au/plumbing/complaints-compliance-enforcement/plumbing-complaints',
      ),
      refrigeration: refrigerantHandling,
    },
  },
  SA: {
    // Anyone who carries on a business as a building work contractor, painting, fencing and air
    // conditioner installation included, "must be licensed as a contractor under the Builders Work
    // Contractors Act 1995"; "Any plumbing, gas fitting or electrical work (including work done on
    // your own home) must be performed by a person holding" a licence or registration.
    licensedContractor: {
      amount: 0,
      from: 'atLeast',
      source: source(
        'Consumer and Business Services (SA)',
        'http://www.cbs.sa.gov.au/occupational-licensing-and-registration/industry-information/',
      ),
    },
    // "You must have a written contract if the domestic building work is worth $12,000 and more."
    writtenContract: {
      amount: 12_000,
      from: 'atLeast',
      source: source(
        'Government of South Australia',
        'https://sa.gov.au/topics/business-and-trade/building-industry/planning-professionals/builder-responsibilities',
      ),
    },
    licenceAtAnyPrice: {
      electrical: source(
        'Consumer and Business Services (SA)',
        'http://www.cbs.sa.gov.au/occupational-licensing-and-registration/industry-information/',
      ),
      plumbing: source(
        'Consumer and Business Services (SA)',
        'http://www.cbs.sa.gov.au/occupational-licensing-and-registration/industry-information/',
      ),
      gasfitting: source(
        'Consumer and Business Services (SA)',
        'http://www.cbs.sa.gov.au/occupational-licensing-and-registration/industry-information/',
      ),
      refrigeration: refrigerantHandling,
    },
  },
  WA: {
    // "only a registered building services contractor can contract for or carry out builder work
    // … where the total fee or charge payable exceeds $20,000"; builder work needs a building
    // permit and excludes, among others, timber decking, glazing and cabinet making. (Building and
    // Energy's "Do I need to be a registered builder?" says "$20,000 or more": the two pages differ
    // by a dollar; the line follows the first.)
    licensedContractor: {
      amount: 20_000,
      from: 'over',
      buildingPermitOnly: true,
      exceptServices: ['decking', 'glazier', 'cabinet-maker'],
      source: source(
        'Building and Energy (WA)',
        'https://www.commerce.wa.gov.au/building-and-energy/trades-licensing-and-registration-requirements',
      ),
    },
    // The Home Building Contracts Act applies "where the value of the fixed price contract is
    // between $7,500 and $500,000"; "Contracts must be in writing".
    writtenContract: {
      amount: 7500,
      from: 'over',
      upTo: 500_000,
      source: source(
        'Building and Energy (WA)',
        'https://commerce.wa.gov.au/publications/home-building-contracts-act',
      ),
    },
    licenceAtAnyPrice: {
      // "electrical work may only be carried out by persons with the appropriate electrical
      // worker's licence"
      electrical: source(
        'Building and Energy (WA)',
        'https://www.commerce.wa.gov.au/building-and-energy/licensing-electrical-workers-and-electrical-contractors',
      ),
      // "only suitably qualified people who hold plumbers licences … are legally entitled to carry
      // out plumbing work"
      plumbing: source(
        'Building and Energy (WA)',
        'http://www.commerce.wa.gov.au/building-and-energy/plumbers-licensing-overview',
      ),
      // "gasfitting work on a consumer's gas installation may only be carried out by a person with
      // the appropriate gas fitter's licence"
      gasfitting: source(
        'Building and Energy (WA)',
        'http://www.commerce.wa.gov.au/building-and-energy/licensing-gas-fitters',
      ),
      refrigeration: refrigerantHandling,
    },
  },
  TAS: {
    // Not confirmed: no page read gives the price above which building work needs a licensed
    // builder in Tasmania.
    licensedContractor: null,
    // "If you are extending, altering or putting an addition on your house and the value of the
    // building work is equal to or more than $20,000, then you will need a contract with your
    // builder." "All contracts must be in writing".
    writtenContract: {
      amount: 20_000,
      from: 'atLeast',
      source: source(
        'Consumer, Building and Occupational Services (Tasmania)',
        'http://www.justice.tas.gov.au/building/consumer_building_information/contracts',
      ),
    },
    licenceAtAnyPrice: {
      // The Occupational Licensing Act 2005 licenses electrical work, gas-fitting work and
      // plumbing work; "Building, plumbing, gas, and electrical practitioners must hold certain
      // licences in order to perform certain types of building work."
      electrical: source(
        'Consumer, Building and Occupational Services (Tasmania)',
        'http://www.justice.tas.gov.au/building/consumer_building_information',
      ),
      plumbing: source(
        'Consumer, Building and Occupational Services (Tasmania)',
        'http://www.justice.tas.gov.au/building/consumer_building_information',
      ),
      gasfitting: source(
        'Consumer, Building and Occupational Services (Tasmania)',
        'http://www.justice.tas.gov.au/building/consumer_building_information',
      ),
      refrigeration: refrigerantHandling,
    },
  },
};

/** What a job asks for in its state, for its service and budget. */
export interface JobLicenceNeeds {
  state: StateCode;
  /** The specialist trade whose work needs a licence whatever the price, with its source. */
  tradeLicence: { trade: SpecialistTrade; source: RuleSource } | null;
  /** The price line past which this building work needs a licensed contractor, once crossed. */
  contractorLicence: (PriceLine & { buildingPermitOnly?: boolean }) | null;
  /** The price line past which this building work needs a written contract, once crossed. */
  writtenContract: PriceLine | null;
  /** The most the client would pay, as the notice quotes it; null without a budget. */
  budgetMax: number | null;
}

/** Whether a price is past a line: over it, or at least it, and within its `upTo`. */
function isPast(line: PriceLine, price: number): boolean {
  return line.from === 'over' ? price > line.amount : price >= line.amount;
}

/**
 * Whether a budget range crosses a line: the most the client would pay is past it (so the price
 * they agree may be), and, for a line that stops at `upTo`, the least they expect to pay is not
 * above that. A budget of one amount is a range from that amount to itself.
 */
export function budgetCrosses(line: PriceLine, budgetMin: number, budgetMax: number): boolean {
  if (!isPast(line, budgetMax)) return false;
  return line.upTo === undefined || budgetMin <= line.upTo;
}

/** A whole-dollar amount the form may hold: a number, not NaN, not negative. */
function amountOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * What the law asks of a job, or null when it asks nothing TradeMate knows of: a specialist trade
 * needs its licence at any price; building work needs a licensed contractor and a written contract
 * once its budget crosses the state's lines. An empty or half-filled budget (a form being typed)
 * counts what is there: one end alone stands for both.
 */
export function licenceNeedsFor(job: {
  state: StateCode | undefined | null;
  serviceSlug: string | undefined | null;
  budgetMin?: number | null;
  budgetMax?: number | null;
}): JobLicenceNeeds | null {
  if (!job.state || !job.serviceSlug || !Object.hasOwn(licenceRules, job.state)) return null;
  const rules = licenceRules[job.state];
  const min = amountOrNull(job.budgetMin);
  const max = amountOrNull(job.budgetMax);
  const top = max ?? min;
  const bottom = min ?? max;

  const trade = specialistTradeOfService[job.serviceSlug];
  const tradeSource = trade ? rules.licenceAtAnyPrice[trade] : undefined;
  const tradeLicence = trade && tradeSource ? { trade, source: tradeSource } : null;

  const isBuildingWork = (buildingWorkServices as readonly string[]).includes(job.serviceSlug);
  const contractor = rules.licensedContractor;
  const contractorApplies =
    isBuildingWork &&
    contractor !== null &&
    !(contractor.exceptServices ?? []).includes(job.serviceSlug);
  const crosses = (line: PriceLine) =>
    line.amount === 0 && line.from === 'atLeast'
      ? true
      : top !== null && bottom !== null && budgetCrosses(line, bottom, top);
  const contractorLicence = contractorApplies && crosses(contractor) ? contractor : null;
  const writtenContract =
    isBuildingWork && rules.writtenContract && crosses(rules.writtenContract)
      ? rules.writtenContract
      : null;

  if (!tradeLicence && !contractorLicence && !writtenContract) return null;
  return { state: job.state, tradeLicence, contractorLicence, writtenContract, budgetMax: top };
}

/** Whether a job's needs include a licence (not only a written contract). */
export function needsLicence(needs: JobLicenceNeeds | null): boolean {
  return Boolean(needs && (needs.tradeLicence || needs.contractorLicence));
}

/** Whether a licence has expired: it is good through its expiry date (`today` is YYYY-MM-DD). */
export function isLicenceExpired(expiresOn: string, today: string): boolean {
  return expiresOn < today;
}

/** Whether a licence of this trade, in this state, covers a job of this service in that state. */
export function licenceCovers(
  licence: { state: StateCode; trade: LicenceTrade },
  job: { state: StateCode; serviceSlug: string },
): boolean {
  return (
    licence.state === job.state && servicesCoveredByTrade[licence.trade].includes(job.serviceSlug)
  );
}

/** Where a professional stands on a job that needs a licence. */
export const licenceStandings = ['notNeeded', 'licensed', 'expired', 'missing'] as const;
export type LicenceStanding = (typeof licenceStandings)[number];

/**
 * Whether a professional's recorded licences let them take a job: `licensed` with a current licence
 * that covers it, `expired` when the only ones that would are out of date, `missing` otherwise;
 * `notNeeded` when the job needs no licence.
 */
export function licenceStandingFor(
  job: { state: StateCode; serviceSlug: string; budgetMin: number; budgetMax: number },
  licences: readonly { state: StateCode; trade: LicenceTrade; expiresOn: string }[],
  today: string,
): LicenceStanding {
  if (!needsLicence(licenceNeedsFor(job))) return 'notNeeded';
  const covering = licences.filter((licence) => licenceCovers(licence, job));
  if (covering.some((licence) => !isLicenceExpired(licence.expiresOn, today))) return 'licensed';
  return covering.length > 0 ? 'expired' : 'missing';
}
