import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { JobPayment, JobTestCardRequest } from '@trademate/shared/schemas/job-payments';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import type { ApiError } from '@/lib/api';
import { useGetJobPaymentQuery } from '../api/get-job-payment';
import { usePayJobWithTestCardMutation } from '../api/pay-quote';
import { JobTestCardForm } from '../components/job-test-card-form';

const m = messages.jobPayments;

function PaymentSummary({ payment }: { payment: JobPayment }) {
  const rows = [
    ['Job', payment.jobTitle],
    ['For', m.milestones[payment.milestone]],
  ] as const;
  return (
    <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-slate-600">Total</dt>
        <dd className="text-right">
          <span className="block text-xl font-bold text-slate-900">
            {formatAud(payment.amountCents)}
          </span>
          <span className="block text-sm text-slate-500">
            Held by TradeMate until you release it
          </span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * `/jobCheckout/:paymentId`: the test mode's checkout for a payment held on a job, used when
 * Stripe is not configured. It says plainly that no card is charged, lists the test cards and
 * pays with one; paid, it goes back to the quote, which now shows the payment secured.
 */
export default function JobCheckoutPage() {
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const openAuthModal = useOpenAuthModalFor();
  const {
    data: payment,
    error,
    isLoading,
  } = useGetJobPaymentQuery(paymentId, { refetchOnMountOrArgChange: true });
  const [pay] = usePayJobWithTestCardMutation();
  const [payError, setPayError] = useState<string | null>(null);

  const onPay = async (card: JobTestCardRequest) => {
    if (!payment) return;
    setPayError(null);
    try {
      await pay({ paymentId, card }).unwrap();
      await navigate(paths.quote.href(payment.quoteId), { state: { notice: m.paid } });
    } catch (failure) {
      if (!openAuthModal(failure)) setPayError((failure as ApiError).message);
    }
  };

  let body;
  if (isLoading) body = <Spinner label="Loading checkout" />;
  else if (!payment) {
    body = <Alert tone="info">{(error as ApiError | undefined)?.message ?? m.notFound}</Alert>;
  } else if (payment.status !== 'awaiting_payment') {
    body = (
      <div className="space-y-5">
        <Alert tone="info">{m.notAwaitingPayment}</Alert>
        <ButtonLink to={paths.quote.href(payment.quoteId)}>Back to the quote</ButtonLink>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <PaymentSummary payment={payment} />
        <JobTestCardForm amountCents={payment.amountCents} error={payError} onPay={onPay} />
        <p className="text-center text-sm">
          <Link
            to={paths.quote.href(payment.quoteId)}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Cancel and go back to the quote
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="bg-slate-50 py-10 sm:py-16">
      <PageTitle title="Pay for the job" />
      <Container>
        <div className="mx-auto max-w-lg space-y-6">
          <div
            role="note"
            aria-label="Test mode"
            className="rounded-2xl bg-amber-50 px-5 py-4 text-amber-900 ring-1 ring-amber-300 ring-inset"
          >
            <p className="font-semibold">Test mode: no card is charged.</p>
            <p className="mt-1 text-sm">
              Payments are not set up on this TradeMate server, so this page only pretends to take a
              payment. Use one of the test cards below; never enter a real card.
            </p>
          </div>
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
              Pay for the job
            </h1>
            {body}
          </section>
        </div>
      </Container>
    </div>
  );
}
