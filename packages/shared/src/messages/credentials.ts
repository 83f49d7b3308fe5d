/** A professional's ABN, business name and licences. Re-exported by `messages.ts`. */
/** An ABN and business name on a professional's profile (decision 025). */
export const business = {
  abnRequired: 'Enter your ABN',
  abnFormat: 'An ABN is 11 digits, for example 51 824 753 556',
  abnChecksum: 'This is not a valid ABN: check the 11 digits against your ABN registration',
  businessNameTooLong: 'Keep the business name to 120 characters or fewer',
  professionalsOnly: 'Only tradies, free tradies and apprentices can add an ABN',
  abnCancelled:
    'The Australian Business Register lists this ABN as cancelled. Enter an active ABN.',
  abnNotOnRegister: 'The Australian Business Register has no record of this ABN. Check the digits.',
  saved: 'Your ABN has been saved',
  savedFormatOnly:
    'Your ABN has been saved. The Australian Business Register could not be reached, so only its format was checked: save it again later to check it with the register.',
  removed: 'Your ABN has been removed',
  notFound: 'You have not added an ABN',
  abnLabel: (formatted: string) => `ABN ${formatted}`,
  checkedWithRegister: 'ABN checked with the Australian Business Register',
  formatChecked: 'ABN format checked',
  registerUnavailableNote:
    'The Australian Business Register could not be reached when this ABN was saved: only its format was checked.',
  registeredName: (name: string) => `Registered as ${name}`,
  gstRegistered: (since: string) => `Registered for GST since ${since}`,
  gstNotRegistered: 'Not registered for GST',
} as const;

/** Licences professionals record, and when the law needs one for a job (decision 025). */
export const licences = {
  stateRequired: 'Choose the state that issued the licence',
  tradeRequired: 'Choose the trade or class of work the licence covers',
  numberRequired: 'Enter the licence number',
  numberInvalid:
    'A licence number is letters, digits, spaces, hyphens and slashes, up to 30 characters',
  classTooLong: 'Keep the licence class to 100 characters or fewer',
  expiryRequired: 'Enter the expiry date shown on the licence',
  expiryOutOfRange: 'Enter an expiry date between 1 January 2000 and 31 December 2100',
  tooMany: (max: number) => `You can record up to ${max} licences`,
  duplicate: 'You have already added this licence',
  notFound: 'This licence could not be found',
  professionalsOnly: 'Only tradies, free tradies and apprentices can add licences',
  added: 'Your licence has been added',
  removed: 'Your licence has been removed',
  expired: 'Expired',
  expiresOn: (date: string) => `Expires ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  licenceNumber: (number: string) => `Licence ${number}`,
  none: 'No licences recorded yet.',
  tradeLabels: {
    building: 'Builder',
    carpentry: 'Carpentry',
    bricklaying: 'Bricklaying',
    tiling: 'Wall and floor tiling',
    waterproofing: 'Waterproofing',
    painting: 'Painting and decorating',
    plastering: 'Plastering',
    roofing: 'Roofing',
    concreting: 'Concreting',
    glazing: 'Glazing',
    fencing: 'Fencing',
    landscaping: 'Structural landscaping',
    kitchenBathroom: 'Kitchen, bathroom and laundry renovation',
    demolition: 'Demolition',
    electrical: 'Electrical',
    plumbing: 'Plumbing and drainage',
    gasfitting: 'Gas fitting',
    refrigeration: 'Air-conditioning and refrigeration',
    other: 'Other',
  },
  /** The specialist trades' work, as the notice says it. */
  tradeWork: {
    electrical: 'electrical work',
    plumbing: 'plumbing work',
    gasfitting: 'gas fitting work',
    refrigeration: 'air-conditioning and refrigeration work',
  },
  /** Who may do building work past the line, as each state's regulator says it. */
  contractorTerm: {
    NSW: 'a licensed contractor',
    QLD: 'a QBCC-licensed contractor',
    VIC: 'a registered builder',
    SA: 'a licensed building work contractor',
    WA: 'a registered building contractor',
    TAS: 'a licensed builder',
  },
  noticeHeading: 'What the law asks for this job',
  tradeLicenceLine: (work: string, stateName: string) =>
    `In ${stateName}, ${work} must be done by a licensed professional, whatever the price.`,
  contractorAnyPriceLine: (stateName: string, who: string) =>
    `In ${stateName}, building work must be done by ${who}, whatever the price.`,
  contractorLine: (stateName: string, line: string, who: string, buildingPermitOnly: boolean) =>
    `In ${stateName}, building work priced ${line}${buildingPermitOnly ? ' that needs a building permit' : ''} must be done by ${who}.`,
  contractLine: (line: string) => `Building work priced ${line} needs a written contract.`,
  budgetLine: (amount: string) => `Your budget goes up to ${amount}.`,
  over: (amount: string) => `over ${amount}`,
  atLeast: (amount: string) => `at ${amount} or more`,
  between: (from: string, to: string) => `over ${from} and up to ${to}`,
  askForLicence: 'Ask the professionals you talk to for their licence number before you hire.',
  sourcesNote: (checked: string) =>
    `Each rule links to the regulator's page it comes from, checked on ${checked}. This is general information, not legal advice.`,
  licensedForJob: 'Licensed for this job',
  missingWarning: (stateName: string) =>
    `This job needs a licence in ${stateName}, and you have no licence recorded there that covers it. Add your licence to your profile before you contact the client.`,
  expiredWarning: (stateName: string) =>
    `This job needs a licence in ${stateName}, and your licence that covers it has expired. Renew it and update your profile before you contact the client.`,
  addLicenceLink: 'Add a licence to your profile',
} as const;
