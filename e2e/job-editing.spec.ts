import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, openAccountMenu, signIn } from './support/accounts';
import { answerJobQuestion, postJob } from './support/jobs';
import { expectNoSeriousViolations } from './support/axe';

/** The job requests feed as the tradie sees it, reloaded. */
async function openFeed(page: Page) {
  await page.goto('/jobRequests');
  return page.getByRole('list', { name: 'Job requests' });
}

test('a client edits a job from My jobs, then cancels it, and tradies no longer see it', async ({
  browser,
  page: clientPage,
  request,
}) => {
  // Two people, each through several pages.
  test.slow();
  const { service, client, tradie } = await createClientAndTradie(request, 'plumb');
  const suffix = randomUUID().slice(0, 8);
  const title = `Fix the leaking kitchen tap ${suffix}`;
  const newTitle = `Replace the kitchen mixer tap ${suffix}`;
  const otherTitle = `Unblock the laundry drain ${suffix}`;

  await signIn(clientPage, client);
  const jobId = await postJob(clientPage.request, { serviceId: service._id, title });
  // Another job of hers stays open throughout.
  await postJob(clientPage.request, { serviceId: service._id, title: otherTitle });

  const tradieContext = await browser.newContext();
  const tradiePage = await tradieContext.newPage();
  await signIn(tradiePage, tradie);
  let feed = await openFeed(tradiePage);
  await expect(feed.getByRole('link', { name: new RegExp(title) })).toContainText(
    '$1,500 – $2,500',
  );

  // From My jobs, the client opens the job and edits its title and budget.
  await openAccountMenu(clientPage, client.fullName);
  await clientPage.getByRole('menuitem', { name: messages.jobs.myJobs }).click();
  await expect(clientPage).toHaveURL('/myJobs');
  await clientPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(clientPage).toHaveURL(`/myJobs/${jobId}`);
  await clientPage.getByRole('link', { name: 'Edit job' }).click();
  await expect(clientPage).toHaveURL(`/myJobs/${jobId}/edit`);
  await expect(clientPage).toHaveTitle('TradeMate/Edit job');
  await expectNoSeriousViolations(clientPage, 'the job edit form');

  const jobTitle = clientPage.getByLabel('Job title');
  await expect(jobTitle).toHaveValue(title);
  await expect(clientPage.getByLabel('Budget from (AUD)')).toHaveValue('1500');
  // The budget must make sense before anything is sent.
  await clientPage.getByLabel('Budget from (AUD)').fill('1800');
  await clientPage.getByLabel('Budget up to (AUD)').fill('900');
  await clientPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(clientPage.getByText(messages.jobs.budgetRange)).toBeVisible();
  await expectNoSeriousViolations(clientPage, 'the job edit form, refused budget');
  await expect(clientPage).toHaveURL(`/myJobs/${jobId}/edit`);

  await jobTitle.fill(newTitle);
  await clientPage.getByLabel('Budget up to (AUD)').fill('2200');
  // Posted without answers, the job is asked its service's questions as it is saved.
  await answerJobQuestion(clientPage, 'What is the plumbing job?', 'Leaking tap, pipe or toilet');
  await clientPage.getByRole('button', { name: 'Save changes' }).click();

  await expect(clientPage).toHaveURL(`/myJobs/${jobId}`);
  await expect(clientPage.getByText(messages.jobs.saved)).toBeVisible();
  await expect(clientPage.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(clientPage.getByText('$1,800 – $2,200')).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the client's job, edited");

  await clientPage.getByRole('link', { name: messages.jobs.myJobs }).click();
  await expect(clientPage.getByRole('link', { name: new RegExp(newTitle) })).toBeVisible();
  await expect(clientPage.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

  // Tradies see the job as it now is.
  feed = await openFeed(tradiePage);
  await expect(feed.getByRole('link', { name: new RegExp(newTitle) })).toContainText(
    '$1,800 – $2,200',
  );
  await expect(feed.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

  // The client cancels it.
  await clientPage.getByRole('link', { name: new RegExp(newTitle) }).click();
  await clientPage.getByRole('button', { name: 'Cancel job' }).click();
  const confirm = clientPage.getByRole('dialog', { name: 'Cancel this job?' });
  await expect(confirm).toContainText('Professionals will no longer see it.');
  await confirm.getByRole('button', { name: 'Cancel job' }).click();
  await expect(confirm).toBeHidden();
  await expect(clientPage.getByText(messages.jobs.cancelled)).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the client's job, cancelled");
  const details = clientPage.getByRole('region', { name: 'Details' });
  await expect(
    details.getByRole('definition').filter({ hasText: messages.jobs.statusLabels.cancelled }),
  ).toBeVisible();
  await expect(clientPage.getByRole('link', { name: 'Edit job' })).toHaveCount(0);
  await expect(clientPage.getByRole('button', { name: 'Cancel job' })).toHaveCount(0);

  // A cancelled job cannot be edited, even from its old address.
  await clientPage.goto(`/myJobs/${jobId}/edit`);
  await expect(clientPage.getByText(messages.jobs.notOpen)).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  // It is gone from the tradie's feed, where the client's other job still shows.
  feed = await openFeed(tradiePage);
  await expect(feed.getByRole('link', { name: new RegExp(otherTitle) })).toBeVisible();
  await expect(feed.getByRole('link', { name: new RegExp(newTitle) })).toHaveCount(0);
  // Nor does its own page open any more.
  await tradiePage.goto(`/jobRequest/${jobId}`);
  await expect(
    tradiePage.getByRole('heading', { name: messages.jobRequests.notFound }),
  ).toBeVisible();
  await expect(tradiePage.getByRole('heading', { name: newTitle })).toHaveCount(0);

  await tradieContext.close();
});
