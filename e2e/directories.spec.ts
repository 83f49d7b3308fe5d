import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import {
  createAccount,
  findService,
  signIn,
  signedInRequest,
  verifyEmail,
  type Account,
} from './support/accounts';
import { contactClient, hireCompleteAndReview, postJob } from './support/jobs';
import { expectNoSeriousViolations } from './support/axe';

/**
 * A surname no earlier run of the suite has used: the directories list everyone, newest first, and
 * a server kept between runs still lists the people the last run made.
 */
function surname(base: string) {
  return `${base}-${randomUUID().slice(0, 4)}`;
}

/** Someone's card in a directory's list, found by the link to their profile. */
function cardOf(page: Page, list: string, person: Account) {
  return page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: person.fullName, exact: true }) });
}

test('a tradie filters the professionals by service, state and city, and opens a profile with services, area, availability and reviews', async ({
  page,
  request,
  baseURL,
}) => {
  // Five accounts and a reviewed job before the journey starts.
  test.slow();
  const tiler = await findService(request, 'Tiler');
  const painter = await findService(request, 'Painter');
  const [ella, chloe, noah, sam, client] = await Promise.all([
    // The one the filters lead to: a tiler in Ballarat.
    createAccount(request, {
      firstName: 'Ella',
      lastName: surname('Walsh'),
      userType: 'tradie',
      services: [tiler._id],
      address: { state: 'VIC', city: 'Ballarat' },
      verified: true,
    }),
    // A tiler in another Victorian city.
    createAccount(request, {
      firstName: 'Chloe',
      lastName: surname('Brennan'),
      userType: 'freeTradie',
      services: [tiler._id],
      address: { state: 'VIC', city: 'Melbourne' },
      verified: true,
    }),
    // A painter in Ballarat.
    createAccount(request, {
      firstName: 'Noah',
      lastName: surname('Fraser'),
      userType: 'tradie',
      services: [painter._id],
      address: { state: 'VIC', city: 'Ballarat' },
      verified: true,
    }),
    // The tradie looking: a tiler in another state.
    createAccount(request, {
      firstName: 'Sam',
      lastName: surname('Patel'),
      userType: 'tradie',
      services: [tiler._id],
      address: { state: 'NSW', city: 'Sydney' },
      verified: true,
    }),
    createAccount(request, {
      firstName: 'Olivia',
      lastName: 'Harris',
      userType: 'client',
      verified: true,
    }),
  ]);

  // Ella tiled Olivia's bathroom, and Olivia reviewed her.
  const review = 'Ella retiled the shower recess in two days and sealed every joint perfectly.';
  const asClient = await signedInRequest(baseURL, client);
  const asElla = await signedInRequest(baseURL, ella);
  const jobId = await postJob(asClient, { serviceId: tiler._id, title: 'Retile the shower' });
  await contactClient(asElla, jobId, 'Hi Olivia, I can start on Monday. Ella');
  await hireCompleteAndReview(asClient, jobId, ella._id, { rating: 5, body: review });
  await asClient.dispose();
  await asElla.dispose();

  await signIn(page, sam);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: messages.nav.professionals })
    .click();
  await expect(page).toHaveURL('/professional');
  await expect(page).toHaveTitle('TradeMate/Professionals');
  for (const person of [ella, chloe, noah, sam]) {
    await expect(cardOf(page, 'Professionals', person)).toBeVisible();
  }

  const filters = page.getByRole('form', { name: 'Filter professionals' });
  await filters.getByLabel('Service').selectOption({ label: tiler.name });
  await expect(cardOf(page, 'Professionals', noah)).toHaveCount(0);
  await expect(cardOf(page, 'Professionals', sam)).toBeVisible();

  await filters.getByLabel('State').selectOption('VIC');
  await expect(cardOf(page, 'Professionals', sam)).toHaveCount(0);
  await expect(cardOf(page, 'Professionals', chloe)).toBeVisible();

  await filters.getByLabel('City').selectOption('Ballarat');
  await expect(cardOf(page, 'Professionals', chloe)).toHaveCount(0);
  await expect(page).toHaveURL(`/professional?serviceId=${tiler._id}&state=VIC&city=Ballarat`);

  // The card already says what she does, where, that she takes work, and how she was rated.
  const card = cardOf(page, 'Professionals', ella);
  await expect(card.getByRole('list', { name: 'Services' })).toHaveText(tiler.name);
  await expect(card).toContainText('Ballarat, VIC');
  await expect(card).toContainText(messages.directory.available);
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(card).toContainText('5.0 (1 review)');
  await expectNoSeriousViolations(page, 'the professionals, filtered');

  // A reload keeps the filters: they live in the address.
  await page.reload();
  await expect(filters.getByLabel('City')).toHaveValue('Ballarat');
  await expect(cardOf(page, 'Professionals', chloe)).toHaveCount(0);

  await card.getByRole('link', { name: ella.fullName }).click();
  await expect(page).toHaveURL(`/professional/${ella._id}`);
  await expect(page).toHaveTitle(`TradeMate/${ella.fullName}`);
  await expect(page.getByRole('heading', { level: 1, name: ella.fullName })).toBeVisible();
  const profile = page.getByRole('main');
  await expect(profile.getByText('Professional', { exact: true })).toBeVisible();
  await expect(profile.getByText('Ballarat, VIC')).toBeVisible();
  await expect(profile.getByRole('list', { name: 'Services' })).toHaveText(tiler.name);
  await expect(profile.getByText(messages.directory.available)).toBeVisible();
  await expect(profile.getByText('5.0 (1 review)')).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(reviews).toHaveCount(1);
  await expect(reviews).toContainText(review);
  await expect(reviews).toContainText(`${client.firstName} ${client.lastName[0]}.`);
  await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  // Professionals do not write to each other: only apprentices get the message form here.
  await expect(page.getByRole('heading', { name: 'Send a message' })).toHaveCount(0);
  await expectNoSeriousViolations(page, "a professional's profile");
});

