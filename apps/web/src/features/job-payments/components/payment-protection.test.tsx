import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { QuotePayments } from '@trademate/shared/schemas/job-payments';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildHeldPayment,
  buildJobInvoice,
  buildJobPayment,
  buildJobPaymentTerms,
  buildQuotePayments,
  buildReleasedPayment,
  jobPaymentIds,
} from '@/testing/builders/job-payments';
import { buildTradie } from '@/testing/builders/job-requests';
import { quoteIds } from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import { PaymentProtection } from './payment-protection';

const m = messages.jobPayments;
const paymentsPath = `/api/quotes/${quoteIds.jess}/payments`;

afterEach(cleanup);

/** The panel on Jess's accepted quote, for Olivia (the client) or Jess; `payments` may change. */
async function openPanel(
  payments: QuotePayments | (() => QuotePayments),
  {
    viewer = 'client',
    handlers = [],
    search = '',
  }: { viewer?: 'client' | 'professional'; handlers?: HttpHandler[]; search?: string } = {},
) {
  server.use(
    ...handlers,
    http.get(paymentsPath, () => ok(typeof payments === 'function' ? payments() : payments)),
    http.get('/api/job-payments/terms', () => ok(buildJobPaymentTerms())),
  );
  const sent = recordRequests();
  renderRoute(
    <PaymentProtection
      quoteId={quoteIds.jess}
      viewer={viewer}
      clientFirstName="Olivia"
      professionalFirstName="Jess"
    />,
    {
      route: `/quotes/${quoteIds.jess}${search}`,
      path: '/quotes/:id',
      user: viewer === 'client' ? buildMe() : buildTradie(),
    },
  );
  const panel = screen.getByRole('region', { name: m.panelTitle });
  await within(panel).findByText('Agreed total');
  return { panel, sent };
}

/** The figure under a label of the panel's summary (its first list of figures), or of a row. */
const figure = (root: HTMLElement, label: string) =>
  within(root.querySelector('dl')!).getByText(label, { selector: 'dt' }).nextElementSibling!
    .textContent;

/** The payments of the panel's list, each an item (its invoices are a list of their own). */
const paymentRows = (panel: HTMLElement) => [
  ...within(panel)
    .getByRole('list', { name: 'Payments' })
    .querySelectorAll<HTMLElement>(':scope > li'),
];

