import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { answerJobQuestion } from './support/jobs';

const electricalLine =
  'In New South Wales, electrical work must be done by a licensed professional, whatever the price.';

test('a professional adds an ABN and a licence that show on their profile; a client posting an NSW electrical job of $6,000 is told what the law asks', async ({
  browser,
  page: tradiePage,
  request,
}) => {
  // Two people, each through several pages.
  test.slow();
  const electrician = await findService(request, 'electrician');
  const tradie = await createAccount(request, {
    firstName: 'Liam',
    lastName: 'Nguyen',
    userType: 'tradie',
    services: [electrician._id],
    address: { state: 'NSW', city: 'Sydney' },
    verified: true,
  });
  const client = await createAccount(request, {
    firstName: 'Olivia',
    lastName: 'Harris',
    userType: 'client',
    address: { state: 'NSW', city: 'Sydney' },
    verified: true,
  });

  // The professional adds their ABN: a wrong check digit is caught before anything is sent.
  await signIn(tradiePage, tradie);
  await tradiePage.goto('/userProfile');
  const business = tradiePage.getByRole('region', { name: 'Business and ABN' });
  await business.getByLabel('ABN').fill('51 824 753 557');
  await business.getByLabel('Business name (optional)').fill('Nguyen Electrical');
  await expect(business.getByText(messages.business.abnChecksum)).toBeVisible();
  await business.getByLabel('ABN').fill('51 824 753 556');
  await business.getByRole('button', { name: 'Add ABN' }).click();
  await expect(business.getByText(messages.business.saved)).toBeVisible();
  await expect(business.getByText('ABN 51 824 753 556')).toBeVisible();
  // The e2e server has no ABR_GUID: the check digits alone were checked, and the profile says so.
  await expect(business.getByText(messages.business.formatChecked)).toBeVisible();

  // …and their NSW electrical licence.
  const licences = tradiePage.getByRole('region', { name: 'Licences' });
  const addLicence = licences.getByRole('form', { name: 'Add a licence' });
  await addLicence.getByLabel('Issued in').selectOption('NSW');
  await addLicence.getByLabel('Trade or class of work').selectOption('electrical');
  await expect(
    addLicence.getByText(`Shows as licensed on job requests for: ${electrician.name}`, {
      exact: false,
    }),
  ).toBeVisible();
  const licenceNumber = `EC${randomUUID().slice(0, 6).toUpperCase()}`;
  await addLicence.getByLabel('Licence number').fill(licenceNumber);
  await addLicence.getByLabel('Class on the licence (optional)').fill('Contractor licence');
  await addLicence.getByLabel('Expiry date').fill('2030-06-30');
  await addLicence.getByRole('button', { name: 'Add licence' }).click();
  await expect(licences.getByText(messages.licences.added)).toBeVisible();
  await expect(licences.getByText(`Licence ${licenceNumber} · Contractor licence`)).toBeVisible();
  await expectNoSeriousViolations(tradiePage, "the profile's business and licences");

  // Both show on their public profile.
  await tradiePage.goto(`/professional/${tradie._id}`);
  const credentials = tradiePage.getByRole('region', { name: 'Licences and ABN' });
  await expect(credentials.getByText('Nguyen Electrical')).toBeVisible();
  await expect(credentials.getByText('ABN 51 824 753 556')).toBeVisible();
  await expect(credentials.getByText('Electrical · NSW')).toBeVisible();
  await expect(credentials.getByText(messages.licences.expiresOn('30 June 2030'))).toBeVisible();
  await expectNoSeriousViolations(tradiePage, "a professional's credentials");

  // A client posts an NSW electrical job of $6,000 and is told what the law asks before posting.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client);
  await clientPage.goto('/postJob');
  const title = `Rewire the kitchen and laundry ${randomUUID().slice(0, 8)}`;
  await clientPage.getByLabel('Service').selectOption({ label: electrician.name });
  await answerJobQuestion(clientPage, 'What is the job?', 'Something else');
  await clientPage.getByLabel('Job title').fill(title);
  await clientPage
    .getByLabel('Job description')
    .fill('The kitchen and laundry circuits are old and trip the safety switch every week.');
  await clientPage.getByLabel('State').selectOption('NSW');
  await clientPage.getByLabel('City').selectOption('Sydney');
  await clientPage.getByLabel('Budget from (AUD)').fill('6000');
  await clientPage.getByLabel('Budget up to (AUD)').fill('6000');
  const notice = clientPage.getByRole('region', { name: messages.licences.noticeHeading });
  await expect(notice.getByText(electricalLine)).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the job form's licence notice");
  await expect(notice.getByRole('link', { name: 'NSW Fair Trading' })).toHaveAttribute(
    'href',
    'https://www.licencecheck.nsw.gov.au/Building-Essentials',
  );
  await clientPage.getByLabel(messages.jobs.timingLabels.within_week).check();
  await clientPage.getByLabel(messages.jobs.consentLabel).check();
  await clientPage.getByRole('button', { name: 'Post job' }).click();

  // The job page reminds them.
  await expect(clientPage.getByText(messages.jobs.posted)).toBeVisible();
  await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reminder = clientPage.getByRole('region', { name: messages.licences.noticeHeading });
  await expect(reminder.getByText(electricalLine)).toBeVisible();
  const jobId = clientPage.url().split('/').pop()!;

  // The professional, licensed in NSW for electrical work, is told so before contacting.
  await tradiePage.goto(`/jobRequest/${jobId}`);
  const aside = tradiePage.getByRole('region', { name: 'The client' });
  await expect(aside.getByText(messages.licences.licensedForJob)).toBeVisible();
  await expect(aside.getByRole('link', { name: 'Contact client' })).toBeVisible();
  await expectNoSeriousViolations(tradiePage, 'a job request for a licensed professional');

  await clientContext.close();
});
