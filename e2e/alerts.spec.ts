import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, signIn, signedInRequest } from './support/accounts';
import { postJob } from './support/jobs';
import { unsubscribeLinkMailedTo } from './support/mail';
import { waitForApp } from './support/app-ready';
import { expectNoSeriousViolations } from './support/axe';

const m = messages.notificationSettings;

test('(d) a tradie unsubscribes from new job alerts through the link in the mail, signed out', async ({
  page,
  request,
  baseURL,
}) => {
  // Two sign-ups with mailed codes, a job, its alert mail, then the settings page.
  test.slow();
  const service = await findService(request, 'Electric');
  const tradie = await createAccount(request, {
    firstName: 'Noah',
    lastName: 'Walker',
    userType: 'tradie',
    services: [service._id],
    verified: true,
  });
  const client = await createAccount(request, {
    firstName: 'Ella',
    lastName: 'Brown',
    userType: 'client',
    verified: true,
  });
  const asClient = await signedInRequest(baseURL, client);
  await postJob(asClient, { serviceId: service._id, title: 'Install a new switchboard' });
  await asClient.dispose();

  // A new tradie is on the Professional trial: the alert comes at once, not in the digest.
  const link = await unsubscribeLinkMailedTo(tradie.email, new RegExp(`New ${service.name} job`));
  const url = new URL(link);
  expect(url.pathname).toBe('/unsubscribe');

  // Signed out: opening the page, scripts and all, switches nothing off (a mail scanner that
  // follows the link unsubscribes nobody); its one button does, and the page says so.
  await page.goto(`${url.pathname}${url.search}`);
  await waitForApp(page);
  await expect(page).toHaveTitle(`TradeMate/${m.unsubscribeTitle}`);
  await expect(page.getByText(m.unsubscribeLead)).toBeVisible();
  await expectNoSeriousViolations(page, 'the unsubscribe page');
  const asTradie = await signedInRequest(baseURL, tradie);
  const emailFor = async (event: string) => {
    const settings = (await (await asTradie.get('/api/notification-settings')).json()) as {
      data: { events: { event: string; email: string }[] };
    };
    return settings.data.events.find((each) => each.event === event)?.email;
  };
  expect(await emailFor('job_posted')).toBe('instant');
  await page.getByRole('button', { name: m.unsubscribeButton }).click();
  await expect(page.getByText(m.switchedOff.job_posted)).toBeVisible();
  await expect(page.getByRole('button', { name: m.unsubscribeButton })).toHaveCount(0);
  await expect(page.getByRole('link', { name: m.unsubscribeSettingsLink })).toBeVisible();
  await expectNoSeriousViolations(page, 'the unsubscribe page, done');
  expect(await emailFor('job_posted')).toBe('off');
  await asTradie.dispose();

  // Signed in, the settings page shows new job emails off, and everything else as it was.
  await signIn(page, tradie);
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: `${m.eventLabels.job_posted}: Email` }),
  ).toHaveValue('off');
  await expect(
    page.getByRole('combobox', { name: `${m.eventLabels.message_received}: Email` }),
  ).toHaveValue('instant');
  await expectNoSeriousViolations(page, 'the notification settings');
});
