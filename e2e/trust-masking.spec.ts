import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, signIn, signedInRequest } from './support/accounts';
import { postJob } from './support/jobs';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.chats;
const HIDDEN = m.hiddenContactDetails;

test('contact details in a job’s chat stay hidden from both sides until the client hires the professional', async ({
  browser,
  page: tradiePage,
  request,
  baseURL,
}) => {
  // Two people, each through several pages.
  test.slow();
  const { service, client, tradie } = await createClientAndTradie(request, 'plumb');
  const title = `Fix the leaking shower mixer ${randomUUID().slice(0, 8)}`;
  const clientApi = await signedInRequest(baseURL, client);
  const jobId = await postJob(clientApi, { serviceId: service._id, title });
  await clientApi.dispose();

  const enquiry = 'Hi Olivia, I can look at it Thursday for $180 inc GST. Ring me on 0412 345 678.';
  const followUp = 'Or email the photos to liam dot nguyen at gmail dot com';

  // The professional writes to the client about the job, with a phone number in the message.
  await signIn(tradiePage, tradie);
  await tradiePage.goto(`/jobRequest/${jobId}`);
  await tradiePage.getByRole('link', { name: 'Contact client' }).click();
  await tradiePage.getByRole('textbox', { name: 'Your message' }).fill(enquiry);
  await tradiePage.getByRole('button', { name: 'Send message' }).click();
  await expect(tradiePage).toHaveURL(/\/chats\/[^/]+$/);
  const chatPath = new URL(tradiePage.url()).pathname;

  // In the chat the professional sees their own message as the client will, with a notice under it.
  const tradieRoom = tradiePage.getByRole('log', { name: m.messagesLabel(client.firstName) });
  const senderNotice = m.detailsHiddenForSender.professional(client.firstName);
  await expect(tradieRoom).toContainText(
    `Hi Olivia, I can look at it Thursday for $180 inc GST. Ring me on ${HIDDEN}.`,
  );
  await expect(tradieRoom.getByText(senderNotice)).toHaveCount(1);

  // An email address written in the chat is hidden too, with the notice right after sending.
  await tradiePage.getByRole('textbox', { name: m.messageLabel }).fill(followUp);
  await tradiePage.getByRole('button', { name: m.send }).click();
  await expect(tradieRoom).toContainText(`Or email the photos to ${HIDDEN}`);
  await expect(tradieRoom.getByText(senderNotice)).toHaveCount(2);
  await expect(tradieRoom).not.toContainText('0412 345 678');
  await expect(tradieRoom).not.toContainText('gmail');

  // The client, in their own browser, reads the messages with the details hidden.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client);
  await clientPage.goto(chatPath);
  const clientRoom = clientPage.getByRole('log', { name: m.messagesLabel(tradie.firstName) });
  await expect(clientRoom).toContainText(`Ring me on ${HIDDEN}.`);
  await expect(clientRoom).toContainText(`Or email the photos to ${HIDDEN}`);
  await expect(clientRoom).not.toContainText('0412 345 678');
  await expect(clientRoom).not.toContainText('gmail');
  await expect(clientRoom.getByText(m.detailsHiddenForReader.client(tradie.firstName))).toHaveCount(
    2,
  );
  // The conversations list previews the newest message with its details hidden as well.
  await clientPage.goto('/chats');
  await expect(
    clientPage.getByRole('link', { name: `Or email the photos to ${HIDDEN}` }),
  ).toBeVisible();
  await expectNoSeriousViolations(clientPage, 'the chats list, details hidden');

  // The client hires the professional from the job's page.
  await clientPage.goto(`/myJobs/${jobId}`);
  await clientPage.getByRole('button', { name: `Hire ${tradie.fullName}` }).click();
  const hire = clientPage.getByRole('dialog', { name: `Hire ${tradie.fullName}?` });
  await hire.getByRole('button', { name: `Hire ${tradie.firstName}` }).click();
  await expect(hire).toBeHidden();
  await expect(clientPage.getByText(messages.jobs.hiredNotice(tradie.fullName))).toBeVisible();
  await expectNoSeriousViolations(clientPage, "the client's job after the hire");

  // Now both see the details: the client back in the chat, the professional in the room they
  // still have open, which the hire reloads.
  await clientPage.goto(chatPath);
  await expect(clientRoom).toContainText('Ring me on 0412 345 678.');
  await expect(clientRoom).toContainText('Or email the photos to liam dot nguyen at gmail dot com');
  await expect(clientRoom.getByText(m.detailsHiddenForReader.client(tradie.firstName))).toHaveCount(
    0,
  );
  await expect(tradieRoom).toContainText('Ring me on 0412 345 678.');
  await expect(tradieRoom).toContainText('liam dot nguyen at gmail dot com');
  await expect(tradieRoom.getByText(senderNotice)).toHaveCount(0);
  await expectNoSeriousViolations(clientPage, 'the chat room, details shown');
  await expect(tradieRoom).not.toContainText(HIDDEN);

  await clientContext.close();
});
