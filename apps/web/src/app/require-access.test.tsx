import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { signedOut } from '@/features/session/slice';
import { buildMe, renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import { RequireAccess } from './require-access';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const postJobPage = (
  <RequireAccess roles={['client']} verified>
    <h1>Post a job</h1>
  </RequireAccess>
);

describe('RequireAccess', () => {
  it('sends a signed-out visitor to sign in, remembering the page and its query', () => {
    renderRoute(postJobPage, { route: '/postJob?service=plumbing', path: '/postJob' });
    expect(screen.getByTestId('location').textContent).toBe(
      '/login?next=%2FpostJob%3Fservice%3Dplumbing',
    );
  });

  it('sends a user who signs out on a guarded page home, not to sign in', async () => {
    const { store } = renderRoute(postJobPage, {
      route: '/postJob',
      user: buildMe({ userType: 'client' }),
    });
    expect(screen.getByRole('heading', { name: 'Post a job' })).toBeTruthy();
    act(() => {
      store.dispatch(signedOut());
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('tells the wrong kind of account it has no access, with a way home', async () => {
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userType: 'tradie' }) });
    expect(await screen.findByRole('heading', { name: messages.auth.noAccess })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: messages.notFound.backHome }).getAttribute('href'),
    ).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Post a job' })).toBeNull();
  });

  it('asks an unverified user to verify, sends a code and opens the code page', async () => {
    const api = stubApi({ 'POST /user/verifyUser': ok({ encryptedOTP: 'ref' }) });
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userVerified: false }) });

    const dialog = await screen.findByRole('dialog', { name: messages.authModal.verify.title });
    expect(within(dialog).getByText(messages.authModal.verify.text)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Post a job' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify my email' }));

    expect((await screen.findByTestId('location')).textContent).toBe(
      '/user/verify?next=%2FpostJob',
    );
    expect(api.callsTo('POST /user/verifyUser')).toHaveLength(1);
  });

  it('still opens the code page when a code was sent moments ago', async () => {
    stubApi({
      'POST /user/verifyUser': fail(
        429,
        'RATE_LIMITED',
        'Please wait 42 seconds before asking again',
      ),
    });
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userVerified: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/user/verify?next=%2FpostJob',
    );
  });

  it('lets an unverified user go back home instead', async () => {
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userVerified: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the page to the right kind of verified account', () => {
    renderRoute(postJobPage, { route: '/postJob', user: buildMe() });
    expect(screen.getByRole('heading', { name: 'Post a job' })).toBeTruthy();
  });

  it('lets any signed-in user in when no role is required, verified or not', () => {
    renderRoute(
      <RequireAccess>
        <h1>Settings</h1>
      </RequireAccess>,
      { route: '/settings', user: buildMe({ userType: 'apprentice', userVerified: false }) },
    );
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
  });
});
