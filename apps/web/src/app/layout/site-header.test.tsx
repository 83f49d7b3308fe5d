import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState, SessionUser } from '@/features/session/slice';
import { createStore } from '../store';
import { SiteHeader } from './site-header';
// The app loads the account menu lazily; loading the module up front makes the test wait for the render,
// not for the module's first transform (seconds on a busy machine).
import './user-menu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

function renderHeader(session: SessionState) {
  const store = createStore({ session });
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
    renderHeader({ user: null, unreadNotifications: 0, unreadChats: 0 });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Us' })).toBeTruthy();
  });

  it("shows a signed-in tradie's links and their account menu with the unread dot", async () => {
    renderHeader({ user: tradie, unreadNotifications: 2, unreadChats: 1 });
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
      name: 'Account menu for Jess Tran, unread notifications',
    });
    expect(within(trigger).getByText('Jess Tran')).toBeTruthy();
    expect(within(trigger).getByTestId('unread-dot')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows no unread dot when everything is read', async () => {
    renderHeader({
      user: { ...tradie, userType: 'client' },
      unreadNotifications: 0,
      unreadChats: 0,
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Jess Tran' });
    expect(within(trigger).queryByTestId('unread-dot')).toBeNull();
  });
});
