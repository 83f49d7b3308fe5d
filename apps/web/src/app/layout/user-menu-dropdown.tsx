import { useEffect, useRef, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { isProfessional } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import type { SessionUser } from '@/features/session/slice';

/** How the person opened the menu before this widget had loaded. */
export type MenuOpening = { by: 'pointer' } | { by: 'key'; key: string };

export interface UserMenuDropdownProps {
  user: SessionUser;
  unreadNotifications: number;
  unreadChats: number;
  /** The button's look, name and content, as the plain button drew them. */
  trigger: { className: string; 'aria-label': string; children: ReactNode };
  /** An opening to answer now: the press or key that came before the widget. */
  opening: MenuOpening | null;
  /** Whether the plain button this replaces had the focus. */
  shouldFocusTrigger: boolean;
}

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The account menu's dropdown, loaded after its button (user-menu.tsx): Radix gives it keyboard
 * navigation and type-ahead.
 */
export function UserMenuDropdown({
  user,
  unreadNotifications,
  unreadChats,
  trigger,
  opening,
  shouldFocusTrigger,
}: UserMenuDropdownProps) {
  const navigate = useNavigate();
  const [logout] = useLogout();
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Takes over from the plain button: keeps its focus and answers a key pressed on it through
  // the trigger itself, so the menu opens as that key opens it (the first item focused). A press
  // opens the menu from the start (`defaultOpen`) with the focus in it, as a press on the trigger
  // does.
  useEffect(() => {
    const button = triggerRef.current;
    if (!button || opening?.by === 'pointer') return;
    if (shouldFocusTrigger || opening?.by === 'key') button.focus();
    if (opening?.by === 'key') {
      button.dispatchEvent(
        new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }),
      );
    }
    // Only as it takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const entries = [
    { label: messages.nav.profile, href: paths.userProfile.href() },
    ...(user.userType === 'client'
      ? [{ label: messages.jobs.myJobs, href: paths.myJobs.href() }]
      : []),
    ...(user.userType === 'apprentice'
      ? [{ label: messages.nav.logbook, href: paths.logbook.href() }]
      : []),
    ...(isProfessional(user.userType)
      ? [{ label: messages.nav.logbookReview, href: paths.logbookReview.href() }]
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
    // Not modal: a modal menu hides the rest of the page with aria-hidden while focus can still
    // reach it, which screen readers then skip (axe's aria-hidden-focus).
    <DropdownMenu.Root defaultOpen={opening?.by === 'pointer'} modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
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
              {/* Read as "Chats 1", as the name says it, not "Chats1". */}
              {entry.count ? ' ' : null}
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
