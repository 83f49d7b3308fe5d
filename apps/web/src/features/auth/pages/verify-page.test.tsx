import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { selectSessionUser } from '@/features/session/slice';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { photoNotSavedNotice } from '../utils/verify-page-state';
import LoginPage from './login-page';
import VerifyPage from './verify-page';

afterEach(cleanup);

const signedUpHere = { email: 'jess.tran@example.com.au' };
const checkPath = '/api/user/checkValidOTP';
const verified = () => http.post(checkPath, () => ok(undefined, messages.auth.verified));
const wrongCode = () =>
  http.post(checkPath, () =>
    fail(400, 'VALIDATION', messages.auth.wrongCode, [
      { path: 'optEnteredByUser', message: messages.auth.wrongCode },
    ]),
  );
/** The signed-in user once verified, as `GET /user/me` answers after the code. */
const verifiedMe = () => http.get('/api/user/me', () => ok(buildMe({ userVerified: true })));

function renderVerify(options: Parameters<typeof renderRoute>[1] = {}) {
  return renderRoute(<VerifyPage />, {
    route: '/user/verify',
    path: '/user/verify',
    otherRoutes: { '/login': <LoginPage /> },
    ...options,
  });
}

const mailedLink = '#email=jess.tran%40example.com.au&code=123456';

/** The verify page with the address it shows beside it, and the mailed link to follow. */
function VerifyPageAndAddress() {
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <VerifyPage />
      <p data-testid="address">{`${pathname}${search}${hash}`}</p>
      <Link to={{ hash: mailedLink }}>Mailed link</Link>
    </>
  );
}

function fill(user: UserEvent, label: string, value: string) {
  return user.type(screen.getByLabelText(label, { exact: true }), value);
}

async function enterCode(user: UserEvent, code: string) {
  await fill(user, '6-digit code', code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

async function expectSignInWith(notice: string, email: string) {
  expect(await screen.findByRole('heading', { name: 'Sign in to TradeMate' })).toBeInTheDocument();
  expect(screen.getByRole('status').textContent).toBe(notice);
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(email);
}

describe('VerifyPage, in the browser that signed up', () => {
  it('offers a numeric, autofilled code field, and no email field', () => {
    renderVerify({ state: signedUpHere });
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(
      screen.getByText(/We sent a 6-digit code to jess.tran@example.com.au/),
    ).toBeInTheDocument();
  });

  it('checks the code alone (the sign-up cookies say whose), then sends them to sign in', async () => {
    const user = userEvent.setup();
    server.use(verified());
    const sent = recordRequests();
    renderVerify({ state: signedUpHere });
    await enterCode(user, '123456');

    await expectSignInWith(messages.auth.verifiedSignIn, 'jess.tran@example.com.au');
    expect(await sent.request(`POST ${checkPath}`).json()).toEqual({
      optEnteredByUser: '123456',
    });
  });

  it('says when the code has expired and sends a new one', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(checkPath, () =>
        fail(400, 'VALIDATION', messages.auth.codeExpired, [
          { path: 'optEnteredByUser', message: messages.auth.codeExpired },
        ]),
      ),
      http.post('/api/user/verifyUser', () => ok({ encryptedOTP: 'ref' }, messages.auth.codeSent)),
    );
    const sent = recordRequests();
    renderVerify({ state: signedUpHere });
    await enterCode(user, '123456');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.codeExpired);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.codeSent);
    expect(sent.to('POST /api/user/verifyUser')).toHaveLength(1);
  });

  it("shows the server's wait message when a new code is asked for too soon", async () => {
    const wait = 'Please wait 42 seconds before asking for another code';
    const user = userEvent.setup();
    server.use(http.post('/api/user/verifyUser', () => fail(429, 'RATE_LIMITED', wait)));
    renderVerify({ state: signedUpHere });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
  });

  it('asks for the 6 digits before calling the server', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    renderVerify({ state: signedUpHere });
    await enterCode(user, '12ab');
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });

  it('shows the notice a page left for it, such as a photo that did not upload', () => {
    renderVerify({ state: { ...signedUpHere, notice: photoNotSavedNotice } });
    expect(screen.getByRole('status').textContent).toBe(photoNotSavedNotice);
    expect(photoNotSavedNotice).toContain(messages.avatar.uploadFailed);
  });
});

