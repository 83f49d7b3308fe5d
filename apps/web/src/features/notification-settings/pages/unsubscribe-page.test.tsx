import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import UnsubscribePage from './unsubscribe-page';

afterEach(cleanup);

const m = messages.notificationSettings;
const TOKEN = 'abc.job_posted.sig';

describe('UnsubscribePage', () => {
  it('asks nothing on opening; its one button posts the token and says what was switched off', async () => {
    server.use(
      http.post('/api/unsubscribe', () =>
        ok({ event: 'job_posted', message: m.switchedOff.job_posted }, m.switchedOff.job_posted),
      ),
    );
    const sent = recordRequests();
    renderRoute(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}` });
    const button = screen.getByRole('button', { name: m.unsubscribeButton });
    expect(screen.getByText(m.unsubscribeLead)).toBeInTheDocument();
    // Without the app, the browser sends the form itself to the one-click address.
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/api/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(sent.keys()).toEqual([]);

    await userEvent.click(button);
    const said = await screen.findByText('You will no longer get new job alerts by email.');
    expect(said).toHaveAttribute('role', 'status');
    expect(await sent.bodiesOf('POST /api/unsubscribe')).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: m.unsubscribeButton })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.unsubscribeSettingsLink })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('says so when the link is not valid, and offers no second try', async () => {
    server.use(
      http.post('/api/unsubscribe', () => fail(400, 'VALIDATION', m.unsubscribeTokenInvalid)),
    );
    renderRoute(<UnsubscribePage />, { route: '/unsubscribe?token=forged' });
    await userEvent.click(screen.getByRole('button', { name: m.unsubscribeButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.unsubscribeTokenInvalid);
    expect(screen.queryByRole('button', { name: m.unsubscribeButton })).not.toBeInTheDocument();
  });

  it('keeps the button after a failure that another press may get past', async () => {
    server.use(
      http.post('/api/unsubscribe', () =>
        fail(503, 'SERVICE_UNAVAILABLE', 'Try again in a moment'),
      ),
    );
    renderRoute(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}` });
    await userEvent.click(screen.getByRole('button', { name: m.unsubscribeButton }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again in a moment');
    expect(screen.getByRole('button', { name: m.unsubscribeButton })).toBeInTheDocument();
  });

  it('says what the API sent the browser back with after the form went without the app', async () => {
    const sent = recordRequests();
    renderRoute(<UnsubscribePage />, {
      route: `/unsubscribe?token=${TOKEN}&done=message_received`,
    });
    expect(screen.getByRole('status').textContent).toBe(m.switchedOff.message_received);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cleanup();
    renderRoute(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}&failed=1` });
    expect(screen.getByRole('alert').textContent).toBe(m.unsubscribeTokenInvalid);
    expect(sent.keys()).toEqual([]);
  });

  it('asks nothing of the server without a token', async () => {
    const sent = recordRequests();
    renderRoute(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toBe(m.unsubscribeTokenMissing);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });
});