test('a tradie opens the apprentices and one of their profiles; an apprentice sees the professionals but not the apprentices', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const electrician = await findService(request, 'Electrician');
  const [ruby, jack] = await Promise.all([
    createAccount(request, {
      firstName: 'Ruby',
      lastName: surname('Lang'),
      userType: 'apprentice',
      services: [electrician._id],
      address: { state: 'QLD', city: 'Brisbane' },
      verified: true,
    }),
    createAccount(request, {
      firstName: 'Jack',
      lastName: surname('Morgan'),
      userType: 'tradie',
      services: [electrician._id],
      verified: true,
    }),
  ]);

  await signIn(page, jack);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: messages.nav.apprentices })
    .click();
  await expect(page).toHaveURL('/apprentice');
  await expect(page).toHaveTitle('TradeMate/Apprentices');
  const filters = page.getByRole('form', { name: 'Filter apprentices' });
  await filters.getByLabel('Service').selectOption({ label: electrician.name });
  await filters.getByLabel('State').selectOption('QLD');
  await filters.getByLabel('City').selectOption('Brisbane');
  await expect(page).toHaveURL(`/apprentice?serviceId=${electrician._id}&state=QLD&city=Brisbane`);
  const card = cardOf(page, 'Apprentices', ruby);
  await expect(card.getByRole('list', { name: 'Services' })).toHaveText(electrician.name);
  await expect(card).toContainText('Brisbane, QLD');
  await expectNoSeriousViolations(page, 'the apprentices, filtered');

  await card.getByRole('link', { name: ruby.fullName }).click();
  await expect(page).toHaveURL(`/apprentice/${ruby._id}`);
  await expect(page.getByRole('heading', { level: 1, name: ruby.fullName })).toBeVisible();
  await expect(page.getByText('Apprentice', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Services' })).toHaveText(electrician.name);
  await expect(
    page.getByText(`${ruby.firstName} has not written about themselves yet.`),
  ).toBeVisible();
  await expect(page.getByLabel(`Message to ${ruby.firstName}`)).toBeVisible();
  await expectNoSeriousViolations(page, "an apprentice's profile");

  // The apprentice, in a browser of her own, finds the professionals, and no apprentices.
  const apprenticeContext = await browser.newContext();
  const apprenticePage = await apprenticeContext.newPage();
  await signIn(apprenticePage, ruby);
  const nav = apprenticePage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    messages.nav.home,
    messages.nav.professionals,
    messages.nav.services,
    messages.nav.contactUs,
  ]);
  await nav.getByRole('link', { name: messages.nav.professionals }).click();
  await expect(cardOf(apprenticePage, 'Professionals', jack)).toBeVisible();

  await apprenticePage.goto('/apprentice');
  await expect(apprenticePage.getByRole('heading', { name: messages.auth.noAccess })).toBeVisible();
  await expect(apprenticePage.getByRole('list', { name: 'Apprentices' })).toHaveCount(0);
  await apprenticeContext.close();
});

test('a client has no Professionals in the menus, and the directories refuse them', async ({
  page,
  request,
}) => {
  const client = await createAccount(request, {
    firstName: 'Mia',
    lastName: 'Kelly',
    userType: 'client',
    verified: true,
  });
  await signIn(page, client);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    messages.nav.home,
    messages.nav.services,
    messages.nav.postJob,
    messages.nav.contactUs,
  ]);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: messages.footer.blogs })).toBeVisible();
  await expect(footer.getByRole('link', { name: messages.footer.professionals })).toHaveCount(0);

  for (const [path, directory] of [
    ['/professional', 'Professionals'],
    ['/apprentice', 'Apprentices'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: messages.auth.noAccess })).toBeVisible();
    await expect(page.getByRole('heading', { name: directory })).toHaveCount(0);
    await expect(page.getByRole('list', { name: directory })).toHaveCount(0);
  }
  // The API refuses them too, whatever the page shows.
  expect((await page.request.get('/api/professional')).status()).toBe(403);

  await page.getByRole('link', { name: messages.notFound.backHome }).click();
  await expect(page).toHaveURL('/');
});

test('a professional who has not verified their email is asked to before the directories open', async ({
  page,
  request,
}) => {
  const tradie = await createAccount(request, {
    firstName: 'Zoe',
    lastName: surname('Hart'),
    userType: 'freeTradie',
    verified: false,
  });
  await signIn(page, tradie);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: messages.nav.professionals })
    .click();
  const verify = page.getByRole('dialog', { name: messages.authModal.verify.title });
  await expect(verify).toBeVisible();
  await expect(verify).toContainText(messages.authModal.verify.text);
  await expect(page.getByRole('list', { name: 'Professionals' })).toHaveCount(0);

  await page.goto('/apprentice');
  await expect(verify).toBeVisible();
  await verify.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');

  await verifyEmail(request, tradie);
  await page.goto('/professional');
  await expect(page.getByRole('heading', { level: 1, name: 'Professionals' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Professionals' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
