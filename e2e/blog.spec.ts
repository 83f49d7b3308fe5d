import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test('the footer Blogs link lists articles newest first, and an article opens', async ({
  page,
  request,
}) => {
  const newest = (await (await request.get('/api/blog?limit=1')).json()).data.items[0];
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL('/blogs');
  await expect(page).toHaveTitle('TradeMate/Blogs');
  await expect(page.getByRole('link', { name: newest.title }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'articles');

  await page.getByRole('link', { name: newest.title }).first().click();
  await expect(page).toHaveURL(`/blogs/${newest.slug}`);
  await expect(page).toHaveTitle(`TradeMate/${newest.title}`);
  await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'an article');
});

test('an article that does not exist says so, with a way back', async ({ page }) => {
  await page.goto('/blogs/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to all articles' }).click();
  await expect(page).toHaveURL('/blogs');
});
