import { expect, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
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
  const context = await browser.newContext({ baseURL: server.baseURL });
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
