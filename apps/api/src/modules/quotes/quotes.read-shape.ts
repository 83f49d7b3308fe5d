import { canHireForJob } from '@trademate/shared/constants/job-lifecycle';
import type { JobStatus } from '@trademate/shared/constants/jobs';
import { licenceStandingFor } from '@trademate/shared/constants/licence-rules';
import { roundKm } from '@trademate/shared/constants/places';
import { agreedTotalCents } from '@trademate/shared/constants/quote-variations';
import { quoteStatusOn, type QuoteStatus } from '@trademate/shared/constants/quotes';
import { averageRating } from '@trademate/shared/schemas/directory';
import type {
  Quote,
  QuoteDetail,
  QuoteProfessional,
  QuoteVariation,
  QuoteVersion,
} from '@trademate/shared/schemas/quotes';
import { fileNameForReader, maskContactDetails } from '../chats/chats.service';
import { toChatAttachment, type ChatAttachmentRow } from '../uploads/uploaded-files.service';
import type { QuoteReadRow } from './quotes.read.repository';
import type { QuoteRow, QuoteVersionRow } from './quotes.repository';
import type { QuoteVariationRow } from './quotes.variations.repository';

/**
 * A quote as its client or its professional reads it (decision 062): its status worked out for
 * today, and, for the client, its lines, terms and files' names masked as the job's conversation
 * masks them (decision 026).
 */

/** Who reads, and whether their conversation with the other person shows contact details. */
export interface QuoteReader {
  userId: string;
  /** The conversation's rule for the client; the professional always reads their own in full. */
  contactsShown: boolean;
}

/** Whether a job still takes quotes: an open job, which a hire, a cancellation or closing ends. */
export function jobTakesQuotes(status: JobStatus): boolean {
  return canHireForJob(status);
}

/** The quote's status as read on `today`, from its stored status, current version and job. */
export function statusOf(
  quote: Pick<QuoteRow, 'status'>,
  current: Pick<QuoteVersionRow, 'validUntil'>,
  jobStatus: JobStatus,
  today: string,
): QuoteStatus {
  return quoteStatusOn(quote.status, current.validUntil, today, jobTakesQuotes(jobStatus));
}

/** A text as the reader may read it: masked unless contact details show to them. */
function readable(text: string, shown: boolean): { text: string; hidden: boolean } {
  if (shown) return { text, hidden: false };
  const masked = maskContactDetails(text);
  return { text: masked.text, hidden: masked.masked };
}

