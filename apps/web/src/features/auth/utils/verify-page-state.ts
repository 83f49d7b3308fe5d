import * as messages from '@trademate/shared/messages';

/** What a page sends the verify page in the history state, to show above the code form. */
export interface VerifyPageState {
  notice?: string;
}

/** Said when the account was created but its photo could not be uploaded. */
export const photoNotSavedNotice = `${messages.avatar.uploadFailed}. Your account is ready: you can add a photo later from your profile.`;
