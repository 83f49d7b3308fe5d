import { agreedTotalCents } from '@trademate/shared/constants/quote-variations';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { renderAgreementPdf } from './quotes.agreement-pdf';
import type { QuotesDeps } from './quotes.deps';
import type { QuotesReading } from './quotes.reading';

const m = messages.quotes;

/**
 * The agreement of an accepted quote, for its client and its professional: the accepted version
 * printed as it was sent, then each approved variation and the agreed total. Every other quote
 * has none (409); to anyone else it does not exist.
 */
export function createQuotesAgreement({
  repository,
  variationRows,
  reading,
}: Pick<QuotesDeps, 'repository' | 'variationRows'> & {
  reading: Pick<QuotesReading, 'quoteFor' | 'filesOf'>;
}) {
  return {
    async agreementPdf(
      userId: string,
      quoteId: string,
    ): Promise<{ fileName: string; pdf: Uint8Array }> {
      const row = await reading.quoteFor(userId, quoteId);
      const { quote } = row;
      const version =
        quote.status === 'accepted' && quote.acceptedVersion !== null && quote.acceptedAt
          ? await repository.findVersion(quote.id, quote.acceptedVersion)
          : undefined;
      if (!version || !quote.acceptedAt) throw new AppError('CONFLICT', m.noAgreement);
      const [files, approved] = await Promise.all([
        reading.filesOf([version]),
        variationRows.findVariations(quote.id, undefined, { approvedOnly: true }),
      ]);
      // Oldest first, in the order the agreement grew.
      const variations = approved
        .reverse()
        .flatMap((variation) =>
          variation.approvedAt ? [{ ...variation, approvedAt: variation.approvedAt }] : [],
        );
      const pdf = await renderAgreementPdf({
        jobTitle: row.job.title,
        clientName: `${row.client.firstName} ${row.client.lastName}`.trim(),
        professionalName: `${row.professional.firstName} ${row.professional.lastName}`.trim(),
        version,
        acceptedAt: quote.acceptedAt,
        attachmentNames: version.attachmentIds.flatMap((id) => {
          const file = files.get(id);
          return file ? [file.fileName] : [];
        }),
        variations,
        agreedTotalCents: agreedTotalCents(version.totalCents, variations),
      });
      return { fileName: m.agreement.fileName(row.job.title), pdf };
    },
  };
}
