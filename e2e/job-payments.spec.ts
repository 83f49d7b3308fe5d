import { randomUUID } from 'node:crypto';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { platformFeeCents } from '../packages/shared/src/constants/job-payments';
import { formatAud } from '../packages/shared/src/constants/plans';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn, signedInRequest } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { contactClient, dayFromNow, postJob } from './support/jobs';

const m = messages.jobPayments;

/** The first bytes of a download: a PDF starts `%PDF-`. */
async function headOf(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  return new Promise<string>((resolve, reject) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1')));
    stream.once('error', reject);
  });
}

/** Downloads what a link leads to. */
async function download(page: Page, link: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return file;
}

/** The figure under a label in the payments list's row, or the panel's summary. */
function figure(root: Locator, label: string): Locator {
  return root.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
}

test('(b) the client pays a quote through TradeMate, the professional sets up payouts, marks the work done and is paid less the fee; both invoices download', async ({
  baseURL,
  browser,
  page: clientPage,
  request,
}) => {
  // Two people through several pages each: longer than one page's journey.
  test.slow();
  const id = randomUUID().slice(0, 8);
  const service = await findService(request, 'electric');
  const client = await createAccount(request, {
    firstName: 'Ruby',
    lastName: `Clarke ${id.slice(0, 4)}`,
    userType: 'client',
    verified: true,
  });
  const pro = await createAccount(request, {
    firstName: 'Tom',
    lastName: `Nguyen ${id.slice(0, 4)}`,
    userType: 'tradie',
    services: [service._id],
    verified: true,
  });

  // The scene: a job, the professional's message and his quote of $420, no GST.
  const asClient = await signedInRequest(baseURL, client);
  const title = `Fit a ceiling fan in the lounge ${id}`;
  const jobId = await postJob(asClient, { serviceId: service._id, title });
  await asClient.dispose();
  const asPro = await signedInRequest(baseURL, pro);
  await contactClient(asPro, jobId, 'Hi Ruby, Tom here. I can fit the fan on Thursday.');
  const sent = await asPro.post(`/api/job/${jobId}/quotes`, {
    data: {
      items: [
        {
          description: 'Fit the ceiling fan with its wall control',
          kind: 'labour',
          quantityHundredths: 100,
          unit: 'lot',
          unitPriceCents: 42_000,
        },
      ],
      validUntil: dayFromNow(14),
      earliestStart: dayFromNow(3),
      deposit: { kind: 'percent', value: 10 },
      terms: '',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const quoteId = (await sent.json()).data._id as string;
  const terms = (await (await asPro.get('/api/job-payments/terms')).json()).data;
  await asPro.dispose();
  const totalCents = 42_000;
  const feeCents = platformFeeCents(totalCents, terms.fee);

  // Ruby accepts the quote on its page; Tom cannot take payments yet, and the panel says so.
  await signIn(clientPage, client);
  await clientPage.goto(`/quotes/${quoteId}`);
  await clientPage.getByRole('button', { name: `Accept ${pro.fullName}'s quote` }).click();
  await clientPage
    .getByRole('dialog')
    .getByRole('button', { name: `Accept and hire ${pro.firstName}` })
    .click();
  const clientPanel = clientPage.getByRole('region', { name: m.panelTitle });
  await expect(clientPanel).toContainText(m.payoutsNotReady(pro.firstName));
  await expect(clientPanel.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  // Tom sets up payouts from his settings: in test mode the account is ready at once.
  const proContext = await browser.newContext();
  const proPage = await proContext.newPage();
  await signIn(proPage, pro);
  await proPage.goto('/settings');
  await proPage.getByRole('link', { name: 'Payout settings' }).click();
  await expect(proPage).toHaveURL('/settings/payouts');
  await expect(proPage.getByRole('main')).toContainText(m.payoutsStatus.none);
  await expectNoSeriousViolations(proPage, 'the payouts page, not set up');
  await proPage.getByRole('button', { name: m.payoutsSetUp }).click();
  await expect(proPage).toHaveURL('/settings/payouts?onboarding=done');
  await expect(proPage.getByRole('main')).toContainText(m.payoutsReady);
  await expect(proPage.getByRole('main')).toContainText(m.payoutsStatus.ready);

  // Ruby pays the whole amount on the test checkout with Stripe's success card.
  await clientPage.reload();
  await clientPanel
    .getByRole('button', { name: `Pay the whole amount (${formatAud(totalCents)})` })
    .click();
  await expect(clientPage).toHaveURL(/\/jobCheckout\/[0-9a-f-]{36}$/);
  await expect(clientPage.getByRole('main')).toContainText(title);
  await expect(clientPage.getByRole('main')).toContainText(m.milestones.whole);
  await expectNoSeriousViolations(clientPage, 'the job checkout');
  await clientPage.getByRole('button', { name: 'Use this card, 4242 4242 4242 4242' }).click();
  await clientPage.getByLabel('Expiry (MM/YY)').fill('12/34');
  await clientPage.getByRole('button', { name: `Pay ${formatAud(totalCents)}` }).click();
  await expect(clientPage).toHaveURL(`/quotes/${quoteId}`);
  await expect(clientPage.getByRole('main')).toContainText(m.paid);
  // The payment is an item of the list (its invoices are a list of their own).
  const paidRow = clientPanel.getByRole('list', { name: 'Payments' }).locator(':scope > li');
  await expect(paidRow).toContainText(m.statuses.held);
  await expect(paidRow).toContainText('Card ending 4242');
  await expectNoSeriousViolations(clientPage, 'the quote with its payment secured');

  // Tom sees the payment secured, and marks the work done.
  await proPage.goto(`/quotes/${quoteId}`);
  const proPanel = proPage.getByRole('region', { name: m.panelTitle });
  await expect(proPanel).toContainText(m.statuses.held);
  await expect(proPanel).toContainText(m.securedHeld(totalCents));
  await proPanel.getByRole('button', { name: 'Mark work done' }).click();
  await proPage.getByRole('dialog').getByRole('button', { name: 'Mark work done' }).click();
  await expect(proPanel).toContainText(m.workDone);
  await expect(proPanel).toContainText(
    /It is released to you when the client releases it, or by itself on \d/,
  );
  await expectNoSeriousViolations(proPage, "the professional's secured payment");

  // Ruby sees when it would release by itself, and releases it now.
  await clientPage.reload();
  await expect(paidRow).toContainText(/Releases by itself on \d/);
  await paidRow.getByRole('button', { name: `Release ${formatAud(totalCents)}` }).click();
  await clientPage.getByRole('dialog').getByRole('button', { name: 'Release payment' }).click();
  await expect(clientPanel).toContainText(m.released);
  await expect(paidRow).toContainText(m.statuses.released);

  // Tom reads his payout: what was released, TradeMate's fee and what reaches him.
  await proPage.reload();
  const payout = proPanel.getByRole('list', { name: 'Payments' }).locator(':scope > li');
  await expect(payout).toContainText(m.statuses.released);
  await expect(figure(payout, 'Released')).toHaveText(formatAud(totalCents));
  await expect(figure(payout, "TradeMate's fee")).toHaveText(formatAud(feeCents));
  await expect(figure(payout, 'Your payout')).toHaveText(formatAud(totalCents - feeCents));

  // The invoices download as PDFs: Tom's work invoice for Ruby, and TradeMate's fee invoice.
  const workInvoice = paidRow.getByRole('link', { name: new RegExp(`^${m.invoiceWorkTitle} `) });
  expect(await headOf(await download(clientPage, workInvoice))).toBe('%PDF-');
  await expect(paidRow.getByRole('link', { name: new RegExp(m.invoiceFeeTitle) })).toHaveCount(0);
  const feeInvoice = payout.getByRole('link', { name: new RegExp(`^${m.invoiceFeeTitle} `) });
  expect(await headOf(await download(proPage, feeInvoice))).toBe('%PDF-');
  await expectNoSeriousViolations(proPage, "the professional's payout with its invoices");
  await proContext.close();
});
