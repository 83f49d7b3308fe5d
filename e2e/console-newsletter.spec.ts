import { randomUUID } from 'node:crypto';
import { type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { waitForApp } from './support/app-ready';
import { signInFirstAdmin } from './support/console';
import { mailTo, type Mail } from './support/mail';
import { startOwnServer } from './support/own-server';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.newsletterIssues;
type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

/** The path of the first link in the mail's text that goes to `prefix` (mail links are absolute). */
function pathIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = mail.text.match(new RegExp(`https?://[^\\s/]+(${escaped}[^\\s\\]]+)`))?.[1];
  expect(link, `a ${prefix} link in “${mail.subject}”`).toBeDefined();
  return link!;
}

/** A visitor subscribes with the footer's form and confirms through the link mailed to them. */
async function subscribeAndConfirm(browser: Browser, server: OwnServer, email: string) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(messages.newsletter.success);

  const confirmation = await mailTo(email, new RegExp(m.confirmSubject), 'newsletter/confirm');
  await page.goto(pathIn(confirmation, '/newsletter/confirm/'));
  await expect(page.getByText(m.confirmed)).toBeVisible();
  await expectNoSeriousViolations(page, 'the newsletter confirmation');
  return page;
}

test('two people subscribe and confirm, an admin sends them an issue, one unsubscribes by the link, and the issue counts it', async ({
  browser,
}) => {
  test.slow();
  const server = await startOwnServer();
  try {
    const tag = randomUUID().slice(0, 6);
    const [ann, ben] = [`ann-${tag}@example.com.au`, `ben-${tag}@example.com.au`];
    const annPage = await subscribeAndConfirm(browser, server, ann);
    await subscribeAndConfirm(browser, server, ben);

    const admin = await signInFirstAdmin(browser, server, {
      email: 'priya.shah@trademate.com.au',
      name: 'Priya Shah',
      password: 'correct horse battery staple',
    });
    await admin.getByRole('link', { name: 'Newsletter' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await admin.getByRole('link', { name: 'New issue' }).click();
    const subject = `Spring on TradeMate ${tag}`;
    await admin.getByLabel('Subject').fill(subject);
    await admin
      .getByLabel('Issue text')
      .fill('Storms bring out **cowboys**.\n\n## Check the licence\n\n- Get a written quote');
    await admin.getByRole('tab', { name: 'Preview' }).click();
    await expect(
      admin.getByTestId('issue-preview').getByRole('heading', { name: 'Check the licence' }),
    ).toBeVisible();
    await expectNoSeriousViolations(admin, 'the console newsletter issue editor, previewing');
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await expect(admin).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);

    await admin.getByRole('button', { name: 'Send to 2 confirmed subscribers' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/Reason/).fill('Spring update');
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(admin.getByText(m.sendQueued(2))).toBeVisible();
    await expectNoSeriousViolations(admin, 'the console newsletter issue, sent');

    // Both get the issue, each with a visible unsubscribe link and the one-click headers.
    const mails = await Promise.all([ann, ben].map((to) => mailTo(to, new RegExp(subject), tag)));
    for (const mail of mails) {
      expect(mail.text).toContain(m.footerWhy);
      expect(mail.text).toContain('TradeMate Pty Ltd');
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\/[^>]+>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }

    // Ann follows the link in her mail, in a browser without JavaScript: no sign-in, the page
    // and its one button arrive rendered, and the button works as a plain form.
    const plain = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false });
    const annPlain = await plain.newPage();
    await annPlain.goto(pathIn(mails[0]!, '/newsletter/unsubscribe/'));
    await expect(annPlain.getByText(m.unsubscribeLead)).toBeVisible();
    await annPlain.getByRole('button', { name: m.unsubscribeButton }).click();
    await expect(annPlain.getByText(m.unsubscribed)).toBeVisible();
    await expect(annPlain.getByText(m.resubscribeHint)).toBeVisible();
    // The page it came back to, as the app draws it (axe needs scripts to run).
    await annPage.goto(new URL(annPlain.url()).pathname + new URL(annPlain.url()).search);
    await expect(annPage.getByText(m.unsubscribed)).toBeVisible();
    await expectNoSeriousViolations(annPage, 'the newsletter unsubscribe page, done');
    await plain.close();

    // The issue's counts: both sent, one unsubscribed by it.
    await expect(async () => {
      await admin.reload();
      await expect(admin.getByTestId('count-sent')).toHaveText('2');
      await expect(admin.getByTestId('count-unsubscribed')).toHaveText('1');
    }).toPass({ timeout: 15_000 });
    await admin.goto('/admin/newsletter');
    await expect(admin.getByRole('link', { name: subject })).toBeVisible();
    await expectNoSeriousViolations(admin, "the console's newsletter issues");
    await expect(admin.getByTestId('count-unsubscribed')).toHaveText('1');
    await admin.goto('/admin/audit');
    await expect(admin.getByRole('cell', { name: 'newsletter.send' })).toBeVisible();
  } finally {
    await server.close();
  }
});
