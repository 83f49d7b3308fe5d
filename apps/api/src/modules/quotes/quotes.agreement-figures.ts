import type { DbOrTx } from '../../db/client';
import type { QuotesDeps } from './quotes.deps';
import type { StoredQuoteItem } from '../../db/schema/quotes';

/** One line of what was agreed: a line of the accepted version, or of an approved variation. */
export interface AgreedLine {
  description: string;
  totalCents: number;
  /** `Quote v2`, or the variation it came from. */
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

function linesOf(version: number, items: readonly StoredQuoteItem[], gstRegistered: boolean) {
  return items.map((item) => ({
    description: item.description,
    totalCents: gstRegistered ? Math.round(item.totalCents * 1.1) : item.totalCents,
    source: `Quote v${version}`,
  }));
}

export function createQuotesAgreementFigures({
  reads,
  repository,
}: Pick<QuotesDeps, 'reads' | 'repository'>) {
  return {
    async agreementOf(quoteId: string, tx?: DbOrTx): Promise<QuoteAgreement | null> {
      const row = await reads.findAgreementRow(quoteId, tx);
      if (!row || row.quote.status !== 'accepted' || row.quote.acceptedVersion === null)
        return null;
      const version = await repository.findVersion(row.quote.id, row.quote.acceptedVersion, tx);
      if (!version || !row.quote.acceptedAt) return null;
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
        agreedTotalCents: version.totalCents,
        gstRegistered: version.gstRegistered,
        abn: version.abn,
        lines: linesOf(version.version, version.items, version.gstRegistered),
      };
    },
  };
}
