import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import {
  createClientAndTradie,
  openAccountMenu,
  signIn,
  signedInRequest,
} from './support/accounts';
import { contactClient, postJob } from './support/jobs';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.chats;
const s = messages.safety;

test('a client reports a message and blocks the professional: no more messages, and their jobs are gone from view until unblocked', async ({
  browser,
  page: clientPage,
  request,
  baseURL,
}) => {
  // Two people, each through several pages.
  test.slow();
  const { service, client, tradie } = await createClientAndTradie(request, 'plumb');
  const suffix = randomUUID().slice(0, 8);
  const clientApi = await signedInRequest(baseURL, client);
  const firstJob = await postJob(clientApi, {
    serviceId: service._id,
    title: `Replace the laundry tap ${suffix}`,
  });
  const secondJob = await postJob(clientApi, {
    serviceId: service._id,
    title: `Unblock the shower drain ${suffix}`,
  });
  await clientApi.dispose();
  const tradieApi = await signedInRequest(baseURL, tradie);
  const conversationId = await contactClient(
    tradieApi,
    firstJob,
    'Pay a $500 deposit by bank transfer today and I will start tomorrow.',
  );
  await tradieApi.dispose();

  // The client reports the message from its chat room.
  await signIn(clientPage, client);
  await clientPage.goto(`/chats/${conversationId}`);
  const room = clientPage.getByRole('log', { name: m.messagesLabel(tradie.firstName) });
  await expect(room).toContainText('Pay a $500 deposit');
  await room.getByRole('button', { name: s.reportTitle(s.subjectNames.message) }).click();
  const report = clientPage.getByRole('dialog', { name: s.reportTitle(s.subjectNames.message) });
  await report.getByLabel(s.reasons.offPlatformPayment).check();
  await report.getByLabel(s.noteLabel).fill('Asked for money outside TradeMate.');
  await report.getByRole('button', { name: s.submitReport }).click();
  await expect(report.getByRole('status')).toHaveText(s.reported);
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeHidden();

  // Then blocks the professional from the room's header, after being told what a block does.
  await clientPage.getByRole('button', { name: `More actions for ${tradie.fullName}` }).click();
  await clientPage.getByRole('menuitem', { name: `Block ${tradie.firstName}` }).click();
  const confirm = clientPage.getByRole('dialog', { name: s.blockConfirmTitle(tradie.firstName) });
  await expect(confirm).toContainText(s.blockConfirmBody);
  await confirm.getByRole('button', { name: `Block ${tradie.firstName}` }).click();
  await expect(clientPage.getByTestId('blocked-notice')).toContainText(s.youBlockedThem);
  await expect(clientPage.getByRole('textbox', { name: m.messageLabel })).toHaveCount(0);
  await expectNoSeriousViolations(clientPage, 'the chat room, blocked by the client');

  // The professional, in their own browser, can no longer write, nor see the client's jobs.
  const tradieContext = await browser.newContext();
  const tradiePage = await tradieContext.newPage();
  await signIn(tradiePage, tradie);
  await tradiePage.goto(`/chats/${conversationId}`);
  await expect(tradiePage.getByTestId('blocked-notice')).toHaveText(s.theyBlockedYou);
  await expect(tradiePage.getByRole('textbox', { name: m.messageLabel })).toHaveCount(0);
  await expectNoSeriousViolations(tradiePage, 'the chat room, blocked by the other side');
  await tradiePage.goto(`/jobRequest/${secondJob}`);
  await expect(tradiePage.getByText(messages.jobRequests.notFound)).toBeVisible();
  await expectNoSeriousViolations(tradiePage, 'a job request not found');
  await tradiePage.goto('/jobRequests');
  await expect(tradiePage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tradiePage.getByText(`Unblock the shower drain ${suffix}`)).toHaveCount(0);

  // The client finds the professional in Settings' blocked people and unblocks them.
  await openAccountMenu(clientPage, client.fullName);
  await clientPage.getByRole('menuitem', { name: messages.nav.settings }).click();
  const blockedList = clientPage.getByRole('list', { name: s.blockedListTitle });
  await expect(blockedList).toContainText(tradie.fullName);
  await clientPage.getByRole('button', { name: `${s.unblock} ${tradie.fullName}` }).click();
  await expect(clientPage.getByText(s.unblocked(tradie.firstName))).toBeVisible();
  await expect(clientPage.getByText(s.blockedListEmpty)).toBeVisible();
  await expectNoSeriousViolations(clientPage, "settings' blocked people, empty");

  // The professional can write again, and sees the job again.
  await tradiePage.goto(`/chats/${conversationId}`);
  await tradiePage.getByRole('textbox', { name: m.messageLabel }).fill('Thanks, talk soon.');
  await tradiePage.getByRole('button', { name: m.send }).click();
  await expect(
    tradiePage.getByRole('log', { name: m.messagesLabel(client.firstName) }),
  ).toContainText('Thanks, talk soon.');
  await tradiePage.goto(`/jobRequest/${secondJob}`);
  await expect(
    tradiePage.getByRole('heading', { name: `Unblock the shower drain ${suffix}` }),
  ).toBeVisible();
  await tradieContext.close();
});
