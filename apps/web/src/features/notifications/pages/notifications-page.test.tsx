import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import type { Notification } from '@trademate/shared/schemas/notifications';
import { selectUnreadNotifications } from '../api/get-unread-notification-count';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import NotificationsPage from './notifications-page';

afterEach(cleanup);

const listPath = '/api/notification/getMyOldNotifications';
const markAllPath = '/api/notification/markAllAsRead';

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `3e8b5f4d-0a6c-4d9e-8f1a-${String(index).padStart(12, '0')}`,
    kind: 'message_received',
    title: `Person${index} sent you a message`,
    body: `Message ${index}`,
    link: `/chats/conversation-${index}`,
    isRead: false,
    createdAt: new Date(Date.now() - index * 60_000).toISOString(),
    ...overrides,
  };
}

const openNotifications = () =>
  renderRoute(<NotificationsPage />, { route: '/notifications', user: buildMe() });

const rows = () =>
  within(screen.getByRole('list', { name: messages.notifications.title })).getAllByRole('link');

describe('NotificationsPage', () => {
  it('lists notifications newest first, unread ones marked, each linking to where it happened', async () => {
    server.use(
      http.get(listPath, () =>
        ok({
          items: [
            notification(1),
            notification(2, {
              kind: 'job_hired',
              title: 'You have been hired',
              link: '/userJobHistory/job-2',
              isRead: true,
            }),
          ],
          nextCursor: null,
          unreadCount: 1,
        }),
      ),
    );
    const { store } = openNotifications();

    await screen.findByRole('list', { name: messages.notifications.title });
    const [unread, read] = rows();
    expect(unread!).toHaveAttribute('href', '/chats/conversation-1');
    expect(unread!).toHaveAttribute('data-unread', 'true');
    expect(unread!).toHaveTextContent('Unread: Person1 sent you a message');
    expect(read!).toHaveAttribute('href', '/userJobHistory/job-2');
    expect(read!.hasAttribute('data-unread')).toBe(false);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    // The shell's orange dot follows.
    expect(selectUnreadNotifications(store.getState())).toBe(1);
    expect(document.title).toBe('TradeMate/Notifications');
  });

  it('marks all as read: the list loses its unread styling and the dot goes', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(listPath, () =>
        ok({
          items: [notification(1), notification(2), notification(3, { isRead: true })],
          nextCursor: null,
          unreadCount: 2,
        }),
      ),
      http.patch(markAllPath, () => ok({ unreadCount: 0 }, messages.notifications.allRead)),
    );
    const sent = recordRequests();
    const { store } = openNotifications();
    await screen.findByRole('list', { name: messages.notifications.title });
    expect(selectUnreadNotifications(store.getState())).toBe(2);

    await user.click(screen.getByRole('button', { name: messages.notifications.markAllAsRead }));

    expect((await screen.findByRole('status')).textContent).toBe(messages.notifications.allRead);
    expect(rows().every((row) => !row.hasAttribute('data-unread'))).toBe(true);
    expect(selectUnreadNotifications(store.getState())).toBe(0);
    expect(screen.getByText('Everything is read')).toBeInTheDocument();
    expect(
      (
        screen.getByRole('button', {
          name: messages.notifications.markAllAsRead,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(sent.to(`PATCH ${markAllPath}`)).toHaveLength(1);
  });

  it('keeps the unread styling and says why when marking fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(listPath, () => ok({ items: [notification(1)], nextCursor: null, unreadCount: 1 })),
      http.patch(markAllPath, () =>
        fail(503, 'SERVICE_UNAVAILABLE', 'TradeMate is busy. Please try again in a moment.'),
      ),
    );
    openNotifications();
    await screen.findByRole('list', { name: messages.notifications.title });
    await user.click(screen.getByRole('button', { name: messages.notifications.markAllAsRead }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'TradeMate is busy. Please try again in a moment.',
    );
    expect(rows()[0]!).toHaveAttribute('data-unread', 'true');
  });

  it('loads more notifications with the cursor the server gave', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(listPath, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? ok({ items: [notification(3)], nextCursor: null, unreadCount: 3 })
          : ok({ items: [notification(1), notification(2)], nextCursor: 'page-2', unreadCount: 3 }),
      ),
    );
    openNotifications();
    await user.click(await screen.findByRole('button', { name: messages.notifications.loadMore }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(
      screen.queryByRole('button', { name: messages.notifications.loadMore }),
    ).not.toBeInTheDocument();
  });

  it('says when there are no notifications, with nothing to mark', async () => {
    server.use(http.get(listPath, () => ok({ items: [], nextCursor: null, unreadCount: 0 })));
    openNotifications();
    expect(await screen.findByText(messages.notifications.empty)).toBeInTheDocument();
    expect(
      (
        screen.getByRole('button', {
          name: messages.notifications.markAllAsRead,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it("lists a quote's notifications, each leading to the quote", async () => {
    const quoteLink = '/quotes/d1e2f3a4-0000-4000-8000-00000000a001';
    server.use(
      http.get(listPath, () =>
        ok({
          items: [
            notification(1, {
              kind: 'quote_received',
              title: messages.quotes.notifications.receivedTitle(
                'Replace a leaking hot water system',
              ),
              body: messages.quotes.notifications.receivedBody('Jess', 173_800),
              link: quoteLink,
            }),
            notification(2, {
              kind: 'quote_answered',
              title: messages.quotes.notifications.declinedTitle('Fix the back fence'),
              body: messages.quotes.notifications.declinedBody('Olivia', 'Too far out'),
              link: quoteLink,
              isRead: true,
            }),
          ],
          nextCursor: null,
          unreadCount: 1,
        }),
      ),
    );
    openNotifications();
    await screen.findByRole('list', { name: messages.notifications.title });
    const [received, answered] = rows();
    expect(received!).toHaveTextContent(/^Unread: New quote: Replace a leaking hot water system/);
    expect(received!).toHaveTextContent(/Jess quoted \$1,738$/);
    expect(received!).toHaveAttribute('href', quoteLink);
    expect(answered!).toHaveTextContent(/^Quote declined: Fix the back fence/);
    expect(answered!).toHaveTextContent(/Olivia declined: Too far out$/);
    expect(answered!).toHaveAttribute('href', quoteLink);
  });

  it('lists the notifications about payments held on a job, each leading to the quote', async () => {
    const quoteLink = '/quotes/d1e2f3a4-0000-4000-8000-00000000a001';
    const m = messages.jobPayments;
    const job = 'Replace a leaking hot water system';
    server.use(
      http.get(listPath, () =>
        ok({
          items: [
            notification(1, {
              kind: 'payment_secured',
              title: m.securedTitle,
              body: m.securedBody('Olivia', 173_800, job),
              link: quoteLink,
            }),
            notification(2, {
              kind: 'payment_release_due',
              title: m.releaseDueTitle,
              body: m.releaseDueBody(173_800, job, '3 December 2026'),
              link: quoteLink,
            }),
            notification(3, {
              kind: 'payment_released',
              title: m.releasedTitle,
              body: m.releasedBody(165_110, 8_690, job),
              link: quoteLink,
            }),
            notification(4, {
              kind: 'payment_disputed',
              title: m.disputedTitle,
              body: m.disputedBody('Olivia', job),
              link: quoteLink,
              isRead: true,
            }),
          ],
          nextCursor: null,
          unreadCount: 3,
        }),
      ),
    );
    openNotifications();
    await screen.findByRole('list', { name: messages.notifications.title });
    const [secured, due, released, disputed] = rows();
    expect(secured!).toHaveTextContent(`Unread: ${m.securedTitle}`);
    expect(secured!).toHaveTextContent(
      'Olivia paid $1,738 for "Replace a leaking hot water system"',
    );
    expect(due!).toHaveTextContent(m.releaseDueTitle);
    expect(released!).toHaveTextContent(m.releasedBody(165_110, 8_690, job));
    expect(disputed!).toHaveTextContent(/^Dispute opened/);
    for (const row of rows()) expect(row).toHaveAttribute('href', quoteLink);
  });

  it("lists the logbook's notifications, each leading to the logbook page it is about", async () => {
    const m = messages.logbook;
    const entryLink = paths.logbookEntry.href('5a1c2e3f-0000-4000-8000-00000000e001');
    server.use(
      http.get(listPath, () =>
        ok({
          items: [
            notification(1, {
              kind: 'logbook_supervision',
              title: m.notifySupervisionRequested('Ruby Campbell'),
              body: m.notifyBodies.supervisionRequested,
              link: paths.logbookReview.href(),
            }),
            notification(2, {
              kind: 'logbook_pending',
              title: m.notifyPending(5),
              body: m.notifyBodies.pending('Ruby Campbell'),
              link: paths.logbookReview.href(),
            }),
            notification(3, {
              kind: 'logbook_reviewed',
              title: m.notifyReviewed(0, 1),
              body: m.notifyBodies.returned('Mick Thompson', 'Put 4 hours for that day.'),
              link: entryLink,
              isRead: true,
            }),
          ],
          nextCursor: null,
          unreadCount: 2,
        }),
      ),
    );
    openNotifications();
    await screen.findByRole('list', { name: messages.notifications.title });
    const [asked, waiting, returned] = rows();
    expect(asked!).toHaveTextContent(`Unread: ${m.notifySupervisionRequested('Ruby Campbell')}`);
    expect(asked!).toHaveAttribute('href', paths.logbookReview.href());
    expect(waiting!).toHaveTextContent('5 logbook entries are waiting for your verification');
    expect(waiting!).toHaveAttribute('href', paths.logbookReview.href());
    expect(returned!).toHaveTextContent('Mick Thompson: Put 4 hours for that day.');
    expect(returned!).not.toHaveAttribute('data-unread');
    expect(returned!).toHaveAttribute('href', entryLink);
  });
});
