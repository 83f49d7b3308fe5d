import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createClientAndTradie, openAccountMenu, signIn } from './support/accounts';
import { contactClient, postJob } from './support/jobs';
import { expectNoSeriousViolations } from './support/axe';
import { realtimeConnected } from './support/realtime';

test('an open chat room shows a new message and the header its dot as they happen, without reloading', async ({
  browser,
  page: clientPage,
  request,
}) => {
  test.slow();
  const { service, client, tradie } = await createClientAndTradie(request, 'plumb');
  const suffix = randomUUID().slice(0, 8);

  // The client's socket connects once, after sign-in; the client then stays in the app, so the
  // room opens on a live connection and has nothing to catch up on.
  const clientLive = realtimeConnected(clientPage);
  await signIn(clientPage, client);
  await clientLive;
  const firstJob = await postJob(clientPage.request, {
    serviceId: service._id,
    title: `Replace the tap ${suffix}`,
  });
  const secondJob = await postJob(clientPage.request, {
    serviceId: service._id,
    title: `Fix the gutter ${suffix}`,
  });

  const tradieContext = await browser.newContext();
  const tradiePage = await tradieContext.newPage();
  await signIn(tradiePage, tradie);
  const conversationId = await contactClient(
    tradiePage.request,
    firstJob,
    'Hi Olivia, I can swap the tap over on Thursday. Liam',
  );

  // The client opens the chat from the menu; reading it clears the dot.
  await openAccountMenu(clientPage, client.fullName);
  await clientPage.getByRole('menuitem', { name: /^Chats/ }).click();
  await clientPage
    .getByRole('list', { name: messages.chats.conversationsLabel })
    .getByRole('link', { name: /Liam/ })
    .click();
  await expect(clientPage).toHaveURL(`/chats/${conversationId}`);
  const clientRoom = clientPage.getByRole('log', { name: messages.chats.messagesLabel('Liam') });
  await expect(clientRoom).toContainText('swap the tap over on Thursday');
  const accountMenu = clientPage.getByRole('button', { name: /^Account menu for / });
  await expect(accountMenu).toHaveAccessibleName(`Account menu for ${client.fullName}`);

  // From now on the room asks the server for nothing: the message comes over the socket.
  const messageFetches: string[] = [];
  clientPage.on('request', (sent) => {
    if (sent.method() === 'GET' && sent.url().includes(`/api/chat/${conversationId}/messages`)) {
      messageFetches.push(sent.url());
    }
  });

  await tradiePage.goto(`/chats/${conversationId}`);
  await tradiePage
    .getByRole('textbox', { name: messages.chats.messageLabel })
    .fill('Running 10 minutes late');
  await tradiePage.getByRole('textbox', { name: messages.chats.messageLabel }).press('Enter');
  await expect(
    tradiePage.getByRole('log', { name: messages.chats.messagesLabel('Olivia') }),
  ).toContainText('Running 10 minutes late');

  // Live: the room fetched nothing, and the expectation's 15 s is well inside the minute after
  // which a page without its socket would ask again.
  await expect(clientRoom).toContainText('Running 10 minutes late');
  expect(messageFetches).toEqual([]);
  await expectNoSeriousViolations(clientPage, 'the chat room, a message arrived live');

  // Contacted about another job, the client sees the dot while still in the room.
  await contactClient(tradiePage.request, secondJob, 'Hi Olivia, gutters are my thing too. Liam');
  await expect(accountMenu).toHaveAccessibleName(
    `Account menu for ${client.fullName}, ${messages.notifications.unreadCount(1)}`,
  );
  // The count on the orange dot is read as well as it is seen.
  await expect(clientPage.getByTestId('unread-dot')).toHaveText('1');
  await expectNoSeriousViolations(clientPage, 'the chat room with an unread notification');
  await openAccountMenu(clientPage, client.fullName);
  await expectNoSeriousViolations(clientPage, 'the account menu open, with an unread count');

  await tradieContext.close();
});
