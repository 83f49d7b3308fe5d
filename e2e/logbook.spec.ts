import { randomUUID } from 'node:crypto';
import type { Download, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { todayInAustralia } from '../packages/shared/src/constants/dates';
import { createAccount, findService, openAccountMenu, signIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.logbook;

// A page of the logbook loads its chunk and several answers: on a busy two-core machine, that can
// take longer than the suite's usual wait for an element.
const expect = baseExpect.configure({ timeout: 60_000 });

// A 1×1 PNG.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week before the one `day` is in: every day of that week is past. */
function mondayOfLastWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (weekday === 0 ? -6 : 1 - weekday) - 7);
}

/** What each of the five days says was done. */
const tasksOf = [
  'Ran conduit for the kitchen circuits',
  'Pulled cables through the ceiling space',
  'Fitted off power points in the bedrooms',
  'Installed the switchboard with the supervisor',
  'Tested the circuits before energising',
];

async function downloaded(page: Page, link: string): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { download, body: Buffer.concat(chunks) };
}

/** No part of the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test("an apprentice's week is verified by their supervisor, one day after a fix, and exports as a PDF and a CSV", async ({
  browser,
  page: tradiePage,
  request,
}) => {
  // Two people through many pages, a week of five days and two downloads.
  test.setTimeout(600_000);
  const id = randomUUID().slice(0, 4);
  const electrician = await findService(request, 'electric');
  const tradie = await createAccount(request, {
    firstName: 'Liam',
    lastName: `Baker ${id}`,
    userType: 'tradie',
    services: [electrician._id],
    verified: true,
  });
  const apprentice = await createAccount(request, {
    firstName: 'Ava',
    lastName: `Nguyen ${id}`,
    userType: 'apprentice',
    services: [electrician._id],
    verified: true,
  });
  const monday = mondayOfLastWeek(todayInAustralia());
  const friday = addDays(monday, 4);

  // Ava, on her phone, asks Liam to supervise her logbook from his profile.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const avaPage = await phone.newPage();
  await signIn(avaPage, apprentice);
  await avaPage.goto(`/professional/${tradie._id}`);
  const ask = avaPage.getByRole('region', { name: 'Your logbook' });
  await ask.getByRole('button', { name: m.askToSupervise }).click();
  await expect(ask).toContainText(m.supervisorRequested);
  await expect(ask).toContainText(`You asked ${tradie.firstName} to supervise your logbook`);

  // Liam finds the request through his account menu and accepts it.
  await signIn(tradiePage, tradie);
  await openAccountMenu(tradiePage, tradie.fullName);
  await tradiePage.getByRole('menuitem', { name: messages.nav.logbookReview }).click();
  const requests = tradiePage.getByRole('region', { name: 'Requests' });
  await requests.getByRole('button', { name: `Accept ${apprentice.fullName}` }).click();
  await expect(requests).toContainText(m.supervisionAccepted);
  await expect(tradiePage.getByRole('region', { name: 'Your apprentices' })).toContainText(
    apprentice.fullName,
  );
  await expectNoSeriousViolations(tradiePage, "apprentices' logbooks, one apprentice");

  // Ava logs last week's five days at once, with a photo of the first.
  await avaPage.goto('/logbook');
  await expect(avaPage.getByRole('region', { name: 'Your supervisors' })).toContainText(
    m.supervisionStatus.active,
  );
  await expectNoSeriousViolations(avaPage, 'the logbook on a phone, empty');
  await avaPage.getByRole('button', { name: 'Previous week' }).click();
  await avaPage.getByRole('link', { name: 'Log this week' }).click();
  await expect(avaPage).toHaveURL(`/logbook/new?day=${monday}`);
  await expect(avaPage.getByLabel('Supervisor for these days')).toHaveValue(/.+/);
  for (const [index, tasks] of tasksOf.entries()) {
    if (index > 0) await avaPage.getByRole('button', { name: 'Add the next day' }).click();
    const day = avaPage.getByRole('group', { name: `Day ${index + 1}` });
    await expect(day.getByLabel('Date')).toHaveValue(addDays(monday, index));
    if (index === 0) {
      await day.getByLabel('Site (optional)').fill('14 Wattle St, Geelong');
      await day.getByRole('radio', { name: m.levels.supervised }).check();
      await day.getByText('Choose units').click();
      await day.getByRole('checkbox').first().check();
      await day
        .getByLabel('Photos (optional)')
        .setInputFiles({ name: 'conduit.png', mimeType: 'image/png', buffer: PHOTO });
      await expect(day.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    }
    await day.getByLabel('Hours').fill('7.5');
    await day.getByLabel('What you did').fill(tasks);
  }
  await expectNoSidewaysScroll(avaPage);
  await expectNoSeriousViolations(avaPage, 'the week form on a phone, five days');
  await avaPage.getByRole('button', { name: 'Send 5 days to your supervisor' }).click();
  await expect(avaPage.getByRole('main')).toContainText(m.entriesSaved(5));
  await expect(avaPage).toHaveURL(`/logbook?week=${monday}`);
  const week = avaPage.getByRole('region', { name: /^Week of/ });
  await expect(week.getByText(m.entryStatus.pending, { exact: true })).toHaveCount(5);
  await expectNoSidewaysScroll(avaPage);

  // Liam verifies four days and returns Friday with what to change.
  await tradiePage.reload();
  const waiting = tradiePage.getByRole('region', { name: `${apprentice.fullName}, week of` });
  await expect(waiting.getByRole('checkbox')).toHaveCount(5);
  for (const index of [1, 2, 3, 4]) await waiting.getByRole('checkbox').nth(index).check();
  await expectNoSeriousViolations(tradiePage, 'five entries waiting, four selected');
  await tradiePage.getByRole('button', { name: 'Verify selected (4)' }).click();
  await expect(tradiePage.getByRole('region', { name: 'Waiting for you' })).toContainText(
    m.entriesVerified(4),
  );
  await expect(waiting.getByRole('checkbox')).toHaveCount(1);
  await waiting.getByRole('button', { name: /^Return / }).click();
  const returning = tradiePage.getByRole('dialog', { name: 'Return the entry' });
  await returning.getByLabel('What needs to change').fill('Say which circuits you tested');
  await expectNoSeriousViolations(tradiePage, 'returning an entry');
  await returning.getByRole('button', { name: 'Return the entry' }).click();
  await expect(tradiePage.getByRole('region', { name: 'Waiting for you' })).toContainText(
    m.entryReturned,
  );

  // Ava sees Friday returned with Liam's comment, and fixes it.
  await avaPage.reload();
  await expect(week.getByText(m.entryStatus.verified, { exact: true })).toHaveCount(4);
  await expect(week).toContainText('Say which circuits you tested');
  await week.getByRole('link', { name: new RegExp(tasksOf[4]!) }).click();
  await expect(avaPage.getByRole('region', { name: 'Where it stands' })).toContainText(
    'Say which circuits you tested',
  );
  const entryUrl = avaPage.url();
  await avaPage.getByRole('button', { name: 'Fix the entry' }).click();
  await avaPage
    .getByLabel('What you did')
    .fill('Tested the lighting and power circuits before energising');
  await expectNoSidewaysScroll(avaPage);
  await avaPage.getByRole('button', { name: `Save and send to ${tradie.firstName}` }).click();
  await expect(avaPage.getByRole('main')).toContainText(m.entryUpdated);

  // Liam opens the entry and verifies the fixed revision.
  await tradiePage.goto(new URL(entryUrl).pathname);
  await expect(tradiePage.getByRole('main')).toContainText(
    'Tested the lighting and power circuits',
  );
  await expectNoSeriousViolations(tradiePage, 'an entry waiting, for its supervisor');
  await tradiePage.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(tradiePage.getByRole('main')).toContainText(m.entriesVerified(1));

  // Her history shows both revisions: the returned one with the comment, then the verified one.
  await avaPage.reload();
  const revisions = avaPage.getByRole('list', { name: 'Revisions' }).locator(':scope > li');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText('Revision 2');
  await expect(revisions.nth(0)).toContainText(`Verified by ${tradie.fullName}`);
  await expect(revisions.nth(1)).toContainText('Revision 1');
  await expect(revisions.nth(1)).toContainText(`Returned by ${tradie.fullName}`);
  await expect(revisions.nth(1)).toContainText('Comment: Say which circuits you tested');
  await expectNoSeriousViolations(avaPage, 'an entry with two revisions, on a phone');

  // She exports last week: the five verified days, as a CSV and as a PDF.
  await avaPage.goto('/logbook');
  const exports = avaPage.getByRole('region', { name: 'Export' });
  await exports.getByLabel('From').fill(monday);
  await exports.getByLabel('To').fill(friday);
  const csv = await downloaded(avaPage, 'Download CSV');
  const lines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(6);
  expect(lines.slice(1).join('\n')).toContain('Tested the lighting and power circuits');
  for (const tasks of tasksOf.slice(0, 4)) expect(lines.slice(1).join('\n')).toContain(tasks);
  expect(lines.slice(1).every((line) => line.includes(tradie.fullName))).toBe(true);
  const pdf = await downloaded(avaPage, 'Download PDF');
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.body.length).toBeGreaterThan(3_000);
  expect(pdf.download.suggestedFilename()).toMatch(/\.pdf$/);

  await phone.close();
});
