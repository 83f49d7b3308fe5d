import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import StaffInvitationPage from './invitation-page';

afterEach(cleanup);

const m = messages.staff;
const PASSWORD = 'a long staff passphrase';

describe('StaffInvitationPage', () => {
  it('sends the invited person to sign in with their new password when the set-up ends', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/auth/invitation/t1', () =>
        ok({ email: 'sam@trademate.com.au', name: 'Sam Lee', role: 'support' }),
      ),
      http.post('/api/admin/auth/invitation', () =>
        ok({
          step: 'setupTotp',
          challenge: 'c1',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/TradeMate:sam?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        }),
      ),
      http.post('/api/admin/auth/totp', () => fail(401, 'UNAUTHENTICATED', m.codesUsedUp)),
    );
    renderRoute(<StaffInvitationPage />, {
      route: '/admin/invitation/t1',
      path: '/admin/invitation/:token',
    });
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Choose password' }));
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe(m.codesUsedUp);
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sign in with your new password' }).getAttribute('href'),
    ).toBe('/admin/login');
  });
});
