import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import type { DisputeDetail } from '@trademate/shared/schemas/job-payments';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import { useGetDisputeQuery } from '../api/disputes';
import {
  AgreementLines,
  ChatMessages,
  LedgerMovements,
} from '../components/dispute/dispute-evidence';
import { DisputePayment } from '../components/dispute/dispute-payment';
import { PaymentStatusBadge } from '../components/dispute/payment-status-badge';
import { ResolveDisputeForm } from '../components/dispute/resolve-dispute-form';

const m = messages.disputes;

/** The decision: the form while the dispute is open, what was decided once it is not. */
function Decision({ detail }: { detail: DisputeDetail }) {
  const [resolved, setResolved] = useState<string | null>(null);
  const { payment } = detail;
  const dispute = payment.dispute;
  const isOpen = payment.status === 'disputed' && !dispute?.resolvedAt;
  return (
    <Card
      title={isOpen ? m.resolveTitle : m.decisionTitle}
      description={isOpen ? m.resolveLead : undefined}
    >
      <div className="space-y-4">
        {resolved && <Alert tone="success">{resolved}</Alert>}
        {isOpen ? (
          <ResolveDisputeForm
            paymentId={payment._id}
            heldCents={payment.heldCents}
            onResolved={setResolved}
          />
        ) : (
          <div className="space-y-2 text-sm">
            <p className="text-slate-900">
              {dispute?.resolvedAt
                ? m.resolvedOn(
                    formatFullDateTime(dispute.resolvedAt),
                    payment.refundedCents,
                    payment.releasedCents,
                  )
                : messages.jobPayments.statuses[payment.status]}
            </p>
            {dispute?.note && (
              <p className="whitespace-pre-line break-words text-slate-700">“{dispute.note}”</p>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

/**
 * `/admin/disputes/:id` (support and admins; the id is the payment's): what the two agreed, what
 * they wrote each other, where the money is, and support's decision.
 */
export default function DisputePage() {
  const { id = '' } = useParams();
  const { data: detail, error } = useGetDisputeQuery(id, { refetchOnMountOrArgChange: true });
  if (error) return <Alert>{(error as ApiError).message}</Alert>;
  if (!detail) return <Spinner label="Loading the dispute" />;
  const { summary } = detail;
  return (
    <div className="space-y-6">
      <PageTitle title={`Dispute: ${summary.jobTitle}`} />
      <Link to={consolePaths.disputes.href()} className="text-sm text-brand-700 hover:underline">
        ← {m.title}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-slate-900">
          {summary.jobTitle}
        </h1>
        <PaymentStatusBadge status={detail.payment.status} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Card
            title="The dispute"
            description={`${m.openedByLabels[summary.openedBy]}, ${formatFullDateTime(summary.openedAt)}`}
          >
            <p className="text-sm whitespace-pre-line break-words text-slate-900">
              {summary.reason}
            </p>
          </Card>
          <Card title="What was agreed">
            <AgreementLines agreement={detail.agreement} />
          </Card>
          <Card title="Their chat">
            <ChatMessages messages={detail.messages} />
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Payment">
            <DisputePayment detail={detail} />
          </Card>
          <Decision detail={detail} />
          <Card title="Ledger">
            <LedgerMovements ledger={detail.ledger} />
          </Card>
        </div>
      </div>
    </div>
  );
}
