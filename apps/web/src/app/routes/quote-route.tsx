import { PaymentProtection } from '@/features/job-payments/components/payment-protection';
import QuotePage from '@/features/quotes/pages/quote-page';

/** `/quotes/:id`: a quote, with what is paid through TradeMate on it composed in once accepted. */
export default function QuoteRoute() {
  return (
    <QuotePage
      payments={(quote) => (
        <PaymentProtection
          quoteId={quote._id}
          viewer={quote.isMine ? 'professional' : 'client'}
          clientFirstName={quote.job.clientFirstName}
          professionalFirstName={quote.professional.firstName}
        />
      )}
    />
  );
}
