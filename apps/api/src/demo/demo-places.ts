import { citiesByState, type StateCode } from '@trademate/shared/constants/states';

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

function cityFor(state: StateCode, index: number): string {
  const cities = citiesByState[state];
  return cities[Math.min(index, cities.length - 1)]!;
}

/** A demo person's address: their city, and a suburb of it when the table has one. */
export function addressFor(state: StateCode, cityIndex: number, personIndex = 0) {
  const city = cityFor(state, cityIndex);
  const suburbs = demoSuburbs[city];
  const chosen = suburbs?.[personIndex % suburbs.length];
  return chosen ? { state, city, postcode: chosen[0], suburb: chosen[1] } : { state, city };
}
