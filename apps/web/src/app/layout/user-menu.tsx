import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { PersonAvatar } from '@/components/person-avatar';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import type { SessionUser } from '@/features/session/slice';
import { useUnreadCounts } from './use-unread-counts';

/** The most the orange badge spells out; more shows as "99+". */
const MAX_SHOWN_COUNT = 99;

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The signed-in user's menu: Radix gives it keyboard navigation and type-ahead. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [logout] = useLogout();
  const { notifications: unreadNotifications, chats: unreadChats } = useUnreadCounts();
  const fullName = `${user.firstName} ${user.lastName}`;

  const entries = [
    { label: messages.nav.profile, href: paths.userProfile.href() },
    ...(user.userType === 'client'
      ? [{ label: messages.jobs.myJobs, href: paths.myJobs.href() }]
      : []),
    { label: messages.nav.settings, href: paths.settings.href() },
    {
      label: messages.nav.notifications,
      href: paths.notifications.href(),
      count: unreadNotifications,
      countLabel: messages.notifications.unreadCount(unreadNotifications),
    },
    {
      label: messages.nav.chats,
      href: paths.chats.href(),
      count: unreadChats,
      countLabel: messages.chats.unread(unreadChats),
    },
    { label: messages.nav.subscriptions, href: paths.userSubscription.href() },
    { label: messages.ticket.myTicketsLink, href: paths.myTickets.href() },
  ];

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={`Account menu for ${fullName}${unreadNotifications > 0 ? `, ${messages.notifications.unreadCount(unreadNotifications)}` : ''}`}
      >
        <span className="relative">
          <PersonAvatar avatar={user.avatar} size="xs" />
          {unreadNotifications > 0 && (
            // The spec's orange dot, carrying the count.
            <span
              data-testid="unread-dot"
              aria-hidden="true"
              className="absolute -top-1.5 -right-2 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-orange-500 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
            >
              {unreadNotifications > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unreadNotifications}
            </span>
          )}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{fullName}</span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          {entries.map((entry) => (
            <DropdownMenu.Item
              key={entry.href}
              className={itemClass}
              // The badge is a bare number: say what it counts ("Chats, 2 unread messages").
              aria-label={entry.count ? `${entry.label}, ${entry.countLabel}` : undefined}
              onSelect={() => navigate(entry.href)}
            >
              {entry.label}
              {entry.count ? (
                <span
                  aria-hidden="true"
                  className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                >
                  {entry.count}
                </span>
              ) : null}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            {messages.nav.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
