import { eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTypes } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, setSubscription } from '../../../test/factories';
import { signInFresh } from '../../../test/job-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import { auditLog, staffMembers } from '../../db/schema/staff';

const m = messages.staff;
const PASSWORD = 'a long staff passphrase';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
/** Every route the app registers, so the refusal test below walks console routes added later. */
const routes: RouteOptions[] = [];
beforeAll(async () => {
  testApp = await buildTestApp(
    {},
    {
      passes: ['push', 'payments'],
      observe: (app) => app.addHook('onRoute', (route) => void routes.push(route)),
    },
  );
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;

let address = 0;
function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { cookie?: string; payload?: object; headers?: Record<string, string> } = {},
) {
  address += 1;
  return app().inject({
    method,
    url,
    remoteAddress: `10.71.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

function tokenOf(link: string): string {
  return link.split('/admin/invitation/')[1]!;
}

function cookieOf(response: Awaited<ReturnType<typeof call>>): string {
  const cookie = response.cookies.find((c) => c.name === 'tm_staff');
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
  return `tm_staff=${cookie!.value}`;
}

const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

interface SignedInStaff {
  id: string;
  email: string;
  secret: string;
  cookie: string;
  recoveryCodes: string[];
}

/** An admin or support member through the whole first sign-in: invitation, password, TOTP. */
async function onboard(link: string): Promise<SignedInStaff> {
  const token = tokenOf(link);
  const accepted = await call('POST', '/api/admin/auth/invitation', {
    payload: { token, password: PASSWORD },
  });
  expect(accepted.statusCode).toBe(200);
  const setup = accepted.json().data;
  expect(setup).toMatchObject({ step: 'setupTotp' });
  expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
  expect(setup.qrSvg).toMatch(/^<svg/);
  const done = await call('POST', '/api/admin/auth/totp', {
    payload: { challenge: setup.challenge, code: await codeNow(setup.secret) },
  });
  expect(done.statusCode).toBe(200);
  const session = done.json().data;
  return {
    id: session.staff._id,
    email: session.staff.email,
    secret: setup.secret,
    cookie: cookieOf(done),
    recoveryCodes: session.recoveryCodes,
  };
}

async function firstAdmin(email = `admin-${address}@trademate.com.au`) {
  const { link } = await app().staff.createAdminFromCommandLine({ email, name: 'Priya Shah' });
  return onboard(link);
}

describe('the first admin, made from the command line', () => {
  it('accepts the invitation, sets up TOTP with recovery codes, and is signed in for 8 hours', async () => {
    const { staff, link } = await app().staff.createAdminFromCommandLine({
      email: 'first.admin@trademate.com.au',
      name: 'Priya Shah',
    });
    expect(staff).toMatchObject({ role: 'admin', status: 'invited' });
    const token = tokenOf(link);
    const invitation = await call('GET', `/api/admin/auth/invitation/${token}`);
    expect(invitation.json().data).toEqual({
      email: 'first.admin@trademate.com.au',
      name: 'Priya Shah',
      role: 'admin',
    });

    const short = await call('POST', '/api/admin/auth/invitation', {
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(m.passwordTooShort);

    const admin = await onboard(link);
    expect(admin.recoveryCodes).toHaveLength(10);
    expect(admin.recoveryCodes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.id, admin.id));
    expect(row).toMatchObject({ status: 'active', inviteTokenHash: null });
    // The secret is kept sealed, never as the app shows it.
    expect(row!.totpSecret).not.toContain(admin.secret);

    const me = await call('GET', '/api/admin/auth/me', { cookie: admin.cookie });
    expect(me.statusCode).toBe(200);
    const expiresAt = new Date(me.json().data.expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(7.9 * 60 * 60 * 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(8 * 60 * 60 * 1000);

    // The link is spent.
    expect((await call('GET', `/api/admin/auth/invitation/${token}`)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/auth/invitation', { payload: { token, password: PASSWORD } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a second staff member with the same email', async () => {
    await app().staff.createAdminFromCommandLine({ email: 'twice@trademate.com.au', name: 'A' });
    await expect(
      app().staff.createAdminFromCommandLine({ email: 'twice@trademate.com.au', name: 'B' }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('staff sign-in', () => {
  it('takes the password, then a code once, or a recovery code once', async () => {
    const admin = await firstAdmin();
    const wrong = await call('POST', '/api/admin/auth/login', {
      payload: { email: admin.email, password: 'not the passphrase' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(m.wrongCredentials);
    const nobody = await call('POST', '/api/admin/auth/login', {
      payload: { email: 'nobody@trademate.com.au', password: PASSWORD },
    });
    expect(nobody.json().message).toBe(m.wrongCredentials);

    const signIn = async () => {
      const first = await call('POST', '/api/admin/auth/login', {
        payload: { email: admin.email.toUpperCase(), password: PASSWORD },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.step).toBe('totp');
      return first.json().data.challenge as string;
    };

    const challenge = await signIn();
    const badCode = await call('POST', '/api/admin/auth/totp', {
      payload: {
        challenge,
        code: '000000' === (await codeNow(admin.secret)) ? '111111' : '000000',
      },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe(m.wrongCode);
    const neither = await call('POST', '/api/admin/auth/totp', { payload: { challenge } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(m.codeRequired);

    // The code that completed the first sign-in was used: it is not accepted again.
    const replay = await call('POST', '/api/admin/auth/totp', {
      payload: { challenge, code: await codeNow(admin.secret) },
    });
    expect(replay.statusCode).toBe(400);

    const recovery = admin.recoveryCodes[3]!;
    const byRecovery = await call('POST', '/api/admin/auth/totp', {
      payload: { challenge: await signIn(), recoveryCode: recovery.toUpperCase() },
    });
    expect(byRecovery.statusCode).toBe(200);
    cookieOf(byRecovery);
    const again = await call('POST', '/api/admin/auth/totp', {
      payload: { challenge: await signIn(), recoveryCode: recovery },
    });
    expect(again.statusCode).toBe(400);

    const forged = await call('POST', '/api/admin/auth/totp', {
      payload: { challenge: 'not-a-challenge', code: '123456' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(m.signInAgain);
  });

  it('ends a session after 30 idle minutes or 8 hours, and at sign-out', async () => {
    const admin = await firstAdmin();
    const token = admin.cookie.split('=')[1]!;
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    expect(await app().staff.authenticate(token, at(20))).not.toBeNull();
    // Seen at 20 minutes: 45 is 25 idle minutes.
    expect(await app().staff.authenticate(token, at(45))).not.toBeNull();
    expect(await app().staff.authenticate(token, at(76))).toBeNull();
    // Once ended it stays ended.
    expect(await app().staff.authenticate(token, at(46))).toBeNull();

    const other = await firstAdmin();
    const otherToken = other.cookie.split('=')[1]!;
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      expect(await app().staff.authenticate(otherToken, at(minutes))).not.toBeNull();
    }
    expect(await app().staff.authenticate(otherToken, at(8 * 60 + 1))).toBeNull();

    const third = await firstAdmin();
    const out = await call('POST', '/api/admin/auth/logout', { cookie: third.cookie });
    expect(out.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/auth/me', { cookie: third.cookie })).statusCode).toBe(
      401,
    );
  });
});

describe('who may use the console', () => {
  it('refuses every console route to each customer kind and to anyone signed out', async () => {
    // The sign-in steps and an invitation's acceptance are the only ones open before signing in.
    const signingIn = /^\/api\/admin\/auth\/(login|totp|logout|invitation)/;
    const consoleRoutes = routes
      .filter((route) => route.url.startsWith('/api/admin/') && !signingIn.test(route.url))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => [method as 'GET', route.url.replace(/:[^/]+/g, UNKNOWN_ID)] as const),
      );
    expect(consoleRoutes.length).toBeGreaterThan(20);
    const customers = await Promise.all(
      userTypes.map(async (userType) => {
        const user = await createUser(app(), { userType });
        if (userType === 'tradie') await setSubscription(app(), user.id, 'active');
        return signInFresh(app(), user);
      }),
    );
    for (const [method, url] of consoleRoutes) {
      const payload = method === 'GET' ? undefined : { reason: 'checking access' };
      expect((await call(method, url, { payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const token of customers) {
        // A customer's session, as a header or as the cookie the web app sends, counts for nothing.
        const response = await call(method, url, {
          payload,
          headers: { authorization: token, cookie: `token=${token}` },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().message).toBe(m.signInRequired);
      }
    }
  });

  it('gives support staff their work but not the staff list, invitations or the audit log', async () => {
    const admin = await firstAdmin();
    const invited = await call('POST', '/api/admin/staff', {
      cookie: admin.cookie,
      payload: {
        email: 'sam.support@trademate.com.au',
        name: 'Sam Lee',
        role: 'support',
        reason: 'New support hire',
      },
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'sam.support@trademate.com.au'));
    expect(mail).toMatchObject({ kind: 'staff_invitation', subject: m.inviteSubject });
    const link = mail!.text.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0];
    const support = await onboard(link);

    const me = await call('GET', '/api/admin/auth/me', { cookie: support.cookie });
    expect(me.json().data.staff).toMatchObject({ role: 'support', status: 'active' });
    for (const [method, url] of [
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/audit'],
      ['POST', '/api/admin/staff'],
      ['POST', `/api/admin/staff/${admin.id}/disable`],
    ] as const) {
      const response = await call(method, url, {
        cookie: support.cookie,
        payload:
          method === 'POST'
            ? { email: 'x@trademate.com.au', name: 'X Y', role: 'admin', reason: 'promote me' }
            : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(m.notAllowed);
    }
    expect(
      await db().select().from(staffMembers).where(eq(staffMembers.email, 'x@trademate.com.au')),
    ).toEqual([]);
  });
});

describe('staff management and the audit log', () => {
  it('invites once, disables (ending the sessions) and enables, each with its audit row', async () => {
    const admin = await firstAdmin();
    const other = await firstAdmin();
    const payload = {
      email: 'new.person@trademate.com.au',
      name: 'New Person',
      role: 'support',
      reason: 'Joining the support team',
    };
    expect(
      (await call('POST', '/api/admin/staff', { cookie: admin.cookie, payload })).statusCode,
    ).toBe(201);
    const twice = await call('POST', '/api/admin/staff', { cookie: admin.cookie, payload });
    expect(twice.statusCode).toBe(409);
    const noReason = await call('POST', '/api/admin/staff', {
      cookie: admin.cookie,
      payload: { ...payload, email: 'other@trademate.com.au', reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(m.reasonRequired);

    const self = await call('POST', `/api/admin/staff/${admin.id}/disable`, {
      cookie: admin.cookie,
      payload: { reason: 'testing' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(m.cannotDisableSelf);
    expect(
      (
        await call('POST', `/api/admin/staff/${UNKNOWN_ID}/disable`, {
          cookie: admin.cookie,
          payload: { reason: 'testing' },
        })
      ).statusCode,
    ).toBe(404);

    const disabled = await call('POST', `/api/admin/staff/${other.id}/disable`, {
      cookie: admin.cookie,
      payload: { reason: 'Left the company' },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');
    expect((await call('GET', '/api/admin/auth/me', { cookie: other.cookie })).statusCode).toBe(
      401,
    );
    const login = await call('POST', '/api/admin/auth/login', {
      payload: { email: other.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(m.disabled);

    const enabled = await call('POST', `/api/admin/staff/${other.id}/enable`, {
      cookie: admin.cookie,
      payload: { reason: 'Came back' },
    });
    expect(enabled.json().data.status).toBe('active');

    const log = await call('GET', `/api/admin/audit?recordId=${other.id}`, {
      cookie: admin.cookie,
    });
    expect(log.json().data.items).toEqual([
      expect.objectContaining({
        action: 'staff.enable',
        staffEmail: admin.email,
        reason: 'Came back',
        recordType: 'staff',
      }),
      expect.objectContaining({
        action: 'staff.disable',
        reason: 'Left the company',
        details: { endedSessions: 1 },
      }),
      expect.objectContaining({ action: 'staff.invite', staffEmail: 'command line' }),
    ]);
    const byAction = await call('GET', '/api/admin/audit?action=staff.invite&limit=1', {
      cookie: admin.cookie,
    });
    expect(byAction.json().data.items).toHaveLength(1);
    expect(byAction.json().data.nextCursor).not.toBeNull();
    const bad = await call('GET', '/api/admin/audit?from=26-11-2026', { cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('never changes or removes an audit row', async () => {
    const admin = await firstAdmin();
    const [made] = await db().select().from(auditLog).where(eq(auditLog.recordId, admin.id));
    expect(made).toMatchObject({ action: 'staff.invite', staffEmail: 'command line' });
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(db().execute(sql`update audit_log set reason = 'edited'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().delete(auditLog))).toMatch(/append-only/);
    expect((await db().select().from(auditLog)).length).toBeGreaterThan(0);
  });

  it('reports a console route that changes something without its audit row', async () => {
    const problems: string[] = [];
    const witness = await buildTestApp(
      {},
      {
        report: (problem) => problems.push(problem),
        observe: (instance) => {
          instance.post('/api/admin/witness', async () => ({ changed: true }));
        },
      },
    );
    try {
      const response = await witness.app.inject({ method: 'POST', url: '/api/admin/witness' });
      expect(response.statusCode).toBe(200);
      expect(problems).toEqual(['POST /api/admin/witness answered 200 without an audit row']);
    } finally {
      await witness.close();
    }
  });
});
