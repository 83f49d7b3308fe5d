import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok } from '@/testing/api-server';
import {
  buildHeldPayment,
  buildJobInvoice,
  buildQuotePayments,
  buildReleasedPayment,
  jobPaymentIds,
} from '@/testing/builders/job-payments';
import { quoteIds } from '@/testing/builders/quotes';
import { figure, openPanel, paymentRows, paymentsPath } from '../testing/open-payment-panel';

const m = messages.jobPayments;

afterEach(cleanup);

describe('ProfessionalPayments', () => {
  it('asks them to set up payouts before clients can pay them', async () => {
    const { panel } = await openPanel(buildQuotePayments([], { professionalPayoutsReady: false }), {
      viewer: 'professional',
    });
    expect(panel).toHaveTextContent(m.payoutsNeededToTakePayments);
    expect(within(panel).getByRole('link', { name: m.payoutsSetUp })).toHaveAttribute(
      'href',
      '/settings/payouts',
    );
    expect(panel).toHaveTextContent('Olivia has not paid through TradeMate yet.');
    expect(within(panel).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('shows the payment secured, and marks the work done once confirmed', async () => {
    const user = userEvent.setup();
    let payment = buildHeldPayment();
    const workDonePath = `/api/quotes/${quoteIds.jess}/work-done`;
    const { panel, sent } = await openPanel(() => buildQuotePayments([payment]), {
      viewer: 'professional',
      handlers: [
        http.post(workDonePath, () => {
          payment = buildHeldPayment({
            workDoneAt: '2026-11-28T06:00:00.000Z',
            releaseDueAt: '2026-12-03T06:00:00.000Z',
          });
          return ok(buildQuotePayments([payment]), m.workDone);
        }),
      ],
    });

    expect(panel).toHaveTextContent(m.securedHeld(173_800));
    expect(await within(panel).findByText(new RegExp(m.securedUntilWorkDone(5)))).toBeVisible();
    expect(within(panel).queryByRole('link', { name: m.payoutsSetUp })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark work done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the work as done?' });
    expect(dialog).toHaveTextContent('releases to you by itself 5 days later');
    await user.click(within(dialog).getByRole('button', { name: 'Mark work done' }));

    expect(await within(panel).findByText(m.workDone)).toBeInTheDocument();
    expect(sent.to(`POST ${workDonePath}`)).toHaveLength(1);
    expect(
      await within(panel).findByText(new RegExp(m.securedReleasesBy('3 December 2026'))),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark work done' })).not.toBeInTheDocument();
  });

  it('says support decides when the money held is disputed', async () => {
    const { panel } = await openPanel(
      buildQuotePayments([
        buildHeldPayment({
          status: 'disputed',
          workDoneAt: '2026-11-28T06:00:00.000Z',
          releaseDueAt: '2026-12-03T06:00:00.000Z',
          dispute: {
            openedBy: 'client',
            reason: 'The fan in the second bedroom wobbles.',
            openedAt: '2026-11-29T01:00:00.000Z',
            resolvedAt: null,
            note: null,
          },
        }),
      ]),
      { viewer: 'professional' },
    );
    const secured = within(panel).getByText(m.securedHeld(173_800), { exact: false });
    expect(secured).toHaveTextContent(m.disputeOpen);
    expect(panel).not.toHaveTextContent(m.securedUntilWorkDone(5));
    expect(panel).not.toHaveTextContent(/Releases by itself/);
    expect(panel).toHaveTextContent(m.disputeOpenedBy('Olivia', '29 November 2026'));
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows each payout with TradeMate's fee, and both invoices", async () => {
    const { panel } = await openPanel(
      buildQuotePayments([buildReleasedPayment()], {
        invoices: [
          buildJobInvoice(),
          buildJobInvoice({
            _id: jobPaymentIds.feeInvoice,
            kind: 'fee',
            number: 'TM-J-000001',
            amountCents: 8_690,
            gstCents: 790,
          }),
        ],
      }),
      { viewer: 'professional' },
    );
    const row = paymentRows(panel)[0]!;
    expect(figure(row, 'Released')).toBe('$1,738');
    expect(figure(row, "TradeMate's fee")).toBe('$86.90');
    expect(figure(row, 'Your payout')).toBe('$1,651.10');
    expect(figure(panel, "TradeMate's fee")).toBe('$86.90');
    expect(within(row).getByRole('link', { name: 'Tax invoice JT-000001 (PDF)' })).toHaveAttribute(
      'href',
      `/api/job-payments/invoices/${jobPaymentIds.workInvoice}`,
    );
    expect(
      within(row).getByRole('link', { name: 'Tax invoice: TradeMate fee TM-J-000001 (PDF)' }),
    ).toHaveAttribute('href', `/api/job-payments/invoices/${jobPaymentIds.feeInvoice}`);
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a refused dispute in the dialog and changes nothing', async () => {
    const user = userEvent.setup();
    const payment = buildHeldPayment();
    const disputePath = `/api/job-payments/${payment._id}/dispute`;
    const { panel, sent } = await openPanel(buildQuotePayments([payment]), {
      viewer: 'professional',
      handlers: [http.post(disputePath, () => fail(409, 'CONFLICT', m.cannotDispute))],
    });
    await user.click(within(panel).getByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute?' });
    await user.type(
      within(dialog).getByLabelText('What went wrong?'),
      'The client will not let me finish the job.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.cannotDispute);
    expect(sent.to(`POST ${disputePath}`)).toHaveLength(1);
    expect(sent.to(`GET ${paymentsPath}`)).toHaveLength(1);
    expect(within(panel).queryByText(m.disputeOpened)).not.toBeInTheDocument();
  });

  it('is labelled throughout', async () => {
    await openPanel(buildQuotePayments([buildReleasedPayment()]), { viewer: 'professional' });
    await expectNoAxeViolations();
  });
});
