import { FeeTermsNote } from '@/features/job-payments/components/fee-terms-note';
import QuoteFormPage from '@/features/quotes/pages/quote-form-page';

/** `/jobRequest/:id/quote`: the quote form, with TradeMate's fee on payments through it. */
export default function QuoteFormRoute() {
  return <QuoteFormPage feeTerms={<FeeTermsNote />} />;
}
