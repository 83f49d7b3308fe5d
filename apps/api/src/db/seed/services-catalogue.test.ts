import { describe, it, expect } from 'vitest';
import {
  buildingWorkServices,
  licenceRules,
  servicesCoveredByTrade,
  specialistTradeOfService,
} from '@trademate/shared/constants/licence-rules';
import { serviceIconKeys } from '@trademate/shared/constants/service-icons';
import { servicesCatalogue } from './services-catalogue';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('servicesCatalogue', () => {
  it('has at least 30 services', () => {
    expect(servicesCatalogue.length).toBeGreaterThanOrEqual(30);
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = servicesCatalogue.map((service) => service.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(kebabCase);
    }
  });

  it('has every service the licence rules name (decision 025)', () => {
    const slugs = new Set(servicesCatalogue.map((service) => service.slug));
    const named = [
      ...buildingWorkServices,
      ...Object.keys(specialistTradeOfService),
      ...Object.values(servicesCoveredByTrade).flat(),
      ...Object.values(licenceRules).flatMap(
        (rules) => rules.licensedContractor?.exceptServices ?? [],
      ),
    ];
    for (const slug of named) expect(slugs, slug).toContain(slug);
  });

  it('uses unique names', () => {
    const names = servicesCatalogue.map((service) => service.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(servicesCatalogue.map((service) => [service.slug, service.description] as const))(
    'gives %s a real description of 80 to 600 characters',
    (_slug, description) => {
      expect(description.length).toBeGreaterThanOrEqual(80);
      expect(description.length).toBeLessThanOrEqual(600);
      expect(description.toLowerCase()).not.toContain('lorem');
    },
  );

  it('uses only known icon keys', () => {
    const known: readonly string[] = serviceIconKeys;
    for (const service of servicesCatalogue) {
      expect(known).toContain(service.icon);
    }
  });

  it('ranks exactly eight popular services from 1 to 8, each once', () => {
    const ranks = servicesCatalogue
      .map((service) => service.popularRank)
      .filter((rank): rank is number => rank !== null)
      .sort((a, b) => a - b);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
