import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { renderAgreementPdf } from './quotes.agreement-pdf';
import type { QuotesDeps } from './quotes.deps';
import type { QuotesReading } from './quotes.reading';

const m = messages.quotes;

/**
 * The agreement of an accepted quote, for its client and its professional: the accepted version
 * printed as it was sent. Every other quote has none (409); to anyone else it does not exist.
 */
export function createQuotesAgreement({
  repository,
  reading,
}: Pick<QuotesDeps, 'repository'> & { reading: Pick<QuotesReading, 'quoteFor' | 'filesOf'> }) {
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
      const files = await reading.filesOf([version]);
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
      });
      return { fileName: m.agreement.fileName(row.job.title), pdf };
    },
  };
}
