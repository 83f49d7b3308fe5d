import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { NewsletterOverview } from '@trademate/shared/schemas/newsletter-admin';
import { ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import NewsletterPage from './newsletter-page';

afterEach(cleanup);

const m = messages.newsletterIssues;
const overview: NewsletterOverview = {
  subscribers: { pending: 3, confirmed: 12, unsubscribed: 2, neverAsked: 2 },
  issues: [
    {
      _id: '5a1f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      subject: 'Spring on TradeMate',
      status: 'sent',
      updatedAt: '2026-11-26T01:00:00.000Z',
      sentAt: '2026-11-26T02:00:00.000Z',
      counts: { recipients: 12, queued: 1, sent: 10, failed: 1, skipped: 0, unsubscribed: 2 },
    },
  ],
};

describe('NewsletterPage', () => {
  it('shows subscribers by state and each issue with its counts', async () => {
    server.use(http.get('/api/admin/newsletter', () => ok(overview)));
    renderRoute(<NewsletterPage />, { route: '/admin/newsletter', path: '/admin/newsletter' });
    expect(await screen.findByRole('link', { name: 'Spring on TradeMate' })).toBeInTheDocument();
    const issue = screen.getByRole('list', { name: 'Issues' });
    expect(within(issue).getByTestId('count-sent').textContent).toBe('10');
    expect(within(issue).getByTestId('count-failed').textContent).toBe('1');
    expect(within(issue).getByTestId('count-unsubscribed').textContent).toBe('2');
  });

  it('asks the addresses from before double opt-in to confirm, with a reason', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/newsletter', () => ok(overview)),
      http.post('/api/admin/newsletter/subscribers/ask-to-confirm', () =>
        ok({ asked: 2 }, m.askedToConfirm(2)),
      ),
    );
    const sent = recordRequests();
    renderRoute(<NewsletterPage />, { route: '/admin/newsletter', path: '/admin/newsletter' });
    await user.click(await screen.findByRole('button', { name: 'Ask them to confirm' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Double opt-in for the earlier list');
    await user.click(within(dialog).getByRole('button', { name: 'Send the links' }));
    expect(await screen.findByText(m.askedToConfirm(2))).toBeInTheDocument();
    expect(await sent.bodiesOf('POST /api/admin/newsletter/subscribers/ask-to-confirm')).toEqual([
      { reason: 'Double opt-in for the earlier list' },
    ]);
  });
});
