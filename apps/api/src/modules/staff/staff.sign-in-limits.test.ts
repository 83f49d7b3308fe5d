import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLimits } from '@trademate/shared/constants/staff';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { signInNewAdmin, STAFF_PASSWORD, type SignedInStaff } from '../../../test/staff';
import { staffMembers, staffSessions, staffSignInChallenges } from '../../db/schema/staff';
import { signInLimits } from '../../lib/sign-in-lockout';
import { staffDeviceCookie } from './staff.guards';

const m = messages.staff;
/** The customers' device cookie (decision 013). */
const customerDeviceCookie = 'signInDevice';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
});
afterAll(async () => {
  await testApp.close();
});
const app = () => testApp.app;

let addresses = 0;
/** An address no request in this file has come from. */
function freshAddress(): string {
  addresses += 1;
  return `10.73.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function post(url: string, payload: object, from: string, cookies: Record<string, string> = {}) {
  return app().inject({ method: 'POST', url, payload, remoteAddress: from, cookies });
}

function givePassword(email: string, password: string, from = freshAddress(), device?: string) {
  return post(
    '/api/admin/auth/login',
    { email, password },
    from,
    device ? { [staffDeviceCookie]: device } : {},
  );
}

function giveCode(
  challenge: string,
  answer: { code: string } | { recoveryCode: string },
  from = freshAddress(),
) {
  return post('/api/admin/auth/totp', { challenge, ...answer }, from);
}

/** The password step done right: the challenge for the code step. */
async function challengeFor(staff: SignedInStaff): Promise<string> {
  const response = await givePassword(staff.email, STAFF_PASSWORD);
  expect(response.statusCode).toBe(200);
  return response.json().data.challenge as string;
}

/** The code the authenticator shows for the next time step: no sign-in has used it yet. */
const unusedCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Six digits the authenticator shows for none of the time steps near now. */
async function wrongCodeFor(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const shown = await Promise.all(
    [-60, -30, 0, 30, 60].map((offset) => generate({ secret, epoch: now + offset })),
  );
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find(
    (code) => !shown.includes(code),
  )!;
}

const sessionsOf = (staffId: string) =>
  app().db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));

describe('the authenticator code step', () => {
  it('checks five of 110 wrong codes sent at once from 11 addresses, then refuses the right one', async () => {
    const admin = await signInNewAdmin(app());
    const challenge = await challengeFor(admin);
    const wrong = await wrongCodeFor(admin.secret);
    const senders = Array.from({ length: 11 }, freshAddress);
    const answers = await Promise.all(
      senders.flatMap((from) =>
        Array.from({ length: 10 }, () => giveCode(challenge, { code: wrong }, from)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(
      staffLimits.wrongCodesPerChallenge - 1,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      110 - (staffLimits.wrongCodesPerChallenge - 1),
    );
    for (const answer of answers.filter((a) => a.statusCode === 401)) {
      expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: m.codesUsedUp });
    }
    // Only five were checked against the authenticator at all, however they raced.
    const challenges = await app()
      .db.select()
      .from(staffSignInChallenges)
      .where(eq(staffSignInChallenges.staffId, admin.id));
    expect(challenges.map((row) => row.wrongCodes).sort((a, b) => a - b)).toEqual([
      0,
      staffLimits.wrongCodesPerChallenge,
    ]);

    const right = await giveCode(challenge, { code: await unusedCode(admin.secret) });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(m.codesUsedUp);
    expect(await sessionsOf(admin.id)).toHaveLength(1);
  });

  it('ends a sign-in at its fifth wrong code; the password again starts a new one', async () => {
    const admin = await signInNewAdmin(app());
    const challenge = await challengeFor(admin);
    const wrong = await wrongCodeFor(admin.secret);
    for (let i = 1; i < staffLimits.wrongCodesPerChallenge; i++) {
      const answer = await giveCode(challenge, { code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(m.wrongCode);
    }
    const last = await giveCode(challenge, { code: wrong });
    expect(last.statusCode).toBe(401);
    expect(last.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: m.codesUsedUp });
    const byRecovery = await giveCode(challenge, { recoveryCode: admin.recoveryCodes[0]! });
    expect(byRecovery.statusCode).toBe(401);

    // Neither the refused code's time step nor the recovery code was spent on the ended sign-in.
    const again = await challengeFor(admin);
    expect((await giveCode(again, { code: await unusedCode(admin.secret) })).statusCode).toBe(200);
    const [row] = await app().db.select().from(staffMembers).where(eq(staffMembers.id, admin.id));
    expect(row!.recoveryCodeHashes).toHaveLength(staffLimits.recoveryCodes);
  });

  it('opens one session per sign-in, even for two right answers at once', async () => {
    const admin = await signInNewAdmin(app());
    const challenge = await challengeFor(admin);
    const [first, second] = await Promise.all([
      giveCode(challenge, { recoveryCode: admin.recoveryCodes[0]! }),
      giveCode(challenge, { recoveryCode: admin.recoveryCodes[1]! }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
    const refused = first.statusCode === 401 ? first : second;
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: m.signInUsed });

    const later = await giveCode(challenge, { code: await unusedCode(admin.secret) });
    expect(later.statusCode).toBe(401);
    expect(later.json().message).toBe(m.signInUsed);
    // The invitation's session and this one; the refused recovery code is still unused.
    expect(await sessionsOf(admin.id)).toHaveLength(2);
    const [row] = await app().db.select().from(staffMembers).where(eq(staffMembers.id, admin.id));
    expect(row!.recoveryCodeHashes).toHaveLength(staffLimits.recoveryCodes - 1);
  });

  it("holds an account's code step for an hour after ten wrong codes over its sign-ins", async () => {
    const admin = await signInNewAdmin(app());
    const wrong = await wrongCodeFor(admin.secret);
    const signIns = staffLimits.wrongCodesPerAccount / staffLimits.wrongCodesPerChallenge;
    for (let s = 0; s < signIns; s++) {
      const challenge = await challengeFor(admin);
      for (let i = 0; i < staffLimits.wrongCodesPerChallenge; i++) {
        expect([400, 401]).toContain((await giveCode(challenge, { code: wrong })).statusCode);
      }
    }

    const held = await giveCode(await challengeFor(admin), {
      recoveryCode: admin.recoveryCodes[0]!,
    });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many wrong codes for this account\. Try again in (60|59) minutes\.$/,
      ),
    });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(58 * 60);

    // An hour on, the same staff member signs in.
    const later = new Date(Date.now() + (staffLimits.wrongCodeWindowMinutes + 1) * 60_000);
    const step = await app().staff.signIn(admin.email, STAFF_PASSWORD, later);
    const session = await app().staff.completeSignIn(
      { challenge: step.challenge, recoveryCode: admin.recoveryCodes[0]!.replace('-', '') },
      { ip: null, userAgent: null },
      later,
    );
    expect(session.staff.email).toBe(admin.email);
  });
});

const deviceOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === staffDeviceCookie);

describe('the password step', () => {
  it('holds one address back after five wrong passwords, the right one too', async () => {
    const admin = await signInNewAdmin(app());
    const stranger = freshAddress();
    for (let i = 0; i < signInLimits.failuresPerSource; i++) {
      const answer = await givePassword(admin.email, 'a wrong guess', stranger);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(m.wrongCredentials);
    }
    const held = await givePassword(admin.email, STAFF_PASSWORD, stranger);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Try again in (15|14) minutes\.$/),
    });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(800);
    // Anyone else still signs in.
    expect((await givePassword(admin.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it("never keeps staff out of their own browser or address with a stranger's guesses from many addresses", async () => {
    const admin = await signInNewAdmin(app());
    expect(admin.device).toBeDefined();

    for (let i = 0; i < signInLimits.failuresPerAccount + 5; i++) {
      const answer = await givePassword(admin.email, 'a wrong guess');
      expect(answer.statusCode, `guess ${i + 1}`).toBe(
        i < signInLimits.failuresPerAccount ? 401 : 429,
      );
    }
    // The right password from an address the account does not know waits like the guesses…
    expect((await givePassword(admin.email, STAFF_PASSWORD)).statusCode).toBe(429);
    // …but the staff member's browser, from anywhere, and the address they signed in from do not.
    const fromBrowser = await givePassword(
      admin.email,
      STAFF_PASSWORD,
      freshAddress(),
      admin.device,
    );
    expect(fromBrowser.statusCode).toBe(200);
    expect((await givePassword(admin.email, STAFF_PASSWORD, admin.address)).statusCode).toBe(200);

    // A finished sign-in gives the browser a new device cookie, for the sign-in routes only.
    const done = await giveCode(fromBrowser.json().data.challenge, {
      code: await unusedCode(admin.secret),
    });
    expect(done.statusCode).toBe(200);
    expect(deviceOf(done)).toMatchObject({
      path: '/api/admin/auth',
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(deviceOf(done)!.value).not.toBe(admin.device);
  });

  it("counts a customer's device cookie for nothing at the console, even for the same email", async () => {
    const admin = await signInNewAdmin(app());
    const customer = await createUser(app(), { email: admin.email });
    const signedIn = await post(
      '/api/user/login',
      { email: customer.email, password: customer.password },
      freshAddress(),
    );
    expect(signedIn.statusCode).toBe(200);
    const customerDevice = signedIn.cookies.find(
      (cookie) => cookie.name === customerDeviceCookie,
    )!.value;

    const stranger = freshAddress();
    for (let i = 0; i < signInLimits.failuresPerSource; i++) {
      await givePassword(admin.email, 'a wrong guess', stranger, customerDevice);
    }
    const held = await givePassword(admin.email, STAFF_PASSWORD, stranger, customerDevice);
    expect(held.statusCode).toBe(429);
  });
});
