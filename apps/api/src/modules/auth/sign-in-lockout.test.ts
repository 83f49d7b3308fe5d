import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { signInLimits } from '../../lib/sign-in-lockout';
import { deviceCookie } from './sign-in-lockout';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

function signIn(user: TestUser, password: string, from: string, device?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password },
    remoteAddress: from,
    cookies: device ? { [deviceCookie]: device } : {},
  });
}

const deviceOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === deviceCookie)?.value;

let addresses = 0;
/** An address no test has used. */
const freshAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.9`;
};

describe('the sign-in lockout', () => {
  it('holds one address back from an account after five wrong passwords, the right one too', async () => {
    const user = await createUser(testApp.app);
    const attacker = freshAddress();
    for (let i = 0; i < signInLimits.failuresPerSource; i++)
      expect((await signIn(user, 'wrong-one', attacker)).statusCode).toBe(401);
    const held = await signIn(user, user.password, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many attempts\. Try again in (15 minutes|14 minutes)\.$/,
      ),
    });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(800);
  });

  it("never locks the owner out with a stranger's wrong passwords", async () => {
    const user = await createUser(testApp.app);
    const stranger = freshAddress();
    for (let i = 0; i < 12; i++) await signIn(user, 'guess', stranger);
    expect((await signIn(user, 'guess', stranger)).statusCode).toBe(429);
    expect((await signIn(user, user.password, freshAddress())).statusCode).toBe(200);
  });

  it("stops guesses spread over many addresses, but not the owner's known address or browser", async () => {
    const user = await createUser(testApp.app);
    const home = freshAddress();
    const first = await signIn(user, user.password, home);
    expect(first.statusCode).toBe(200);
    const browser = deviceOf(first);
    expect(browser).toBeDefined();

    // A botnet: each address stays under its own limit; together they reach the account's ceiling.
    for (let i = 0; i < signInLimits.failuresPerAccount; i++)
      expect((await signIn(user, 'guess', freshAddress())).statusCode).toBe(401);
    expect((await signIn(user, user.password, freshAddress())).statusCode).toBe(429);

    // The owner: from home (an address that signed in before), or their browser anywhere.
    expect((await signIn(user, user.password, home)).statusCode).toBe(200);
    expect((await signIn(user, user.password, freshAddress(), browser)).statusCode).toBe(200);
  });

  it("counts a known browser's failures on their own, afresh after each sign-in", async () => {
    const user = await createUser(testApp.app);
    const office = freshAddress();
    let browser = deviceOf(await signIn(user, user.password, office));
    // A colleague at the same address guessing does not hold the owner's browser back.
    for (let i = 0; i < signInLimits.failuresPerSource; i++) await signIn(user, 'guess', office);
    expect((await signIn(user, user.password, office)).statusCode).toBe(429);
    const signedIn = await signIn(user, user.password, office, browser);
    expect(signedIn.statusCode).toBe(200);
    browser = deviceOf(signedIn);

    // The owner's own typos are limited too, in the browser's own count.
    for (let i = 0; i < signInLimits.failuresPerSource; i++)
      expect((await signIn(user, 'typo', office, browser)).statusCode).toBe(401);
    expect((await signIn(user, user.password, office, browser)).statusCode).toBe(429);
  });

  it("ignores another account's device cookie", async () => {
    const owner = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const otherBrowser = deviceOf(await signIn(other, other.password, freshAddress()));
    const stranger = freshAddress();
    for (let i = 0; i < signInLimits.failuresPerSource; i++)
      await signIn(owner, 'guess', stranger, otherBrowser);
    expect((await signIn(owner, owner.password, stranger, otherBrowser)).statusCode).toBe(429);
  });
});
