/**
 * The consent banner's answer is kept in the browser's storage (decision 068). Beside it, a
 * cookie scripts may read says that this browser has answered, and for which version of the
 * purposes: the server then leaves the banner out of a page it renders, and draws it in for a
 * browser that has not answered, so it paints with the page (decision 089). It holds no choice.
 */
export const consentCookieName = 'consentAnswered';
/** Raised when the purposes change, so every visitor is asked again. */
export const consentVersion = 1;
