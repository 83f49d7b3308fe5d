import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/features/session/slice';
import { ok, server } from '@/testing/api-server';
import { createStore } from '../store';
import { SiteHeader } from './site-header';
// The app loads the account menu and its dropdown lazily; loading the modules up front makes the
// test wait for the render, not for the modules' first transform (seconds on a busy machine).
import './user-menu';
import './user-menu-dropdown';

afterEach(cleanup);

function Where() {
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

/** Renders the header for `user`, the server counting `unread` for the user menu. */
function renderHeader(user: SessionUser | null, unread = { notifications: 0, chats: 0 }) {
  server.use(
    http.get('/api/notification/unreadCount', () => ok({ notifications: unread.notifications })),
    http.get('/api/chat/unreadCount', () => ok({ chats: unread.chats })),
  );
  const store = createStore({ session: { user } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/chats']}>
        <SiteHeader />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('SiteHeader', () => {
  it('offers Sign In and Join Us when nobody is signed in', () => {
    renderHeader(null);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Us' })).toBeInTheDocument();
  });

  it("shows a signed-in tradie's links and their account menu with the unread count on the orange dot", async () => {
    renderHeader(tradie, { notifications: 2, chats: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Professionals',
      'Apprentices',
      'Services',
      'Jobs',
      'Job History',
      'Contact Us',
    ]);
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Jess Tran, 2 unread notifications',
    });
    expect(within(trigger).getByText('Jess Tran')).toBeInTheDocument();
    expect(within(trigger).getByTestId('unread-dot').textContent).toBe('2');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows no unread dot when everything is read', async () => {
    renderHeader({ ...tradie, userType: 'client' });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Jess Tran' });
    expect(within(trigger).queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('says one unread notification in the singular and caps a large count', async () => {
    renderHeader(tradie, { notifications: 1, chats: 0 });
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Jess Tran, 1 unread notification',
    });
    expect(within(trigger).getByTestId('unread-dot').textContent).toBe('1');
    cleanup();
    renderHeader(tradie, { notifications: 140, chats: 0 });
    const busy = await screen.findByRole('button', {
      name: 'Account menu for Jess Tran, 140 unread notifications',
    });
    expect(within(busy).getByTestId('unread-dot').textContent).toBe('99+');
  });

  it('counts the unread notifications on the Notifications entry too', async () => {
    const user = userEvent.setup();
    renderHeader(tradie, { notifications: 3, chats: 0 });
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Jess Tran, 3 unread notifications',
    });
    trigger.focus();
    await user.keyboard('{Enter}');
    const entry = await screen.findByRole('menuitem', {
      name: 'Notifications, 3 unread notifications',
    });
    expect(within(entry).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the Chats entry with what its badge counts', async () => {
    const user = userEvent.setup();
    renderHeader(tradie, { notifications: 0, chats: 2 });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Jess Tran' });
    trigger.focus();
    await user.keyboard('{Enter}');

    const chats = await screen.findByRole('menuitem', { name: 'Chats, 2 unread messages' });
    expect(within(chats).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  });

  it('names the Chats entry plainly when every chat is read', async () => {
    const user = userEvent.setup();
    renderHeader(tradie);
    (await screen.findByRole('button', { name: 'Account menu for Jess Tran' })).focus();
    await user.keyboard('{Enter}');

    const chats = await screen.findByRole('menuitem', { name: 'Chats' });
    expect(chats.textContent).toBe('Chats');
  });
});
