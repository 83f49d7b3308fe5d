import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import NewsletterConfirmPage from './newsletter-confirm-page';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

afterEach(cleanup);

const m = messages.newsletterIssues;
const TOKEN = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e~none~sig';

describe('the newsletter mails’ pages', () => {
  it('asks nothing on opening; its one button unsubscribes, signed out, and says it is done', async () => {
    server.use(
      http.post('/api/newsletter/unsubscribe/:token', () =>
        ok({ status: 'unsubscribed', message: m.unsubscribed }, m.unsubscribed),
      ),
    );
    const sent = recordRequests();
    renderRoute(<NewsletterUnsubscribePage />, {
      route: `/newsletter/unsubscribe/${encodeURIComponent(TOKEN)}`,
      path: '/newsletter/unsubscribe/:token',
    });
    expect(screen.getByText(m.unsubscribeLead)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: m.unsubscribeButton });
    expect(button.closest('form')!).toHaveAttribute(
      'action',
      `/api/newsletter/unsubscribe/${encodeURIComponent(TOKEN)}`,
    );
    expect(sent.keys()).toEqual([]);

    await userEvent.click(button);
    expect(await screen.findByText(m.unsubscribed)).toHaveAttribute('role', 'status');
    expect(sent.keys()).toEqual([`POST /api/newsletter/unsubscribe/${encodeURIComponent(TOKEN)}`]);
    expect(screen.getByText(m.resubscribeHint)).toBeInTheDocument();
  });

  it('says what the API sent the browser back with after the form went without the app', async () => {
    const sent = recordRequests();
    const at = (query: string) =>
      renderRoute(<NewsletterUnsubscribePage />, {
        route: `/newsletter/unsubscribe/${encodeURIComponent(TOKEN)}?${query}`,
        path: '/newsletter/unsubscribe/:token',
      });
    at('done=1');
    expect(screen.getByRole('status').textContent).toBe(m.unsubscribed);
    cleanup();
    at('failed=1');
    expect(screen.getByRole('alert').textContent).toBe(m.unsubscribeLinkInvalid);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(sent.keys()).toEqual([]);
  });

  it('confirms a subscription once on opening, and says why a link does not work', async () => {
    server.use(
      http.post('/api/newsletter/confirm', () => ok({ status: 'confirmed', message: m.confirmed })),
    );
    const sent = recordRequests();
    renderRoute(<NewsletterConfirmPage />, {
      route: '/newsletter/confirm/abc~sig',
      path: '/newsletter/confirm/:token',
    });
    expect(await screen.findByText(m.confirmed)).toHaveAttribute('role', 'status');
    expect(await sent.bodiesOf('POST /api/newsletter/confirm')).toEqual([{ token: 'abc~sig' }]);
    cleanup();

    server.use(
      http.post('/api/newsletter/confirm', () => fail(400, 'VALIDATION', m.confirmLinkStale)),
    );
    renderRoute(<NewsletterConfirmPage />, {
      route: '/newsletter/confirm/old~sig',
      path: '/newsletter/confirm/:token',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(m.confirmLinkStale);
  });
});
