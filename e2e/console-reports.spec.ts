import { request as apiRequest } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, signIn, signedInRequest } from './support/accounts';
import { signInFirstAdmin } from './support/console';
import { contactClient, postJob } from './support/jobs';
import { startOwnServer } from './support/own-server';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.moderation;
const s = messages.safety;

test('a customer reports a message, staff hide it from the queue, both see it removed and the reporter hears the outcome', async ({
  browser,
}) => {
  // Its own server: the first admin comes from the command line, run on its stopped database.
  test.slow();
  const server = await startOwnServer();
  try {
    const admin = await signInFirstAdmin(browser, server, {
      email: 'priya.shah@trademate.com.au',
      name: 'Priya Shah',
      password: 'correct horse battery staple',
    });

    // A client and a tradie who wrote to them about a job.
    const setup = await apiRequest.newContext({ baseURL: server.baseURL });
    const { service, client, tradie } = await createClientAndTradie(setup, 'plumb');
    await setup.dispose();
    const clientApi = await signedInRequest(server.baseURL, client);
    const jobId = await postJob(clientApi, {
      serviceId: service._id,
      title: 'Replace the laundry tap',
    });
    await clientApi.dispose();
    const tradieApi = await signedInRequest(server.baseURL, tradie);
    const conversationId = await contactClient(
      tradieApi,
      jobId,
      'Pay me in cash today or find someone else, idiot.',
    );
    await tradieApi.dispose();

    // The client reports the message from the chat room.
    const clientContext = await browser.newContext({ baseURL: server.baseURL });
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, client);
    await clientPage.goto(`/chats/${conversationId}`);
    const clientRoom = clientPage.getByRole('log', {
      name: messages.chats.messagesLabel(tradie.firstName),
    });
    await expect(clientRoom).toContainText('Pay me in cash today');
    await clientRoom.getByRole('button', { name: s.reportTitle(s.subjectNames.message) }).click();
    const report = clientPage.getByRole('dialog', { name: s.reportTitle(s.subjectNames.message) });
    await report.getByLabel(s.reasons.abusive).check();
    await report.getByLabel(s.noteLabel).fill('He called me an idiot.');
    await report.getByRole('button', { name: s.submitReport }).click();
    await expect(report.getByRole('status')).toHaveText(s.reported);
    await report.getByRole('button', { name: 'Close' }).click();
    await expectNoSeriousViolations(clientPage, 'the chat room after reporting a message');

    // The tradie has the conversation open.
    const tradieContext = await browser.newContext({ baseURL: server.baseURL });
    const tradiePage = await tradieContext.newPage();
    await signIn(tradiePage, tradie);
    await tradiePage.goto(`/chats/${conversationId}`);
    const tradieRoom = tradiePage.getByRole('log', {
      name: messages.chats.messagesLabel(client.firstName),
    });
    await expect(tradieRoom).toContainText('Pay me in cash today');

    // Staff open the queue, then the report, and hide the message with a reason.
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: m.title })
      .click();
    await expect(admin.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();
    await expectNoSeriousViolations(admin, "the console's moderation queue");
    await admin.getByRole('link', { name: /Pay me in cash today/ }).click();
    await expect(admin.getByRole('heading', { name: 'Reported message', level: 1 })).toBeVisible();
    await expect(admin.getByText('“He called me an idiot.”')).toBeVisible();
    await expectNoSeriousViolations(admin, 'a reported message in the console');
    await admin.getByRole('button', { name: m.actionLabels.hide }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hide this content?' });
    await dialog.getByLabel(/Reason/).fill('Abuse in a chat');
    await dialog.getByRole('button', { name: m.actionLabels.hide }).click();
    await expect(admin.getByText(m.done.hide)).toBeVisible();
    await expect(admin.getByText(`${m.alreadyClosed}.`)).toBeVisible();

    // The tradie's open room shows it removed at once; the client reads it removed too.
    await expect(tradieRoom).toContainText(messages.chats.removedByStaff);
    await expect(tradieRoom).not.toContainText('Pay me in cash today');
    await clientPage.reload();
    await expect(clientRoom).toContainText(messages.chats.removedByStaff);
    await expect(clientRoom).not.toContainText('Pay me in cash today');

    // The reporter is told the outcome, and nothing about the action itself.
    await clientPage.goto('/notifications');
    const outcome = clientPage.getByRole('link', { name: new RegExp(m.outcomeTitle) });
    await expect(outcome).toBeVisible();
    await expect(outcome).toContainText(m.outcomeActionBody(m.outcomeWhat.message));
    await expectNoSeriousViolations(clientPage, "the reporter's notifications");

    // The action is in the audit log.
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(admin.getByRole('cell', { name: 'report.hide' })).toBeVisible();
    await clientContext.close();
    await tradieContext.close();
    await admin.context().close();
  } finally {
    await server.close();
  }
});
