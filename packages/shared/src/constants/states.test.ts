import { describe, it, expect } from 'vitest';
import { citiesByState, citiesFor, isCityInState, isStateCode, stateNames, states } from './states';

const capitals = {
  NSW: 'Sydney',
  VIC: 'Melbourne',
  QLD: 'Brisbane',
  SA: 'Adelaide',
  WA: 'Perth',
  TAS: 'Hobart',
} as const;

describe('states', () => {
  it('lists exactly the six supported states in order', () => {
    expect(states).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS']);
  });

  it('does not include the ACT or the NT', () => {
    expect(states).not.toContain('ACT');
    expect(states).not.toContain('NT');
    expect(Object.keys(citiesByState)).not.toContain('ACT');
    expect(Object.keys(citiesByState)).not.toContain('NT');
  });

  it('gives every state a full name', () => {
    for (const state of states) {
      expect(stateNames[state].length).toBeGreaterThan(0);
    }
    expect(stateNames.NSW).toBe('New South Wales');
    expect(stateNames.TAS).toBe('Tasmania');
  });
});

describe('citiesByState', () => {
  it('gives every state a non-empty list of cities', () => {
    for (const state of states) {
      expect(citiesByState[state].length).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(capitals))('lists the capital of %s (%s) first', (state, capital) => {
    expect(citiesByState[state as keyof typeof capitals][0]).toBe(capital);
  });

  it('has no duplicate city within a state', () => {
    for (const state of states) {
      const cities = citiesByState[state];
      expect(new Set(cities).size).toBe(cities.length);
    }
  });
});

describe('isCityInState', () => {
  it('accepts a city that belongs to the state', () => {
    expect(isCityInState('NSW', 'Newcastle')).toBe(true);
    expect(isCityInState('WA', 'Perth')).toBe(true);
    expect(isCityInState('TAS', 'Launceston')).toBe(true);
  });

  it('rejects a city that belongs to another state', () => {
    expect(isCityInState('VIC', 'Sydney')).toBe(false);
    expect(isCityInState('QLD', 'Adelaide')).toBe(false);
  });

  it('rejects an unknown city or an empty string', () => {
    expect(isCityInState('NSW', 'Atlantis')).toBe(false);
    expect(isCityInState('NSW', '')).toBe(false);
  });
});

describe('isStateCode', () => {
  it('accepts every supported state', () => {
    for (const state of states) {
      expect(isStateCode(state)).toBe(true);
    }
  });

  it.each(['ACT', 'NT', '', 42, 'nsw', null, undefined])('rejects %j', (value) => {
    expect(isStateCode(value)).toBe(false);
  });
});

describe('citiesFor', () => {
  it('lists the cities of a state, capital first, and none for an unknown state', () => {
    expect(citiesFor('WA')[0]).toBe('Perth');
    expect(citiesFor('ACT')).toEqual([]);
    expect(citiesFor(undefined)).toEqual([]);
  });
});
