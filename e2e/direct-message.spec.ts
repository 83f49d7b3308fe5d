import { expect, test } from './support/test';
import * as messages from '../packages/shared/src/messages';
import { createAccount, findService, openAccountMenu, signIn } from './support/accounts';

test('a tradie writes to an apprentice from her profile; she finds it unread in her chats and replies', async ({
  browser,
  page: tradiePage,
  request,
}) => {
  // Two people, each through several pages.
  test.slow();
  const carpenter = await findService(request, 'Carpenter');
  const [tradie, apprentice] = await Promise.all([
    createAccount(request, {
      firstName: 'Tom',
      lastName: 'Reilly',
      userType: 'tradie',
      services: [carpenter._id],
      verified: true,
    }),
    createAccount(request, {
      firstName: 'Isla',
      lastName: 'Brooks',
      userType: 'apprentice',
      services: [carpenter._id],
      verified: true,
    }),
  ]);
  const offer =
    'Hi Isla, I need a second-year carpentry apprentice for framing work in Melbourne. Keen? Tom';
  const answer = 'Hi Tom, yes please! I am free from Monday and have my white card.';

  // The tradie opens the apprentice's profile and writes to her.
  await signIn(tradiePage, tradie);
  await tradiePage.goto(`/apprentice/${apprentice._id}`);
  await expect(
    tradiePage.getByRole('heading', { level: 1, name: apprentice.fullName }),
  ).toBeVisible();
  const send = tradiePage.getByRole('button', { name: 'Send message' });
  // An empty message is refused before anything is sent.
  await send.click();
  await expect(tradiePage.getByText(messages.chats.messageRequired)).toBeVisible();
  await tradiePage.getByLabel(`Message to ${apprentice.firstName}`).fill(offer);
  await send.click();

  await expect(tradiePage).toHaveURL(/\/chats\/[^/]+$/);
  const conversationUrl = new URL(tradiePage.url()).pathname;
  const tradieRoom = tradiePage.getByRole('log', {
    name: messages.chats.messagesLabel(apprentice.firstName),
  });
  await expect(tradieRoom).toContainText(offer);
  await expect(
    tradiePage.getByRole('heading', { level: 1, name: apprentice.fullName }),
  ).toBeVisible();
  await expect(
    tradiePage.getByText(`Apprentice · ${messages.chats.directConversation}`),
  ).toBeVisible();

  // The apprentice, in her own browser, sees one unread chat in her menu and opens it.
  const apprenticeContext = await browser.newContext();
  const apprenticePage = await apprenticeContext.newPage();
  await signIn(apprenticePage, apprentice);
  await openAccountMenu(apprenticePage, apprentice.fullName);
  const chatsItem = apprenticePage.getByRole('menuitem', { name: /^Chats/ });
  await expect(chatsItem).toHaveAccessibleName(
    `${messages.nav.chats}, ${messages.chats.unread(1)}`,
  );
  await chatsItem.click();
  await expect(apprenticePage).toHaveURL('/chats');

  const conversation = apprenticePage
    .getByRole('list', { name: messages.chats.conversationsLabel })
    .getByRole('link', { name: new RegExp(tradie.fullName) });
  await expect(conversation).toContainText(messages.chats.directConversation);
  await expect(conversation).toContainText(offer);
  await expect(conversation).toContainText(messages.chats.unread(1));
  await conversation.click();
  await expect(apprenticePage).toHaveURL(conversationUrl);
  const apprenticeRoom = apprenticePage.getByRole('log', {
    name: messages.chats.messagesLabel(tradie.firstName),
  });
  await expect(apprenticeRoom).toContainText(offer);

  // Reading it clears the count.
  await openAccountMenu(apprenticePage, apprentice.fullName);
  await expect(apprenticePage.getByRole('menuitem', { name: /^Chats/ })).toHaveAccessibleName(
    messages.nav.chats,
  );
  await apprenticePage.keyboard.press('Escape');

  const composer = apprenticePage.getByRole('textbox', { name: messages.chats.messageLabel });
  await composer.fill(answer);
  await composer.press('Enter');
  await expect(apprenticeRoom).toContainText(answer);
  await expect(composer).toHaveValue('');

  // The tradie, still in the room, sees the answer arrive.
  await expect(tradieRoom).toContainText(answer);

  await apprenticeContext.close();
});
