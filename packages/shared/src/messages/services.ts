/** The services catalogue as a professional chooses from it. Re-exported by `messages.ts`. */
/** The services a professional offers, chosen at sign-up or later in the profile. */
export const services = {
  notFound: 'Service not found',
  optionalAtSignup: 'Optional: you can choose them later in your profile.',
  noneChosen: {
    title: 'Choose the services you offer',
    text: 'Job requests come from clients who need the services you offer. You have not chosen any yet: choose yours in your profile and the requests for them show up here.',
    action: 'Choose my services',
  },
} as const;
