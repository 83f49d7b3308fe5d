import { request as apiRequest } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn, signedInRequest } from './support/accounts';
import { contactClient, postJob } from './support/jobs';
import { mailTo } from './support/mail';
import { startOwnServer } from './support/own-server';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.jobs;
const DAY_MS = 24 * 60 * 60 * 1000;

test('(a) asked what happened 14 days after the first contact, the client closes the job as hired elsewhere and the professional who wrote is told', async ({
  browser,
}) => {
  // Its own server: the operator's pass runs on the embedded database while the server is
  // stopped, then the server starts again on it. Two sign-ups, two restarts, two people.
  test.slow();
  const server = await startOwnServer();
  try {
    const request = await apiRequest.newContext({ baseURL: server.baseURL });
    const service = await findService(request, 'Plumber');
    const client = await createAccount(request, {
      firstName: 'Grace',
      lastName: 'Lee',
      userType: 'client',
      verified: true,
    });
    const tradie = await createAccount(request, {
      firstName: 'Oscar',
      lastName: 'Reid',
      userType: 'tradie',
      services: [service._id],
      verified: true,
    });
    await request.dispose();
    const title = 'Fix a dripping shower mixer';
    const asClient = await signedInRequest(server.baseURL, client);
    const jobId = await postJob(asClient, { serviceId: service._id, title });
    await asClient.dispose();
    const asTradie = await signedInRequest(server.baseURL, tradie);
    await contactClient(asTradie, jobId, 'Hi Grace, I can replace the cartridge this week.');
    await asTradie.dispose();

    // Fifteen days on, the operator's pass asks the client what happened.
    const report = await server.sweepJobs(new Date(Date.now() + 15 * DAY_MS));
    expect(report).toContain('1 client(s) asked what happened');
    await mailTo(client.email, new RegExp(m.notifications.outcomeAskedTitle), title);

    const clientContext = await browser.newContext({ baseURL: server.baseURL });
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, client);
    await clientPage.goto('/notifications');
    const asked = clientPage
      .getByRole('list', { name: messages.notifications.title })
      .getByRole('link', { name: new RegExp(m.notifications.outcomeAskedTitle) });
    await expect(asked).toBeVisible();
    await expectNoSeriousViolations(clientPage, 'notifications');
    await asked.click();
    await expect(clientPage).toHaveURL(`/myJobs/${jobId}`);
    const question = clientPage.getByRole('region', { name: m.outcome.heading });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: m.outcome.hiredElsewhere }).click();
    const dialog = clientPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close job' }).click();
    await expect(
      clientPage.getByRole('status').filter({ hasText: m.outcome.closed }),
    ).toBeVisible();
    await expect(question).toBeHidden();
    const details = clientPage.getByRole('region', { name: 'Details' });
    await expect(details.getByText(m.closedReasonLabels.hired_elsewhere)).toBeVisible();
    await expect(details.getByText(m.closedLabel, { exact: true }).first()).toBeVisible();

    await clientPage.goto('/myJobs');
    const row = clientPage.getByRole('link', { name: new RegExp(title) });
    await expect(row.getByText(m.closedLabel, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(clientPage, "the client's jobs");
    await clientContext.close();

    // The professional who wrote is told, and finds the job closed in their job history.
    const tradieContext = await browser.newContext({ baseURL: server.baseURL });
    const tradiePage = await tradieContext.newPage();
    await signIn(tradiePage, tradie);
    await tradiePage.goto('/notifications');
    const told = tradiePage
      .getByRole('list', { name: messages.notifications.title })
      .getByRole('link', { name: new RegExp(m.notifications.closedTitle) });
    await expect(told).toContainText(m.notifications.closedBody('Grace L.', title));
    await told.click();
    await expect(tradiePage).toHaveURL(`/userJobHistory/${jobId}`);
    await expect(
      tradiePage.getByText(`${m.closedReasonLabels.hired_elsewhere}: no longer available.`),
    ).toBeVisible();
    await expectNoSeriousViolations(tradiePage, 'a closed job in the job history');
    await tradieContext.close();
  } finally {
    await server.close();
  }
});
