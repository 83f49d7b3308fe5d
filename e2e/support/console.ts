import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { startOwnServer } from './own-server';

const PASSWORD = 'correct horse battery staple';

async function currentCode(secret: string): Promise<string> {
  return generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) });
}

/**
 * The first admin of a server of the journey's own: made from the command line, then in a browser
 * context of its own the invitation is accepted, the authenticator set up (its key read off the
 * page) and the console opened. The caller closes the context.
 */
export async function signInFirstAdmin(
  browser: Browser,
  server: Awaited<ReturnType<typeof startOwnServer>>,
  { email = 'priya.shah@trademate.com.au', name = 'Priya Shah' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const output = await server.operatorCommand('admin-create.js', [
    '--email',
    email,
    '--name',
    name,
  ]);
  const invitationPath = new URL(output.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0])
    .pathname;
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto(invitationPath);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Choose password' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('Authentication code').fill(await currentCode(secret));
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${name}` })).toBeVisible();
  return { context, page };
}
