import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ChevronDown } from 'lucide-react';
import * as messages from '@trademate/shared/messages/shell';
import { PersonAvatar } from '@/components/person-avatar';
import type { SessionUser } from '@/features/session/slice';
import { whenIdle } from '@/lib/when-idle';
import type { MenuOpening, UserMenuDropdownProps } from './user-menu-dropdown';
import { useUnreadCounts } from './use-unread-counts';

/** The most the orange badge spells out; more shows as "99+". */
const MAX_SHOWN_COUNT = 99;

/** The keys that open a menu from its button, as Radix's trigger answers them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

type Dropdown = (props: UserMenuDropdownProps) => ReactNode;

/** The menu's widget once loaded: every later menu (another page, the next sign-in) starts with it. */
let loadedDropdown: Dropdown | undefined;
let dropdownLoad: Promise<Dropdown> | undefined;

function loadDropdown(): Promise<Dropdown> {
  dropdownLoad ??= import('./user-menu-dropdown').then(
    (module) => (loadedDropdown = module.UserMenuDropdown),
    (error: unknown) => {
      // A failed load is tried again at the next interaction.
      dropdownLoad = undefined;
      throw error;
    },
  );
  return dropdownLoad;
}

/**
 * The signed-in user's menu. Its button is drawn at once (the server draws it too); the dropdown
 * (Radix, for keyboard navigation and type-ahead) loads once the page is idle, or as soon as the
 * button is pointed at or focused, and takes the button over the first time it is pressed or an
 * opening key is pressed on it, answering that press as it would have (decision 050). Until then
 * the server's button stays in the page.
 */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { notifications: unreadNotifications, chats: unreadChats } = useUnreadCounts();
  const [dropdown, setDropdown] = useState<{ Component: Dropdown; hadFocus: boolean } | null>(() =>
    loadedDropdown ? { Component: loadedDropdown, hadFocus: false } : null,
  );
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fullName = `${user.firstName} ${user.lastName}`;

  const takeOver = () => {
    loadDropdown().then(
      (Component) => {
        const hadFocus = document.activeElement === buttonRef.current;
        setDropdown((current) => current ?? { Component, hadFocus });
      },
      // The plain button stays; the next interaction asks again.
      () => undefined,
    );
  };

  const prefetch = () => {
    loadDropdown().catch(() => undefined);
  };

  useEffect(() => (loadedDropdown ? undefined : whenIdle(prefetch)), []);

  const trigger = {
    className:
      'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500',
    'aria-label': `Account menu for ${fullName}${unreadNotifications > 0 ? `, ${messages.accountMenu.unreadNotifications(unreadNotifications)}` : ''}`,
    children: (
      <>
        {/* The name comes first in the page's text (the avatar is drawn first), so the count it
            carries follows the name as the button's name says it: speech users say what they see. */}
        <span className="hidden max-w-40 truncate sm:inline">{fullName}</span>
        {/* Read as "Jess Tran 1", as the name says it, not "Jess Tran1". */}{' '}
        <span className="relative order-first">
          <PersonAvatar avatar={user.avatar} size="xs" />
          {unreadNotifications > 0 && (
            // The spec's orange dot, carrying the count in dark text (7:1 on the orange).
            <span
              data-testid="unread-dot"
              aria-hidden="true"
              className="absolute -top-1.5 -right-2 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-orange-500 px-1 text-[0.6875rem] leading-none font-bold text-slate-950 ring-2 ring-white"
            >
              {unreadNotifications > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unreadNotifications}
            </span>
          )}
        </span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
      </>
    ),
  };

  if (dropdown) {
    return (
      <dropdown.Component
        user={user}
        unreadNotifications={unreadNotifications}
        unreadChats={unreadChats}
        trigger={trigger}
        opening={opening}
        shouldFocusTrigger={dropdown.hadFocus}
      />
    );
  }

  const openOnPointer = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    // As Radix does: no mouse events follow, so nothing takes the focus from the opening menu.
    event.preventDefault();
    setOpening({ by: 'pointer' });
    takeOver();
  };
  const openOnKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    // As Radix does: no page scroll for Space, no click for Enter.
    event.preventDefault();
    setOpening({ by: 'key', key: event.key });
    takeOver();
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={openOnPointer}
      onKeyDown={openOnKey}
      {...trigger}
    />
  );
}
