import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { StaffSession } from '@trademate/shared/schemas/staff';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import StaffSignInPage from './sign-in-page';

afterEach(cleanup);

const m = messages.staff;
const session: StaffSession = {
  staff: {
    _id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    email: 'priya@trademate.com.au',
    name: 'Priya Shah',
    role: 'admin',
    status: 'active',
    lastSignInAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  expiresAt: '2026-11-26T20:00:00.000Z',
};

function openSignIn(route = '/admin/login?next=%2Fadmin%2Fstaff') {
  const sent = recordRequests();
  renderRoute(<StaffSignInPage />, { route, path: '/admin/login' });
  return sent;
}

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'priya@trademate.com.au');
  await user.type(screen.getByLabelText('Password'), 'a long staff passphrase');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('StaffSignInPage', () => {
  it('asks for the code after the password, then goes where the staff member was headed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/admin/auth/login', () => ok({ step: 'totp', challenge: 'c1' })),
      http.post('/api/admin/auth/totp', async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        return body.code === '123456' ? ok(session) : fail(400, 'VALIDATION', m.wrongCode);
      }),
    );
    const sent = openSignIn();
    await enterPassword(user);

    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(m.wrongCode)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/staff');
    expect(await sent.bodiesOf('POST /api/admin/auth/totp')).toEqual([
      { challenge: 'c1', code: '654321' },
      { challenge: 'c1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead of the app’s code', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/admin/auth/login', () => ok({ step: 'totp', challenge: 'c2' })),
      http.post('/api/admin/auth/totp', () => ok(session)),
    );
    const sent = openSignIn('/admin/login');
    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
    expect(await sent.bodiesOf('POST /api/admin/auth/totp')).toEqual([
      { challenge: 'c2', recoveryCode: 'abcde-23456' },
    ]);
  });

  it('sets up the authenticator the first time and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-2345${index}`);
    server.use(
      http.post('/api/admin/auth/login', () =>
        ok({
          step: 'setupTotp',
          challenge: 'c3',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/TradeMate:priya?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        }),
      ),
      http.post('/api/admin/auth/totp', () => ok({ ...session, recoveryCodes: codes })),
    );
    openSignIn('/admin/login');
    await enterPassword(user);

    await screen.findByRole('heading', { name: 'Set up your authenticator' });
    expect(screen.getByTestId('totp-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use a recovery code instead' }),
    ).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
  });

  it('asks for the password again when wrong codes end the sign-in, and says why', async () => {
    const user = userEvent.setup();
    let signIns = 0;
    server.use(
      http.post('/api/admin/auth/login', () => {
        signIns += 1;
        return ok({ step: 'totp', challenge: `c${signIns}` });
      }),
      http.post('/api/admin/auth/totp', async ({ request }) => {
        const body = (await request.json()) as { challenge: string };
        return body.challenge === 'c1' ? fail(401, 'UNAUTHENTICATED', m.codesUsedUp) : ok(session);
      }),
    );
    const sent = openSignIn();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Back at the password, with the email kept and the reason shown.
    await screen.findByRole('heading', { name: m.signInTitle });
    expect(screen.getByRole('alert').textContent).toBe(m.codesUsedUp);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(
      'priya@trademate.com.au',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByLabelText('Password'), 'a long staff passphrase');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/staff');
    expect(await sent.bodiesOf('POST /api/admin/auth/totp')).toEqual([
      { challenge: 'c1', code: '654321' },
      { challenge: 'c2', code: '123456' },
    ]);
  });

  it('shows how long an account held back by wrong codes waits', async () => {
    const user = userEvent.setup();
    const held = m.tooManyWrongCodes('52 minutes');
    server.use(
      http.post('/api/admin/auth/login', () => ok({ step: 'totp', challenge: 'c1' })),
      http.post('/api/admin/auth/totp', () => fail(429, 'RATE_LIMITED', held)),
    );
    openSignIn();
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(held)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
  });

  it('says when the email or password is wrong', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/admin/auth/login', () => fail(401, 'UNAUTHENTICATED', m.wrongCredentials)),
    );
    openSignIn();
    await enterPassword(user);
    expect(await screen.findByText(m.wrongCredentials)).toBeInTheDocument();
  });
});
