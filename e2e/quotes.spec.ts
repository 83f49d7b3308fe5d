import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn, signedInRequest } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { contactClient, dayFromNow, postJob } from './support/jobs';

const m = messages.quotes;

test('(a) two professionals quote, the client compares them on a phone, asks, accepts one; the other is told, and the agreement downloads', async ({
  baseURL,
  browser,
  page: clientPage,
  request,
}) => {
  // Three people, two of them through several pages: longer than one page's journey.
  test.slow();
  const id = randomUUID().slice(0, 8);
  const service = await findService(request, 'plumb');
  const client = await createAccount(request, {
    firstName: 'Grace',
    lastName: `Wilson ${id.slice(0, 4)}`,
    userType: 'client',
    verified: true,
  });
  const mick = await createAccount(request, {
    firstName: 'Mick',
    lastName: `Doyle ${id.slice(0, 4)}`,
    userType: 'tradie',
    services: [service._id],
    verified: true,
  });
  const ava = await createAccount(request, {
    firstName: 'Ava',
    lastName: `Singh ${id.slice(0, 4)}`,
    userType: 'tradie',
    services: [service._id],
    verified: true,
  });

  const asClient = await signedInRequest(baseURL, client);
  const title = `Replace the kitchen mixer tap ${id}`;
  const jobId = await postJob(asClient, { serviceId: service._id, title });
  await asClient.dispose();
  const asAva = await signedInRequest(baseURL, ava);
  await contactClient(asAva, jobId, 'Hi Grace, Ava here. I can quote for the tap today.');
  const asMick = await signedInRequest(baseURL, mick);
  await contactClient(asMick, jobId, 'Hi Grace, Mick here. Happy to take a look this week.');

  // Ava quotes in the app: a line of labour and a line of materials.
  const avaContext = await browser.newContext();
  const avaPage = await avaContext.newPage();
  await signIn(avaPage, ava);
  await avaPage.goto(`/jobRequest/${jobId}`);
  await avaPage.getByRole('link', { name: 'Send a quote' }).click();
  await expect(avaPage).toHaveURL(`/jobRequest/${jobId}/quote`);
  await expect(avaPage.getByRole('heading', { level: 1, name: 'Send a quote' })).toBeVisible();
  const lineOne = avaPage.getByRole('group', { name: 'Line 1' });
  await lineOne.getByLabel('Description').fill('Remove the old tap and fit the new mixer');
  await lineOne.getByLabel('Quantity').fill('1.5');
  await lineOne.getByLabel('Unit price ($)').fill('110');
  await avaPage.getByRole('button', { name: 'Add materials' }).click();
  const lineTwo = avaPage.getByRole('group', { name: 'Line 2' });
  await lineTwo.getByLabel('Description').fill('Chrome kitchen mixer tap');
  await lineTwo.getByLabel('Quantity').fill('1');
  await lineTwo.getByLabel('Unit', { exact: true }).selectOption('each');
  await lineTwo.getByLabel('Unit price ($)').fill('189.50');
  await avaPage.getByLabel('Earliest start').fill(dayFromNow(3));
  await expectNoSeriousViolations(avaPage, 'the quote form, filled');
  await avaPage.getByRole('button', { name: 'Send quote' }).click();
  await expect(avaPage).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  // 1.5 hours at $110 and a $189.50 tap: $354.50, no ABN, so no GST.
  await expect(avaPage.getByRole('main')).toContainText('$354.50');
  await expect(avaPage.getByRole('main')).toContainText(m.noAbn);
  await expectNoSeriousViolations(avaPage, 'a professional’s quote page');

  // Mick quotes through the API, a little more and with a deposit.
  const mickQuote = await asMick.post(`/api/job/${jobId}/quotes`, {
    data: {
      items: [
        {
          description: 'Supply and fit a mixer tap, old one taken away',
          kind: 'labour',
          quantityHundredths: 100,
          unit: 'lot',
          unitPriceCents: 42_000,
        },
      ],
      validUntil: dayFromNow(14),
      earliestStart: dayFromNow(7),
      deposit: { kind: 'percent', value: 10 },
      terms: 'Deposit on acceptance, the rest when the tap runs.',
    },
  });
  expect(mickQuote.status(), await mickQuote.text()).toBe(201);
  await asMick.dispose();

  // Grace compares them on her phone.
  await clientPage.setViewportSize({ width: 390, height: 844 });
  await signIn(clientPage, client);
  await clientPage.goto(`/myJobs/${jobId}`);
  // Each quote is an item of the list (its facts are lists of their own).
  const cards = clientPage.getByRole('list', { name: 'Quotes' }).locator(':scope > li');
  await expect(cards).toHaveCount(2);
  // Sorted by price: Ava's $354.50 before Mick's $420.
  await expect(cards.first()).toContainText(ava.fullName);
  await expect(cards.first()).toContainText('$354.50');
  await expect(cards.nth(1)).toContainText('$420');
  const fitsThePhone = await clientPage.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(fitsThePhone).toBe(true);
  await expectNoSeriousViolations(clientPage, 'the quotes compared on a phone');

  // She asks Mick a question: it goes to their chat.
  await clientPage
    .getByRole('button', { name: `Ask a question about ${mick.fullName}'s quote` })
    .click();
  const ask = clientPage.getByRole('dialog');
  await ask.getByLabel('Your question').fill('Does the price include taking the old tap away?');
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(clientPage.getByRole('dialog')).toContainText(m.questionSent);
  await clientPage.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // She accepts Ava's quote: that is the hire.
  await clientPage.getByRole('button', { name: `Accept ${ava.fullName}'s quote` }).click();
  await clientPage
    .getByRole('dialog')
    .getByRole('button', { name: `Accept and hire ${ava.firstName}` })
    .click();
  await expect(clientPage.getByRole('main')).toContainText('Agreed price');
  await expect(clientPage.getByRole('main')).toContainText(messages.jobRequests.status.in_progress);

  // The agreement downloads as a PDF.
  const [download] = await Promise.all([
    clientPage.waitForEvent('download'),
    clientPage.getByRole('link', { name: 'Download the agreement' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toBe(m.agreement.fileName(title));
  const pdf = await download.createReadStream();
  const head = await new Promise<string>((resolve, reject) => {
    pdf.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1')));
    pdf.once('error', reject);
  });
  expect(head).toBe('%PDF-');

  // Mick is told politely, and his chat holds Grace's question.
  const asMickAgain = await signedInRequest(baseURL, mick);
  const notices = await asMickAgain.get('/api/notification/getMyOldNotifications');
  expect(notices.status()).toBe(200);
  const titles = ((await notices.json()).data.items as Array<{ title: string }>).map(
    (notice) => notice.title,
  );
  expect(titles).toContain(m.notifications.notChosenTitle(title));
  const mine = await asMickAgain.get(`/api/job/${jobId}/quotes`);
  expect((await mine.json()).data.items[0].status).toBe('notChosen');
  await asMickAgain.dispose();

  // Ava's quote page says accepted, and offers her the agreement too.
  await avaPage.reload();
  await expect(avaPage.getByRole('main')).toContainText(m.statusForProfessional.accepted);
  await expect(avaPage.getByRole('link', { name: 'Download the agreement' })).toBeVisible();
  await avaContext.close();
});