/** One version as the reader reads it; the files are the chat's, still there, by id. */
export function toQuoteVersion(
  row: QuoteVersionRow,
  shown: boolean,
  files: ReadonlyMap<string, ChatAttachmentRow>,
): QuoteVersion {
  let hidden = false;
  const items = row.items.map((item) => {
    const description = readable(item.description, shown);
    hidden ||= description.hidden;
    return { ...item, description: description.text };
  });
  const terms = readable(row.terms, shown);
  hidden ||= terms.hidden;
  const attachments = row.attachmentIds.flatMap((id) => {
    const file = files.get(id);
    if (!file) return [];
    const name = fileNameForReader(file.fileName, shown);
    hidden ||= name.detailsHidden;
    return [{ ...toChatAttachment(file), name: name.name }];
  });
  return {
    version: row.version,
    items,
    labourCents: row.labourCents,
    materialsCents: row.materialsCents,
    subtotalCents: row.subtotalCents,
    gstCents: row.gstCents,
    totalCents: row.totalCents,
    gstRegistered: row.gstRegistered,
    abn: row.abn,
    deposit: { kind: row.depositKind, value: row.depositValue },
    depositCents: row.depositCents,
    validUntil: row.validUntil,
    earliestStart: row.earliestStart,
    terms: terms.text,
    attachments,
    detailsHidden: hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Minutes from the job's posting to the professional's first message about it. */
function minutesBetween(from: Date, to: Date | null): number | null {
  if (!to) return null;
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
}

function toProfessional(row: QuoteReadRow, today: string): QuoteProfessional {
  const { professional: person, job } = row;
  return {
    _id: person.id,
    firstName: person.firstName,
    fullName: `${person.firstName} ${person.lastName}`.trim(),
    avatar: person.avatarPath,
    rating: averageRating(person.ratingTotal, person.reviewCount) ?? 0,
    reviewCount: person.reviewCount,
    jobsCompleted: row.jobsCompleted,
    licence: licenceStandingFor(
      {
        state: job.state,
        serviceSlug: row.serviceSlug,
        budgetMin: job.budgetMin,
        budgetMax: job.budgetMax,
      },
      row.licences,
      today,
    ),
    hasAbn: row.hasAbn,
    distanceKm: row.distanceKm == null ? null : roundKm(row.distanceKm),
    answeredInMinutes: minutesBetween(job.createdAt, row.firstContactAt),
  };
}

/** Whether contact details show to this reader of this quote. */
export function detailsShownTo(row: QuoteReadRow, reader: QuoteReader): boolean {
  return row.quote.professionalId === reader.userId || reader.contactsShown;
}

/** The quote as the reader reads it, its current version in full. */
export function toQuote(
  row: QuoteReadRow,
  reader: QuoteReader,
  today: string,
  files: ReadonlyMap<string, ChatAttachmentRow>,
): Quote {
  const { quote, job } = row;
  const shown = detailsShownTo(row, reader);
  const status = statusOf(quote, row.current, job.status, today);
  return {
    _id: quote.id,
    job: {
      _id: job.id,
      title: job.title,
      status: job.status,
      state: job.state,
      serviceSlug: row.serviceSlug,
      clientFirstName: row.client.firstName,
    },
    professional: toProfessional(row, today),
    conversationId: quote.conversationId,
    status,
    // The client's own words, masked for the professional as the conversation masks them.
    declineReason:
      status === 'declined' && quote.declineReason !== null
        ? readable(quote.declineReason, job.clientId === reader.userId || reader.contactsShown).text
        : null,
    current: toQuoteVersion(row.current, shown, files),
    isMine: quote.professionalId === reader.userId,
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

/**
 * A variation as the reader reads it: its lines and reason as the quote's (`shown`), the client's
 * decline reason as the conversation shows it to the professional (`declineShown`).
 */
export function toQuoteVariation(
  row: QuoteVariationRow,
  shown: boolean,
  declineShown: boolean,
): QuoteVariation {
  return {
    number: row.number,
    status: row.status,
    reason: readable(row.reason, shown).text,
    declineReason:
      row.declineReason === null ? null : readable(row.declineReason, declineShown).text,
    lines: row.lines.map((line) => ({
      ...line,
      description: readable(line.description, shown).text,
    })),
    labourCents: row.labourCents,
    materialsCents: row.materialsCents,
    subtotalCents: row.subtotalCents,
    gstCents: row.gstCents,
    totalCents: row.totalCents,
    gstRegistered: row.gstRegistered,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * The quote with every version, newest first; once accepted, its variations, newest first, and
 * the agreed total: the accepted version's with every approved variation's.
 */
export function toQuoteDetail(
  row: QuoteReadRow,
  versions: QuoteVersionRow[],
  variations: QuoteVariationRow[],
  reader: QuoteReader,
  today: string,
  files: ReadonlyMap<string, ChatAttachmentRow>,
): QuoteDetail {
  const shown = detailsShownTo(row, reader);
  const declineShown = row.job.clientId === reader.userId || reader.contactsShown;
  const { quote } = row;
  const accepted =
    quote.status === 'accepted'
      ? versions.find((version) => version.version === quote.acceptedVersion)
      : undefined;
  return {
    ...toQuote(row, reader, today, files),
    versions: versions.map((version) => toQuoteVersion(version, shown, files)),
    variations: variations.map((variation) => toQuoteVariation(variation, shown, declineShown)),
    agreedTotalCents: accepted ? agreedTotalCents(accepted.totalCents, variations) : null,
  };
}
