import { randomUUID } from 'node:crypto';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findPlace, findService, signIn, signedInRequest } from './support/accounts';
import {
  analyticsGranted,
  collectApiIds,
  expectEvent,
  expectNothingPersonal,
  personalDataOf,
  pushedEvents,
} from './support/data-layer';
import { answerJobQuestion, contactClient, postJob, writeToClient } from './support/jobs';
import { expect, test } from './support/test';

// Each person here accepted analytics earlier: the events of their steps reach the data layer.
test.use({ storedConsent: analyticsGranted });

test('a job is posted, a professional writes and quotes, the client accepts and hires: each step an event without personal data', async ({
  baseURL,
  browser,
  page: clientPage,
  request,
}) => {
  // Two people through several pages each, and a second job hired from its contacts.
  test.slow();
  const id = randomUUID().slice(0, 8);
  const service = await findService(request, 'plumb');
  const place = await findPlace(request, '3000', 'Melbourne');
  const client = await createAccount(request, {
    firstName: 'Philippa',
    lastName: `Hargreaves${id.slice(0, 4)}`,
    userType: 'client',
    verified: true,
  });
  const professional = await createAccount(request, {
    firstName: 'Bartholomew',
    lastName: `Quayle${id.slice(0, 4)}`,
    userType: 'tradie',
    services: [service._id],
    verified: true,
  });
  const clientIds = collectApiIds(clientPage);

  // The client posts a job in the app: `job_posted`, with no parameter at all.
  const title = `Replace the laundry trough tap ${id}`;
  await signIn(clientPage, client);
  await clientPage.goto('/postJob');
  await clientPage.getByLabel('Service').selectOption({ label: service.name });
  await answerJobQuestion(clientPage, 'What is the plumbing job?', 'Leaking tap, pipe or toilet');
  await clientPage.getByLabel('Job title').fill(title);
  await clientPage
    .getByLabel('Job description')
    .fill('The laundry trough tap drips and the spindle is stiff.');
  await clientPage.getByRole('combobox', { name: 'Suburb or postcode' }).fill('3000');
  await clientPage
    .getByRole('listbox', { name: 'Suburbs' })
    .getByRole('option', { name: `${place.suburb} VIC 3000` })
    .click();
  await clientPage.getByLabel('Budget from (AUD)').fill('200');
  await clientPage.getByLabel('Budget up to (AUD)').fill('400');
  await clientPage.getByLabel(messages.jobs.timingLabels.within_week).check();
  await clientPage.getByLabel(messages.jobs.consentLabel).check();
  await clientPage.getByRole('button', { name: 'Post job' }).click();
  await expect(clientPage).toHaveURL(/\/myJobs\/[^/]+$/);
  await expect(clientPage.getByText(messages.jobs.posted)).toBeVisible();
  await expectEvent(clientPage, 'job_posted');
  const jobId = new URL(clientPage.url()).pathname.split('/').pop()!;

  // The professional, in a browser of their own, writes to the client: `generate_lead`.
  const professionalContext = await browser.newContext();
  const professionalPage = await professionalContext.newPage();
  const professionalIds = collectApiIds(professionalPage);
  await signIn(professionalPage, professional);
  await professionalPage.goto(`/jobRequest/${jobId}`);
  await expect(professionalPage.getByRole('heading', { name: title })).toBeVisible();
  await writeToClient(professionalPage, {
    message: `Hi ${client.firstName}, I can fix the trough tap on Friday.`,
    clientFirstName: client.firstName,
  });
  await expectEvent(professionalPage, 'generate_lead', { lead_source: 'job_request' });

  // …and quotes $250 (no ABN, so no GST): `quote_sent` carries the amount in dollars.
  await professionalPage.goto(`/jobRequest/${jobId}/quote`);
  const line = professionalPage.getByRole('group', { name: 'Line 1' });
  await line.getByLabel('Description').fill('Replace the tap spindle and washers');
  await line.getByLabel('Quantity').fill('1');
  await line.getByLabel('Unit price ($)').fill('250');
  await professionalPage.getByRole('button', { name: 'Send quote' }).click();
  await expect(professionalPage).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expectEvent(professionalPage, 'quote_sent', { value: 250, currency: 'AUD' });
  const quoteId = new URL(professionalPage.url()).pathname.split('/').pop()!;
  expectNothingPersonal(await pushedEvents(professionalPage), [
    ...personalDataOf(professional),
    ...personalDataOf(client),
    professional._id,
    client._id,
    jobId,
    quoteId,
    ...professionalIds,
  ]);
  await professionalContext.close();

  // The client accepts the quote: `quote_accepted` with its amount, and the hire it makes.
  await clientPage.goto(`/myJobs/${jobId}`);
  await clientPage.getByRole('button', { name: `Accept ${professional.fullName}'s quote` }).click();
  await clientPage
    .getByRole('dialog')
    .getByRole('button', { name: `Accept and hire ${professional.firstName}` })
    .click();
  await expect(clientPage.getByRole('main')).toContainText('Agreed price');
  await expectEvent(clientPage, 'quote_accepted', { value: 250, currency: 'AUD' });
  await expectEvent(clientPage, 'hire', { method: 'quote' });
  expectNothingPersonal(await pushedEvents(clientPage), [
    ...personalDataOf(client),
    ...personalDataOf(professional),
    professional._id,
    jobId,
    quoteId,
    ...clientIds,
  ]);

  // A second job, hired straight from the professional who wrote: `hire` by contact.
  const asClient = await signedInRequest(baseURL, client);
  const secondJobId = await postJob(asClient, {
    serviceId: service._id,
    title: `Fit a new shower rose ${id}`,
  });
  await asClient.dispose();
  const asProfessional = await signedInRequest(baseURL, professional);
  await contactClient(asProfessional, secondJobId, 'I can fit the shower rose this week.');
  await asProfessional.dispose();

  await clientPage.goto(`/myJobs/${secondJobId}`);
  await clientPage.getByRole('button', { name: `Hire ${professional.fullName}` }).click();
  const hire = clientPage.getByRole('dialog', { name: `Hire ${professional.fullName}?` });
  await hire.getByRole('button', { name: `Hire ${professional.firstName}` }).click();
  await expect(hire).toBeHidden();
  await expect(
    clientPage.getByText(messages.jobs.hiredNotice(professional.fullName)),
  ).toBeVisible();
  await expectEvent(clientPage, 'hire', { method: 'contact' });
  expectNothingPersonal(await pushedEvents(clientPage), [
    ...personalDataOf(client),
    ...personalDataOf(professional),
    professional._id,
    secondJobId,
    ...clientIds,
  ]);
});
