import { useGetJobPaymentTermsQuery } from '../api/get-job-payment-terms';
import { feeTermsText } from '../utils/payment-format';

/**
 * What TradeMate keeps when a client pays through it, for a professional about to quote; nothing
 * until the terms are read.
 */
export function FeeTermsNote() {
  const { data: terms } = useGetJobPaymentTermsQuery();
  if (!terms) return null;
  return <p className="text-sm text-slate-600">{feeTermsText(terms)}</p>;
}
