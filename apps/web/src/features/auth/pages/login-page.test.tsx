import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { selectSessionUser } from '@/features/session/slice';
import { buildMe, renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import LoginPage from './login-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const loggedIn = ok(
  { user: { _id: 'u1', email: 'olivia.nguyen@example.com.au', userVerified: true }, token: 'jwt' },
  'Signed in',
);

function signIn(email = 'olivia.nguyen@example.com.au', password = 'client-pass') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: messages.nav.signIn }));
}

describe('LoginPage', () => {
  it("shows the server's message in a red box when the credentials are wrong", async () => {
    stubApi({
      'POST /user/login': fail(401, 'UNAUTHENTICATED', messages.auth.wrongCredentials),
    });
    const { store } = renderRoute(<LoginPage />, { route: '/login' });
    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.wrongCredentials);
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('shows field errors only once a field is touched', async () => {
    stubApi({});
    renderRoute(<LoginPage />, { route: '/login' });
    expect(screen.queryByText(messages.validation.required)).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'olivia@' } });
    expect(screen.queryByText(messages.validation.email)).toBeNull();
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText(messages.validation.email)).toBeTruthy();
    expect(screen.queryByText(messages.validation.required)).toBeNull();
  });

  it('starts the session from /user/me and goes where the visitor was headed', async () => {
    const api = stubApi({ 'POST /user/login': loggedIn, 'GET /user/me': ok(buildMe()) });
    const { store } = renderRoute(<LoginPage />, { route: '/login?next=%2FpostJob%3Fdraft%3D1' });
    signIn('Olivia.Nguyen@Example.com.au');

    expect((await screen.findByTestId('location')).textContent).toBe('/postJob?draft=1');
    expect(selectSessionUser(store.getState())?.firstName).toBe('Olivia');
    expect(await api.request('POST /user/login').json()).toEqual({
      email: 'olivia.nguyen@example.com.au',
      password: 'client-pass',
    });
  });

  it('ignores a next that leads to another site', async () => {
    stubApi({ 'POST /user/login': loggedIn, 'GET /user/me': ok(buildMe()) });
    renderRoute(<LoginPage />, { route: '/login?next=%2F%2Fevil.example' });
    signIn();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('sends an unverified user to verify their email first', async () => {
    stubApi({
      'POST /user/login': loggedIn,
      'GET /user/me': ok(buildMe({ userVerified: false })),
    });
    renderRoute(<LoginPage />, { route: '/login?next=%2FpostJob' });
    signIn();
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/user/verify?next=%2FpostJob',
    );
  });

  it('sends someone already signed in home', () => {
    stubApi({});
    renderRoute(<LoginPage />, { route: '/login?next=%2FpostJob', user: buildMe() });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('links to the password reset and to sign-up', () => {
    stubApi({});
    renderRoute(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );
    expect(screen.getByRole('link', { name: messages.nav.joinUs }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});
