import { sessionHintCookie } from '@trademate/shared/constants/session-hint';

/**
 * Whether a session may exist: the server sets a readable hint beside the HttpOnly session cookie
 * and clears it at sign-out or when it finds no session. Without it nobody is signed in, so there
 * is no need to ask `GET /user/me`.
 */
export function hasSessionHint(): boolean {
  return `; ${document.cookie};`.includes(`; ${sessionHintCookie};`);
}
