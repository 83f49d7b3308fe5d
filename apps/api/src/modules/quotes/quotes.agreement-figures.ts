import { agreedTotalCents } from '@trademate/shared/constants/quote-variations';
import * as messages from '@trademate/shared/messages';
import type { DbOrTx } from '../../db/client';
import type { QuotesDeps } from './quotes.deps';

const mv = messages.quoteVariations;

/** One line of what was agreed: a line of the accepted version, or of an approved variation. */
export interface AgreedLine {
  description: string;
  totalCents: number;
  /** `Quote v2`, or the variation it came from (`Variation 1`); a removed line is negative. */
  source: string;
}

/**
 * What a client and a professional agreed on an accepted quote, for the payments held on it
 * (decision 064): both people, the accepted version's figures and tax standing, and the total
 * with every approved variation. Null for a quote that is not accepted (or does not exist).
 */
export interface QuoteAgreement {
  quoteId: string;
  jobId: string;
  jobTitle: string;
  conversationId: string | null;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  professionalId: string;
  professionalFirstName: string;
  professionalLastName: string;
  professionalEmail: string;
  acceptedVersion: number;
  acceptedAt: Date;
  /** The accepted version's total and deposit, GST included. */
  versionTotalCents: number;
  depositCents: number;
  /** The accepted total with every approved variation. */
  agreedTotalCents: number;
  gstRegistered: boolean;
  abn: string | null;
  lines: AgreedLine[];
}

/** Cents with GST added when it applies, rounded half away from zero (a removal mirrors an addition). */
function withGst(cents: number, gstRegistered: boolean): number {
  if (!gstRegistered) return cents;
  const gross = Math.round(Math.abs(cents) * 1.1);
  return cents < 0 ? -gross : gross;
}

function linesOf(
  source: string,
  items: readonly { description: string; totalCents: number }[],
  gstRegistered: boolean,
): AgreedLine[] {
  return items.map((item) => ({
    description: item.description,
    totalCents: withGst(item.totalCents, gstRegistered),
    source,
  }));
}

export function createQuotesAgreementFigures({
  reads,
  repository,
  variationRows,
}: Pick<QuotesDeps, 'reads' | 'repository' | 'variationRows'>) {
  return {
    async agreementOf(quoteId: string, tx?: DbOrTx): Promise<QuoteAgreement | null> {
      const row = await reads.findAgreementRow(quoteId, tx);
      if (!row || row.quote.status !== 'accepted' || row.quote.acceptedVersion === null)
        return null;
      const version = await repository.findVersion(row.quote.id, row.quote.acceptedVersion, tx);
      if (!version || !row.quote.acceptedAt) return null;
      // Oldest first, so the lines read in the order the agreement grew.
      const approved = (
        await variationRows.findVariations(row.quote.id, tx, { approvedOnly: true })
      ).reverse();
      return {
        quoteId: row.quote.id,
        jobId: row.job.id,
        jobTitle: row.job.title,
        conversationId: row.quote.conversationId,
        clientId: row.client.id,
        clientFirstName: row.client.firstName,
        clientLastName: row.client.lastName,
        clientEmail: row.client.email,
        professionalId: row.professional.id,
        professionalFirstName: row.professional.firstName,
        professionalLastName: row.professional.lastName,
        professionalEmail: row.professional.email,
        acceptedVersion: version.version,
        acceptedAt: row.quote.acceptedAt,
        versionTotalCents: version.totalCents,
        depositCents: version.depositCents,
        agreedTotalCents: agreedTotalCents(version.totalCents, approved),
        gstRegistered: version.gstRegistered,
        abn: version.abn,
        lines: [
          ...linesOf(`Quote v${version.version}`, version.items, version.gstRegistered),
          ...approved.flatMap((variation) =>
            linesOf(mv.title(variation.number), variation.lines, variation.gstRegistered),
          ),
        ],
      };
    },
  };
}
