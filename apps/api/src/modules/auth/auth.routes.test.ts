import { asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, firstServiceId, signIn } from '../../../test/factories';
import { mailOutbox } from '../../db/schema/mail';
import { otpChallenges } from '../../db/schema/auth';
import { userServices, users } from '../../db/schema/users';

let testApp: TestApp;
let serviceId: string;
beforeAll(async () => {
  // Mail is sent when a test says so (`lastMailTo`), so what the outbox holds can be checked first.
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  serviceId = (await firstServiceId(testApp.app))!;
});
afterAll(async () => {
  await testApp.close();
});

let counter = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Jess',
    lastName: 'Tran',
    contactNumber: '0412 345 678',
    address: { state: 'QLD', city: 'Brisbane' },
    userType: 'tradie',
    email: `jess${counter}@example.com.au`,
    password: 'secret1',
    services: [serviceId],
    ...overrides,
  };
}

// Each request from its own address, as real sign-ups come from many people; the per-address limits
// have tests of their own.
let address = 0;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`,
  });

function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The mail last written to `email`, once the outbox's sender has written what it composes. */
async function lastMailTo(email: string) {
  await testApp.app.mail.deliverDue();
  // In the order written: a sent mail's row is rewritten, so PostgreSQL may hand it back last.
  const rows = await testApp.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.at(-1);
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function codeMailedTo(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const code = mail?.text.match(/Your code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('POST /api/user/signup', () => {
  it('creates the account, mails a code and hands back an opaque reference, never the code', async () => {
    const body = signupBody();
    const response = await post('/api/user/signup', body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({ responseCode: 201, message: messages.signup.success });
    expect(json.data.user).toEqual({ _id: expect.any(String), email: body.email });
    const code = await codeMailedTo(body.email);
    expect(response.body).not.toContain(code);
    const cookies = response.cookies.filter(
      (c) => c.name === 'verifyToken' || c.name === 'encryptedOtp',
    );
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie.httpOnly).toBe(true);

    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    expect(user).toMatchObject({
      userType: 'tradie',
      contactNumber: '0412345678',
      emailVerifiedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a second sign-up with the same email (in any case) with 409 and creates nothing', async () => {
    const body = signupBody();
    await post('/api/user/signup', body);
    const again = await post('/api/user/signup', {
      ...body,
      email: body.email.toUpperCase(),
      firstName: 'Other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: messages.auth.emailTaken });
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Jess');
  });

  it.each([
    [{ firstName: '' }, 'firstName', messages.validation.required],
    [{ firstName: ' J ' }, 'firstName', messages.validation.minTwoChars],
    [{ lastName: undefined }, 'lastName', messages.validation.required],
    [{ contactNumber: '12345' }, 'contactNumber', messages.validation.phone],
    [{ contactNumber: '+61 9 1234 5678' }, 'contactNumber', messages.validation.phone],
    [{ email: 'nope' }, 'email', messages.validation.email],
    [{ password: 'abc' }, 'password', messages.validation.minSixChars],
    [
      { address: { state: 'ACT', city: 'Canberra' } },
      'address.state',
      messages.validation.stateRequired,
    ],
    [{ address: { state: 'QLD', city: '' } }, 'address.city', messages.validation.cityRequired],
    [
      { address: { state: 'QLD', city: 'Melbourne' } },
      'address.city',
      'Choose a city from the list for your state',
    ],
    [{ userType: 'client' }, 'services', 'Clients do not offer services'],
    [{ userType: 'admin' }, 'userType', 'Choose an account type'],
    [{ confirmPassword: 'secret2' }, 'confirmPassword', messages.validation.passwordsMatch],
    [{ confirmPassword: '' }, 'confirmPassword', messages.validation.passwordsMatch],
  ])('refuses %j on %s with the spec message', async (overrides, path, message) => {
    const body = signupBody(overrides);
    const response = await post('/api/user/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(
      await testApp.database.db.select().from(users).where(eq(users.email, body.email)),
    ).toHaveLength(0);
  });

  it.each(['tradie', 'freeTradie', 'apprentice'])(
    'signs a %s up with exactly the spec form fields, services left for later',
    async (userType) => {
      const { services: _services, ...body } = signupBody({ userType, confirmPassword: 'secret1' });
      const response = await post('/api/user/signup', body);
      expect(response.statusCode).toBe(201);
      const [user] = await testApp.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email));
      expect(user).toMatchObject({ userType });
      expect(
        await testApp.database.db
          .select()
          .from(userServices)
          .where(eq(userServices.userId, user!.id)),
      ).toEqual([]);
    },
  );

  it('refuses a confirmPassword that differs from the password with 400 and creates nothing', async () => {
    const body = signupBody({ password: 'secret1', confirmPassword: 'Secret1' });
    const response = await post('/api/user/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseCode: 400,
      code: 'VALIDATION',
      message: messages.validation.passwordsMatch,
      errors: [{ path: 'confirmPassword', message: messages.validation.passwordsMatch }],
    });
    expect(
      await testApp.database.db.select().from(users).where(eq(users.email, body.email)),
    ).toHaveLength(0);
    expect(await lastMailTo(body.email)).toBeUndefined();
  });

  it('accepts an Australian number with +61 and a landline with its area code', async () => {
    expect(
      (await post('/api/user/signup', signupBody({ contactNumber: '+61 412 345 678' }))).statusCode,
    ).toBe(201);
    expect(
      (await post('/api/user/signup', signupBody({ contactNumber: '(07) 3123 4567' }))).statusCode,
    ).toBe(201);
  });

  it('limits sign-ups from one address', async () => {
    const from = (i: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: signupBody({ email: `limit${i}@example.com.au` }),
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 10; i++) expect((await from(i)).statusCode).toBe(201);
    const eleventh = await from(10);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('RATE_LIMITED');
  });

  it('refuses services that do not exist', async () => {
    const response = await post(
      '/api/user/signup',
      signupBody({ services: ['6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose services from the list');
  });
});

describe('email verification', () => {
  async function signUp() {
    const body = signupBody();
    const response = await post('/api/user/signup', body);
    return { body, cookies: cookiesOf(response), data: response.json().data };
  }

  it('verifies with the mailed code, using the verify token and reference from the cookies', async () => {
    const { body, cookies } = await signUp();
    const code = await codeMailedTo(body.email);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/checkValidOTP',
      cookies,
      payload: { optEnteredByUser: code },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.auth.verified);
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it('takes the verify token as the Authorization header and the reference in the body', async () => {
    const { body, data } = await signUp();
    const response = await post(
      '/api/user/checkValidOTP',
      { encryptedOTP: data.encryptedOTP, optEnteredByUser: await codeMailedTo(body.email) },
      { authorization: data.verifyToken },
    );
    expect(response.statusCode).toBe(200);
  });

  it('counts wrong codes and locks the challenge after five', async () => {
    const { body, data } = await signUp();
    const code = await codeMailedTo(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const headers = { authorization: data.verifyToken };
    const payload = { encryptedOTP: data.encryptedOTP, optEnteredByUser: wrong };
    const first = await post('/api/user/checkValidOTP', payload, headers);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('The code is not correct. 4 tries left.');
    for (let i = 0; i < 3; i++) await post('/api/user/checkValidOTP', payload, headers);
    const fifth = await post('/api/user/checkValidOTP', payload, headers);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(messages.auth.tooManyCodes);
    const right = await post(
      '/api/user/checkValidOTP',
      { ...payload, optEnteredByUser: code },
      headers,
    );
    expect(right.statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { body, data } = await signUp();
    const code = await codeMailedTo(body.email);
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    await testApp.database.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.userId, user!.id));
    const response = await post(
      '/api/user/checkValidOTP',
      { encryptedOTP: data.encryptedOTP, optEnteredByUser: code },
      { authorization: data.verifyToken },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.auth.codeExpired);
  });

  it('sends a new code only after the cooldown, and the old code stops working', async () => {
    const { body, data } = await signUp();
    const oldCode = await codeMailedTo(body.email);
    const tooSoon = await post('/api/user/verifyUser', undefined, {
      authorization: data.verifyToken,
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^Please wait \d+ seconds before asking for another code$/,
    );

    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    await testApp.database.db
      .update(otpChallenges)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpChallenges.userId, user!.id));
    const resent = await post('/api/user/verifyUser', undefined, {
      authorization: data.verifyToken,
    });
    expect(resent.statusCode).toBe(200);
    const newCode = await codeMailedTo(body.email);
    const withOld = await post(
      '/api/user/checkValidOTP',
      { encryptedOTP: data.encryptedOTP, optEnteredByUser: oldCode },
      { authorization: data.verifyToken },
    );
    expect(withOld.statusCode).toBe(400);
    const withNew = await post(
      '/api/user/checkValidOTP',
      { encryptedOTP: resent.json().data.encryptedOTP, optEnteredByUser: newCode },
      { authorization: data.verifyToken },
    );
    expect(withNew.statusCode).toBe(200);
  });

  it("refuses another account's reference and a forged verify token", async () => {
    const first = await signUp();
    const second = await signUp();
    const crossed = await post(
      '/api/user/checkValidOTP',
      {
        encryptedOTP: first.data.encryptedOTP,
        optEnteredByUser: await codeMailedTo(first.body.email),
      },
      { authorization: second.data.verifyToken },
    );
    expect(crossed.statusCode).toBe(400);
    const forged = await new SignJWT({ sub: first.data.user._id, typ: 'verify' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const response = await post('/api/user/verifyUser', undefined, { authorization: forged });
    expect(response.statusCode).toBe(401);
  });

  it('answers an already verified account with 409', async () => {
    const user = await createUser(testApp.app, { userType: 'client' });
    const token = await signIn(testApp.app, user);
    const response = await post('/api/user/verifyUser', undefined, { authorization: token });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.auth.alreadyVerified);
  });
});

describe('email verification on another device (email and code, no cookies)', () => {
  async function signUp() {
    const body = signupBody();
    const response = await post('/api/user/signup', body);
    expect(response.statusCode).toBe(201);
    return {
      body,
      code: await codeMailedTo(body.email),
      verifyToken: response.json().data.verifyToken as string,
    };
  }

  const checkByEmail = (email: string, code: string) =>
    post('/api/user/checkValidOTP', { email, optEnteredByUser: code });

  async function isVerified(email: string) {
    const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    return user!.emailVerifiedAt !== null;
  }

  const wrongCodeAnswer = {
    responseCode: 400,
    code: 'VALIDATION',
    message: messages.auth.wrongCode,
    errors: [{ path: 'optEnteredByUser', message: messages.auth.wrongCode }],
  };

  it('mails a link to the verification page with the email and code in the fragment only', async () => {
    const { body, code } = await signUp();
    const mail = await lastMailTo(body.email);
    const link = mail!.text.match(/Verify my email: (\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/user/verify');
    expect(url.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      email: body.email,
      code,
    });
    expect(mail!.html).toContain(`href="${link!.replaceAll('&', '&#38;')}"`);
  });

  it('verifies with the right code and the email, in any case, without cookies or token', async () => {
    const { body, code } = await signUp();
    const response = await checkByEmail(body.email.toUpperCase(), code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: 200, message: messages.auth.verified });
    expect(await isVerified(body.email)).toBe(true);
  });

  it('answers a wrong code and an email without an account exactly alike, and verifies nothing', async () => {
    const { body, code } = await signUp();
    const wrong = code === '000000' ? '111111' : '000000';
    const wrongCode = await checkByEmail(body.email, wrong);
    const wrongEmail = await checkByEmail('nobody-here@example.com.au', code);
    const verifiedAccount = await createUser(testApp.app);
    const alreadyVerified = await checkByEmail(verifiedAccount.email, wrong);
    for (const response of [wrongCode, wrongEmail, alreadyVerified]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(wrongCodeAnswer);
    }
    expect(await isVerified(body.email)).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { body, code } = await signUp();
    await testApp.database.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.userId, await userIdOf(body.email)));
    const response = await checkByEmail(body.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.auth.codeExpired);
    expect(await isVerified(body.email)).toBe(false);
  });

  it('takes a code once: the second use says the email is already verified', async () => {
    const { body, code } = await signUp();
    expect((await checkByEmail(body.email, code)).statusCode).toBe(200);
    const again = await checkByEmail(body.email, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: messages.auth.alreadyVerified,
    });
  });

  it('locks the code after five wrong tries, even against the right code', async () => {
    const { body, code } = await signUp();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await checkByEmail(body.email, wrong);
      expect(response.json()).toEqual(wrongCodeAnswer);
    }
    const right = await checkByEmail(body.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: messages.auth.tooManyCodes,
    });
    expect(await isVerified(body.email)).toBe(false);
  });

  it('checks only the latest code: one mailed before a new code stops working', async () => {
    const { body, code: oldCode, verifyToken } = await signUp();
    await testApp.database.db
      .update(otpChallenges)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpChallenges.userId, await userIdOf(body.email)));
    const resent = await post('/api/user/verifyUser', undefined, { authorization: verifyToken });
    expect(resent.statusCode).toBe(200);
    const newCode = await codeMailedTo(body.email);
    if (newCode !== oldCode) {
      expect((await checkByEmail(body.email, oldCode)).json()).toEqual(wrongCodeAnswer);
    }
    expect((await checkByEmail(body.email, newCode)).statusCode).toBe(200);
  });

  it('counts every check against the per-address limit', async () => {
    const { body, code } = await signUp();
    const wrong = code === '000000' ? '111111' : '000000';
    const from = (optEnteredByUser: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/user/checkValidOTP',
        payload: { email: `someone-${optEnteredByUser}@example.com.au`, optEnteredByUser },
        remoteAddress: '192.0.2.91',
      });
    for (let i = 0; i < 30; i++) expect((await from(wrong)).statusCode).toBe(400);
    const limited = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/checkValidOTP',
      payload: { email: body.email, optEnteredByUser: code },
      remoteAddress: '192.0.2.91',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await isVerified(body.email)).toBe(false);
  });

  it('still needs the sign-up cookies, a verify token or a session without the email', async () => {
    const { code } = await signUp();
    const response = await post('/api/user/checkValidOTP', { optEnteredByUser: code });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in, session and sign-out', () => {
  it("signs a token carrying the spec's claims: _id, email, userType and userVerified", async () => {
    const user = await createUser(testApp.app, { userType: 'freeTradie', verified: false });
    const login = await post('/api/user/login', { email: user.email, password: user.password });
    const token: string = login.json().data.token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      _id: user.id,
      email: user.email,
      userType: 'freeTradie',
      userVerified: false,
    });
    // It still names its session row, which is checked on every request.
    expect(claims.sid).toEqual(expect.any(String));
    await post('/api/user/logout', undefined, { authorization: token });
    const after = await testApp.app.inject({
      url: '/api/user/me',
      headers: { authorization: token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('signs in, sets an HttpOnly one-day cookie and answers /me from cookie or header', async () => {
    const user = await createUser(testApp.app, { userType: 'tradie' });
    const login = await post('/api/user/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
    const data = login.json().data;
    expect(data.user).toEqual({ _id: user.id, email: user.email, userVerified: true });
    const cookie = login.cookies.find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    const hint = login.cookies.find((c) => c.name === 'hasSession')!;
    expect(hint).toEqual({
      name: 'hasSession',
      value: '1',
      sameSite: 'Lax',
      path: '/',
      maxAge: 86_400,
    });

    const byCookie = await testApp.app.inject({
      url: '/api/user/me',
      cookies: { token: cookie.value },
    });
    expect(byCookie.json().data).toMatchObject({
      _id: user.id,
      userType: 'tradie',
      hiringStatus: 'available',
    });
    const byHeader = await testApp.app.inject({
      url: '/api/user/me',
      headers: { authorization: data.token },
    });
    expect(byHeader.statusCode).toBe(200);
    const byBearer = await testApp.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(byBearer.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await createUser(testApp.app);
    const wrongPassword = await post('/api/user/login', {
      email: user.email,
      password: 'nope-nope',
    });
    const unknown = await post('/api/user/login', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe(messages.auth.wrongCredentials);
  });

  it('limits sign-ins from one address to LOGINS_PER_15_MINUTES, the right password too', async () => {
    const limited = await buildTestApp(
      { LOGINS_PER_15_MINUTES: '2' },
      { passes: ['push', 'payments'] },
    );
    try {
      const user = await createUser(limited.app);
      const signInFrom = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password: user.password },
          remoteAddress,
        });
      expect((await signInFrom('192.0.2.81')).statusCode).toBe(200);
      expect((await signInFrom('192.0.2.81')).statusCode).toBe(200);
      const third = await signInFrom('192.0.2.81');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ responseCode: 429, code: 'RATE_LIMITED' });
      expect(third.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
      // Another address has a count of its own.
      expect((await signInFrom('192.0.2.82')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses forged, tampered, unsigned and expired tokens', async () => {
    const user = await createUser(testApp.app);
    const token = await signIn(testApp.app, user);
    const [header, payload] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), userType: 'tradie' })).toString('base64url')}.${token.split('.')[2]}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const expired = await new SignJWT({ sub: user.id, sid: 'x', typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    for (const bad of [tampered, unsigned, expired, 'garbage']) {
      const response = await testApp.app.inject({
        url: '/api/user/me',
        headers: { authorization: bad },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('ends the session on logout: the old token stops working and every listed cookie is cleared', async () => {
    const user = await createUser(testApp.app);
    const token = await signIn(testApp.app, user);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      cookies: { token },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared.sort()).toEqual([
      'email',
      'encryptedOtp',
      'firstName',
      'hasSession',
      'token',
      'verifyToken',
    ]);
    const after = await testApp.app.inject({
      url: '/api/user/me',
      headers: { authorization: token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('clears the session cookie and its hint when /me finds no session behind them', async () => {
    const user = await createUser(testApp.app);
    const token = await signIn(testApp.app, user);
    await testApp.app.inject({ method: 'POST', url: '/api/user/logout', cookies: { token } });
    const me = await testApp.app.inject({
      url: '/api/user/me',
      cookies: { token, hasSession: '1' },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHENTICATED');
    const cleared = me.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared.sort()).toEqual(['hasSession', 'token']);
  });

  it('refuses state-changing requests from another site', async () => {
    const user = await createUser(testApp.app);
    const fromElsewhere = await post(
      '/api/user/login',
      { email: user.email, password: user.password },
      { origin: 'https://evil.example' },
    );
    expect(fromElsewhere.statusCode).toBe(403);
    const crossSite = await post(
      '/api/user/login',
      { email: user.email, password: user.password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await post(
      '/api/user/login',
      { email: user.email, password: user.password },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the mailed code; old password and old sessions stop working', async () => {
    const user = await createUser(testApp.app);
    const oldSession = await signIn(testApp.app, user);
    const forgot = await post('/api/user/forgotPassword', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    await expect
      .poll(() => lastMailTo(user.email).then((m) => m?.subject))
      .toMatch(/password reset code/);
    const code = await codeMailedTo(user.email);

    const check = await post('/api/user/checkValidOTPForForgetPassword', {
      encryptedOTP: forgot.json().data.encryptedOTP,
      optEnteredByUser: code,
      email: user.email,
    });
    expect(check.statusCode).toBe(200);
    const resetToken = check.json().data.resetToken;

    const reset = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/resetForgetPassword',
      headers: { authorization: resetToken },
      payload: { newPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(messages.auth.passwordReset);

    expect(
      (await post('/api/user/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/user/login', { email: user.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    const old = await testApp.app.inject({
      url: '/api/user/me',
      headers: { authorization: oldSession },
    });
    expect(old.statusCode).toBe(401);

    const reused = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/resetForgetPassword',
      headers: { authorization: resetToken },
      payload: { newPassword: 'another-pass' },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const user = await createUser(testApp.app);
    const known = await post('/api/user/forgotPassword', { email: user.email });
    const unknown = await post('/api/user/forgotPassword', { email: 'ghost@example.com.au' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json().message).toBe(known.json().message);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    // The request did the same work for both: one row each in the outbox, still to be written.
    const queued = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [user.email, 'ghost@example.com.au']));
    expect(queued.map((row) => [row.to, row.kind, row.subject])).toEqual(
      expect.arrayContaining([
        [user.email, 'password_reset', ''],
        ['ghost@example.com.au', 'password_reset', ''],
      ]),
    );
    // The sender writes the known account's mail and drops the other.
    expect(await codeMailedTo(user.email)).toMatch(/^\d{6}$/);
    expect(await lastMailTo('ghost@example.com.au')).toBeUndefined();
    const check = await post('/api/user/checkValidOTPForForgetPassword', {
      encryptedOTP: unknown.json().data.encryptedOTP,
      optEnteredByUser: '123456',
      email: 'ghost@example.com.au',
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(messages.auth.wrongCode);
  });

  it("refuses a reset code presented with another account's email", async () => {
    const user = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const forgot = await post('/api/user/forgotPassword', { email: user.email });
    await expect.poll(() => lastMailTo(user.email)).toBeDefined();
    const response = await post('/api/user/checkValidOTPForForgetPassword', {
      encryptedOTP: forgot.json().data.encryptedOTP,
      optEnteredByUser: await codeMailedTo(user.email),
      email: other.email,
    });
    expect(response.statusCode).toBe(400);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const user = await createUser(testApp.app);
    const current = await signIn(testApp.app, user);
    const other = await signIn(testApp.app, user);
    const change = (currentPassword: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/user/changePassword',
        headers: { authorization: current },
        payload: { currentPassword, newPassword: 'changed-pass' },
      });
    const wrong = await change('not-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'currentPassword', message: messages.auth.currentPasswordWrong },
    ]);

    const ok = await change(user.password);
    expect(ok.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ url: '/api/user/me', headers: { authorization: current } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await testApp.app.inject({ url: '/api/user/me', headers: { authorization: other } }))
        .statusCode,
    ).toBe(401);
  });

  it('needs a session to change a password', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/changePassword',
      payload: { currentPassword: 'whatever', newPassword: 'changed-pass' },
    });
    expect(response.statusCode).toBe(401);
  });
});
