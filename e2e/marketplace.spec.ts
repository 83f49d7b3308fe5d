import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, openAccountMenu, signIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import {
  answerJobQuestion,
  openJobRequest,
  openJobRequestsAs,
  writeToClient,
} from './support/jobs';

// A 1×1 PNG.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a client posts a job with a photo, hires the tradie who got in touch and reviews them', async ({
  browser,
  page: clientPage,
  request,
}) => {
  // Two people, each through several pages: longer than one page's journey.
  test.slow();
  const { service, client, tradie } = await createClientAndTradie(request, 'plumb');
  const title = `Replace the hot water system ${randomUUID().slice(0, 8)}`;
  const enquiry = 'Hi Olivia, I can swap the unit over on Thursday morning. Liam';
  const reviewText = 'Liam turned up on time, explained everything and left the laundry spotless.';

  // A signed-in client finds 'Post A job' in the navigation, and never Professionals or Jobs.
  await signIn(clientPage, client);
  const nav = clientPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    messages.nav.home,
    messages.nav.services,
    messages.nav.postJob,
    messages.nav.contactUs,
  ]);
  await expect(nav.getByRole('link', { name: messages.nav.professionals })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: messages.nav.jobs, exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: messages.nav.postJob }).click();
  await expect(clientPage).toHaveURL('/postJob');

  await clientPage.getByLabel('Service').selectOption({ label: service.name });
  await answerJobQuestion(clientPage, 'What is the plumbing job?', 'Hot water system');
  await clientPage.getByLabel('Job title').fill(title);
  await clientPage
    .getByLabel('Job description')
    .fill('The old electric unit leaks at the base. A 250 litre replacement, same spot.');
  await clientPage.getByLabel('State').selectOption('VIC');
  await clientPage.getByLabel('City').selectOption('Melbourne');
  await clientPage.getByLabel('Budget from (AUD)').fill('1500');
  await clientPage.getByLabel('Budget up to (AUD)').fill('2500');
  await clientPage.getByLabel(messages.jobs.timingLabels.within_week).check();
  await clientPage
    .getByLabel('Photos (optional)')
    .setInputFiles({ name: 'hot-water.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(
    clientPage.getByRole('list', { name: 'Your photos' }).getByRole('img', { name: 'Photo 1' }),
  ).toBeVisible();
  await expectNoSeriousViolations(clientPage, 'the job form, filled in with a photo');
  await clientPage.getByLabel(messages.jobs.consentLabel).check();
  await clientPage.getByRole('button', { name: 'Post job' }).click();

  await expect(clientPage).toHaveURL(/\/myJobs\/[^/]+$/);
  const jobUrl = new URL(clientPage.url()).pathname;
  await expect(clientPage.getByText(messages.jobs.posted)).toBeVisible();
  await expect(clientPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(clientPage.getByRole('img', { name: 'Photo 1 of the job' })).toHaveAttribute(
    'src',
    /^\/uploads\/.+\.webp$/,
  );
  await expectNoSeriousViolations(clientPage, "the client's new job");

  // The tradie, in their own browser, finds the job among the requests and writes to the client.
  const { context: tradieContext, page: tradiePage } = await openJobRequestsAs(browser, tradie);
  await openJobRequest(tradiePage, tradiePage.getByRole('list', { name: 'Job requests' }), title);
  await expect(tradiePage.getByRole('img', { name: `Photo 1 of 1: ${title}` })).toBeVisible();
  await writeToClient(tradiePage, {
    message: enquiry,
    clientFirstName: 'Olivia',
    axeLabel: 'contact the client',
  });

  // The client is told, reads the message, and hires the tradie from the job's page.
  await clientPage.goto('/');
  await openAccountMenu(clientPage, client.fullName);
  await clientPage.getByRole('menuitem', { name: messages.nav.notifications }).click();
  await clientPage
    .getByRole('list', { name: messages.notifications.title })
    .getByRole('link', { name: new RegExp(messages.jobRequests.enquiryTitle(title)) })
    .click();
  // The notification leads to the tradie's profile first (decision 021), which links to the chat.
  await expect(clientPage).toHaveURL(`/professional/${tradie._id}`);
  await clientPage
    .getByRole('region', { name: `Your jobs with ${tradie.firstName}` })
    .getByRole('link', { name: 'Open chat' })
    .click();
  await expect(clientPage).toHaveURL(/\/chats\/[^/]+$/);
  await expect(
    clientPage.getByRole('log', { name: messages.chats.messagesLabel('Liam') }),
  ).toContainText(enquiry);

  await openAccountMenu(clientPage, client.fullName);
  await clientPage.getByRole('menuitem', { name: messages.jobs.myJobs }).click();
  await expect(clientPage).toHaveURL('/myJobs');
  // The chat stays on screen until My jobs has loaded, and its links name the job too.
  await expect(
    clientPage.getByRole('heading', { level: 1, name: messages.jobs.myJobs }),
  ).toBeVisible();
  await clientPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(clientPage).toHaveURL(jobUrl);
  await clientPage.getByRole('button', { name: `Hire ${tradie.fullName}` }).click();
  const hire = clientPage.getByRole('dialog', { name: `Hire ${tradie.fullName}?` });
  await hire.getByRole('button', { name: `Hire ${tradie.firstName}` }).click();
  await expect(hire).toBeHidden();
  await expect(clientPage.getByText(messages.jobs.hiredNotice(tradie.fullName))).toBeVisible();
  await expect(clientPage.getByText(messages.jobs.statusLabels.in_progress)).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the client's job, in progress");

  // The work is done: the client marks it completed and reviews the tradie.
  await clientPage.getByRole('button', { name: 'Mark as completed' }).click();
  const complete = clientPage.getByRole('dialog', { name: 'Mark the job as completed?' });
  await complete.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(complete).toBeHidden();
  await expect(clientPage.getByText(messages.jobs.completed)).toBeVisible();

  const rating = clientPage.getByRole('group', { name: `How did ${tradie.fullName} do?` });
  // The radios are visually hidden behind the stars: click the fourth star, as a person would.
  await rating.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await clientPage.getByRole('textbox', { name: 'Your review' }).fill(reviewText);
  await clientPage.getByRole('button', { name: 'Send review' }).click();
  const sentReview = clientPage.getByRole('region', { name: 'Your review' });
  await expect(sentReview).toContainText(reviewText);
  await expect(sentReview.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the client's job, completed and reviewed");

  // The review is on the tradie's profile, which professionals and apprentices can open.
  await tradiePage.goto(`/professional/${tradie._id}`);
  await expect(tradiePage.getByRole('heading', { name: tradie.fullName })).toBeVisible();
  const review = tradiePage.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText(reviewText);
  // Reviews name the client by first name and initial.
  await expect(review).toContainText(`${client.firstName} ${client.lastName[0]}.`);
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expectNoSeriousViolations(tradiePage, "a professional's profile with a review");

  await tradieContext.close();
});
