import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildDisputeDetail,
  buildDisputedPayment,
  buildDisputeSummary,
  disputeIds,
} from '@/testing/builders/disputes';
import { renderRoute } from '@/testing/render';
import DisputePage from './dispute-page';

afterEach(cleanup);

const m = messages.disputes;
const ID = disputeIds.payment;
const RESOLVE = `POST /api/admin/disputes/${ID}/resolve`;

function renderDispute() {
  return renderRoute(<DisputePage />, {
    route: `/admin/disputes/${ID}`,
    path: '/admin/disputes/:id',
  });
}

/** The dispute once support refunded `refundCents` of the $1,500 and released the rest. */
function settled(refundCents: number, note: string) {
  const now = '2026-11-25T03:00:00.000Z';
  const released = 150_000 - refundCents;
  return buildDisputeDetail({
    summary: buildDisputeSummary({ status: 'settled', heldCents: 0, resolvedAt: now }),
    payment: buildDisputedPayment({
      status: 'settled',
      heldCents: 0,
      releasedCents: released,
      feeCents: 3_750,
      payoutCents: released - 3_750,
      refundedCents: refundCents,
      dispute: { ...buildDisputedPayment().dispute!, resolvedAt: now, note },
    }),
  });
}

describe('DisputePage', () => {
  it('shows the reason, what was agreed, the chat with its files, the payment and its ledger', async () => {
    server.use(http.get(`/api/admin/disputes/${ID}`, () => ok(buildDisputeDetail())));
    renderDispute();

    expect(
      await screen.findByRole('heading', { name: 'Replace the hot water system', level: 1 }),
    ).toBeInTheDocument();
    const dispute = screen.getByRole('region', { name: 'The dispute' });
    expect(within(dispute).getByText(/^Opened by the client, /)).toBeInTheDocument();
    expect(
      within(dispute).getByText('The new unit leaks and Jess has not come back to fix it.'),
    ).toBeInTheDocument();

    const agreement = screen.getByRole('table', { name: 'What was agreed' });
    expect(
      within(agreement)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineFromTotal',
      '250 L electric hot water unitQuote v1$1,200',
      'Labour, 2 hoursQuote v1$190',
      'Move the tempering valveVariation 1$110',
      'Agreed total$1,500',
    ]);

    const chat = screen.getByRole('list', { name: 'Chat' });
    expect(
      within(chat).getByText('It is leaking under the unit, see the photo.'),
    ).toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: 'leak.jpg' })).toHaveAttribute(
      'href',
      `/api/admin/disputes/${ID}/files/${disputeIds.photo}`,
    );

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Held now').nextSibling?.textContent).toBe('$1,500');
    expect(within(payment).getByText('card ending 4242')).toBeInTheDocument();

    const ledger = screen.getByRole('list', { name: 'Ledger movements' });
    expect(within(ledger).getByText('charge')).toBeInTheDocument();
    expect(within(ledger).getByRole('row', { name: /^held:/ }).textContent).toBe(
      `held:${ID}$1,500`,
    );
    expect(within(ledger).getByRole('row', { name: /client-cards/ }).textContent).toBe(
      'client-cards-$1,500',
    );
  });

  it('refunds half after a note and a confirmation, then shows the decision', async () => {
    const user = userEvent.setup();
    let detail = buildDisputeDetail();
    server.use(
      http.get(`/api/admin/disputes/${ID}`, () => ok(detail)),
      http.post(`/api/admin/disputes/${ID}/resolve`, async ({ request }) => {
        const body = (await request.json()) as { refundCents: number; note: string };
        detail = settled(body.refundCents, body.note);
        return ok(detail, messages.jobPayments.disputeResolved);
      }),
    );
    const sent = recordRequests();
    renderDispute();

    await user.click(await screen.findByRole('button', { name: m.refundHalf }));
    expect(screen.getByLabelText(m.refundLabel)).toHaveValue('750');
    await user.click(screen.getByRole('button', { name: m.review }));
    expect(
      await screen.findByText(messages.jobPayments.resolutionNoteRequired),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(
      screen.getByLabelText(m.noteLabel),
      'The leak was a loose fitting; half the work stands.',
    );
    await user.click(screen.getByRole('button', { name: m.review }));
    const dialog = await screen.findByRole('dialog', { name: m.confirmTitle });
    expect(within(dialog).getByText(m.confirmSummary(75_000, 75_000))).toBeInTheDocument();
    expect(sent.to(RESOLVE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.resolvedMessage(75_000, 75_000))).toBeInTheDocument();
    expect(await sent.bodiesOf(RESOLVE)).toEqual([
      { refundCents: 75_000, note: 'The leak was a loose fitting; half the work stands.' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page shows the answer: the decision and the money where it went.
    expect(screen.queryByRole('button', { name: m.review })).not.toBeInTheDocument();
    const decision = screen.getByRole('region', { name: m.decisionTitle });
    expect(decision).toHaveTextContent(
      /Resolved on .+: \$750 refunded to the client, \$750 released/,
    );
    expect(
      screen.getByText('“The leak was a loose fitting; half the work stands.”'),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Refunded to the client').nextSibling?.textContent).toBe(
      '$750',
    );
    expect(within(payment).getByText('Paid out to the professional').nextSibling?.textContent).toBe(
      '$712.50',
    );
    expect(screen.getAllByText(messages.jobPayments.statuses.settled).length).toBeGreaterThan(0);
  });

  it('refuses a refund over what is held before asking, and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/admin/disputes/${ID}`, () => ok(buildDisputeDetail())),
      http.post(`/api/admin/disputes/${ID}/resolve`, () =>
        fail(409, 'CONFLICT', messages.jobPayments.disputeNotOpen),
      ),
    );
    const sent = recordRequests();
    renderDispute();

    const refund = await screen.findByLabelText(m.refundLabel);
    await user.type(refund, '1500.01');
    await user.type(screen.getByLabelText(m.noteLabel), 'Refund everything');
    await user.click(screen.getByRole('button', { name: m.review }));
    expect(
      await screen.findByText(messages.jobPayments.refundOverHeld(150_000)),
    ).toBeInTheDocument();
    await user.clear(refund);
    await user.type(refund, 'ten');
    await user.click(screen.getByRole('button', { name: m.review }));
    expect(await screen.findByText(m.refundInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.refundAll }));
    await user.click(screen.getByRole('button', { name: m.review }));
    const dialog = await screen.findByRole('dialog', { name: m.confirmTitle });
    expect(within(dialog).getByText(m.confirmSummary(150_000, 0))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.jobPayments.disputeNotOpen);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sent.bodiesOf(RESOLVE)).toEqual([
      { refundCents: 150_000, note: 'Refund everything' },
    ]);
    // Nothing changed: the form is still there to decide again.
    expect(screen.getByRole('button', { name: m.review })).toBeInTheDocument();
  });

  it('places the API’s field errors under their fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/admin/disputes/${ID}`, () => ok(buildDisputeDetail())),
      http.post(`/api/admin/disputes/${ID}/resolve`, () =>
        fail(400, 'VALIDATION', messages.jobPayments.resolutionNoteTooShort, [
          { path: 'note', message: messages.jobPayments.resolutionNoteTooShort },
        ]),
      ),
    );
    renderDispute();
    await user.click(await screen.findByRole('button', { name: m.releaseAll }));
    expect(screen.getByLabelText(m.refundLabel)).toHaveValue('0');
    await user.type(screen.getByLabelText(m.noteLabel), 'Fine');
    await user.click(screen.getByRole('button', { name: m.review }));
    const dialog = await screen.findByRole('dialog', { name: m.confirmTitle });
    expect(within(dialog).getByText(m.confirmSummary(0, 150_000))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(
      await screen.findByText(messages.jobPayments.resolutionNoteTooShort),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(m.noteLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the API’s refusal to open a dispute', async () => {
    server.use(
      http.get(`/api/admin/disputes/${ID}`, () =>
        fail(404, 'NOT_FOUND', messages.jobPayments.notFound),
      ),
    );
    renderDispute();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.jobPayments.notFound);
  });
});
