import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import type { PayoutAccount } from '@trademate/shared/schemas/job-payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import type { ApiError } from '@/lib/api';
import { useGoTo } from '@/lib/use-go-to';
import { useGetJobPaymentTermsQuery } from '../api/get-job-payment-terms';
import { useGetPayoutAccountQuery, useSetUpPayoutsMutation } from '../api/payout-account';
import { feeTermsText } from '../utils/payment-format';
import { payoutNeedsOf } from '../utils/payout-requirements';

const m = messages.jobPayments;

const statusTones: Record<PayoutAccount['status'], string> = {
  none: 'bg-slate-100 text-slate-700 ring-slate-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  ready: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

const statusLeads: Record<PayoutAccount['status'], string> = {
  none: 'Set up a payout account with our payment provider so clients can pay you through TradeMate. It takes a few minutes: your bank account and who you are.',
  pending: 'Our payment provider still needs a few details before clients can pay you:',
  ready:
    "Clients can pay you through TradeMate. Released money goes to your bank account, less TradeMate's fee.",
};

/** Where the professional's payout account stands, and the button that sets it up or goes on. */
function PayoutAccountView({ account }: { account: PayoutAccount }) {
  const goTo = useGoTo();
  const openAuthModal = useOpenAuthModalFor();
  const [setUpPayouts] = useSetUpPayoutsMutation();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const setUp = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await setUpPayouts().unwrap();
      setBusy(false);
      goTo(url);
    } catch (error) {
      setBusy(false);
      if (!openAuthModal(error)) setFailure((error as ApiError).message);
    }
  };

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        Status
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            statusTones[account.status],
          )}
        >
          {m.payoutsStatus[account.status]}
        </span>
      </p>
      <p className="text-sm text-slate-700">{statusLeads[account.status]}</p>
      {account.status === 'pending' && account.requirements.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {payoutNeedsOf(account.requirements).map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
      )}
      {account.providerKind === 'test' && account.status !== 'ready' && (
        <p className="text-sm text-slate-600">
          Test mode: the account is ready at once, and no bank details are asked for.
        </p>
      )}
      {failure && <Alert>{failure}</Alert>}
      {account.status !== 'ready' && (
        <Button onClick={() => void setUp()} disabled={isBusy}>
          {isBusy ? 'Opening…' : account.status === 'none' ? m.payoutsSetUp : m.payoutsContinue}
        </Button>
      )}
    </div>
  );
}

/** How money paid through TradeMate reaches the professional: the fee and the release. */
function HowPaymentsWork() {
  const { data: terms } = useGetJobPaymentTermsQuery();
  if (!terms) return null;
  return (
    <Card title="How payments work">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          A client pays through TradeMate from your accepted quote. TradeMate holds the money and
          releases it to you when the client says so, or by itself {terms.autoReleaseDays} days
          after you mark the work done, unless a dispute is opened.
        </p>
        <p>{feeTermsText(terms)}</p>
      </div>
    </Card>
  );
}

/**
 * `/settings/payouts`: the professional's payout account, which clients need before they can pay
 * them through TradeMate. Setting it up leaves for the provider's pages, which come back here with
 * `?onboarding=done`.
 */
export default function PayoutsPage() {
  const [searchParams] = useSearchParams();
  const isBackFromOnboarding = searchParams.get('onboarding') === 'done';
  const {
    data: account,
    error,
    refetch,
  } = useGetPayoutAccountQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (account) content = <PayoutAccountView account={account} />;
  else if (error) {
    content = (
      <Alert>
        {(error as ApiError).message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else content = <Spinner label="Loading your payout account" />;

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title="Payouts" />
      <PageHeader
        title="Payouts"
        lead="Take secured payments: clients pay through TradeMate, and the money reaches you once the work is done."
        back={{ to: paths.settings.href(), label: 'Back to settings' }}
        contentClassName="mx-auto max-w-3xl"
      />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-3xl space-y-6">
          {isBackFromOnboarding && account?.status === 'ready' && (
            <Alert tone="success">{m.payoutsReady}</Alert>
          )}
          <Card title="Your payout account">{content}</Card>
          <HowPaymentsWork />
        </div>
      </Container>
    </div>
  );
}