describe('VerifyPage, signed in', () => {
  it('refreshes a signed-in user and returns them to where they were headed', async () => {
    const user = userEvent.setup();
    server.use(verified(), verifiedMe());
    const { store } = renderVerify({
      route: '/user/verify?next=%2FpostJob',
      user: buildMe({ userVerified: false }),
    });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await enterCode(user, '123456');
    expect((await screen.findByTestId('location')).textContent).toBe('/postJob');
    expect(selectSessionUser(store.getState())?.userVerified).toBe(true);
  });

  it('verifies from the mailed link too, and takes a client on to post a job', async () => {
    server.use(verified(), verifiedMe());
    const sent = recordRequests();
    renderVerify({
      route: '/user/verify#email=olivia.nguyen%40example.com.au&code=654321',
      user: buildMe({ userVerified: false }),
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/postJob');
    expect(await sent.request(`POST ${checkPath}`).json()).toEqual({
      email: 'olivia.nguyen@example.com.au',
      optEnteredByUser: '654321',
    });
  });
});

describe('VerifyPage, the next step once verified', () => {
  it.each([
    ['tradie', '/userProfile?setup=1'],
    ['freeTradie', '/userProfile?setup=1'],
    ['apprentice', '/userProfile?setup=1'],
    ['client', '/postJob'],
  ] as const)('takes a signed-in %s on to %s', async (userType, destination) => {
    const user = userEvent.setup();
    server.use(
      verified(),
      http.get('/api/user/me', () => ok(buildMe({ userType, userVerified: true }))),
    );
    renderVerify({ user: buildMe({ userType, userVerified: false }) });
    await enterCode(user, '123456');
    expect((await screen.findByTestId('location')).textContent).toBe(destination);
  });

  it('takes someone who verified before signing in on to their next step once they sign in', async () => {
    const user = userEvent.setup();
    server.use(
      verified(),
      http.post('/api/user/login', () =>
        ok({ user: { _id: 'u1', email: signedUpHere.email, userVerified: true }, token: 'jwt' }),
      ),
      http.get('/api/user/me', () => ok(buildMe({ userType: 'freeTradie', userVerified: true }))),
    );
    renderVerify({ state: signedUpHere });
    await enterCode(user, '123456');
    await expectSignInWith(messages.auth.verifiedSignIn, signedUpHere.email);
    await user.type(screen.getByLabelText('Password'), 'tradie-pass');
    await user.click(screen.getByRole('button', { name: messages.nav.signIn }));
    expect((await screen.findByTestId('location')).textContent).toBe('/userProfile?setup=1');
  });

  it('keeps an explicit next through signing in', async () => {
    const user = userEvent.setup();
    server.use(
      verified(),
      http.post('/api/user/login', () =>
        ok({ user: { _id: 'u1', email: signedUpHere.email, userVerified: true }, token: 'jwt' }),
      ),
      http.get('/api/user/me', () => ok(buildMe({ userVerified: true }))),
    );
    renderVerify({
      route: '/user/verify?next=%2FpostJob%3Fservice%3Dabc',
      state: signedUpHere,
      otherRoutes: { '/login': <LoginPage /> },
    });
    await enterCode(user, '123456');
    await expectSignInWith(messages.auth.verifiedSignIn, signedUpHere.email);
    await user.type(screen.getByLabelText('Password'), 'client-pass');
    await user.click(screen.getByRole('button', { name: messages.nav.signIn }));
    expect((await screen.findByTestId('location')).textContent).toBe('/postJob?service=abc');
  });
});

describe('VerifyPage, on another device (no sign-up cookies, nobody signed in)', () => {
  it('asks for the email with the code, sends both, then sends them to sign in', async () => {
    const user = userEvent.setup();
    server.use(verified());
    const sent = recordRequests();
    renderVerify();
    expect(screen.getByText(/Enter your email and the 6-digit code/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.nav.signIn })).toHaveAttribute(
      'href',
      '/login',
    );

    await fill(user, 'Email', ' Jess.Tran@Example.com.au ');
    await enterCode(user, '123456');

    await expectSignInWith(messages.auth.verifiedSignIn, 'jess.tran@example.com.au');
    expect(await sent.request(`POST ${checkPath}`).json()).toEqual({
      email: 'jess.tran@example.com.au',
      optEnteredByUser: '123456',
    });
  });

  it('asks for a valid email before calling the server', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    renderVerify();
    await fill(user, 'Email', 'jess@');
    await enterCode(user, '123456');
    expect(await screen.findByText(messages.validation.email)).toBeInTheDocument();
    expect(sent.to(`POST ${checkPath}`)).toHaveLength(0);
  });

  it('submits the email and code of the mailed link at once and takes them off the address', async () => {
    server.use(verified());
    const sent = recordRequests();
    renderVerify({
      route: '/user/verify?next=%2FpostJob#email=jess.tran%40example.com.au&code=123456',
    });
    expect(screen.getByRole('status').textContent).toBe('Checking your code');

    await expectSignInWith(messages.auth.verifiedSignIn, 'jess.tran@example.com.au');
    expect(sent.to(`POST ${checkPath}`)).toHaveLength(1);
    expect(await sent.request(`POST ${checkPath}`).json()).toEqual({
      email: 'jess.tran@example.com.au',
      optEnteredByUser: '123456',
    });
  });

  it('keeps the link’s email and code in the form with the reason when they are refused', async () => {
    server.use(wrongCode());
    renderRoute(<VerifyPageAndAddress />, {
      route: `/user/verify?next=%2FpostJob${mailedLink}`,
      path: '/user/verify',
    });

    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.wrongCode);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(
      'jess.tran@example.com.au',
    );
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('123456');
    expect(screen.getByTestId('address').textContent).toBe('/user/verify?next=%2FpostJob');
  });

  it('submits a link opened while the page already shows', async () => {
    const user = userEvent.setup();
    server.use(wrongCode());
    const sent = recordRequests();
    renderRoute(<VerifyPageAndAddress />, { route: '/user/verify', path: '/user/verify' });
    expect(screen.getByLabelText('Email')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Mailed link' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.wrongCode);
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('123456');
    expect(screen.getByTestId('address').textContent).toBe('/user/verify');
    expect(sent.to(`POST ${checkPath}`)).toHaveLength(1);
  });

  it('sends someone whose link was used before to sign in, saying the email is verified', async () => {
    server.use(http.post(checkPath, () => fail(409, 'CONFLICT', messages.auth.alreadyVerified)));
    renderVerify({ route: '/user/verify#email=jess.tran%40example.com.au&code=123456' });
    await expectSignInWith(messages.auth.alreadyVerified, 'jess.tran@example.com.au');
  });

  it('shows the fields at once for a link without a valid code, and calls nothing', async () => {
    const sent = recordRequests();
    renderVerify({ route: '/user/verify#email=jess.tran%40example.com.au&code=12' });
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(sent.keys()).toEqual([]);
  });
});
