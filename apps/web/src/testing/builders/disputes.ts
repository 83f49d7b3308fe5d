/** Data builders for the console's disputes and money pages: answers shaped as the API sends them. */
import type {
  DisputeDetail,
  DisputeSummary,
  JobPayment,
  MoneyReport,
} from '@trademate/shared/schemas/job-payments';

export const disputeIds = {
  payment: 'e1a2b3c4-0000-4000-8000-00000000d001',
  quote: 'e1a2b3c4-0000-4000-8000-00000000d002',
  job: 'e1a2b3c4-0000-4000-8000-00000000d003',
  message: 'e1a2b3c4-0000-4000-8000-00000000d004',
  photo: 'e1a2b3c4-0000-4000-8000-00000000d005',
} as const;

export function buildDisputeSummary(overrides: Partial<DisputeSummary> = {}): DisputeSummary {
  return {
    paymentId: disputeIds.payment,
    quoteId: disputeIds.quote,
    jobId: disputeIds.job,
    jobTitle: 'Replace the hot water system',
    clientName: 'Olivia Nguyen',
    professionalName: 'Jess Taylor',
    openedBy: 'client',
    reason: 'The new unit leaks and Jess has not come back to fix it.',
    openedAt: '2026-11-24T03:00:00.000Z',
    heldCents: 150_000,
    amountCents: 150_000,
    status: 'disputed',
    resolvedAt: null,
    ...overrides,
  };
}

export function buildDisputedPayment(overrides: Partial<JobPayment> = {}): JobPayment {
  return {
    _id: disputeIds.payment,
    quoteId: disputeIds.quote,
    jobId: disputeIds.job,
    jobTitle: 'Replace the hot water system',
    milestone: 'whole',
    status: 'disputed',
    amountCents: 150_000,
    heldCents: 150_000,
    releasedCents: 0,
    feeCents: 0,
    payoutCents: 0,
    refundedCents: 0,
    cardLast4: '4242',
    paidAt: '2026-11-20T01:00:00.000Z',
    workDoneAt: '2026-11-23T05:00:00.000Z',
    releaseDueAt: null,
    releasedAt: null,
    dispute: {
      openedBy: 'client',
      reason: 'The new unit leaks and Jess has not come back to fix it.',
      openedAt: '2026-11-24T03:00:00.000Z',
      resolvedAt: null,
      note: null,
    },
    createdAt: '2026-11-20T00:55:00.000Z',
    ...overrides,
  };
}

/** An open dispute about a whole payment of $1,500: the quote, a variation, their chat, the charge. */
export function buildDisputeDetail(overrides: Partial<DisputeDetail> = {}): DisputeDetail {
  return {
    summary: buildDisputeSummary(),
    payment: buildDisputedPayment(),
    agreement: {
      total: 150_000,
      lines: [
        { description: '250 L electric hot water unit', totalCents: 120_000, source: 'Quote v1' },
        { description: 'Labour, 2 hours', totalCents: 19_000, source: 'Quote v1' },
        { description: 'Move the tempering valve', totalCents: 11_000, source: 'Variation 1' },
      ],
    },
    messages: [
      {
        _id: disputeIds.message,
        senderName: 'Olivia Nguyen',
        body: 'It is leaking under the unit, see the photo.',
        attachments: [
          {
            fileName: 'leak.jpg',
            url: `/api/admin/disputes/${disputeIds.payment}/files/${disputeIds.photo}`,
          },
        ],
        createdAt: '2026-11-23T22:00:00.000Z',
      },
    ],
    ledger: [
      {
        kind: 'charge',
        memo: 'Whole amount charged',
        createdAt: '2026-11-20T01:00:00.000Z',
        entries: [
          { account: 'client-cards', amountCents: -150_000 },
          { account: `held:${disputeIds.payment}`, amountCents: 150_000 },
        ],
      },
    ],
    ...overrides,
  };
}

export function buildMoneyReport(overrides: Partial<MoneyReport> = {}): MoneyReport {
  return {
    period: 'month',
    rows: [
      {
        start: '2026-10-01',
        chargedCents: 250_000,
        releasedCents: 100_000,
        feesCents: 5_000,
        refundedCents: 0,
        disputesOpened: 0,
      },
      {
        start: '2026-11-01',
        chargedCents: 400_050,
        releasedCents: 220_000,
        feesCents: 11_000,
        refundedCents: 75_000,
        disputesOpened: 2,
      },
    ],
    heldNowCents: 255_050,
    openDisputes: 1,
    differences: [],
    ...overrides,
  };
}
