import * as messages from '../packages/shared/src/messages';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createClientAndTradie, signedInRequest, signIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { contactClient, dayFromNow, postJob } from './support/jobs';
import { openAndWatchTakeover } from './support/takeover';

/**
 * The pages a signed-in person lands on most arrive rendered for them, with their data in the
 * page (decisions 046, 088): the app takes them over as they are and asks neither who is signed
 * in nor the page's first data.
 */

test.use({ timezoneId: 'Pacific/Kiritimati' });

/** The API requests the page sends from now on, as `GET /api/user/me`. */
function watchApi(page: Page) {
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/')) asked.push(`${sent.method()} ${pathname}`);
  });
  return asked;
}

/** What the page asked for while it was opened and taken over: one of `paths` is one too many. */
async function openAndCount(page: Page, path: string, paths: string[]) {
  const asked = watchApi(page);
  const problems = await openAndWatchTakeover(page, path);
  const askedAgain = asked.filter((request) => paths.includes(request));
  return { problems, askedAgain };
}

test('a tradie’s feed arrives rendered for them and is taken over without asking again', async ({
  page,
  request,
}) => {
  const { tradie } = await createClientAndTradie(request, 'electric');
  await signIn(page, tradie);

  const { problems, askedAgain } = await openAndCount(page, '/jobRequests', [
    'GET /api/user/me',
    'GET /api/jobRequest',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Job requests' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Job requests' })
      .or(page.getByText('There are no open job requests in your services right now.')),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Account menu for ${tradie.fullName}`) }),
  ).toBeVisible();
  expect(askedAgain).toEqual([]);
  expect(problems).toEqual([]);
  await expectNoSeriousViolations(page, 'job requests, first load');
});

test('a chat room, notifications, job history, My jobs and a job with its quotes arrive rendered and are taken over', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { service, client, tradie } = await createClientAndTradie(request, 'electric');
  const asClient = await signedInRequest(baseURL, client);
  const asTradie = await signedInRequest(baseURL, tradie);
  const title = 'Replace the hot water system';
  const jobId = await postJob(asClient, { serviceId: service._id, title });
  const conversationId = await contactClient(asTradie, jobId, 'Hi Olivia, I can come on Monday.');
  const reply = await asClient.post(`/api/chat/${conversationId}/messages`, {
    data: { body: 'Monday morning suits me.' },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const quote = await asTradie.post(`/api/job/${jobId}/quotes`, {
    data: {
      items: [
        {
          description: 'Supply and fit a 250 litre hot water system',
          kind: 'labour',
          quantityHundredths: 100,
          unit: 'lot',
          unitPriceCents: 185_000,
        },
      ],
      validUntil: dayFromNow(14),
      earliestStart: dayFromNow(3),
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  await asClient.dispose();
  await asTradie.dispose();

  await signIn(page, tradie);
  const chat = await openAndCount(page, `/chats/${conversationId}`, [
    'GET /api/user/me',
    `GET /api/chat/${conversationId}`,
    // Not the messages: the room asks for the newest once its socket connects, to catch up on
    // what was sent since the page was rendered.
    `GET /api/job/${jobId}/quotes`,
  ]);
  const problems = chat.problems;
  expect(chat.askedAgain).toEqual([]);
  const log = page.getByRole('log', { name: messages.chats.messagesLabel('Olivia') });
  await expect(log).toContainText('Hi Olivia, I can come on Monday.');
  await expect(log).toContainText('Monday morning suits me.');
  // The box takes typing once the app has the page, and Enter sends.
  const box = page.getByRole('textbox', { name: messages.chats.messageLabel });
  await box.fill('See you then.');
  await box.press('Enter');
  await expect(log).toContainText('See you then.');
  await expectNoSeriousViolations(page, 'chat room, first load');

  const notifications = await openAndCount(page, '/notifications', ['GET /api/user/me']);
  problems.push(...notifications.problems);
  expect(notifications.askedAgain).toEqual([]);
  await expect(page.getByRole('list', { name: messages.notifications.title })).toContainText(
    'Olivia',
  );

  const history = await openAndCount(page, '/userJobHistory', [
    'GET /api/user/me',
    'GET /api/jobHistory',
  ]);
  problems.push(...history.problems);
  expect(history.askedAgain).toEqual([]);
  await expect(page.getByRole('list', { name: 'Your jobs' })).toContainText(title);

  const clientContext = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, client);
  const myJobs = await openAndCount(clientPage, '/myJobs', [
    'GET /api/user/me',
    'GET /api/job/mine',
  ]);
  problems.push(...myJobs.problems);
  expect(myJobs.askedAgain).toEqual([]);
  await expect(clientPage.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  // The job with its quotes, the professionals who wrote and those the client may invite.
  const job = await openAndCount(clientPage, `/myJobs/${jobId}`, [
    'GET /api/user/me',
    `GET /api/job/${jobId}`,
    `GET /api/job/${jobId}/quotes`,
    `GET /api/job/${jobId}/suggestions`,
  ]);
  problems.push(...job.problems);
  expect(job.askedAgain).toEqual([]);
  // The page lists its chunks, and each is preloaded (lib/preload-chunks.ts).
  const preloads = await clientPage.evaluate(() => ({
    chunks: (
      JSON.parse(document.getElementById('preloaded-state')!.textContent!) as { chunks: string[] }
    ).chunks,
    preloaded: Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      (link) => new URL(link.href).pathname,
    ),
  }));
  expect(preloads.chunks.length).toBeGreaterThan(10);
  expect(preloads.preloaded).toEqual(expect.arrayContaining(preloads.chunks));
  await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(clientPage.getByText('$1,850').first()).toBeVisible();
  await expectNoSeriousViolations(clientPage, 'a job with its quotes, first load');
  await clientContext.close();

  expect(problems).toEqual([]);
});
