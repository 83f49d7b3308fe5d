import * as messages from '@trademate/shared/messages';
import type { Notification } from '@trademate/shared/schemas/notifications';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { LocalTime } from '@/components/ui/dates';

/** One notification, leading to where it happened; unread ones stand out with a dot. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const isUnread = !notification.isRead;
  return (
    <li>
      <Link
        to={notification.link}
        data-unread={isUnread || undefined}
        className={cn(
          'flex gap-3 px-4 py-4 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6',
          isUnread ? 'bg-brand-50/70 hover:bg-brand-50' : 'hover:bg-slate-50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2.5 shrink-0 rounded-full',
            isUnread ? 'bg-orange-500' : 'bg-transparent',
          )}
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p
              className={cn(
                'min-w-0 text-sm break-words',
                isUnread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
              )}
            >
              {isUnread && <span className="sr-only">{messages.notifications.unreadLabel}: </span>}
              {notification.title}
            </p>
            <LocalTime
              value={notification.createdAt}
              format="list"
              className="shrink-0 text-xs text-slate-600"
            />
          </div>
          {notification.body && (
            <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">
              {notification.body}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
