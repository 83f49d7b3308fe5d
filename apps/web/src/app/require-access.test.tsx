import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { signedOut } from '@/features/session/slice';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { RequireAccess } from './require-access';
// The app loads the verify modal and the no-access page lazily; loading the module up front makes the test wait for the render,
// not for the module's first transform (seconds on a busy machine).
import '@/features/auth/components/auth-modal';
import '@/features/auth/pages/no-access-page';

afterEach(cleanup);

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
    expect(screen.getByRole('heading', { name: 'Post a job' })).toBeInTheDocument();
    act(() => {
      store.dispatch(signedOut());
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('tells the wrong kind of account it has no access, with a way home', async () => {
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userType: 'tradie' }) });
    expect(
      await screen.findByRole('heading', { name: messages.auth.noAccess }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: messages.notFound.backHome }).getAttribute('href'),
    ).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Post a job' })).not.toBeInTheDocument();
  });

  it('asks an unverified user to verify, sends a code and opens the code page', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/user/verifyUser', () => ok({ encryptedOTP: 'ref' })));
    const sent = recordRequests();
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userVerified: false }) });

    const dialog = await screen.findByRole('dialog', { name: messages.authModal.verify.title });
    expect(within(dialog).getByText(messages.authModal.verify.text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post a job' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify my email' }));

    expect((await screen.findByTestId('location')).textContent).toBe(
      '/user/verify?next=%2FpostJob',
    );
    expect(sent.to('POST /api/user/verifyUser')).toHaveLength(1);
  });

  it('still opens the code page when a code was sent moments ago', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/user/verifyUser', () =>
        fail(429, 'RATE_LIMITED', 'Please wait 42 seconds before asking again'),
      ),
    );
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userVerified: false }) });
    await user.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/user/verify?next=%2FpostJob',
    );
  });

  it('lets an unverified user go back home instead', async () => {
    const user = userEvent.setup();
    renderRoute(postJobPage, { route: '/postJob', user: buildMe({ userVerified: false }) });
    await user.click(await screen.findByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the page to the right kind of verified account', () => {
    renderRoute(postJobPage, { route: '/postJob', user: buildMe() });
    expect(screen.getByRole('heading', { name: 'Post a job' })).toBeInTheDocument();
  });

  it('lets any signed-in user in when no role is required, verified or not', () => {
    renderRoute(
      <RequireAccess>
        <h1>Settings</h1>
      </RequireAccess>,
      { route: '/settings', user: buildMe({ userType: 'apprentice', userVerified: false }) },
    );
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
