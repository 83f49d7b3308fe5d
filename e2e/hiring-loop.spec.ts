import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findPlace, findService, signIn, signedInRequest } from './support/accounts';
import { answerJobQuestion, contactClient, hireCompleteAndReview, postJob } from './support/jobs';
import { linkIn, mailTo } from './support/mail';
import { pushTo, turnOnPush } from './support/push';
import { expectNoSeriousViolations } from './support/axe';

const alertMail = messages.mails.alerts;
const jobNotice = messages.jobs.notifications;

test('(a) the hiring loop off the site: alert email and push, enquiry email and push, vetting, hiring, hired email', async ({
  baseURL,
  browser,
  page: clientPage,
  request,
}) => {
  // Three accounts, an earlier job with its review, two people through several pages, and four
  // mails and pushes that leave through the outboxes: longer than one page's journey.
  test.slow();
  const service = await findService(request, 'Tiler');
  // Perth's coast, where no other journey works: a job in Cottesloe, a tiler about 6 km south.
  const fremantle = await findPlace(request, '6160', 'Fremantle');
  const cottesloe = await findPlace(request, '6011', 'Cottesloe');
  const id = randomUUID().slice(0, 8);
  const tradie = await createAccount(request, {
    firstName: 'Jack',
    lastName: `Murray ${id.slice(0, 4)}`,
    userType: 'tradie',
    services: [service._id],
    address: fremantle,
    verified: true,
  });
  const client = await createAccount(request, {
    firstName: 'Chloe',
    lastName: 'Bennett',
    userType: 'client',
    address: cottesloe,
    verified: true,
  });

  // The scene: the tiler travels 20 km, and an earlier client hired and reviewed them.
  const asTradie = await signedInRequest(baseURL, tradie);
  const travel = await asTradie.patch('/api/user/updateProfile', { data: { travelKm: 20 } });
  expect(travel.status(), await travel.text()).toBe(200);
  const earlierClient = await createAccount(request, {
    firstName: 'Ruby',
    lastName: 'Clarke',
    userType: 'client',
    address: fremantle,
    verified: true,
  });
  const asEarlierClient = await signedInRequest(baseURL, earlierClient);
  const earlierJob = await postJob(asEarlierClient, {
    serviceId: service._id,
    title: `Retile the shower recess ${id}`,
    address: fremantle,
  });
  await contactClient(asTradie, earlierJob, 'Hi Ruby, I can start on Monday. Jack');
  const earlierReview = `Jack regrouted the whole bathroom in a day and sealed it properly ${id}.`;
  await hireCompleteAndReview(asEarlierClient, earlierJob, tradie._id, {
    rating: 5,
    body: earlierReview,
  });
  await asEarlierClient.dispose();

  // Each of them turned push on on a device of theirs (devices at the local push service).
  const tradieDevice = await turnOnPush(asTradie);
  await asTradie.dispose();
  const asClient = await signedInRequest(baseURL, client);
  const clientDevice = await turnOnPush(asClient);
  await asClient.dispose();

  // The client posts a job in their suburb.
  const title = `Tile the laundry floor ${id}`;
  await signIn(clientPage, client);
  await clientPage.goto('/postJob');
  await clientPage.getByLabel('Service').selectOption({ label: service.name });
  await answerJobQuestion(clientPage, 'Where are the tiles going?', 'Laundry');
  await clientPage.getByLabel('Job title').fill(title);
  await clientPage
    .getByLabel('Job description')
    .fill('About 6 square metres of porcelain tiles on a concrete slab, old vinyl lifted already.');
  await clientPage.getByRole('combobox', { name: 'Suburb or postcode' }).fill('6011');
  await clientPage
    .getByRole('listbox', { name: 'Suburbs' })
    .getByRole('option', { name: `${cottesloe.suburb} WA 6011` })
    .click();
  await expect(clientPage.getByLabel('State')).toHaveValue('WA');
  await expect(clientPage.getByLabel('City')).toHaveValue(cottesloe.city);
  await clientPage.getByLabel('Budget from (AUD)').fill('900');
  await clientPage.getByLabel('Budget up to (AUD)').fill('1400');
  await clientPage.getByLabel(messages.jobs.timingLabels.within_week).check();
  await clientPage.getByLabel(messages.jobs.consentLabel).check();
  await expectNoSeriousViolations(clientPage, 'the job form, filled in');
  await clientPage.getByRole('button', { name: 'Post job' }).click();
  await expect(clientPage).toHaveURL(/\/myJobs\/[^/]+$/);
  await expect(clientPage.getByText(messages.jobs.posted)).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the client's job");
  const jobId = new URL(clientPage.url()).pathname.split('/').pop()!;
  const jobRequestUrl = `/jobRequest/${jobId}`;

  // The tiler within range gets the new-job alert by email and by push.
  const alert = await mailTo(tradie.email, /^New .* job$/, title);
  expect(alert.subject).toBe(jobNotice.postedTitle(service.name));
  const alertLink = linkIn(alert, alertMail.open);
  expect(alertLink).toBe(`${baseURL}${jobRequestUrl}`);
  const alertPush = await pushTo(tradieDevice, jobRequestUrl);
  expect(alertPush.title).toBe(jobNotice.postedTitle(service.name));
  // The alert names the job's key answer, given on the form.
  expect(alertPush.body).toBe(
    jobNotice.postedWithAnswersBody(title, cottesloe.city, 'WA', 'Laundry'),
  );

  // In their own browser, a click on the push opens the job; so does the link in the mail.
  const tradieContext = await browser.newContext();
  const tradiePage = await tradieContext.newPage();
  await signIn(tradiePage, tradie);
  await tradiePage.goto(alertPush.url);
  await expect(tradiePage.getByRole('heading', { name: title })).toBeVisible();
  await tradiePage.goto(alertLink);
  await expect(tradiePage).toHaveURL(jobRequestUrl);
  await expect(tradiePage.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousViolations(tradiePage, 'a job request');

  // The tiler writes to the client.
  const enquiry = `Hi Chloe, I can tile the laundry next Wednesday. Jack ${id}`;
  await tradiePage.getByRole('link', { name: 'Contact client' }).click();
  await expect(tradiePage).toHaveURL(/\/contactWithclient\?job=/);
  await tradiePage.getByRole('textbox', { name: 'Your message' }).fill(enquiry);
  await expectNoSeriousViolations(tradiePage, 'contact the client');
  await tradiePage.getByRole('button', { name: 'Send message' }).click();
  await expect(tradiePage).toHaveURL(/\/chats\/[^/]+$/);
  await expect(
    tradiePage.getByRole('log', { name: messages.chats.messagesLabel(client.firstName) }),
  ).toContainText(enquiry);
  await expectNoSeriousViolations(tradiePage, 'the chat room');

  // The client is told by email and by push; both lead to the tiler's profile.
  const profileUrl = `/professional/${tradie._id}`;
  const enquiryMail = await mailTo(client.email, /^New enquiry: /, title);
  expect(enquiryMail.subject).toBe(messages.jobRequests.enquiryTitle(title));
  const profileLink = linkIn(enquiryMail, alertMail.open);
  expect(profileLink).toBe(`${baseURL}${profileUrl}`);
  const enquiryPush = await pushTo(clientDevice, profileUrl);
  expect(enquiryPush.title).toBe(messages.jobRequests.enquiryTitle(title));
  expect(enquiryPush.body).toBe(messages.jobRequests.enquiryBody(tradie.firstName));

  await clientPage.goto(enquiryPush.url);
  await expect(clientPage.getByRole('heading', { name: tradie.fullName })).toBeVisible();

  // From the email, the client opens the profile and reads the reviews.
  await clientPage.goto(profileLink);
  await expect(clientPage).toHaveURL(profileUrl);
  await expect(clientPage.getByRole('heading', { name: tradie.fullName })).toBeVisible();
  const review = clientPage.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText(earlierReview);
  await expect(review).toContainText(`${earlierClient.firstName} ${earlierClient.lastName[0]}.`);
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expectNoSeriousViolations(clientPage, "a professional's profile");

  // …and hires the tiler from the job the profile lists.
  await clientPage
    .getByRole('region', { name: `Your jobs with ${tradie.firstName}` })
    .getByRole('link', { name: title })
    .click();
  await expect(clientPage).toHaveURL(`/myJobs/${jobId}`);
  // Once the job is hired it has no suggestions: the page must not ask for them (409).
  const refusedSuggestions: string[] = [];
  clientPage.on('response', (response) => {
    if (response.url().endsWith(`/api/job/${jobId}/suggestions`) && response.status() === 409)
      refusedSuggestions.push(response.url());
  });
  await clientPage.getByRole('button', { name: `Hire ${tradie.fullName}` }).click();
  const hire = clientPage.getByRole('dialog', { name: `Hire ${tradie.fullName}?` });
  await hire.getByRole('button', { name: `Hire ${tradie.firstName}` }).click();
  await expect(hire).toBeHidden();
  await expect(clientPage.getByText(messages.jobs.hiredNotice(tradie.fullName))).toBeVisible();
  await expect(clientPage.getByRole('region', { name: 'Hired professional' })).toBeVisible();
  await expectNoSeriousViolations(clientPage, 'a job with its hire');

  // The tiler gets the hired email, whose link opens the job in their job history.
  const hiredMail = await mailTo(tradie.email, /^You have been hired$/, title);
  expect(hiredMail.text).toContain(
    jobNotice.hiredBody(`${client.firstName} ${client.lastName[0]}.`, title),
  );
  await tradiePage.goto(linkIn(hiredMail, alertMail.open));
  await expect(tradiePage.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousViolations(tradiePage, 'a job in the job history');
  expect(refusedSuggestions).toEqual([]);

  await tradieContext.close();
});
