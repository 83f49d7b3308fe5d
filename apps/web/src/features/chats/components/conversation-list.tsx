import * as messages from '@trademate/shared/messages';
import type { ConversationSummary } from '@trademate/shared/schemas/chats';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { LocalTime } from '@/components/ui/dates';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGetConversationsInfiniteQuery } from '../api/get-conversations';

const m = messages.chats;

function ConversationRow({
  conversation,
  isActive,
}: {
  conversation: ConversationSummary;
  isActive: boolean;
}) {
  const { otherUser, job, unreadCount } = conversation;
  const isUnread = unreadCount > 0;
  return (
    <li>
      <Link
        to={paths.chat.href(conversation._id)}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          'flex gap-3 px-4 py-3.5 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-5',
          isActive && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <PersonAvatar avatar={otherUser.avatar} size="sm" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p
              className={cn(
                'truncate text-sm text-slate-900',
                isUnread ? 'font-semibold' : 'font-medium',
              )}
            >
              {otherUser.firstName} {otherUser.lastName}
            </p>
            <LocalTime
              value={conversation.lastMessageAt}
              format="list"
              className={cn(
                'shrink-0 text-xs',
                isUnread ? 'font-semibold text-brand-700' : 'text-slate-600',
              )}
            />
          </div>
          <p className="truncate text-xs text-slate-600">
            {job ? job.title : m.directConversation}
          </p>
          <div className="mt-1 flex items-center gap-3">
            <p
              className={cn(
                'min-w-0 flex-1 truncate text-sm',
                isUnread ? 'text-slate-900' : 'text-slate-600',
              )}
            >
              {conversation.lastMessagePreview}
            </p>
            {isUnread && (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
                <span className="sr-only">{m.unread(unreadCount)}</span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The signed-in user's conversations, most recent first, with a Load more at the foot. */
export function ConversationList({ activeId }: { activeId?: string }) {
  const { data, error, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetConversationsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const conversations = data?.pages.flatMap((page) => page.items) ?? [];

  if (isLoading) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading conversations" />
      </div>
    );
  }
  if (isError && conversations.length === 0) {
    return <Alert className="m-4">{(error as ApiError).message}</Alert>;
  }
  if (conversations.length === 0) {
    return (
      <EmptyState title={m.empty} isFramed={false}>
        {m.emptyHint}
      </EmptyState>
    );
  }
  return (
    // Room under the Load more button; without one, the last row meets the card's edge.
    <div className={hasNextPage ? 'pb-6' : undefined}>
      <ul aria-label={m.conversationsLabel} className="divide-y divide-slate-100">
        {conversations.map((conversation) => (
          <ConversationRow
            key={conversation._id}
            conversation={conversation}
            isActive={conversation._id === activeId}
          />
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
