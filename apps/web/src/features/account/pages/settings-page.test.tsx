import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { Me } from '@trademate/shared/schemas/users';
import {
  buildMe,
  descriptionOf,
  failure,
  keepDirectoryPage,
  ok,
  okMessage,
  renderPage,
  stubApi,
} from '../testing/test-kit';
import SettingsPage from './settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openSettings(me: Me, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /user/me': ok(me), ...routes });
  return { ...renderPage(<SettingsPage />, { user: me }), api };
}

function passwordField(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function fillPasswords(current: string, next: string, confirmation: string) {
  fireEvent.change(passwordField('Current password'), { target: { value: current } });
  fireEvent.change(passwordField('New password'), { target: { value: next } });
  fireEvent.change(passwordField('Confirm new password'), { target: { value: confirmation } });
}

describe('SettingsPage password', () => {
  it('asks for a matching confirmation and a long enough new password, once touched', async () => {
    const { api } = openSettings(buildMe({ userType: 'client', hiringStatus: null }));

    fillPasswords('old-secret', 'abc', 'abd');
    expect(screen.queryByText(messages.validation.passwordsMatch)).toBeNull();

    fireEvent.blur(passwordField('New password'));
    fireEvent.blur(passwordField('Confirm new password'));
    await waitFor(() =>
      expect(descriptionOf(passwordField('Confirm new password'))).toBe(
        messages.validation.passwordsMatch,
      ),
    );
    expect(descriptionOf(passwordField('New password'))).toBe(messages.validation.minSixChars);

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(messages.validation.passwordsMatch);
    expect(api.sentTo('PATCH', '/user/changePassword')).toEqual([]);
  });

  it("shows the server's answer on the current password when it is wrong", async () => {
    const { api } = openSettings(buildMe({ userType: 'client', hiringStatus: null }), {
      'PATCH /user/changePassword': failure(400, 'VALIDATION', messages.auth.currentPasswordWrong, [
        { path: 'currentPassword', message: messages.auth.currentPasswordWrong },
      ]),
    });

    fillPasswords('not-my-password', 'new-secret', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(descriptionOf(passwordField('Current password'))).toBe(
        messages.auth.currentPasswordWrong,
      ),
    );
    expect(passwordField('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo('PATCH', '/user/changePassword').map((request) => request.body)).toEqual([
      { currentPassword: 'not-my-password', newPassword: 'new-secret' },
    ]);
  });

  it("shows the server's message once the password is changed and empties the form", async () => {
    openSettings(buildMe({ userType: 'apprentice', hiringStatus: null }), {
      'PATCH /user/changePassword': okMessage(messages.auth.passwordChanged),
    });

    fillPasswords('old-secret', 'new-secret', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    const notice = await screen.findByText(messages.auth.passwordChanged);
    expect(notice.getAttribute('role')).toBe('status');
    expect(passwordField('Current password').value).toBe('');
  });
});

describe('SettingsPage availability and plan', () => {
  it("shows a tradie's availability and switches it to what the server answers", async () => {
    const { api } = openSettings(buildMe({ userType: 'tradie', hiringStatus: 'available' }), {
      'PATCH /user/tradie/toggleHiringStatus': ok(
        { hiringStatus: 'unavailable' },
        'You are not taking new work',
      ),
    });

    const availability = await screen.findByRole('switch', { name: 'Available for new work' });
    expect(availability.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(availability);

    await waitFor(() => expect(availability.getAttribute('aria-checked')).toBe('false'));
    expect(api.sentTo('PATCH', '/user/tradie/toggleHiringStatus')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Upgrade to Professional' })).toBeNull();
  });

  it('has the directory read again once the availability changes, since it shows it', async () => {
    const { api, store } = openSettings(
      buildMe({ userType: 'tradie', hiringStatus: 'available' }),
      {
        'GET /professional': ok({ items: [], nextCursor: null }),
        'PATCH /user/tradie/toggleHiringStatus': ok(
          { hiringStatus: 'unavailable' },
          'You are not taking new work',
        ),
      },
    );
    const directoryPage = await keepDirectoryPage(store);
    expect(api.sentTo('GET', '/professional')).toHaveLength(1);

    fireEvent.click(await screen.findByRole('switch', { name: 'Available for new work' }));

    await waitFor(() => expect(api.sentTo('GET', '/professional')).toHaveLength(2));
    directoryPage.unsubscribe();
  });

  it('keeps the switch as it was when the server refuses the change', async () => {
    const { api, store } = openSettings(
      buildMe({ userType: 'freeTradie', hiringStatus: 'unavailable' }),
      {
        'GET /professional': ok({ items: [], nextCursor: null }),
        'PATCH /user/tradie/toggleHiringStatus': failure(
          503,
          'SERVICE_UNAVAILABLE',
          'TradeMate is busy. Please try again in a moment.',
        ),
      },
    );

    const directoryPage = await keepDirectoryPage(store);
    const availability = await screen.findByRole('switch', { name: 'Available for new work' });
    expect(availability.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(availability);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'TradeMate is busy. Please try again in a moment.',
    );
    expect(availability.getAttribute('aria-checked')).toBe('false');
    // Nothing changed, so what the directory shows still stands.
    expect(api.sentTo('GET', '/professional')).toHaveLength(1);
    directoryPage.unsubscribe();
  });

  it('offers a free tradie the upgrade to Professional', async () => {
    openSettings(buildMe({ userType: 'freeTradie' }));

    await screen.findByRole('switch', { name: 'Available for new work' });
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' }).getAttribute('href')).toBe(
      '/userSubscription',
    );
  });

  it('shows a client neither availability nor a plan, and asks the server nothing', () => {
    const { api } = openSettings(buildMe({ userType: 'client', hiringStatus: null }));

    expect(screen.getByRole('heading', { name: 'Password' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Availability' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Plan' })).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
