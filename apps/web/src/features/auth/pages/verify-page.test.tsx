import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { selectSessionUser } from '@/features/session/slice';
import { buildMe, renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import { photoNotSavedNotice } from '../utils/verify-page-state';
import VerifyPage from './verify-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('VerifyPage', () => {
  it('offers a numeric, autofilled code field', () => {
    renderRoute(<VerifyPage />, { route: '/user/verify' });
    const input = screen.getByLabelText('6-digit code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('checks the code, then lets someone who just signed up sign in', async () => {
    const api = stubApi({ 'POST /user/checkValidOTP': ok(undefined, messages.auth.verified) });
    renderRoute(<VerifyPage />, { route: '/user/verify' });
    enterCode(' 123456 ');

    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.verified);
    expect(screen.getByRole('link', { name: messages.nav.signIn }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await api.request('POST /user/checkValidOTP').json()).toEqual({
      optEnteredByUser: '123456',
    });
  });

  it('refreshes a signed-in user and returns them to where they were headed', async () => {
    stubApi({
      'POST /user/checkValidOTP': ok(undefined, messages.auth.verified),
      'GET /user/me': ok(buildMe({ userVerified: true })),
    });
    const { store } = renderRoute(<VerifyPage />, {
      route: '/user/verify?next=%2FpostJob',
      user: buildMe({ userVerified: false }),
    });
    enterCode('123456');
    expect((await screen.findByTestId('location')).textContent).toBe('/postJob');
    expect(selectSessionUser(store.getState())?.userVerified).toBe(true);
  });

  it('says when the code has expired and sends a new one', async () => {
    const api = stubApi({
      'POST /user/checkValidOTP': fail(400, 'VALIDATION', messages.auth.codeExpired, [
        { path: 'optEnteredByUser', message: messages.auth.codeExpired },
      ]),
      'POST /user/verifyUser': ok({ encryptedOTP: 'ref' }, messages.auth.codeSent),
    });
    renderRoute(<VerifyPage />, { route: '/user/verify' });
    enterCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.codeExpired);

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.codeSent);
    expect(api.callsTo('POST /user/verifyUser')).toHaveLength(1);
  });

  it("shows the server's wait message when a new code is asked for too soon", async () => {
    const wait = 'Please wait 42 seconds before asking for another code';
    stubApi({ 'POST /user/verifyUser': fail(429, 'RATE_LIMITED', wait) });
    renderRoute(<VerifyPage />, { route: '/user/verify' });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
  });

  it('asks for the 6 digits before calling the server', async () => {
    const api = stubApi({});
    renderRoute(<VerifyPage />, { route: '/user/verify' });
    enterCode('12ab');
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('shows the notice a page left for it, such as a photo that did not upload', () => {
    renderRoute(<VerifyPage />, {
      route: '/user/verify',
      state: { notice: photoNotSavedNotice },
    });
    expect(screen.getByRole('status').textContent).toBe(photoNotSavedNotice);
    expect(photoNotSavedNotice).toContain(messages.avatar.uploadFailed);
  });
});
