import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import ForgotPasswordPage from './forgot-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordPage', () => {
  it('resets a password in three steps: email, code, new password', async () => {
    const api = stubApi({
      'POST /user/forgotPassword': ok({ encryptedOTP: 'challenge-ref' }, messages.auth.forgotSent),
      'POST /user/checkValidOTPForForgetPassword': ok({ resetToken: 'reset-token' }),
      'PATCH /user/resetForgetPassword': ok(undefined, messages.auth.passwordReset),
    });
    renderRoute(<ForgotPasswordPage />, { route: '/forgotPassword' });

    change('Email', 'Jess.Tran@example.com.au');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.forgotSent);

    change('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('New password');
    expect(await api.request('POST /user/checkValidOTPForForgetPassword').json()).toEqual({
      optEnteredByUser: '654321',
      email: 'jess.tran@example.com.au',
      encryptedOTP: 'challenge-ref',
    });

    change('New password', 'new-secret');
    change('Confirm new password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.passwordReset);
    expect(screen.getByRole('link', { name: messages.nav.signIn }).getAttribute('href')).toBe(
      '/login',
    );

    const reset = api.request('PATCH /user/resetForgetPassword');
    expect(reset.headers.get('authorization')).toBe('reset-token');
    expect(await reset.json()).toEqual({ newPassword: 'new-secret' });
  });

  it('keeps the code step and shows why when the code is wrong', async () => {
    const wrong = `${messages.auth.wrongCode}. 4 tries left.`;
    stubApi({
      'POST /user/forgotPassword': ok({ encryptedOTP: 'ref' }, messages.auth.forgotSent),
      'POST /user/checkValidOTPForForgetPassword': fail(400, 'VALIDATION', wrong),
    });
    renderRoute(<ForgotPasswordPage />, { route: '/forgotPassword' });
    change('Email', 'jess.tran@example.com.au');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByLabelText('6-digit code');
    change('6-digit code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wrong);
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
  });

  it('asks for matching new passwords', async () => {
    stubApi({
      'POST /user/forgotPassword': ok({ encryptedOTP: 'ref' }),
      'POST /user/checkValidOTPForForgetPassword': ok({ resetToken: 'reset-token' }),
    });
    renderRoute(<ForgotPasswordPage />, { route: '/forgotPassword' });
    change('Email', 'jess.tran@example.com.au');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByLabelText('6-digit code');
    change('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('New password');
    change('New password', 'new-secret');
    change('Confirm new password', 'new-secreT');
    fireEvent.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(await screen.findByText(messages.validation.passwordsMatch)).toBeTruthy();
  });
});
