import { describe, expect, it } from 'vitest';
import {
  budgetCrosses,
  buildingWorkServices,
  LICENCE_RULES_CHECKED_ON,
  licenceCovers,
  licenceNeedsFor,
  licenceRules,
  licenceStandingFor,
  licenceTrades,
  needsLicence,
  servicesCoveredByTrade,
  specialistTradeOfService,
} from './licence-rules';
import { states } from './states';

const job = (state: (typeof states)[number], serviceSlug: string, min: number, max = min) =>
  licenceNeedsFor({ state, serviceSlug, budgetMin: min, budgetMax: max });

describe('the rules table', () => {
  it('covers every state TradeMate serves, each value with an https or http source checked today', () => {
    expect(Object.keys(licenceRules).sort()).toEqual([...states].sort());
    for (const rules of Object.values(licenceRules)) {
      const sources = [
        rules.licensedContractor?.source,
        rules.writtenContract?.source,
        ...Object.values(rules.licenceAtAnyPrice),
      ].filter((source) => source !== undefined);
      for (const source of sources) {
        expect(source.url).toMatch(/^https?:\/\/[a-z0-9.-]+\.(gov\.au|org)\//);
        expect(source.checkedOn).toBe(LICENCE_RULES_CHECKED_ON);
        expect(source.publisher.length).toBeGreaterThan(2);
      }
    }
  });

  it('has the confirmed lines: NSW $5,000, QLD $3,300, VIC $10,000, WA $20,000, SA any price', () => {
    expect(licenceRules.NSW.licensedContractor).toMatchObject({ amount: 5000, from: 'over' });
    expect(licenceRules.QLD.licensedContractor).toMatchObject({ amount: 3300, from: 'over' });
    expect(licenceRules.VIC.licensedContractor).toMatchObject({ amount: 10_000, from: 'over' });
    expect(licenceRules.WA.licensedContractor).toMatchObject({ amount: 20_000, from: 'over' });
    expect(licenceRules.SA.licensedContractor).toMatchObject({ amount: 0, from: 'atLeast' });
    expect(licenceRules.TAS.licensedContractor).toBeNull();
    expect(licenceRules.SA.writtenContract).toMatchObject({ amount: 12_000, from: 'atLeast' });
    expect(licenceRules.TAS.writtenContract).toMatchObject({ amount: 20_000, from: 'atLeast' });
    expect(licenceRules.WA.writtenContract).toMatchObject({ amount: 7500, upTo: 500_000 });
  });

  it('maps every trade to services, and the specialist services to trades that cover them', () => {
    expect(Object.keys(servicesCoveredByTrade).sort()).toEqual([...licenceTrades].sort());
    for (const [service, trade] of Object.entries(specialistTradeOfService)) {
      expect(servicesCoveredByTrade[trade]).toContain(service);
      expect(buildingWorkServices as readonly string[]).not.toContain(service);
    }
  });
});

describe('budgetCrosses', () => {
  const line = {
    amount: 5000,
    from: 'over' as const,
    source: licenceRules.NSW.writtenContract!.source,
  };

  it('reads "over" as above the amount and "at least" as the amount itself too', () => {
    expect(budgetCrosses(line, 1000, 5000)).toBe(false);
    expect(budgetCrosses(line, 1000, 5001)).toBe(true);
    expect(budgetCrosses({ ...line, from: 'atLeast' }, 1000, 5000)).toBe(true);
    expect(budgetCrosses({ ...line, from: 'atLeast' }, 1000, 4999)).toBe(false);
  });

  it('counts the most the client would pay, and a line that stops counts the least', () => {
    expect(budgetCrosses(line, 100, 6000)).toBe(true);
    const capped = { ...line, amount: 7500, upTo: 500_000 };
    expect(budgetCrosses(capped, 400_000, 600_000)).toBe(true);
    expect(budgetCrosses(capped, 550_000, 600_000)).toBe(false);
  });
});

describe('licenceNeedsFor, state by state', () => {
  it('NSW: electrical work needs a licence at any price; building work over $5,000 needs both', () => {
    expect(job('NSW', 'electrician', 200)).toMatchObject({
      tradeLicence: { trade: 'electrical' },
      contractorLicence: null,
      writtenContract: null,
    });
    expect(job('NSW', 'carpenter', 5000)).toBeNull();
    expect(job('NSW', 'carpenter', 4000, 6000)).toMatchObject({
      tradeLicence: null,
      contractorLicence: { amount: 5000 },
      writtenContract: { amount: 5000 },
      budgetMax: 6000,
    });
  });

  it('QLD: over $3,300', () => {
    expect(job('QLD', 'builder', 3300)).toBeNull();
    expect(job('QLD', 'builder', 3301)).toMatchObject({
      contractorLicence: { amount: 3300 },
      writtenContract: { amount: 3300 },
    });
    expect(job('QLD', 'gasfitter', 50)?.tradeLicence?.trade).toBe('gasfitting');
  });

  it('VIC: over $10,000, except the single trades the VBA names', () => {
    expect(job('VIC', 'bricklayer', 10_000)).toBeNull();
    expect(job('VIC', 'bricklayer', 10_001)?.contractorLicence?.amount).toBe(10_000);
    const tiling = job('VIC', 'tiler', 20_000);
    expect(tiling?.contractorLicence).toBeNull();
    expect(tiling?.writtenContract?.amount).toBe(10_000);
  });

  it('WA: a registered builder over $20,000 (permit work), a written contract over $7,500', () => {
    expect(job('WA', 'builder', 7500)).toBeNull();
    expect(job('WA', 'builder', 8000)).toMatchObject({
      contractorLicence: null,
      writtenContract: { amount: 7500 },
    });
    expect(job('WA', 'builder', 20_001)).toMatchObject({
      contractorLicence: { amount: 20_000, buildingPermitOnly: true },
    });
    expect(job('WA', 'decking', 30_000)?.contractorLicence).toBeNull();
  });

  it('SA: building work needs a licensed contractor at any price, a written contract from $12,000', () => {
    expect(job('SA', 'painter', 100)).toMatchObject({
      contractorLicence: { amount: 0 },
      writtenContract: null,
    });
    expect(job('SA', 'painter', 12_000)?.writtenContract?.amount).toBe(12_000);
  });

  it('TAS: a written contract from $20,000; no confirmed licence line for building work', () => {
    expect(job('TAS', 'builder', 19_999)).toBeNull();
    expect(job('TAS', 'builder', 20_000)).toMatchObject({
      contractorLicence: null,
      writtenContract: { amount: 20_000 },
    });
    expect(job('TAS', 'plumber', 10)?.tradeLicence?.trade).toBe('plumbing');
  });

  it('asks nothing of work that is not building work or a licensed trade', () => {
    for (const state of states) expect(job(state, 'cleaner', 900_000)).toBeNull();
  });

  it('reads a half-typed budget by the end that is there, and no budget as none', () => {
    expect(
      licenceNeedsFor({ state: 'NSW', serviceSlug: 'builder', budgetMin: 6000 }),
    ).not.toBeNull();
    expect(
      licenceNeedsFor({
        state: 'NSW',
        serviceSlug: 'builder',
        budgetMin: Number.NaN,
        budgetMax: 6000,
      }),
    ).not.toBeNull();
    expect(licenceNeedsFor({ state: 'NSW', serviceSlug: 'builder' })).toBeNull();
    expect(licenceNeedsFor({ state: undefined, serviceSlug: 'electrician' })).toBeNull();
  });
});

describe('licenceStandingFor', () => {
  const electrical = {
    state: 'NSW' as const,
    serviceSlug: 'electrician',
    budgetMin: 6000,
    budgetMax: 6000,
  };
  const today = '2026-11-23';

  it('is licensed with a current licence of a covering trade in the job state', () => {
    expect(
      licenceStandingFor(
        electrical,
        [{ state: 'NSW', trade: 'electrical', expiresOn: today }],
        today,
      ),
    ).toBe('licensed');
  });

  it('is expired when the only covering licence ran out, missing with none in that state or trade', () => {
    expect(
      licenceStandingFor(
        electrical,
        [{ state: 'NSW', trade: 'electrical', expiresOn: '2026-11-22' }],
        today,
      ),
    ).toBe('expired');
    expect(
      licenceStandingFor(
        electrical,
        [{ state: 'VIC', trade: 'electrical', expiresOn: '2030-01-01' }],
        today,
      ),
    ).toBe('missing');
    expect(
      licenceStandingFor(
        electrical,
        [{ state: 'NSW', trade: 'building', expiresOn: '2030-01-01' }],
        today,
      ),
    ).toBe('missing');
  });

  it('is not needed for a job that needs no licence, such as a contract-only one', () => {
    expect(licenceStandingFor({ ...electrical, serviceSlug: 'cleaner' }, [], today)).toBe(
      'notNeeded',
    );
    const waContractOnly = {
      state: 'WA' as const,
      serviceSlug: 'builder',
      budgetMin: 9000,
      budgetMax: 9000,
    };
    expect(needsLicence(licenceNeedsFor(waContractOnly))).toBe(false);
    expect(licenceStandingFor(waContractOnly, [], today)).toBe('notNeeded');
  });

  it('lets a builder licence cover carpentry but never electrical work', () => {
    expect(
      licenceCovers(
        { state: 'QLD', trade: 'building' },
        { state: 'QLD', serviceSlug: 'carpenter' },
      ),
    ).toBe(true);
    expect(
      licenceCovers(
        { state: 'QLD', trade: 'building' },
        { state: 'QLD', serviceSlug: 'electrician' },
      ),
    ).toBe(false);
  });
});
