import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import UnsubscribePage from './unsubscribe-page';

afterEach(cleanup);

const m = messages.notificationSettings;

describe('UnsubscribePage', () => {
  it('posts the token once, signed out, and says what was switched off, with a link to the settings', async () => {
    server.use(
      http.post('/api/unsubscribe', () =>
        ok({ event: 'job_posted', message: m.switchedOff.job_posted }, m.switchedOff.job_posted),
      ),
    );
    const sent = recordRequests();
    renderRoute(<UnsubscribePage />, { route: '/unsubscribe?token=abc.job_posted.sig' });
    const said = await screen.findByText('You will no longer get new job alerts by email.');
    expect(said.getAttribute('role')).toBe('status');
    expect(sent.to('POST /api/unsubscribe')).toHaveLength(1);
    expect(await sent.request('POST /api/unsubscribe').json()).toEqual({
      token: 'abc.job_posted.sig',
    });
    expect(screen.getByRole('link', { name: m.unsubscribeSettingsLink }).getAttribute('href')).toBe(
      '/settings/notifications',
    );
  });

  it('says so when the link is not valid', async () => {
    server.use(
      http.post('/api/unsubscribe', () => fail(400, 'VALIDATION', m.unsubscribeTokenInvalid)),
    );
    renderRoute(<UnsubscribePage />, { route: '/unsubscribe?token=forged' });
    expect((await screen.findByRole('alert')).textContent).toBe(m.unsubscribeTokenInvalid);
  });

  it('asks nothing of the server without a token', async () => {
    const sent = recordRequests();
    renderRoute(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toBe(m.unsubscribeTokenMissing);
    expect(sent.keys()).toEqual([]);
  });
});
