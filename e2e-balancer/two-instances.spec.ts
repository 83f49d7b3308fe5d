import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, openAccountMenu, signIn } from '../e2e/support/accounts';
import { contactClient, postJob } from '../e2e/support/jobs';
import { realtimeConnected } from '../e2e/support/realtime';
import { expect, test } from '../e2e/support/test';

/** HAProxy's stickiness cookie (deploy/haproxy/haproxy.cfg): its value names the instance. */
const STICKY_COOKIE = 'TM_SERVER';
const app1Pid = Number(process.env.BALANCER_APP1_PID);

/** Sends every request of the context to instance `name`, as a browser HAProxy pinned there. */
async function pinTo(context: BrowserContext, name: string, baseURL: string) {
  await context.addCookies([{ name: STICKY_COOKIE, value: name, url: baseURL }]);
}

/** The instances that answered the page's requests, in order (the test variant's X-Served-By). */
function instancesServing(page: Page): string[] {
  const served: string[] = [];
  page.on('response', (response) => {
    const name = response.headers()['x-served-by'];
    if (name) served.push(name);
  });
  return served;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function quotePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText('Quote 77: new mixer tap, $380 incl. GST', {
    x: 50,
    y: 780,
    size: 14,
    font,
  });
  return Buffer.from(await document.save());
}

async function openChat(page: Page, conversationId: string) {
  const live = realtimeConnected(page);
  await page.goto(`/chats/${conversationId}`);
  await live;
}

async function write(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: messages.chats.messageLabel });
  await box.fill(text);
  await box.press('Enter');
}

async function signOut(page: Page, fullName: string) {
  await openAccountMenu(page, fullName);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
}

// A reconnection attempt that reached app1 while it shut down: the client tries again elsewhere.
test.use({ allowedConsoleErrors: [/^WebSocket connection to 'wss:.*\/socket\.io\/.*' failed/] });

test('a client and a professional on different instances sign up, post, contact, chat live and share a file, and go on when one instance stops', async ({
  browser,
  request,
  baseURL,
}) => {
  // Sign-up and the mailed codes, through the balancer.
  const { service, client, tradie } = await createClientAndTradie(request, 'plumb');
  const suffix = randomUUID().slice(0, 8);

  const clientContext = await browser.newContext();
  const tradieContext = await browser.newContext();
  await pinTo(clientContext, 'app1', baseURL!);
  await pinTo(tradieContext, 'app2', baseURL!);
  const clientPage = await clientContext.newPage();
  const tradiePage = await tradieContext.newPage();
  const clientServed = instancesServing(clientPage);
  const tradieServed = instancesServing(tradiePage);

  await signIn(clientPage, client);
  await signIn(tradiePage, tradie);
  const job = await postJob(clientPage.request, {
    serviceId: service._id,
    title: `Swap the kitchen mixer tap ${suffix}`,
  });
  const conversationId = await contactClient(
    tradiePage.request,
    job,
    'Hi Olivia, I can swap the mixer on Thursday. Liam',
  );

  await openChat(clientPage, conversationId);
  const clientRoom = clientPage.getByRole('log', { name: messages.chats.messagesLabel('Liam') });
  await expect(clientRoom).toContainText('swap the mixer on Thursday');
  await openChat(tradiePage, conversationId);
  const tradieRoom = tradiePage.getByRole('log', { name: messages.chats.messagesLabel('Olivia') });

  // Each message crosses from one instance to the other through Redis, as it is sent.
  await write(tradiePage, 'Running 10 minutes late');
  await expect(clientRoom).toContainText('Running 10 minutes late');
  await write(clientPage, 'No worries, the side gate is open');
  await expect(tradieRoom).toContainText('the side gate is open');

  // A file stored in the bucket by one instance is read through the other.
  const quote = await quotePdf();
  const chooser = tradiePage.waitForEvent('filechooser');
  await tradiePage.getByRole('button', { name: messages.chatAttachments.attach }).click();
  await (
    await chooser
  ).setFiles({ name: 'Quote 77.pdf', mimeType: 'application/pdf', buffer: quote });
  const chipName = new RegExp(`^Download Quote 77\\.pdf`);
  const chip = clientRoom.getByRole('link', { name: chipName });
  await expect(chip).toBeVisible();
  const downloading = clientPage.waitForEvent('download');
  await chip.click();
  expect((await readFile((await (await downloading).path())!)).equals(quote)).toBe(true);

  expect(new Set(clientServed)).toEqual(new Set(['app1']));
  expect(new Set(tradieServed)).toEqual(new Set(['app2']));

  // app1 stops under the client: their socket reconnects through HAProxy to app2, and the
  // chat goes on in real time.
  const clientBack = realtimeConnected(clientPage);
  process.kill(app1Pid, 'SIGTERM');
  await expect.poll(() => isRunning(app1Pid), { timeout: 60_000 }).toBe(false);
  // While it drained, app1 still answered what HAProxy had already sent it; from now on only app2.
  const servedBeforeStop = clientServed.length;
  await clientBack;
  await write(tradiePage, 'Still on for Thursday at 8?');
  await expect(clientRoom).toContainText('Still on for Thursday at 8?');
  await write(clientPage, 'Yes, see you then');
  await expect(tradieRoom).toContainText('Yes, see you then');
  const again = clientPage.waitForEvent('download');
  await chip.click();
  expect((await readFile((await (await again).path())!)).equals(quote)).toBe(true);
  const servedAfterStop = clientServed.slice(servedBeforeStop);
  expect(servedAfterStop.length).toBeGreaterThan(0);
  expect(new Set(servedAfterStop)).toEqual(new Set(['app2']));
  const cookies = await clientContext.cookies();
  expect(cookies.find((cookie) => cookie.name === STICKY_COOKIE)?.value).toBe('app2');

  await signOut(clientPage, client.fullName);
  await signOut(tradiePage, tradie.fullName);
  await clientContext.close();
  await tradieContext.close();
});
