import { cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import ForgotPasswordPage from './forgot-password-page';

afterEach(cleanup);

const type = (user: UserEvent, label: string, value: string) =>
  user.type(screen.getByLabelText(label), value);

/** The first step answered: a code is on its way. */
const codeSent = (message: string = messages.auth.forgotSent) =>
  http.post('/api/user/forgotPassword', () => ok({ encryptedOTP: 'challenge-ref' }, message));

describe('ForgotPasswordPage', () => {
  it('resets a password in three steps: email, code, new password', async () => {
    const user = userEvent.setup();
    server.use(
      codeSent(),
      http.post('/api/user/checkValidOTPForForgetPassword', () =>
        ok({ resetToken: 'reset-token' }),
      ),
      http.patch('/api/user/resetForgetPassword', () => ok(undefined, messages.auth.passwordReset)),
    );
    const sent = recordRequests();
    renderRoute(<ForgotPasswordPage />, { route: '/forgotPassword' });

    await type(user, 'Email', 'Jess.Tran@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.forgotSent);

    await type(user, '6-digit code', '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('New password');
    expect(await sent.request('POST /api/user/checkValidOTPForForgetPassword').json()).toEqual({
      optEnteredByUser: '654321',
      email: 'jess.tran@example.com.au',
      encryptedOTP: 'challenge-ref',
    });

    await type(user, 'New password', 'new-secret');
    await type(user, 'Confirm new password', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.passwordReset);
    expect(screen.getByRole('link', { name: messages.nav.signIn })).toHaveAttribute(
      'href',
      '/login',
    );

    const reset = sent.request('PATCH /api/user/resetForgetPassword');
    expect(reset.headers.get('authorization')).toBe('reset-token');
    expect(await reset.json()).toEqual({ newPassword: 'new-secret' });
  });

  it('keeps the code step and shows why when the code is wrong', async () => {
    const user = userEvent.setup();
    const wrong = `${messages.auth.wrongCode}. 4 tries left.`;
    server.use(
      codeSent(),
      http.post('/api/user/checkValidOTPForForgetPassword', () => fail(400, 'VALIDATION', wrong)),
    );
    renderRoute(<ForgotPasswordPage />, { route: '/forgotPassword' });
    await type(user, 'Email', 'jess.tran@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByLabelText('6-digit code');
    await type(user, '6-digit code', '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wrong);
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });

  it('asks for matching new passwords', async () => {
    const user = userEvent.setup();
    server.use(
      codeSent('OK'),
      http.post('/api/user/checkValidOTPForForgetPassword', () =>
        ok({ resetToken: 'reset-token' }),
      ),
    );
    renderRoute(<ForgotPasswordPage />, { route: '/forgotPassword' });
    await type(user, 'Email', 'jess.tran@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByLabelText('6-digit code');
    await type(user, '6-digit code', '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('New password');
    await type(user, 'New password', 'new-secret');
    await type(user, 'Confirm new password', 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(await screen.findByText(messages.validation.passwordsMatch)).toBeInTheDocument();
  });
});
