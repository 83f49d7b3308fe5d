import { consentCookieName, consentVersion } from '@trademate/shared/constants/consent';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Tells the server this browser has answered the banner (decision 089), so the pages it renders
 * leave the banner out. Written with every answer (the banner's chunk), and for an answer stored
 * before the cookie existed (loaded by the consent host only then), so it costs the first load
 * nothing.
 */
export function markConsentAnswered() {
  const cookie = `${consentCookieName}=${consentVersion}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${cookie}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}
