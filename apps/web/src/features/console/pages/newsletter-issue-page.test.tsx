import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { NewsletterIssue } from '@trademate/shared/schemas/newsletter-admin';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import NewsletterIssuePage from './newsletter-issue-page';

afterEach(cleanup);

const m = messages.newsletterIssues;
const ID = '5a1f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const noCounts = { recipients: 0, queued: 0, sent: 0, failed: 0, skipped: 0, unsubscribed: 0 };
const draft: NewsletterIssue = {
  _id: ID,
  subject: 'Spring on TradeMate',
  status: 'draft',
  updatedAt: '2026-11-26T01:00:00.000Z',
  sentAt: null,
  counts: noCounts,
  markdown: 'Storms bring out **cowboys**.\n\n## Check the licence\n\n- Get a written quote',
};
const overview = (confirmed: number) => ({
  subscribers: { pending: 1, confirmed, unsubscribed: 0, neverAsked: 0 },
  issues: [],
});

describe('NewsletterIssuePage', () => {
  it('writes an issue, previews exactly what subscribers get, and saves a draft', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/admin/newsletter/issues', () => ok(draft, m.saved, 201)));
    const sent = recordRequests();
    renderRoute(<NewsletterIssuePage />, {
      route: '/admin/newsletter/new',
      path: '/admin/newsletter/new',
    });

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The form's checks load at its first check (decision 097): the errors follow them.
    expect(await screen.findByText(m.subjectRequired)).toBeInTheDocument();
    expect(sent.to('POST /api/admin/newsletter/issues')).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'Spring on TradeMate');
    await user.type(screen.getByLabelText('Issue text'), 'Hello.{enter}{enter}```{enter}code');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe(m.unsupportedMarkdown('code blocks'));
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.clear(screen.getByLabelText('Issue text'));
    await user.type(
      screen.getByLabelText('Issue text'),
      'Storms bring out **cowboys**.{enter}{enter}## Check the licence',
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByTestId('issue-preview');
    expect(
      within(preview).getByRole('heading', { name: 'Spring on TradeMate' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Check the licence' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Storms bring out cowboys.');
    expect(preview).toHaveTextContent(m.footerWhy);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/admin/newsletter/${ID}`);
    expect(await sent.bodiesOf('POST /api/admin/newsletter/issues')).toEqual([
      {
        subject: 'Spring on TradeMate',
        markdown: 'Storms bring out **cowboys**.\n\n## Check the licence',
      },
    ]);
  });

  it('sends a test to me, then sends to the confirmed subscribers with a reason, and shows the counts', async () => {
    const user = userEvent.setup();
    let current = draft;
    server.use(
      http.get(`/api/admin/newsletter/issues/${ID}`, () => ok(current)),
      http.get('/api/admin/newsletter', () => ok(overview(2))),
      http.post(`/api/admin/newsletter/issues/${ID}/test`, () =>
        ok({ to: 'ops@trademate.com.au' }, m.testQueued('ops@trademate.com.au')),
      ),
      http.post(`/api/admin/newsletter/issues/${ID}/send`, () => {
        current = {
          ...draft,
          status: 'sent',
          sentAt: '2026-11-26T02:00:00.000Z',
          counts: { ...noCounts, recipients: 2, queued: 2 },
        };
        return ok(current, m.sendQueued(2));
      }),
    );
    const sent = recordRequests();
    renderRoute(<NewsletterIssuePage />, {
      route: `/admin/newsletter/${ID}`,
      path: '/admin/newsletter/:id',
    });

    await user.click(await screen.findByRole('button', { name: 'Send a test to me' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      m.testQueued('ops@trademate.com.au'),
    );

    await user.click(
      await screen.findByRole('button', { name: 'Send to 2 confirmed subscribers' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Monthly update');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    // The dialog's checks load at its first check (decision 099): the send follows them.
    expect(await screen.findByText(/^Sent /)).toBeInTheDocument();
    expect(await sent.bodiesOf(`POST /api/admin/newsletter/issues/${ID}/send`)).toEqual([
      { reason: 'Monthly update' },
    ]);
    expect(screen.getByText(m.sendQueued(2))).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('count-recipients').textContent).toBe('2');
    expect(screen.getByTestId('count-waiting').textContent).toBe('2');
    // Sent: nothing to save or send any more.
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a test to me' })).not.toBeInTheDocument();
  });

  it('offers no send while nobody has confirmed, and shows a refusal', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/admin/newsletter/issues/${ID}`, () => ok(draft)),
      http.get('/api/admin/newsletter', () => ok(overview(0))),
      http.put(`/api/admin/newsletter/issues/${ID}`, () => fail(409, 'CONFLICT', m.alreadySent)),
    );
    renderRoute(<NewsletterIssuePage />, {
      route: `/admin/newsletter/${ID}`,
      path: '/admin/newsletter/:id',
    });
    const sendButton = await screen.findByRole('button', {
      name: 'Send to 0 confirmed subscribers',
    });
    expect(sendButton).toBeDisabled();
    expect(screen.getByText(m.noSubscribers)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.alreadySent);
  });
});
