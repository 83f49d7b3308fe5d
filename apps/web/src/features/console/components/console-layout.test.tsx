import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffSession } from '@trademate/shared/schemas/staff';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import ConsoleApp from '../console-app';

afterEach(cleanup);

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

describe('signing out of the console', () => {
  it('opens the sign-in page without a way back, and asks nothing more of the ended session', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    server.use(
      http.get('/api/admin/auth/me', () =>
        signedIn ? ok(session) : fail(401, 'UNAUTHENTICATED', 'Sign in to the console'),
      ),
      // The console's home shows the latest of the audit log.
      http.get('/api/admin/audit', () => ok({ items: [], nextCursor: null })),
      http.post('/api/admin/auth/logout', () => {
        signedIn = false;
        return ok(null, 'Signed out');
      }),
    );
    const sent = recordRequests();
    renderRoute(<ConsoleApp />, { route: '/admin', path: '/admin/*' });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    // The sign-in page is a chunk of its own, loaded with its form library when it is opened.
    expect(await screen.findByLabelText('Email', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(sent.to('POST /api/admin/auth/logout')).toHaveLength(1);
    // The console's session was read once, before; nothing asked again after signing out, so
    // nothing could send the sign-in page back to the console.
    const keys = sent.keys();
    expect(keys.slice(keys.indexOf('POST /api/admin/auth/logout'))).toEqual([
      'POST /api/admin/auth/logout',
    ]);
  });
});
