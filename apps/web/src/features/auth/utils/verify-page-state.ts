import * as messages from '@trademate/shared/messages';

/** What a page sends the verify page in the history state. */
export interface VerifyPageState {
  /** Shown above the code form. */
  notice?: string;
  /**
   * The address that just signed up in this browser, which holds its sign-up cookies: the page
   * then asks for the code alone. Without it, the page asks for the email too.
   */
  email?: string;
}

/** Said when the account was created but its photo could not be uploaded. */
export const photoNotSavedNotice = `${messages.avatar.uploadFailed}. Your account is ready: you can add a photo later from your profile.`;
