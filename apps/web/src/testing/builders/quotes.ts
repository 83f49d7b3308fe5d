/** Data builders for the quotes pages' tests: answers shaped as the API sends them. */
import {
  agreedTotalCents,
  variationLineCents,
  variationTotals,
} from '@trademate/shared/constants/quote-variations';
import { lineTotalCents, quoteTotals, type QuoteStatus } from '@trademate/shared/constants/quotes';
import type { ChatAttachment } from '@trademate/shared/schemas/chat-attachments';
import type {
  Quote,
  QuoteDetail,
  QuoteItem,
  QuoteProfessional,
  QuoteVariation,
  QuoteVersion,
  VariationLine,
} from '@trademate/shared/schemas/quotes';

export const quoteIds = {
  job: '5d3c1a2b-7e6f-4a8b-9c0d-1e2f3a4b5c6d',
  jess: 'd1e2f3a4-0000-4000-8000-00000000a001',
  liam: 'd1e2f3a4-0000-4000-8000-00000000a002',
  noah: 'd1e2f3a4-0000-4000-8000-00000000a003',
  conversation: 'c0a1b2c3-d4e5-4f60-8a9b-0c1d2e3f4a01',
  plans: 'f11e0000-0000-4000-8000-000000000001',
  photo: 'f11e0000-0000-4000-8000-000000000002',
} as const;

export function buildAttachment(overrides: Partial<ChatAttachment> = {}): ChatAttachment {
  const _id = overrides._id ?? quoteIds.plans;
  return {
    _id,
    kind: 'pdf',
    name: 'hot-water-plans.pdf',
    size: 182_000,
    url: `/api/upload/chatAttachment/${_id}`,
    thumbnailUrl: null,
    width: null,
    height: null,
    ...overrides,
  };
}

export function buildItem(overrides: Partial<Omit<QuoteItem, 'totalCents'>> = {}): QuoteItem {
  const item = {
    description: 'Remove the old unit and fit the new one',
    kind: 'labour' as const,
    quantityHundredths: 400,
    unit: 'hour' as const,
    unitPriceCents: 9_500,
    ...overrides,
  };
  return { ...item, totalCents: lineTotalCents(item.quantityHundredths, item.unitPriceCents) };
}

/** A version whose figures are worked out from its lines, as the API does. */
export function buildVersion(
  overrides: Partial<QuoteVersion> & { items?: QuoteItem[] } = {},
): QuoteVersion {
  const items = overrides.items ?? [
    buildItem(),
    buildItem({
      description: '250 L electric hot water unit',
      kind: 'materials',
      quantityHundredths: 100,
      unit: 'each',
      unitPriceCents: 120_000,
    }),
  ];
  const gstRegistered = overrides.gstRegistered ?? true;
  const deposit = overrides.deposit ?? { kind: 'percent' as const, value: 10 };
  const totals = quoteTotals(items, gstRegistered, deposit);
  return {
    version: 1,
    items,
    ...totals,
    gstRegistered,
    abn: '51824753556',
    deposit,
    validUntil: '2026-12-20',
    earliestStart: '2026-12-01',
    terms: 'Old unit taken away. 12 months warranty on workmanship.',
    attachments: [],
    detailsHidden: false,
    createdAt: '2026-11-21T03:00:00.000Z',
    ...overrides,
  };
}

