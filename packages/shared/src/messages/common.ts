/**
 * The refusals and answers any page may meet: form validation, a request's refusals, the HTTP
 * errors, free text, and an outage of something TradeMate depends on. Re-exported by
 * `messages.ts`.
 */
export const validation = {
  required: 'Required',
  minTwoChars: 'Must be 2 characters or more',
  phone: 'please enter a valid phone number',
  email: 'Invalid email address',
  minSixChars: 'Must be 6 characters or more',
  passwordsMatch: 'Passwords must match',
  cityRequired: 'city is required',
  stateRequired: 'state is required',
  /** The newsletter form's address, sent without one. */
  emailRequired: 'Email is required',
} as const;

/** Refusals of a request's form, whatever the page: addresses, pages of lists, filters. */
export const request = {
  idInvalid: 'The id in the address is not valid',
  cursorInvalid: 'The page cursor is not valid',
  pageNotWhole: 'page must be a whole number',
  pageTooSmall: 'page must be 1 or more',
  pageTooLarge: 'page must be 10000 or less',
  limitNotWhole: 'limit must be a whole number',
  limitOutOfRange: (max: number) => `limit must be between 1 and ${max}`,
  searchTooLong: 'search must be 100 characters or fewer',
  filterRepeated: 'Send each filter once',
  stateInvalid: 'Choose a state from the list',
  cityNotInState: 'Choose a city from the list for your state',
  notIsoDate: (field: string) => `${field} must be an ISO date`,
} as const;

/**
 * What the API answers when a request fails outside any one form: too many attempts, an upload
 * that is not multipart, a refusal before any route runs, or a failure on the server.
 */
export const http = {
  invalidValue: 'Invalid value',
  invalid: 'Invalid request',
  tooManyAttempts: (wait: string) => `Too many attempts. Try again in ${wait}.`,
  photoNotMultipart: (part: string) => `Send the photo as multipart/form-data in the part ${part}`,
  photoUnreadable: (part: string) =>
    `The upload could not be read. Send the photo as multipart/form-data in the part ${part}`,
  brokenEncoding: 'The address is not valid: it has a %-encoded character that cannot be decoded',
  partTooLong: (max: number) => `A part of the address is longer than ${max} characters`,
  headersTooLarge: "The request's headers are too large",
  tooSlow: 'The request took too long to arrive',
  notHttp: 'The request could not be read as HTTP',
  noSuchRoute: (method: string, path: string) => `No API route ${method} ${path}`,
  serverError: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/**
 * Text no field may hold, refused wherever a request carries it (decision 053). `field` is the
 * field's name as `errors[].path` gives it, or `body` for a body that is one string.
 */
export const text = {
  body: 'The body',
  nul: (field: string) => `${field} contains a NUL character (U+0000), which is not allowed`,
  loneSurrogate: (field: string) =>
    `${field} contains half of a character (a lone UTF-16 surrogate): send whole characters`,
  notUtf8: (field: string) => `${field} is not valid UTF-8 text`,
  fileName: (part: string) =>
    `The name of the file sent in ${part} contains a NUL character or bytes that are not UTF-8: rename the file and send it again`,
} as const;

/** When TradeMate cannot answer because something it depends on is down for a moment. */
export const outage = {
  database: 'TradeMate cannot reach its database right now. Please try again in a moment.',
  storage: 'TradeMate cannot reach its file store right now. Please try again in a moment.',
} as const;