describe('PaymentProtection for the client', () => {
  it('shows the agreed total and the milestones to pay, and opens the checkout of the one chosen', async () => {
    const user = userEvent.setup();
    const payment = buildJobPayment();
    const { panel, sent } = await openPanel(buildQuotePayments(), {
      handlers: [
        http.post(paymentsPath, () =>
          ok({ payment, checkoutUrl: `/jobCheckout/${payment._id}` }, m.checkoutStarted, 201),
        ),
      ],
    });

    expect(panel).toHaveTextContent(m.clientPanelLead('Jess'));
    expect(figure(panel, 'Agreed total')).toBe('$1,738');
    expect(figure(panel, 'Paid')).toBe('$0');
    expect(figure(panel, 'Held')).toBe('$0');
    expect(within(panel).getByRole('button', { name: 'Pay the deposit ($173.80)' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'Pay the whole amount ($1,738)' }));

    expect((await screen.findByTestId('location')).textContent).toBe(
      `/jobCheckout/${jobPaymentIds.whole}`,
    );
    expect(await sent.bodiesOf(`POST ${paymentsPath}`)).toEqual([{ milestone: 'whole' }]);
  });

  it("says the payment is secured on coming back from Stripe's checkout", async () => {
    const { panel } = await openPanel(buildQuotePayments([buildHeldPayment()]), {
      search: '?payment=success',
    });
    expect(within(panel).getByText(m.paid)).toHaveAttribute('role', 'status');
  });

  it('says when the professional cannot take payments yet, with nothing to pay', async () => {
    const { panel } = await openPanel(buildQuotePayments([], { professionalPayoutsReady: false }));
    expect(within(panel).getByText(m.payoutsNotReady('Jess'))).toBeVisible();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a payment and stays on the page", async () => {
    const user = userEvent.setup();
    const { panel, sent } = await openPanel(buildQuotePayments(), {
      handlers: [http.post(paymentsPath, () => fail(409, 'CONFLICT', m.payoutsNotReady('Jess')))],
    });
    await user.click(within(panel).getByRole('button', { name: 'Pay the deposit ($173.80)' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(m.payoutsNotReady('Jess'));
    expect(sent.to(`POST ${paymentsPath}`)).toHaveLength(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Pay the deposit ($173.80)' })).toBeEnabled();
  });

  it('shows a held payment with its card and release date, and releases it once confirmed', async () => {
    const user = userEvent.setup();
    let payment = buildHeldPayment({
      workDoneAt: '2026-11-28T06:00:00.000Z',
      releaseDueAt: '2026-12-03T06:00:00.000Z',
    });
    const releasePath = `/api/job-payments/${payment._id}/release`;
    const { panel, sent } = await openPanel(() => buildQuotePayments([payment]), {
      handlers: [
        http.post(releasePath, () => {
          payment = buildReleasedPayment();
          return ok(payment, m.released);
        }),
      ],
    });

    expect(figure(panel, 'Paid')).toBe('$1,738');
    expect(figure(panel, 'Held')).toBe('$1,738');
    const row = paymentRows(panel)[0]!;
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Whole amount · $1,738',
    );
    expect(row).toHaveTextContent(m.statuses.held);
    expect(row).toHaveTextContent('Card ending 4242, paid 24 November 2026');
    expect(row).toHaveTextContent(m.releasesOn('3 December 2026'));
    expect(within(panel).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Release all/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Release $1,738' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release $1,738 to Jess?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release payment' }));

    expect(await within(panel).findByText(m.released)).toBeInTheDocument();
    expect(sent.to(`POST ${releasePath}`)).toHaveLength(1);
    expect(
      await within(panel).findByText(m.statuses.released, { selector: 'span' }),
    ).toBeInTheDocument();
    expect(figure(panel, 'Released')).toBe('$1,738');
    expect(within(panel).queryByRole('button', { name: /^Release/ })).not.toBeInTheDocument();
  });

  it('releases every held payment at once when several are held', async () => {
    const user = userEvent.setup();
    const deposit = buildHeldPayment({
      _id: jobPaymentIds.deposit,
      milestone: 'deposit',
      amountCents: 17_380,
    });
    const balance = buildHeldPayment({
      _id: jobPaymentIds.balance,
      milestone: 'balance',
      amountCents: 156_420,
    });
    const releaseAllPath = `/api/quotes/${quoteIds.jess}/release`;
    const { panel, sent } = await openPanel(buildQuotePayments([deposit, balance]), {
      handlers: [http.post(releaseAllPath, () => ok(buildQuotePayments([]), m.released))],
    });
    expect(paymentRows(panel)).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Release all ($1,738)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Release every held payment to Jess?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Release all' }));
    expect(await within(panel).findByText(m.released)).toBeInTheDocument();
    expect(sent.to(`POST ${releaseAllPath}`)).toHaveLength(1);
  });

  it('refuses a dispute without a reason, shows a refusal in the dialog, then opens it', async () => {
    const user = userEvent.setup();
    let isDisputed = false;
    const payment = buildHeldPayment();
    const disputePath = `/api/job-payments/${payment._id}/dispute`;
    const reason = 'The hot water unit leaks again after two days.';
    const { panel, sent } = await openPanel(
      () =>
        buildQuotePayments([
          isDisputed
            ? {
                ...payment,
                status: 'disputed',
                dispute: {
                  openedBy: 'client',
                  reason,
                  openedAt: '2026-11-26T01:00:00.000Z',
                  resolvedAt: null,
                  note: null,
                },
              }
            : payment,
        ]),
      {
        handlers: [
          http.post(disputePath, () => {
            if (sent.to(`POST ${disputePath}`).length === 1) {
              return fail(409, 'CONFLICT', m.alreadyDisputed);
            }
            isDisputed = true;
            return ok(payment, m.disputeOpened);
          }),
        ],
      },
    );

    await user.click(within(panel).getByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute?' });
    expect(dialog).toHaveTextContent('The whole amount of $1,738 stays held');
    await user.type(within(dialog).getByLabelText('What went wrong?'), 'Leaks');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText(m.disputeReasonTooShort)).toBeInTheDocument();
    expect(sent.to(`POST ${disputePath}`)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('What went wrong?'));
    await user.type(within(dialog).getByLabelText('What went wrong?'), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.alreadyDisputed);

    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(panel).findByText(m.disputeOpened)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sent.bodiesOf(`POST ${disputePath}`)).toEqual([{ reason }, { reason }]);
    const row = paymentRows(panel)[0]!;
    expect(await within(row).findByText(m.statuses.disputed)).toBeInTheDocument();
    expect(row).toHaveTextContent(m.disputeOpenedBy('You', '26 November 2026'));
    expect(row).toHaveTextContent(reason);
    expect(row).toHaveTextContent(m.disputeOpen);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows support's decision on a settled dispute and the work invoice, not TradeMate's fee invoice", async () => {
    const payment = buildReleasedPayment({
      status: 'settled',
      releasedCents: 100_000,
      feeCents: 5_000,
      payoutCents: 95_000,
      refundedCents: 73_800,
      dispute: {
        openedBy: 'professional',
        reason: 'The client will not let me finish the job.',
        openedAt: '2026-11-26T01:00:00.000Z',
        resolvedAt: '2026-11-30T01:00:00.000Z',
        note: 'Part of the work was done: most of it is released.',
      },
    });
    const { panel } = await openPanel(
      buildQuotePayments([payment], {
        invoices: [
          buildJobInvoice(),
          buildJobInvoice({ _id: jobPaymentIds.feeInvoice, kind: 'fee', number: 'TM-J-000001' }),
        ],
      }),
    );
    const row = paymentRows(panel)[0]!;
    expect(row).toHaveTextContent(m.statuses.settled);
    expect(row).toHaveTextContent(m.disputeOpenedBy('Jess', '26 November 2026'));
    expect(row).toHaveTextContent(m.disputeResolvedOn('30 November 2026'));
    expect(row).toHaveTextContent('Part of the work was done');
    expect(row).toHaveTextContent('$738 refunded to the client');
    expect(figure(panel, 'Refunded')).toBe('$738');
    expect(within(row).getByRole('link', { name: /JT-000001/ })).toHaveAttribute(
      'href',
      `/api/job-payments/invoices/${jobPaymentIds.workInvoice}`,
    );
    expect(within(row).queryByRole('link', { name: /TM-J-000001/ })).not.toBeInTheDocument();
  });

  it('is labelled throughout', async () => {
    await openPanel(buildQuotePayments([buildHeldPayment()]));
    await expectNoAxeViolations();
  });
});

describe('PaymentProtection for the professional', () => {
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