export function buildQuoteProfessional(
  overrides: Partial<QuoteProfessional> = {},
): QuoteProfessional {
  return {
    _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c01',
    firstName: 'Jess',
    fullName: 'Jess Tran',
    avatar: null,
    rating: 4.7,
    reviewCount: 3,
    jobsCompleted: 12,
    licence: 'licensed',
    hasAbn: true,
    distanceKm: 8,
    answeredInMinutes: 45,
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<Quote> & { status?: QuoteStatus } = {}): Quote {
  return {
    _id: quoteIds.jess,
    job: {
      _id: quoteIds.job,
      title: 'Replace a leaking hot water system',
      status: 'open',
      state: 'VIC',
      serviceSlug: 'plumber',
      clientFirstName: 'Olivia',
    },
    professional: buildQuoteProfessional(),
    conversationId: quoteIds.conversation,
    status: 'sent',
    declineReason: null,
    current: buildVersion(),
    isMine: false,
    acceptedAt: null,
    createdAt: '2026-11-21T03:00:00.000Z',
    updatedAt: '2026-11-21T03:00:00.000Z',
    ...overrides,
  };
}

/** Liam's quote: cheaper, fewer reviews, no ABN (so no GST), answered a day later. */
export function buildLiamQuote(overrides: Partial<Quote> = {}): Quote {
  return buildQuote({
    _id: quoteIds.liam,
    professional: buildQuoteProfessional({
      _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c02',
      firstName: 'Liam',
      fullName: 'Liam Walker',
      rating: 4.2,
      reviewCount: 1,
      jobsCompleted: 2,
      licence: 'missing',
      hasAbn: false,
      distanceKm: 23,
      answeredInMinutes: 60 * 27,
    }),
    conversationId: 'c0a1b2c3-d4e5-4f60-8a9b-0c1d2e3f4a02',
    current: buildVersion({
      gstRegistered: false,
      abn: null,
      deposit: { kind: 'none', value: 0 },
      items: [
        buildItem({
          description: 'Supply and fit a new unit',
          quantityHundredths: 100,
          unit: 'lot',
          unitPriceCents: 140_000,
        }),
      ],
      validUntil: '2026-12-10',
      earliestStart: '2026-11-28',
      terms: '',
    }),
    ...overrides,
  });
}

/**
 * A quote with its versions and variations; once accepted, its agreed total is worked out from
 * the current version and the approved variations, as the API does.
 */
export function buildQuoteDetail(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  const quote = buildQuote(overrides);
  const variations = overrides.variations ?? [];
  return {
    ...quote,
    versions: overrides.versions ?? [quote.current],
    variations,
    agreedTotalCents:
      overrides.agreedTotalCents !== undefined
        ? overrides.agreedTotalCents
        : quote.status === 'accepted'
          ? agreedTotalCents(quote.current.totalCents, variations)
          : null,
  };
}

/** Jess's accepted quote: the job in progress, accepted on 24 November 2026. */
export function buildAcceptedQuoteDetail(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  const quote = buildQuote();
  return buildQuoteDetail({
    status: 'accepted',
    acceptedAt: '2026-11-24T03:00:00.000Z',
    job: { ...quote.job, status: 'in_progress' },
    ...overrides,
  });
}

export function buildVariationLine(
  overrides: Partial<Omit<VariationLine, 'totalCents'>> = {},
): VariationLine {
  const line = {
    change: 'add' as const,
    description: 'Replace the corroded isolation valve',
    kind: 'labour' as const,
    quantityHundredths: 100,
    unit: 'hour' as const,
    unitPriceCents: 9_500,
    ...overrides,
  };
  return { ...line, totalCents: variationLineCents(line) };
}

/** A variation whose figures are worked out from its lines (GST as Jess charges it), as the API does. */
export function buildVariation(
  overrides: Partial<QuoteVariation> & { lines?: VariationLine[] } = {},
): QuoteVariation {
  const lines = overrides.lines ?? [
    buildVariationLine(),
    buildVariationLine({
      description: 'Isolation valve, 15 mm',
      kind: 'materials',
      unit: 'each',
      unitPriceCents: 4_550,
    }),
  ];
  const gstRegistered = overrides.gstRegistered ?? true;
  return {
    number: 1,
    status: 'proposed',
    reason: 'The isolation valve under the sink is corroded and will not hold.',
    declineReason: null,
    lines,
    ...variationTotals(lines, gstRegistered),
    gstRegistered,
    createdAt: '2026-11-25T03:00:00.000Z',
    approvedAt: null,
    declinedAt: null,
    withdrawnAt: null,
    ...overrides,
  };
}
