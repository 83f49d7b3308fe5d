import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import { selectSessionUser } from '@/features/session/slice';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, hydrateRoute, renderRoute } from '@/testing/render';
import LoginPage from './login-page';

afterEach(cleanup);

const loggedIn = () =>
  ok(
    {
      user: { _id: 'u1', email: 'olivia.nguyen@example.com.au', userVerified: true },
      token: 'jwt',
    },
    'Signed in',
  );

async function signIn(email = 'olivia.nguyen@example.com.au', password = 'client-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: messages.nav.signIn }));
}

describe('LoginPage', () => {
  it("shows the server's message in a red box when the credentials are wrong", async () => {
    server.use(
      http.post('/api/user/login', () =>
        fail(401, 'UNAUTHENTICATED', messages.auth.wrongCredentials),
      ),
    );
    const { store } = renderRoute(<LoginPage />, { route: '/login' });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.wrongCredentials);
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('says the account is suspended and whom to contact, and signs nobody in', async () => {
    const suspended = messages.auth.suspended(company.supportEmail);
    server.use(http.post('/api/user/login', () => fail(403, 'ACCOUNT_SUSPENDED', suspended)));
    const { store } = renderRoute(<LoginPage />, { route: '/login' });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(suspended);
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('shows field errors only once a field is touched', async () => {
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { route: '/login' });
    expect(screen.queryByText(messages.validation.required)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'olivia@');
    expect(screen.queryByText(messages.validation.email)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(messages.validation.email)).toBeInTheDocument();
    expect(screen.queryByText(messages.validation.required)).not.toBeInTheDocument();
  });

  it('starts the session from /user/me and goes where the visitor was headed', async () => {
    server.use(
      http.post('/api/user/login', loggedIn),
      http.get('/api/user/me', () => ok(buildMe())),
    );
    const sent = recordRequests();
    const { store } = renderRoute(<LoginPage />, { route: '/login?next=%2FpostJob%3Fdraft%3D1' });
    await signIn('Olivia.Nguyen@Example.com.au');

    expect((await screen.findByTestId('location')).textContent).toBe('/postJob?draft=1');
    expect(selectSessionUser(store.getState())?.firstName).toBe('Olivia');
    expect(await sent.request('POST /api/user/login').json()).toEqual({
      email: 'olivia.nguyen@example.com.au',
      password: 'client-pass',
    });
  });

  it('ignores a next that leads to another site', async () => {
    server.use(
      http.post('/api/user/login', loggedIn),
      http.get('/api/user/me', () => ok(buildMe())),
    );
    renderRoute(<LoginPage />, { route: '/login?next=%2F%2Fevil.example' });
    await signIn();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('sends an unverified user to verify their email first', async () => {
    server.use(
      http.post('/api/user/login', loggedIn),
      http.get('/api/user/me', () => ok(buildMe({ userVerified: false }))),
    );
    renderRoute(<LoginPage />, { route: '/login?next=%2FpostJob' });
    await signIn();
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/user/verify?next=%2FpostJob',
    );
  });

  it('sends someone already signed in home', () => {
    renderRoute(<LoginPage />, { route: '/login?next=%2FpostJob', user: buildMe() });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('links to the password reset and to sign-up', () => {
    renderRoute(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    expect(screen.getByRole('link', { name: messages.nav.joinUs })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('carries where the visitor was headed to sign-up', () => {
    renderRoute(<LoginPage />, { route: '/login?next=%2FpostJob%3Fservice%3Dabc' });
    expect(screen.getByRole('link', { name: messages.nav.joinUs })).toHaveAttribute(
      'href',
      '/signup?next=%2FpostJob%3Fservice%3Dabc',
    );
  });

  it('takes a server-drawn page over without a mismatch when the history carries a notice', async () => {
    const notice = messages.auth.verifiedSignIn;
    const { mismatches, unmount } = await hydrateRoute(<LoginPage />, {
      route: '/login',
      state: { notice, email: 'jess.tran@example.com.au' },
    });

    expect(mismatches).toEqual([]);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'jess.tran@example.com.au');
    unmount();
  });
});
