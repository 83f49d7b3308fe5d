/**
 * The consent banner (decision 068): what the data layer collects, why, who receives it and how to
 * change the choice, as Australian Privacy Principle 5 asks to be told at collection.
 */
export const consent = {
  title: 'Your privacy choices',
  /** The phone's one-sentence version of the three below, shown until "Choose" opens them. */
  brief:
    'With your permission we record how TradeMate is used, never your name, email or phone, and share it with Google, which may store it outside Australia.',
  summary:
    'With your permission, TradeMate records how the site is used: the pages you open (without any names or numbers from their addresses) and steps such as signing up, posting a job or sending a quote. We never record your name, email, phone number or anything you write. We use this to improve TradeMate and, if you allow marketing, to measure our advertising.',
  recipients:
    'These records go to Google (Google Tag Manager and Google Analytics), which may store them outside Australia, including in the United States. Cookies needed to keep you signed in are always on.',
  change:
    'You can change your choice at any time from Cookie settings at the bottom of every page.',
  privacyPolicy: 'Read our Privacy Policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  save: 'Save my choices',
  close: 'Close without changes',
  analyticsLabel: 'Analytics: how TradeMate is used',
  analyticsAbout: 'Pages opened and steps taken, without personal details.',
  marketingLabel: 'Marketing: measuring our advertising',
  marketingAbout: 'Lets Google measure whether our ads lead to sign-ups and plans.',
} as const;
