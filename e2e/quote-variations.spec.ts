import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn, signedInRequest } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { contactClient, dayFromNow, postJob } from './support/jobs';

const mv = messages.quoteVariations;

test('(a) after acceptance the professional proposes a variation, the client approves it on a phone, and the agreed total changes', async ({
  baseURL,
  browser,
  page: clientPage,
  request,
}) => {
  // Two people, each through their own pages.
  test.slow();
  const id = randomUUID().slice(0, 8);
  const service = await findService(request, 'plumb');
  const client = await createAccount(request, {
    firstName: 'Grace',
    lastName: `Wilson ${id.slice(0, 4)}`,
    userType: 'client',
    verified: true,
  });
  const ava = await createAccount(request, {
    firstName: 'Ava',
    lastName: `Singh ${id.slice(0, 4)}`,
    userType: 'tradie',
    services: [service._id],
    verified: true,
  });

  // The scene through the API: a job, Ava's $420 quote on it, accepted.
  const asClient = await signedInRequest(baseURL, client);
  const jobId = await postJob(asClient, {
    serviceId: service._id,
    title: `Replace the laundry tub tap ${id}`,
  });
  const asAva = await signedInRequest(baseURL, ava);
  await contactClient(asAva, jobId, 'Hi Grace, Ava here. I can fit the tap this week.');
  const sent = await asAva.post(`/api/job/${jobId}/quotes`, {
    data: {
      items: [
        {
          description: 'Supply and fit a laundry tub tap',
          kind: 'labour',
          quantityHundredths: 100,
          unit: 'lot',
          unitPriceCents: 42_000,
        },
      ],
      validUntil: dayFromNow(14),
      earliestStart: dayFromNow(2),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const quoteId: string = (await sent.json()).data._id;
  const accepted = await asClient.post(`/api/quotes/${quoteId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await asClient.dispose();
  await asAva.dispose();

  // Ava finds the wall valve corroded and proposes an extra hour for it, in the app.
  const avaContext = await browser.newContext();
  const avaPage = await avaContext.newPage();
  await signIn(avaPage, ava);
  await avaPage.goto(`/quotes/${quoteId}`);
  const avaVariations = avaPage.getByRole('region', { name: 'Variations' });
  await expect(avaVariations).toContainText('$420');
  await avaVariations.getByRole('button', { name: 'Propose a variation' }).click();
  const line = avaPage.getByRole('group', { name: 'Line 1' });
  await line.getByLabel('Description').fill('Replace the corroded wall valve');
  await line.getByLabel('Quantity').fill('1');
  await line.getByLabel('Unit price ($)').fill('110');
  await avaPage
    .getByLabel('Why does the work change?')
    .fill('The wall valve is corroded and will not shut off.');
  await expectNoSeriousViolations(avaPage, 'the variation form, filled');
  await avaPage.getByRole('button', { name: 'Send variation' }).click();
  await expect(avaPage.getByRole('main').getByRole('status')).toHaveText(mv.proposed);
  await expect(avaVariations.getByRole('article', { name: mv.title(1) })).toContainText(
    mv.status.proposed,
  );
  await avaContext.close();

  // Grace approves it on her phone: the agreed total moves from $420 to $530.
  await clientPage.setViewportSize({ width: 390, height: 844 });
  await signIn(clientPage, client);
  await clientPage.goto(`/quotes/${quoteId}`);
  const variations = clientPage.getByRole('region', { name: 'Variations' });
  const variation = variations.getByRole('article', { name: mv.title(1) });
  await expect(variation).toContainText('Added: Replace the corroded wall valve');
  await expect(variation).toContainText('+$110');
  const fitsThePhone = await clientPage.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(fitsThePhone).toBe(true);
  await expectNoSeriousViolations(clientPage, 'a proposed variation on a phone');
  await variation.getByRole('button', { name: 'Approve variation 1' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Approve variation 1?' });
  await expect(dialog).toContainText('the agreed total becomes $530');
  await dialog.getByRole('button', { name: 'Approve variation' }).click();
  await expect(clientPage.getByRole('main').getByRole('status')).toHaveText(mv.approved);
  await expect(variation).toContainText(mv.status.approved);
  await expect(variations).toContainText('Agreed total$530');
  await expect(variations).toContainText('1 approved variation (+$110)');
});
