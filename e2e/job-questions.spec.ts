import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, signIn } from './support/accounts';
import { postJob } from './support/jobs';
import { waitForApp } from './support/app-ready';
import { expectNoSeriousViolations } from './support/axe';

const q = messages.jobQuestions;

test.describe('job questions on a phone @phone', () => {
  test('a client answers an electrical job’s questions; a tradie filters the feed on an answer and reads them all', async ({
    browser,
    page,
    request,
  }) => {
    // Two people through several pages each, on a phone.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const { service, client, tradie } = await createClientAndTradie(request, 'electric');
    const suffix = randomUUID().slice(0, 8);
    const title = `Power points in the upstairs study ${suffix}`;
    const otherTitle = `Power points in the granny flat ${suffix}`;

    // The client starts from the service: its questions come first, under their heading.
    await signIn(page, client);
    await page.goto(`/postJob?service=${service._id}`);
    const questions = page.getByRole('group', { name: q.heading });
    await expect(questions).toBeVisible();
    await expectNoSeriousViolations(page, 'the job form with its questions', { within: 'main' });

    await page.getByLabel('Job title').fill(title);
    await page
      .getByLabel('Job description')
      .fill('Two double power points on the desk wall of the upstairs study, brick veneer.');
    await page.getByLabel('State').selectOption('VIC');
    await page.getByLabel('City').selectOption('Melbourne');
    await page.getByLabel('Budget from (AUD)').fill('300');
    await page.getByLabel('Budget up to (AUD)').fill('700');
    await page.getByLabel(messages.jobs.timingLabels.within_week).check();
    await page.getByLabel(messages.jobs.consentLabel).check();
    // A required question left unanswered is refused beside it, with the API's words.
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(questions.getByText(q.answerRequired)).toBeVisible();
    await expectNoSeriousViolations(page, 'the job form, a question unanswered', {
      within: 'main',
    });

    await questions.getByLabel('What is the job?').selectOption({ label: 'Power points' });
    await questions.getByLabel(/How many points or fittings/).fill('2');
    await questions.getByText('Double storey', { exact: true }).click();
    await questions
      .getByRole('group', { name: /Was the house built before 1990/ })
      .getByText(q.yes, { exact: true })
      .click();
    await page.getByRole('button', { name: 'Post job' }).click();

    await expect(page).toHaveURL(/\/myJobs\/[^/]+$/);
    const mine = page.getByRole('region', { name: q.answersHeading });
    await expect(mine).toContainText('Power points');
    await expect(mine).toContainText('2 points');
    await expect(mine).toContainText('Double storey');

    // Another job of hers in the same trade, on a single-storey home.
    await postJob(page.request, {
      serviceId: service._id,
      title: otherTitle,
      answers: { 'job-type': 'power-points', storeys: 'single' },
    });

    // The tradie narrows the feed to double-storey homes, on a phone too.
    const tradieContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tradiePage = await tradieContext.newPage();
    await signIn(tradiePage, tradie);
    await tradiePage.goto('/jobRequests');
    const feed = tradiePage.getByRole('list', { name: 'Job requests' });
    await expect(feed.getByRole('link', { name: new RegExp(otherTitle) })).toBeVisible();
    // The feed arrives rendered by the server: its filters answer once the app has taken over.
    await waitForApp(tradiePage);
    await tradiePage.getByLabel('Service').selectOption(service._id);
    const storeys = tradiePage.getByLabel('How many storeys is the property?');
    await expect(storeys).toHaveValue('');
    await storeys.selectOption({ label: 'Double storey' });
    await expect(tradiePage).toHaveURL(/answers=storeys%3Adouble/);
    await expect(feed.getByRole('link', { name: new RegExp(otherTitle) })).toHaveCount(0);
    const card = feed.getByRole('link', { name: new RegExp(title) });
    await expect(card.getByRole('list', { name: q.answersHeading })).toContainText('Power points');
    await expect(card.getByRole('list', { name: q.answersHeading })).toContainText('Double storey');
    await expectNoSeriousViolations(tradiePage, 'the feed filtered on an answer');

    // The filter is in the address: a reload keeps it.
    await tradiePage.reload();
    await waitForApp(tradiePage);
    await expect(tradiePage.getByLabel('How many storeys is the property?')).toHaveValue('double');
    await expect(feed.getByRole('link', { name: new RegExp(otherTitle) })).toHaveCount(0);

    await feed.getByRole('link', { name: new RegExp(title) }).click();
    await expect(tradiePage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const details = tradiePage.getByRole('region', { name: q.answersHeading });
    await expect(details).toContainText('What is the job?');
    await expect(details).toContainText('2 points');
    await expect(details).toContainText('Was the house built before 1990?');
    await expect(details).toContainText(q.yes);
    await expectNoSeriousViolations(tradiePage, "a request's job details", { within: 'main' });
    await tradieContext.close();
  });
});
