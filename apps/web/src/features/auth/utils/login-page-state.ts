/** What a page sends the sign-in page in the history state. */
export interface LoginPageState {
  /** A success to show above the form, such as a verified email. */
  notice?: string;
  /** Filled in for the person who just verified it. */
  email?: string;
  /** The person just verified their email: signed in, they go on to their next step. */
  afterVerifying?: boolean;
}
