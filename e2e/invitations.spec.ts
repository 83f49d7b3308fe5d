import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn, signedInRequest } from './support/accounts';
import { openJobRequest, openJobRequestsAs, postJob, writeToClient } from './support/jobs';
import { expectNoSeriousViolations } from './support/axe';

// Launceston, so that the professionals other journeys create elsewhere are not suggested.
const LAUNCESTON = { state: 'TAS', city: 'Launceston' };

test('a client invites a free tradie found for their job, and the free tradie replies without a plan', async ({
  baseURL,
  browser,
  page: clientPage,
  request,
}) => {
  // Two people, each through several pages: longer than one page's journey.
  test.slow();
  const service = await findService(request, 'fenc');
  const client = await createAccount(request, {
    firstName: 'Grace',
    lastName: 'Walsh',
    userType: 'client',
    address: LAUNCESTON,
    verified: true,
  });
  const freeTradie = await createAccount(request, {
    firstName: 'Ethan',
    lastName: `Cole ${randomUUID().slice(0, 4)}`,
    userType: 'freeTradie',
    services: [service._id],
    address: LAUNCESTON,
    verified: true,
  });
  const title = `New paling fence along the back ${randomUUID().slice(0, 8)}`;
  const clientApi = await signedInRequest(baseURL, client);
  const jobId = await postJob(clientApi, { serviceId: service._id, title, address: LAUNCESTON });
  await clientApi.dispose();
  const enquiry = 'Hi Grace, thanks for the invitation. I can measure up on Saturday. Ethan';
  const answer = 'Saturday suits, see you at nine.';

  // The client finds the free tradie among the professionals for the job and opens their profile.
  await signIn(clientPage, client);
  await clientPage.goto(`/myJobs/${jobId}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const suggestions = clientPage.getByRole('region', { name: messages.jobs.suggestions.heading });
  await suggestions.getByRole('link', { name: `View profile of ${freeTradie.fullName}` }).click();
  await expect(clientPage).toHaveURL(`/professional/${freeTradie._id}`);
  await expect(clientPage.getByRole('heading', { name: freeTradie.fullName })).toBeVisible();
  await expectNoSeriousViolations(
    clientPage,
    "a free tradie's profile, seen by a client with a job",
  );

  // From the profile, the client invites them to quote on the job.
  await clientPage.getByLabel('Your open job').selectOption({ label: title });
  await clientPage.getByRole('button', { name: `Invite ${freeTradie.firstName} to quote` }).click();
  await expect(
    clientPage.getByText(new RegExp(`^${messages.jobs.invitations.sent}`)),
  ).toBeVisible();

  // Back on the job, the free tradie shows as invited.
  await clientPage.goto(`/myJobs/${jobId}`);
  const invitedRow = suggestions.getByRole('listitem').filter({ hasText: freeTradie.fullName });
  await expect(invitedRow.getByText(messages.jobs.suggestions.invited)).toBeVisible();
  await expect(
    invitedRow.getByRole('button', { name: new RegExp(messages.jobs.suggestions.invite) }),
  ).toHaveCount(0);
  await expectNoSeriousViolations(clientPage, "the client's job with an invited professional");

  // The free tradie, in their own browser, finds the job under Invitations and writes back.
  const { context: tradieContext, page: tradiePage } = await openJobRequestsAs(browser, freeTradie);
  await openJobRequest(tradiePage, tradiePage.getByRole('region', { name: 'Invitations' }), title);
  await expect(tradiePage).toHaveURL(`/jobRequest/${jobId}`);
  await expect(tradiePage.getByText('Grace invited you to quote on this job.')).toBeVisible();
  await expectNoSeriousViolations(tradiePage, 'an invited job request, seen by a free tradie');
  const tradieLog = await writeToClient(tradiePage, {
    message: enquiry,
    clientFirstName: client.firstName,
  });

  // The client's job page shows the contact without a reload; the client reads and answers.
  const contacts = clientPage.getByRole('region', {
    name: /^Professionals who contacted you \(1\)/,
  });
  await contacts.getByRole('link', { name: `Message ${freeTradie.fullName}` }).click();
  await expect(clientPage).toHaveURL(/\/chats\/[^/]+$/);
  await expect(
    clientPage.getByRole('link', { name: `Profile of ${freeTradie.fullName}` }),
  ).toBeVisible();
  await expect(
    clientPage.getByRole('log', { name: messages.chats.messagesLabel(freeTradie.firstName) }),
  ).toContainText(enquiry);
  const composer = clientPage.getByRole('textbox', { name: messages.chats.messageLabel });
  await composer.fill(answer);
  await composer.press('Enter');

  // The free tradie, on no plan, reads the answer in the chat.
  await expect(tradieLog).toContainText(answer);
  await tradieContext.close();
});
