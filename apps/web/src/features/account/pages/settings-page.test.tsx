import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { Me } from '@trademate/shared/schemas/users';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, descriptionOf, keepDirectoryPage, renderPage } from '@/testing/builders/account';
import SettingsPage from './settings-page';

afterEach(cleanup);

const changePasswordPath = '/api/user/changePassword';
const togglePath = '/api/user/tradie/toggleHiringStatus';

/** Opens the settings of `me`; `handlers` answer what the test does there. */
function openSettings(me: Me, ...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get('/api/user/me', () => ok(me)),
    http.get('/api/block', () => ok({ items: [] })),
  );
  const sent = recordRequests();
  return { ...renderPage(<SettingsPage />, { user: me }), sent };
}

function passwordField(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

async function fillPasswords(user: UserEvent, current: string, next: string, confirmation: string) {
  await user.type(passwordField('Current password'), current);
  await user.type(passwordField('New password'), next);
  await user.type(passwordField('Confirm new password'), confirmation);
}

describe('SettingsPage password', () => {
  it('asks for a matching confirmation and a long enough new password, once touched', async () => {
    const user = userEvent.setup();
    const { sent } = openSettings(buildMe({ userType: 'client', hiringStatus: null }));

    await fillPasswords(user, 'old-secret', 'abc', 'abd');
    expect(screen.queryByText(messages.validation.passwordsMatch)).not.toBeInTheDocument();

    await user.tab();
    await waitFor(() =>
      expect(descriptionOf(passwordField('Confirm new password'))).toBe(
        messages.validation.passwordsMatch,
      ),
    );
    expect(descriptionOf(passwordField('New password'))).toBe(messages.validation.minSixChars);

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(messages.validation.passwordsMatch);
    expect(sent.to(`PATCH ${changePasswordPath}`)).toEqual([]);
  });

  it("shows the server's answer on the current password when it is wrong", async () => {
    const user = userEvent.setup();
    const wrong = messages.auth.currentPasswordWrong;
    const { sent } = openSettings(
      buildMe({ userType: 'client', hiringStatus: null }),
      http.patch(changePasswordPath, () =>
        fail(400, 'VALIDATION', wrong, [{ path: 'currentPassword', message: wrong }]),
      ),
    );

    await fillPasswords(user, 'not-my-password', 'new-secret', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(descriptionOf(passwordField('Current password'))).toBe(
        messages.auth.currentPasswordWrong,
      ),
    );
    expect(passwordField('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(await sent.bodiesOf(`PATCH ${changePasswordPath}`)).toEqual([
      { currentPassword: 'not-my-password', newPassword: 'new-secret' },
    ]);
  });

  it("shows the server's message once the password is changed and empties the form", async () => {
    const user = userEvent.setup();
    openSettings(
      buildMe({ userType: 'apprentice', hiringStatus: null }),
      http.patch(changePasswordPath, () => ok(undefined, messages.auth.passwordChanged)),
    );

    await fillPasswords(user, 'old-secret', 'new-secret', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const notice = await screen.findByText(messages.auth.passwordChanged);
    expect(notice).toHaveAttribute('role', 'status');
    expect(passwordField('Current password').value).toBe('');
  });
});

describe('SettingsPage availability and plan', () => {
  it("shows a tradie's availability and switches it to what the server answers", async () => {
    const user = userEvent.setup();
    const { sent } = openSettings(
      buildMe({ userType: 'tradie', hiringStatus: 'available' }),
      http.patch(togglePath, () =>
        ok({ hiringStatus: 'unavailable' }, 'You are not taking new work'),
      ),
    );

    const availability = await screen.findByRole('switch', { name: 'Available for new work' });
    expect(availability).toHaveAttribute('aria-checked', 'true');

    await user.click(availability);

    await waitFor(() => expect(availability).toHaveAttribute('aria-checked', 'false'));
    expect(sent.to(`PATCH ${togglePath}`)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Upgrade to Professional' })).not.toBeInTheDocument();
  });

  it('has the directory read again once the availability changes, since it shows it', async () => {
    const user = userEvent.setup();
    const { sent, store } = openSettings(
      buildMe({ userType: 'tradie', hiringStatus: 'available' }),
      http.get('/api/professional', () => ok({ items: [], nextCursor: null })),
      http.patch(togglePath, () =>
        ok({ hiringStatus: 'unavailable' }, 'You are not taking new work'),
      ),
    );
    const directoryPage = await keepDirectoryPage(store);
    expect(sent.to('GET /api/professional')).toHaveLength(1);

    await user.click(await screen.findByRole('switch', { name: 'Available for new work' }));

    await waitFor(() => expect(sent.to('GET /api/professional')).toHaveLength(2));
    directoryPage.unsubscribe();
  });

  it('keeps the switch as it was when the server refuses the change', async () => {
    const user = userEvent.setup();
    const { sent, store } = openSettings(
      buildMe({ userType: 'freeTradie', hiringStatus: 'unavailable' }),
      http.get('/api/professional', () => ok({ items: [], nextCursor: null })),
      http.patch(togglePath, () =>
        fail(503, 'SERVICE_UNAVAILABLE', 'TradeMate is busy. Please try again in a moment.'),
      ),
    );
    const directoryPage = await keepDirectoryPage(store);

    const availability = await screen.findByRole('switch', { name: 'Available for new work' });
    expect(availability).toHaveAttribute('aria-checked', 'false');
    await user.click(availability);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'TradeMate is busy. Please try again in a moment.',
    );
    expect(availability).toHaveAttribute('aria-checked', 'false');
    // Nothing changed, so what the directory shows still stands.
    expect(sent.to('GET /api/professional')).toHaveLength(1);
    directoryPage.unsubscribe();
  });

  it('offers a free tradie the upgrade to Professional', async () => {
    openSettings(buildMe({ userType: 'freeTradie' }));

    await screen.findByRole('switch', { name: 'Available for new work' });
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute(
      'href',
      '/userSubscription',
    );
  });

  it.each(['tradie', 'freeTradie'] as const)(
    'leads a %s to their payout settings',
    async (userType) => {
      openSettings(buildMe({ userType }));

      await screen.findByRole('switch', { name: 'Available for new work' });
      expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Payout settings' })).toHaveAttribute(
        'href',
        '/settings/payouts',
      );
    },
  );

  it('shows a client neither availability nor a plan, and asks the server only for their blocks', async () => {
    const { sent } = openSettings(buildMe({ userType: 'client', hiringStatus: null }));

    expect(screen.getByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Availability' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payout settings' })).not.toBeInTheDocument();
    expect(await screen.findByText(messages.safety.blockedListEmpty)).toBeInTheDocument();
    expect(sent.keys()).toEqual(['GET /api/block']);
  });
});

