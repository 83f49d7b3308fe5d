import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../test/api-process';
import { findFreePort } from '../test/free-port';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox';

/** A PostgreSQL server the test may create databases on: the process's database is read directly. */
const adminUrl = process.env.TEST_DATABASE_URL;

interface Answer {
  status: number;
  body: { data?: Record<string, string>; message?: string };
  cookies: string[];
}

/**
 * Sign-up, a resent code, verification, sign-in and a password reset against the API running in
 * production at the most verbose log level; returns every secret the journey handled (codes,
 * tokens, passwords), which must appear nowhere in what the process logged.
 */
async function runAccountJourney(base: string, database: pg.Client): Promise<string[]> {
  const secrets: string[] = [];
  const email = `logs-${randomUUID().slice(0, 8)}@example.com.au`;
  const password = `first-${randomUUID().slice(0, 8)}`;
  const newPassword = `second-${randomUUID().slice(0, 8)}`;
  secrets.push(password, newPassword);

  async function call(method: string, path: string, body?: object, authorization?: string) {
    const response = await fetch(base + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(authorization ? { authorization } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer: Answer = {
      status: response.status,
      body: (await response.json()) as Answer['body'],
      cookies: response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0]!.split('=')[1]!),
    };
    secrets.push(
      ...Object.values(answer.body.data ?? {}).filter(
        (v) => typeof v === 'string' && v.length > 20,
      ),
    );
    secrets.push(...answer.cookies.filter((value) => value.length > 20));
    return answer;
  }

  /** The newest code mailed to the address, once the outbox's sender has written it. */
  async function latestCode(kind: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await database.query<{ text: string }>(
            'select text from mail_outbox where "to" = $1 and kind = $2 order by created_at desc limit 1',
            [email, kind],
          );
          code = rows[0]?.text.match(/Your code: (\d{6})/)?.[1];
          return code;
        },
        { timeout: 60_000 },
      )
      .toBeDefined();
    secrets.push(code!);
    return code!;
  }

  const signup = await call('POST', '/api/user/signup', {
    firstName: 'Lee',
    lastName: 'Morgan',
    contactNumber: '0412345678',
    address: { state: 'VIC', city: 'Geelong' },
    userType: 'client',
    email,
    password,
  });
  expect(signup.status).toBe(201);
  const verifyToken = signup.body.data!.verifyToken!;
  const firstCode = await latestCode('verify_email');

  // Asking again waits a minute after the last code: the test moves that code into the past.
  await database.query(
    `update otp_challenges set created_at = created_at - interval '2 minutes'
      where user_id = (select id from users where email = $1)`,
    [email],
  );
  const resend = await call('POST', '/api/user/verifyUser', undefined, verifyToken);
  expect(resend.status).toBe(200);
  const secondCode = await latestCode('verify_email');
  expect(secondCode).not.toBe(firstCode);

  const verify = await call(
    'POST',
    '/api/user/checkValidOTP',
    { encryptedOTP: resend.body.data!.encryptedOTP, optEnteredByUser: secondCode },
    verifyToken,
  );
  expect(verify.status).toBe(200);

  const login = await call('POST', '/api/user/login', { email, password });
  expect(login.status).toBe(200);

  const wrongLogin = await call('POST', '/api/user/login', { email, password: `${password}x` });
  expect(wrongLogin.status).toBe(401);
  secrets.push(`${password}x`);

  const forgot = await call('POST', '/api/user/forgotPassword', { email });
  expect(forgot.status).toBe(200);
  const resetCode = await latestCode('password_reset');
  const checked = await call('POST', '/api/user/checkValidOTPForForgetPassword', {
    encryptedOTP: forgot.body.data!.encryptedOTP,
    optEnteredByUser: resetCode,
    email,
  });
  expect(checked.status).toBe(200);
  const reset = await call(
    'PATCH',
    '/api/user/resetForgetPassword',
    { newPassword },
    checked.body.data!.resetToken,
  );
  expect(reset.status).toBe(200);
  return secrets;
}

describe.skipIf(!adminUrl)('what the API logs in production', () => {
  let inbox: SmtpInbox;
  const databases: string[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['no SMTP server configured', 'none'],
    ['an SMTP server that accepts', 'accepts'],
    ['an SMTP server that refuses', 'refuses'],
  ] as const)(
    'holds no code, token or password with %s',
    async (_name, smtp) => {
      const name = `trademate_logs_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      databases.push(name);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'trademate-logs-'));
      folders.push(dataDir);
      const port = await findFreePort();
      inbox.refuseWith(smtp === 'refuses' ? 451 : null);

      const api = await startApiProcess({
        NODE_ENV: 'production',
        JWT_SECRET: randomUUID() + randomUUID(),
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-app'),
        LOG_LEVEL: 'trace',
        ...(smtp === 'none' ? {} : { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` }),
      });
      const database = new pg.Client({ connectionString: url.toString() });
      await database.connect();
      try {
        const secrets = await runAccountJourney(`http://127.0.0.1:${port}`, database);
        expect(secrets.length).toBeGreaterThan(10);
        if (smtp === 'accepts') {
          await inbox.nextMail((mail) => mail.subject.includes('password reset code'));
        }
        await api.stop();
        const logged = api.output();
        expect(logged).toContain('"msg":"sql"'); // the most verbose level was on
        for (const secret of secrets) expect(logged).not.toContain(secret);
        expect(logged).not.toMatch(/is your TradeMate (verification|password reset) code/);
      } finally {
        await database.end();
        await api.stop();
        inbox.refuseWith(null);
      }
    },
    180_000,
  );
});
