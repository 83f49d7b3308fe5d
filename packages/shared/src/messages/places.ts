/** Places: suburbs, postcodes and distances. Re-exported by `messages.ts`. */
/** Places: the suburb and postcode picker, the lookup API, travel distance and distances on cards. */
export const places = {
  postcodeInvalid: 'Enter a 4-digit postcode',
  queryTooShort: 'Type at least 2 letters of a suburb',
  queryInvalid: 'Type a suburb name: letters, spaces, hyphens and apostrophes only',
  queryMissing: 'Send a postcode or the start of a suburb name',
  queryBoth: 'Send a postcode or a suburb name, not both',
  suburbRequired: 'Choose a suburb from the list',
  unknownPlace: 'Choose a suburb and postcode from the list',
  travelKmOutOfRange: (min: number, max: number) =>
    `Choose a travel distance between ${min} and ${max} km`,
  travelKmProfessionalsOnly: 'Only professionals set how far they travel',
  withinKmOutOfRange: (min: number, max: number) =>
    `Choose a distance between ${min} and ${max} km`,
  withinKmNeedsPlace: 'Set your suburb in your profile to search by distance',
  sortInvalid: 'Sort by newest or nearest',
  nearestNeedsWithinKm: 'Choose a distance to sort by nearest',
  kmAway: (km: number) => `${km} km away`,
} as const;