describe('SettingsPage blocked people', () => {
  it('lists the people blocked and unblocks one, reading the list again', async () => {
    const user = userEvent.setup();
    let blocked = [
      {
        _id: 'd3b07384-d9a0-4c9b-8b7e-1f2a3b4c5d6e',
        firstName: 'Shane',
        lastName: 'Doyle',
        userType: 'tradie',
        avatar: null,
        blockedAt: '2026-11-20T01:00:00.000Z',
      },
    ];
    const { sent } = openSettings(
      buildMe({ userType: 'client', hiringStatus: null }),
      http.get('/api/block', () => ok({ items: blocked })),
      http.delete('/api/block/:userId', () => {
        blocked = [];
        return ok(null, messages.safety.unblocked('Shane'));
      }),
    );

    const list = await screen.findByRole('list', { name: messages.safety.blockedListTitle });
    expect(list).toHaveTextContent('Shane Doyle');
    await user.click(screen.getByRole('button', { name: 'Unblock Shane Doyle' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      messages.safety.unblocked('Shane'),
    );
    await screen.findByText(messages.safety.blockedListEmpty);
    expect(sent.to('DELETE /api/block/d3b07384-d9a0-4c9b-8b7e-1f2a3b4c5d6e')).toHaveLength(1);
    expect(sent.to('GET /api/block')).toHaveLength(2);
  });
});
