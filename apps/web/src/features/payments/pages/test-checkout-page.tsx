import { useState } from 'react';
import { useParams } from 'react-router';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { TestCardPayment, TestCheckout } from '@trademate/shared/schemas/payments';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGoTo } from '@/lib/use-go-to';
import { useGetTestCheckoutQuery } from '../api/get-test-checkout';
import { usePayTestCheckoutMutation } from '../api/pay-test-checkout';
import { TestCardForm } from '../components/test-card-form';

const billing = { 'professional-monthly': 'monthly', 'professional-yearly': 'yearly' } as const;
const period = { 'professional-monthly': 'a month', 'professional-yearly': 'a year' } as const;

function OrderSummary({ checkout }: { checkout: TestCheckout }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-slate-600">Plan</dt>
        <dd className="font-semibold text-slate-900">
          {checkout.plan.name}, billed {billing[checkout.plan.code]}
        </dd>
      </div>
      <div className="flex justify-between gap-4 px-4 py-3">
        <dt className="text-slate-600">Total</dt>
        <dd className="text-right">
          <span className="block text-xl font-bold text-slate-900">
            {formatAud(checkout.amountCents)}{' '}
            <span className="text-sm font-normal text-slate-500">{period[checkout.plan.code]}</span>
          </span>
          <span className="block text-sm text-slate-500">
            GST included ({formatAud(checkout.gstCents)})
          </span>
        </dd>
      </div>
    </dl>
  );
}

function Closed({ text }: { text: string }) {
  return (
    <div className="space-y-5">
      <Alert tone="info">{text}</Alert>
      <ButtonLink to={paths.userSubscription.href()}>Back to your plan</ButtonLink>
    </div>
  );
}

/**
 * `/checkout/:sessionId`: the built-in test-mode checkout, used when Stripe is not configured. It
 * says plainly that no card is charged, lists the test cards and pays the session with one.
 */
export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const goTo = useGoTo();
  const {
    data: checkout,
    error,
    isLoading,
  } = useGetTestCheckoutQuery(sessionId, {
    refetchOnMountOrArgChange: true,
  });
  const [pay] = usePayTestCheckoutMutation();
  const [payError, setPayError] = useState<string | null>(null);

  const onPay = async (card: TestCardPayment) => {
    if (!checkout) return;
    setPayError(null);
    try {
      await pay({ sessionId, card }).unwrap();
      goTo(checkout.successUrl);
    } catch (failure) {
      setPayError((failure as ApiError).message);
    }
  };

  let body;
  if (isLoading) body = <Spinner label="Loading checkout" />;
  else if (!checkout) {
    body = (
      <Closed
        text={(error as ApiError | undefined)?.message ?? messages.payments.checkoutNotFound}
      />
    );
  } else if (checkout.status === 'paid')
    body = <Closed text={messages.payments.checkoutAlreadyPaid} />;
  else if (checkout.status === 'expired')
    body = <Closed text={messages.payments.checkoutExpired} />;
  else {
    body = (
      <div className="space-y-6">
        <OrderSummary checkout={checkout} />
        <TestCardForm amountCents={checkout.amountCents} error={payError} onPay={onPay} />
        <p className="text-center text-sm">
          <a
            href={checkout.cancelUrl}
            onClick={(event) => {
              event.preventDefault();
              goTo(checkout.cancelUrl);
            }}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Cancel and go back
          </a>
        </p>
      </div>
    );
  }

  return (
    <div className="bg-slate-50 py-10 sm:py-16">
      <PageTitle title="Checkout" />
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
            <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">Checkout</h1>
            {body}
          </section>
        </div>
      </Container>
    </div>
  );
}
