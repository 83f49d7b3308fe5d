import { request as apiRequest, type APIResponse } from '@playwright/test';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, signIn, signedInRequest } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { inviteSupport, signInFirstAdmin } from './support/console';
import { contactClient, dayFromNow, postJob } from './support/jobs';
import { startOwnServer } from './support/own-server';

const m = messages.jobPayments;
const d = messages.disputes;

/** The answer's data, once its status is the one expected. */
async function ok(response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()).data;
}

/** This month as the money report names it: months start in Sydney. */
const thisMonth = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
}).format(new Date());

test('(c) a client disputes a held payment, support refunds half in the console, and both quote pages and the money report agree', async ({
  browser,
}) => {
  // Its own server: the first admin comes from the command line, run on its stopped database.
  test.slow();
  const server = await startOwnServer();
  try {
    // A $1,000 quote (no ABN, so no GST), accepted, and paid whole with a test card.
    const setup = await apiRequest.newContext({ baseURL: server.baseURL });
    const { service, client, tradie } = await createClientAndTradie(setup, 'electric', {
      firstName: 'Mick',
      lastName: 'Thompson',
    });
    await setup.dispose();
    const title = 'Fans with lights in the bedrooms';
    const asClient = await signedInRequest(server.baseURL, client);
    const jobId = await postJob(asClient, { serviceId: service._id, title });
    const asTradie = await signedInRequest(server.baseURL, tradie);
    await contactClient(asTradie, jobId, 'Hi Olivia, Mick here. I can fit the fans next week.');
    const quote = await ok(
      await asTradie.post(`/api/job/${jobId}/quotes`, {
        data: {
          items: [
            {
              description: 'Fit three ceiling fans with lights',
              kind: 'labour',
              quantityHundredths: 1_000,
              unit: 'hour',
              unitPriceCents: 10_000,
            },
          ],
          validUntil: dayFromNow(14),
          earliestStart: dayFromNow(3),
          deposit: { kind: 'none' },
          terms: 'Paid through TradeMate when the fans run.',
        },
      }),
      201,
    );
    await ok(await asClient.post(`/api/quotes/${quote._id}/accept`));
    await ok(await asTradie.post('/api/payouts/account'));
    const checkout = await ok(
      await asClient.post(`/api/quotes/${quote._id}/payments`, { data: { milestone: 'whole' } }),
      201,
    );
    const paid = await ok(
      await asClient.post(`/api/job-payments/${checkout.payment._id}/test-card`, {
        data: { cardNumber: '4242 4242 4242 4242', expiry: '12/30' },
      }),
    );
    expect(paid.status).toBe('held');
    await asClient.dispose();
    await asTradie.dispose();

    // The client opens a dispute from the quote's page.
    const clientContext = await browser.newContext({ baseURL: server.baseURL });
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, client);
    await clientPage.goto(`/quotes/${quote._id}`);
    const clientPanel = clientPage.getByRole('region', { name: m.panelTitle });
    // The payment's row (its invoices are a list inside it).
    const clientPayment = clientPanel
      .getByRole('list', { name: 'Payments' })
      .getByRole('listitem')
      .filter({ hasText: m.milestones.whole });
    await expect(clientPayment).toContainText(m.statuses.held);
    await clientPayment.getByRole('button', { name: 'Open a dispute' }).click();
    const disputeDialog = clientPage.getByRole('dialog', { name: 'Open a dispute?' });
    await disputeDialog
      .getByLabel('What went wrong?')
      .fill('Two of the three fans wobble on high speed and Mick has not come back.');
    await disputeDialog.getByRole('button', { name: 'Open dispute' }).click();
    await expect(clientPanel.getByText(m.disputeOpened)).toBeVisible();
    await expect(clientPayment).toContainText(m.statuses.disputed);

    // The admin invites a support staff member, who decides it: half back to the client.
    const admin = await signInFirstAdmin(browser, server, {
      email: 'priya.shah@trademate.com.au',
      name: 'Priya Shah',
      password: 'correct horse battery staple',
    });
    const support = await inviteSupport(browser, admin, {
      email: 'sam.lee@trademate.com.au',
      name: 'Sam Lee',
      password: 'another horse battery staple',
    });
    const supportNav = support.getByRole('navigation', { name: 'Console' });
    await expect(supportNav.getByRole('link', { name: 'Money' })).toHaveCount(0);
    await supportNav.getByRole('link', { name: 'Disputes' }).click();
    const open = support.getByRole('list', { name: 'Open disputes' });
    await expect(open.getByRole('link')).toHaveCount(1);
    await expect(open).toContainText('$1,000 held');
    await expect(open).toContainText(`Client Olivia Harris · Professional Mick Thompson`);
    await expectNoSeriousViolations(support, "the console's disputes");
    await open.getByRole('link', { name: new RegExp(title) }).click();
    await expect(support.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(support.getByRole('region', { name: 'The dispute' })).toContainText(
      'Two of the three fans wobble',
    );
    await expect(support.getByRole('table', { name: 'What was agreed' })).toContainText(
      'Fit three ceiling fans with lights',
    );
    await expect(support.getByRole('list', { name: 'Chat' })).toContainText('Mick here');
    await expect(support.getByRole('list', { name: 'Ledger movements' })).toContainText('charge');
    await expectNoSeriousViolations(support, "the console's dispute");
    await support.getByRole('button', { name: d.refundHalf }).click();
    await expect(support.getByLabel(d.refundLabel)).toHaveValue('500');
    await support
      .getByLabel(d.noteLabel)
      .fill('One fan needs refitting: half goes back to Olivia for it, half to Mick.');
    await support.getByRole('button', { name: d.review }).click();
    const confirm = support.getByRole('dialog', { name: d.confirmTitle });
    await expect(confirm).toContainText(d.confirmSummary(50_000, 50_000));
    await confirm.getByRole('button', { name: d.confirm }).click();
    await expect(support.getByText(d.resolvedMessage(50_000, 50_000))).toBeVisible();
    const payment = support.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Refunded to the client$500');
    // 5% of the $500 released is TradeMate's fee.
    await expect(payment).toContainText('Paid out to the professional$475');
    await expect(support.getByRole('list', { name: 'Ledger movements' })).toContainText('refund');

    // Both quote pages show the refund and the payout.
    await clientPage.reload();
    await expect(clientPayment).toContainText(m.statuses.settled);
    await expect(clientPayment).toContainText('$500 refunded to the client');
    await expect(clientPayment).toContainText('$500 released');
    await expect(clientPayment).toContainText(
      'One fan needs refitting: half goes back to Olivia for it, half to Mick.',
    );
    await expectNoSeriousViolations(clientPage, "a client's quote after a dispute");
    const tradieContext = await browser.newContext({ baseURL: server.baseURL });
    const tradiePage = await tradieContext.newPage();
    await signIn(tradiePage, tradie);
    await tradiePage.goto(`/quotes/${quote._id}`);
    const tradiePayment = tradiePage
      .getByRole('region', { name: m.panelTitle })
      .getByRole('list', { name: 'Payments' })
      .getByRole('listitem')
      .filter({ hasText: m.milestones.whole });
    await expect(tradiePayment).toContainText(m.statuses.settled);
    await expect(tradiePayment).toContainText('Released$500');
    await expect(tradiePayment).toContainText("TradeMate's fee$25");
    await expect(tradiePayment).toContainText('Your payout$475');
    await expect(tradiePayment).toContainText('$500 refunded to the client');
    await expectNoSeriousViolations(tradiePage, "a professional's quote after a dispute");

    // The admin's money report agrees: charged, released, fee, refund and the dispute, nothing held.
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Money' })
      .click();
    const month = admin
      .getByRole('table', { name: 'Money per period, newest first' })
      .getByRole('row', { name: new RegExp(thisMonth) });
    await expect(month).toHaveText(
      `${thisMonth}Charged$1,000Released$500Fees$25Refunded$500Disputes opened1`,
    );
    await expect(admin.getByTestId('money-figure').filter({ hasText: 'Held now' })).toHaveText(
      'Held now$0',
    );
    await expect(admin.getByTestId('money-figure').filter({ hasText: 'Open disputes' })).toHaveText(
      'Open disputes0',
    );
    await expect(admin.getByText(messages.money.reconciled)).toBeVisible();
    await expectNoSeriousViolations(admin, "the console's money report");

    await clientContext.close();
    await tradieContext.close();
    await support.context().close();
    await admin.context().close();
  } finally {
    await server.close();
  }
});
