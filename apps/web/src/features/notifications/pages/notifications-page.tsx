import * as messages from '@trademate/shared/messages';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGetNotificationsInfiniteQuery } from '../api/get-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { NotificationItem } from '../components/notification-item';

const m = messages.notifications;

/** How old a list may be, in seconds, and still be shown without asking again. */
const FRESH_FOR_S = 10;

/** `/notifications`: what happened to the user, newest first, each leading to where it happened. */
export default function NotificationsPage() {
  // Asked again on opening, unless the list is seconds old: a page the server rendered comes with
  // it (decision 088), and asking during the takeover would change the page under React as it
  // takes it over. New ones arrive in real time meanwhile.
  const { data, error, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetNotificationsInfiniteQuery(undefined, { refetchOnMountOrArgChange: FRESH_FOR_S });
  const [markAllAsRead, { isLoading: isMarking }] = useMarkAllNotificationsReadMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const notifications = data?.pages.flatMap((page) => page.items) ?? [];
  // The most recently fetched page carries the freshest total.
  const unreadCount = data?.pages.at(-1)?.unreadCount;

  const onMarkAllAsRead = async () => {
    setNotice(null);
    try {
      await markAllAsRead().unwrap();
      setNotice({ tone: 'success', text: m.allRead });
    } catch (failure) {
      setNotice({ tone: 'error', text: (failure as ApiError).message });
    }
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading notifications" />
      </div>
    );
  } else if (isError && notifications.length === 0) {
    body = <Alert className="m-4">{(error as ApiError).message}</Alert>;
  } else if (notifications.length === 0) {
    body = <EmptyState title={m.empty} isFramed={false} />;
  } else {
    body = (
      // Room under the Load more button; without one, the last row meets the card's edge.
      <div className={hasNextPage ? 'pb-6' : undefined}>
        <ul aria-label={m.title} className="divide-y divide-slate-100">
          {notifications.map((notification) => (
            <NotificationItem key={notification._id} notification={notification} />
          ))}
        </ul>
        <LoadMore
          hasMore={hasNextPage}
          isLoading={isFetchingNextPage}
          onLoadMore={() => void fetchNextPage()}
          label={m.loadMore}
        />
      </div>
    );
  }

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={m.title} />
      <PageHeader title={m.title} lead={m.lead} contentClassName="mx-auto max-w-3xl">
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
          <Button
            variant="secondary"
            disabled={isMarking || !unreadCount}
            onClick={() => void onMarkAllAsRead()}
          >
            {m.markAllAsRead}
          </Button>
          {unreadCount !== undefined && (
            <p className="text-sm text-slate-600">{m.unreadSummary(unreadCount)}</p>
          )}
          {/* Its own line on a phone, so the unread summary arriving beside the button moves
              nothing down. */}
          <Link
            to={paths.notificationSettings.href()}
            className="basis-full text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:ml-auto sm:basis-auto"
          >
            {messages.notificationSettings.link}
          </Link>
        </div>
      </PageHeader>
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-3xl">
          {notice && (
            <Alert tone={notice.tone} className="mb-4">
              {notice.text}
            </Alert>
          )}
          <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {body}
          </section>
        </div>
      </Container>
    </div>
  );
}
