import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { SessionUser } from '@/features/session/slice';
import { ok, server } from '@/testing/api-server';

afterEach(cleanup);

/** Where the menu led, for the test to read. */
function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const tradie: SessionUser = {
  _id: 'u1',
  email: 'jess@example.com.au',
  userType: 'tradie',
  userVerified: true,
  firstName: 'Jess',
  lastName: 'Tran',
  avatar: null,
  subscriptionStatus: 'active',
};

/**
 * Renders the menu from fresh modules (the module keeps a loaded dropdown for every later menu),
 * its dropdown's module held back until the test calls `loadDropdown`.
 */
async function renderMenuBeforeItsDropdown(user: SessionUser = tradie) {
  let loadDropdown = () => {};
  const isLoadAllowed = new Promise<void>((resolve) => (loadDropdown = resolve));
  vi.resetModules();
  vi.doMock('./user-menu-dropdown', async (importOriginal) => {
    await isLoadAllowed;
    return importOriginal();
  });
  const { createStore } = await import('../store');
  const { default: UserMenu } = await import('./user-menu');
  server.use(
    http.get('/api/notification/unreadCount', () => ok({ notifications: 0 })),
    http.get('/api/chat/unreadCount', () => ok({ chats: 0 })),
  );
  render(
    <Provider store={createStore({ session: { user } })}>
      <MemoryRouter>
        <UserMenu user={user} />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return {
    trigger: screen.getByRole('button', {
      name: `Account menu for ${user.firstName} ${user.lastName}`,
    }),
    loadDropdown,
  };
}

describe('UserMenu', () => {
  it('opens with the first press made before its dropdown has loaded', async () => {
    const user = userEvent.setup();
    const { trigger, loadDropdown } = await renderMenuBeforeItsDropdown();

    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    loadDropdown();

    const menu = await screen.findByRole('menu');
    await vi.waitFor(() => expect(document.activeElement).toBe(menu));
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Account menu for Jess Tran', hidden: true }),
    ).toBeInTheDocument();
  });

  it('opens with the first key pressed before its dropdown has loaded, on the first entry', async () => {
    const user = userEvent.setup();
    const { trigger, loadDropdown } = await renderMenuBeforeItsDropdown();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    loadDropdown();

    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    await vi.waitFor(() => expect(document.activeElement).toBe(profile));
    await user.keyboard('{ArrowDown}');
    const review = screen.getByRole('menuitem', { name: messages.nav.logbookReview });
    expect(document.activeElement).toBe(review);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/logbook/review');
  });

  it("leads an apprentice to their logbook, and a professional to their apprentices' logbooks", async () => {
    const user = userEvent.setup();
    const apprentice = { ...tradie, _id: 'u2', userType: 'apprentice' as const, firstName: 'Ava' };
    const { trigger, loadDropdown } = await renderMenuBeforeItsDropdown(apprentice);
    loadDropdown();
    await user.click(trigger);
    const logbook = await screen.findByRole('menuitem', { name: messages.nav.logbook });
    expect(screen.queryByRole('menuitem', { name: messages.nav.logbookReview })).toBeNull();
    await user.click(logbook);
    expect(screen.getByTestId('location')).toHaveTextContent('/logbook');
  });
});
