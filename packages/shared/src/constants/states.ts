/**
 * The states TradeMate operates in. ACT and NT are deliberately absent: the product does not
 * support them yet, so they must never appear in pickers or pass validation.
 */
export const states = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS'] as const;

export type StateCode = (typeof states)[number];

/** Full names for labels and screen readers, where a bare abbreviation would be unclear. */
export const stateNames: Record<StateCode, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
};

/**
 * A fixed list of locations per state, so jobs and tradie service areas use one canonical
 * spelling. The capital comes first because it is the default choice in location pickers.
 */
export const citiesByState: Record<StateCode, readonly string[]> = {
  NSW: [
    'Sydney',
    'Newcastle',
    'Wollongong',
    'Gosford',
    'Maitland',
    'Albury',
    'Wagga Wagga',
    'Coffs Harbour',
    'Port Macquarie',
    'Tamworth',
    'Orange',
    'Queanbeyan',
    'Dubbo',
    'Bathurst',
    'Nowra',
    'Tweed Heads',
    'Lismore',
    'Ballina',
    'Armidale',
    'Goulburn',
    'Griffith',
    'Grafton',
    'Broken Hill',
  ],
  VIC: [
    'Melbourne',
    'Geelong',
    'Ballarat',
    'Bendigo',
    'Shepparton',
    'Mildura',
    'Wodonga',
    'Warrnambool',
    'Traralgon',
    'Warragul',
    'Wangaratta',
    'Moe',
    'Horsham',
    'Bacchus Marsh',
    'Sale',
    'Echuca',
    'Bairnsdale',
    'Swan Hill',
    'Colac',
    'Portland',
    'Hamilton',
    'Benalla',
  ],
  QLD: [
    'Brisbane',
    'Gold Coast',
    'Sunshine Coast',
    'Ipswich',
    'Townsville',
    'Cairns',
    'Toowoomba',
    'Mackay',
    'Rockhampton',
    'Bundaberg',
    'Hervey Bay',
    'Gladstone',
    'Maryborough',
    'Gympie',
    'Mount Isa',
    'Warwick',
    'Yeppoon',
    'Emerald',
    'Dalby',
    'Bowen',
    'Kingaroy',
  ],
  SA: [
    'Adelaide',
    'Mount Gambier',
    'Gawler',
    'Mount Barker',
    'Whyalla',
    'Murray Bridge',
    'Port Augusta',
    'Port Pirie',
    'Port Lincoln',
    'Victor Harbor',
    'Goolwa',
    'Naracoorte',
    'Renmark',
    'Berri',
    'Kadina',
    'Nuriootpa',
    'Millicent',
    'Loxton',
    'Roxby Downs',
    'Tanunda',
    'Clare',
    'Wallaroo',
    'Moonta',
  ],
  WA: [
    'Perth',
    'Mandurah',
    'Bunbury',
    'Geraldton',
    'Kalgoorlie',
    'Albany',
    'Busselton',
    'Karratha',
    'Broome',
    'Port Hedland',
    'Esperance',
    'Collie',
    'Northam',
    'Margaret River',
    'Dunsborough',
    'Carnarvon',
    'Kununurra',
    'Newman',
    'Narrogin',
    'Katanning',
    'Merredin',
  ],
  TAS: [
    'Hobart',
    'Launceston',
    'Devonport',
    'Burnie',
    'Kingston',
    'Ulverstone',
    'Wynyard',
    'New Norfolk',
    'George Town',
    'Sorell',
    'Latrobe',
    'Longford',
    'Smithton',
    'Penguin',
    'Huonville',
    'Deloraine',
    'Scottsdale',
    'St Helens',
    'Queenstown',
  ],
};

/** Narrows untrusted input (query strings, form data) to a supported state, rejecting ACT and NT. */
export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && (states as readonly string[]).includes(value);
}

/** Exact, case-sensitive match, so only the canonical spelling of a city is ever stored. */
export function isCityInState(state: StateCode, city: string): boolean {
  return citiesByState[state].includes(city);
}

/** The city options for a state, for forms. */
export function citiesFor(state: string | undefined): readonly string[] {
  return isStateCode(state) ? citiesByState[state] : [];
}
