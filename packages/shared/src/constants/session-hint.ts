/**
 * A cookie set beside the HttpOnly session cookie, with the same lifetime, that scripts may read:
 * it tells the web app a session may exist, so a signed-out visitor never asks `/api/user/me`. It
 * holds no secret and grants nothing; the server clears it at sign-out and whenever `/api/user/me`
 * finds no session. See docs/decisions/011-session-hint-and-verification-anywhere.md.
 */
export const sessionHintCookieName = 'hasSession';
export const sessionHintCookieValue = '1';
/** The hint as it appears in `document.cookie`. */
export const sessionHintCookie = `${sessionHintCookieName}=${sessionHintCookieValue}`;
