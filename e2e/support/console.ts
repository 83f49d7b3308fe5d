import { expect, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import * as messages from '../../packages/shared/src/messages';
import { mailCount, mailTo } from './mail';
import type { startOwnServer } from './own-server';

type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

/** A code from the authenticator the console showed, as an app would show it now. */
export async function currentCode(secret: string): Promise<string> {
  return generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) });
}

/**
 * The first admin of a server of the journey's own: invited from the command line
 * (`npm run admin:create`), then, in a browser context of their own, the invitation's password,
 * the authenticator and the recovery codes. Returns the signed-in console page.
 */
export async function signInFirstAdmin(
  browser: Browser,
  server: OwnServer,
  { email, name, password }: { email: string; name: string; password: string },
): Promise<Page> {
  const output = await server.operatorCommand('admin-create.js', [
    '--email',
    email,
    '--name',
    name,
  ]);
  const invitationPath = new URL(output.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0])
    .pathname;
  return acceptStaffInvitation(browser, server.baseURL, invitationPath, { name, password });
}

/**
 * Accepts a console invitation in a browser context of its own: the password, the authenticator
 * and the recovery codes. Returns the signed-in console page.
 */
export async function acceptStaffInvitation(
  browser: Browser,
  baseURL: string,
  invitationPath: string,
  { name, password }: { name: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(invitationPath);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Choose password' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('Authentication code').fill(await currentCode(secret));
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${name}` })).toBeVisible();
  return page;
}

/**
 * A support staff member, invited by the signed-in `admin` from the console's Staff page, who
 * accepts the mailed invitation. Returns their signed-in console page.
 */
export async function inviteSupport(
  browser: Browser,
  admin: Page,
  { email, name, password }: { email: string; name: string; password: string },
): Promise<Page> {
  await admin
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await admin.getByLabel('Name').fill(name);
  await admin.getByLabel('Email').fill(email);
  await admin.getByRole('radio', { name: /^Support/ }).check();
  await admin.getByLabel('Reason (kept in the audit log)').fill('Joins the support team');
  // A journey's retry invites the same address again, on a server of its own: its mail, not the
  // first attempt's, holds the link this server knows.
  const inviteSubject = new RegExp(messages.staff.inviteSubject);
  const earlier = await mailCount(email, inviteSubject, name);
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: email })).toContainText('Invited');
  const mail = await mailTo(email, inviteSubject, name, { after: earlier });
  const link = mail.text.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0];
  const baseURL = new URL(admin.url()).origin;
  return acceptStaffInvitation(browser, baseURL, new URL(link).pathname, {
    name,
    password,
  });
}
