import { expect, test } from './support/test';
import { generate } from 'otplib';
import { staffLimits } from '../packages/shared/src/constants/staff';
import * as messages from '../packages/shared/src/messages';
import { currentCode } from './support/console';
import { startOwnServer } from './support/own-server';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.staff;
const PASSWORD = 'correct horse battery staple';

/** Six digits the authenticator shows for none of the time steps the server accepts now. */
async function codeShownByNoStep(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const shown = await Promise.all(
    [-60, -30, 0, 30, 60].map((offset) =>
      generate({ secret: secret.replace(/\s/g, ''), epoch: now + offset }),
    ),
  );
  return ['000000', '111111', '222222'].find((code) => !shown.includes(code))!;
}

test('the first admin is made from the command line, sets up an authenticator and signs in with a code or a recovery code', async ({
  browser,
}) => {
  // Its own server: the command line opens the embedded database while the server is stopped.
  test.slow();
  const server = await startOwnServer();
  try {
    const output = await server.operatorCommand('admin-create.js', [
      '--email',
      'priya.shah@trademate.com.au',
      '--name',
      'Priya Shah',
    ]);
    expect(output).toContain('Admin invited: Priya Shah <priya.shah@trademate.com.au>');
    const invitationPath = new URL(output.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0])
      .pathname;

    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    // Before anyone signs in, the console sends visitors to its own sign-in.
    await page.goto('/admin/staff');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
    await expect(page.getByRole('heading', { name: m.signInTitle })).toBeVisible();
    await expectNoSeriousViolations(page, 'the console sign-in');

    // The invitation: a password, then the authenticator (its key typed by hand).
    await page.goto(invitationPath);
    await expect(page.getByRole('heading', { name: 'Welcome, Priya Shah' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('too short');
    await page.getByLabel('Confirm password').fill('too short');
    await page.getByRole('button', { name: 'Choose password' }).click();
    await expect(page.getByText(m.passwordTooShort)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Choose password' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'the authenticator set-up');
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    await page.getByLabel('Authentication code').fill(await currentCode(secret));
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectNoSeriousViolations(page, 'the recovery codes');
    const recoveryCode = (await codes.first().textContent())!;
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Priya Shah' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' })).toContainText('Audit log');
    await expectNoSeriousViolations(page, 'the console home');

    // The audit log has the command line's invitation.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page.getByRole('cell', { name: 'command line' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the audit log');

    // Signed out, signing in again takes the password and then a recovery code, once.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill('priya.shah@trademate.com.au');
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(m.wrongCredentials)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();

    // Five wrong codes end that sign-in: the password is asked again, and the page says why.
    const wrongCode = await codeShownByNoStep(secret);
    for (let i = 1; i <= staffLimits.wrongCodesPerChallenge; i++) {
      await page.getByLabel('Authentication code').fill(wrongCode);
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/admin/auth/totp')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      if (i < staffLimits.wrongCodesPerChallenge) {
        await expect(page.getByText(m.wrongCode)).toBeVisible();
      }
    }
    await expect(page.getByRole('heading', { name: m.signInTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(m.codesUsedUp);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Priya Shah' })).toBeVisible();

    // A customer's pages know nothing of the console session, and the console none of theirs.
    const customerApi = await context.request.get('/api/user/me');
    expect(customerApi.status()).toBe(401);
    await context.close();
  } finally {
    await server.close();
  }
});
