/** The directories, the profiles and their reviews. Re-exported by `messages.ts`. */
/** The professionals and apprentices directories and their profiles. */
export const directory = {
  professionalNotFound: 'This professional could not be found',
  apprenticeNotFound: 'This apprentice could not be found',
  serviceInvalid: 'Choose a service from the list',
  stateInvalid: 'Choose a state from the list',
  cityInvalid: 'Choose a city from the list for the chosen state',
  available: 'Available',
  notTakingWork: 'Not taking work',
  noProfessionals: 'No professionals match these filters yet.',
  noApprentices: 'No apprentices match these filters yet.',
} as const;

/** Reviews on a professional's profile and the professional's one reply to each. */
export const reviews = {
  replyTooShort: 'Write a reply of at least 2 characters',
  replyTooLong: 'Keep your reply to 1000 characters or fewer',
  replied: 'Your reply has been posted',
  alreadyReplied: 'You have already replied to this review',
  notFound: 'This review could not be found',
  noReviews: 'No reviews yet.',
  repliedTitle: 'Reply to your review',
  repliedBody: (professional: string, jobTitle: string) =>
    `${professional} replied to your review of “${jobTitle}”.`,
} as const;
