/** The apprentice's logbook: refusals, confirmations, notifications. Re-exported by `messages.ts`. */
export const logbook = {
  // Confirmations.
  supervisorRequested: 'Your request has been sent to the professional',
  supervisionAccepted: 'You now supervise this apprentice',
  supervisionDeclined: 'You declined this request',
  supervisionEnded: 'The supervision has ended',
  entriesSaved: (count: number) =>
    count === 1
      ? 'Your entry has been sent to your supervisor'
      : `${count} entries have been sent to your supervisor`,
  entryUpdated: 'Your entry has been updated and sent to your supervisor again',
  entryDeleted: 'Your entry has been deleted',
  entriesVerified: (count: number) =>
    count === 1 ? 'Entry verified' : `${count} entries verified`,
  entryReturned: 'The entry has been returned to the apprentice',
  settingsSaved: 'Your logbook settings have been saved',
  unitSaved: 'The unit has been saved',

  // Refusals.
  onlyApprentices: 'Only apprentices keep a logbook',
  supervisorNotFound: 'This professional is not available',
  supervisorNotProfessional: 'Choose a professional to supervise you',
  alreadyLinked: 'You already have a request or a link with this professional',
  supervisionNotFound: 'This supervision is not available',
  supervisionNotPending: 'This request has already been answered',
  supervisionNotActive: 'This supervision is not active',
  entryNotFound: 'This entry is not available',
  notYourSupervisor: 'Choose one of your active supervisors',
  jobNotSupervisors: 'Choose a job your supervisor was hired for',
  unitNotFound: 'Choose units from the list',
  entryNotPending: 'Only entries waiting for verification can be verified or returned',
  entryChangedMeanwhile:
    'The apprentice changed an entry after you opened it. Read it again before you decide on it',
  asReadInvalid: 'Give the time you read the entry as its updatedAt, an ISO date and time',
  entryCannotDelete: 'Only an entry not yet verified can be deleted',
  unchanged: 'Change something in the entry before you send it again',
  exportRangeTooLong: 'Choose a period of at most three years',
  unitCodeTaken: 'This service already has a unit with this code',
  supervisorFixed:
    'An entry stays with the supervisor it was sent to: delete it and record it again for another',

  // Field checks.
  supervisorRequired: 'Choose a supervisor',
  workDateRequired: 'Choose the day you worked',
  workDateFuture: 'The day cannot be in the future',
  workDateTooOld: 'Entries can go back at most two years',
  minutesInvalid: 'Enter the hours in quarter hours, from 0.25 to 16',
  siteTooLong: 'Keep the site to 120 characters or fewer',
  tasksRequired: 'Describe the work you did',
  tasksTooShort: 'Describe the work in at least 10 characters',
  tasksTooLong: 'Keep the description to 1,000 characters or fewer',
  unitsTooMany: 'Choose at most 6 units',
  levelRequired: 'Choose how much help you needed',
  photosTooMany: 'Add at most 4 photos',
  photoInvalid: 'This photo could not be used: upload it again',
  entriesRequired: 'Add at least one day',
  entriesTooMany: 'Send at most 7 days at a time',
  entryIdsRequired: 'Choose the entries to verify',
  entryIdsTooMany: 'Verify at most 50 entries at a time',
  commentRequired: 'Say what needs to change, in at least 3 characters',
  commentTooLong: 'Keep the comment to 500 characters or fewer',
  targetInvalid: 'Enter a target from 1 to 20,000 hours, or leave it empty',
  dateInvalid: 'Choose a valid date',
  rangeInvalid: 'The start of the period must be before its end',
  unitCodeRequired: 'Enter the unit code',
  unitCodeTooLong: 'Keep the code to 20 characters or fewer',
  unitTitleRequired: 'Enter the unit title, in at least 3 characters',
  unitTitleTooLong: 'Keep the title to 160 characters or fewer',
  serviceRequired: 'Choose a trade',

  // Photos of the work, uploaded before the entry is sent.
  photoRequired: 'Choose a photo to upload',
  photoTooLarge: 'The photo must be 3MB or less',
  photoUploaded: 'Your photo has been uploaded',
  photoUploadRateLimited: (minutes: string) =>
    `You can upload up to 60 logbook photos an hour. Please try again in ${minutes}.`,

  // Levels, as people read them.
  levels: {
    assisted: 'Assisted',
    supervised: 'Supervised',
    independent: 'Independent',
  },

  // Notifications.
  notifySupervisionRequested: (apprentice: string) =>
    `${apprentice} asked you to supervise their logbook`,
  notifySupervisionAccepted: (supervisor: string) =>
    `${supervisor} accepted to supervise your logbook`,
  notifySupervisionDeclined: (supervisor: string) =>
    `${supervisor} declined to supervise your logbook`,
  notifySupervisionEnded: (name: string) => `${name} ended the logbook supervision`,
  notifyPending: (count: number) =>
    count === 1
      ? '1 logbook entry is waiting for your verification'
      : `${count} logbook entries are waiting for your verification`,
  notifyReviewed: (verified: number, returned: number) =>
    returned === 0
      ? `${verified === 1 ? '1 entry' : `${verified} entries`} of your logbook verified`
      : `${returned === 1 ? '1 entry' : `${returned} entries`} of your logbook returned for changes`,
  /** What each notification says under its title. */
  notifyBodies: {
    supervisionRequested: 'Accept or decline the request in your logbook reviews.',
    supervisionAccepted: 'Record your days of work and send them to be verified.',
    supervisionDeclined: 'You can ask another professional to supervise your logbook.',
    supervisionEndedToApprentice:
      'Your entries stay in your logbook; the ones still waiting can no longer be verified.',
    supervisionEndedToSupervisor: 'The entries you verified stay in their logbook.',
    pending: (apprentice: string) =>
      `From ${apprentice}: verify them or return them with a comment.`,
    verified: (supervisor: string) => `${supervisor} verified your hours.`,
    returned: (supervisor: string, comment: string) => `${supervisor}: ${comment}`,
  },

  // The web app: navigation, and where an entry or a supervision stands.
  entryStatus: {
    pending: 'Waiting for verification',
    verified: 'Verified',
    returned: 'Returned for changes',
  },
  supervisionStatus: {
    pending: 'Waiting for an answer',
    active: 'Supervising',
    declined: 'Declined',
    ended: 'Ended',
  },
  askToSupervise: 'Ask to supervise my logbook',
  editVerifiedWarning: (supervisor: string) =>
    `This entry is verified. Saving a change sends it back to ${supervisor} to verify again; the verified version stays in its history.`,
  noActiveSupervisor: 'Ask a professional to supervise your logbook before you log your hours',
} as const;
