import { afterEach, describe, expect, it } from 'vitest';
import { consentCookieName, consentVersion } from '@trademate/shared/constants/consent';
import { markConsentAnswered } from './consent-cookie';

const cookie = `${consentCookieName}=${consentVersion}`;

afterEach(() => {
  document.cookie = `${consentCookieName}=; path=/; max-age=0`;
});

describe('markConsentAnswered', () => {
  it('tells the server this browser has answered, with the version of the purposes', () => {
    expect(document.cookie.split('; ')).not.toContain(cookie);
    markConsentAnswered();
    expect(document.cookie.split('; ')).toContain(cookie);
  });

  it('writes the cookie once, whatever the number of answers', () => {
    markConsentAnswered();
    markConsentAnswered();
    expect(document.cookie.split('; ').filter((entry) => entry === cookie)).toHaveLength(1);
  });
});
