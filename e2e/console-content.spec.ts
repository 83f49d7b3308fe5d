import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import sharp from 'sharp';
import * as messages from '../packages/shared/src/messages';
import { signInFirstAdmin } from './support/console';
import { startOwnServer } from './support/own-server';
import { expectNoSeriousViolations } from './support/axe';

test('an admin publishes an article with a cover and adds then hides a service, each on the site at once', async ({
  browser,
}) => {
  test.slow();
  const server = await startOwnServer();
  try {
    const page = await signInFirstAdmin(browser, server, {
      email: 'priya.shah@trademate.com.au',
      name: 'Priya Shah',
      password: 'correct horse battery staple',
    });
    const context = page.context();
    const title = `Hiring a roofer after a storm ${randomUUID().slice(0, 6)}`;

    await page.goto('/admin/articles');
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Address')).toHaveValue(/^hiring-a-roofer-after-a-storm-/);
    await page.getByLabel(/^Summary/).fill('What to check before anyone climbs onto your roof.');
    const coverFile = join(mkdtempSync(join(tmpdir(), 'cover-')), 'cover.png');
    writeFileSync(
      coverFile,
      await sharp({ create: { width: 800, height: 400, channels: 3, background: '#145075' } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel('Cover picture').setInputFiles(coverFile);
    await expect(page.getByRole('img', { name: 'The cover picture' })).toBeVisible();
    await page
      .getByLabel('Article text')
      .fill(
        'Storms bring out **cowboys**.\n\n## Check the licence\n\nAsk for the licence number.\n\n- Get a written quote\n- Never pay it all up front',
      );
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('article-preview');
    await expect(preview.getByRole('heading', { name: 'Check the licence' })).toBeVisible();
    await expect(preview).toContainText('Storms bring out cowboys.');
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousViolations(page, 'the console article editor, previewing');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);

    // A draft is nobody's to read.
    const visitor = await browser.newContext({ baseURL: server.baseURL });
    const reader = await visitor.newPage();
    await reader.goto('/blogs');
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByRole('link', { name: title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(messages.blog.published)).toBeVisible();

    await reader.goto('/blogs');
    await reader.getByRole('link', { name: title }).click();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Check the licence' })).toBeVisible();
    await expect(reader.getByText('Never pay it all up front')).toBeVisible();
    await expectNoSeriousViolations(reader, 'the published article');
    const cover = reader.locator('article img').first();
    await expect(cover).toHaveAttribute('src', /^\/uploads\/blog-covers\/[0-9a-f-]{36}\.webp$/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A new service is on the site at once; hidden, it is gone from it.
    const service = `Chimney sweep ${randomUUID().slice(0, 6)}`;
    await page.goto('/admin/services');
    await page.getByRole('button', { name: 'Add a service' }).click();
    const form = page.getByRole('dialog', { name: 'Add a service' });
    await form.getByLabel('Name').fill(service);
    await form
      .getByLabel('Description')
      .fill('Chimney sweeps clean flues and fireplaces and check them for cracks.');
    await form.getByLabel('Icon').selectOption('flame');
    await form.getByRole('button', { name: 'Add service' }).click();
    await expect(page.getByText(messages.servicesAdmin.added(service))).toBeVisible();
    await expectNoSeriousViolations(page, "the console's services");
    await reader.goto(`/service?search=${encodeURIComponent(service)}`);
    await expect(reader.getByRole('link', { name: new RegExp(service) })).toBeVisible();

    const row = page.getByRole('listitem').filter({ hasText: service });
    await row.getByRole('button', { name: 'Hide' }).click();
    const hide = page.getByRole('dialog', { name: `Hide ${service}?` });
    await hide.getByLabel(/Reason/).fill('Added by mistake');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText(messages.servicesAdmin.hiddenMessage(service))).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByRole('link', { name: new RegExp(service) })).toHaveCount(0);
    await visitor.close();

    // The audit log has each step.
    await page.goto('/admin/audit');
    for (const action of [
      'blog.create',
      'blog.publish',
      'blog.coverUpload',
      'service.add',
      'service.hide',
    ]) {
      await expect(page.getByRole('cell', { name: action })).toBeVisible();
    }
    await expectNoSeriousViolations(page, "the console's audit log");
    await context.close();
  } finally {
    await server.close();
  }
});
