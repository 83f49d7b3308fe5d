import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { useGetQuotePaymentsQuery } from '../api/get-quote-payments';
import { ClientPayments } from './client-payments';
import { ProfessionalPayments } from './professional-payments';

const m = messages.jobPayments;

/**
 * "Payment protection" on an accepted quote's page (decision 064): the client pays a milestone
 * through TradeMate, which holds it until it is released; the professional sees it secured, marks
 * the work done and reads each payout. Either may open a dispute.
 */
export function PaymentProtection({
  quoteId,
  viewer,
  clientFirstName,
  professionalFirstName,
}: {
  quoteId: string;
  viewer: 'client' | 'professional';
  clientFirstName: string;
  professionalFirstName: string;
}) {
  const { data: payments, error, refetch } = useGetQuotePaymentsQuery(quoteId);
  // Stripe's checkout comes back with `?payment=success` once the card is taken.
  const [searchParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(
    viewer === 'client' && searchParams.get('payment') === 'success' ? m.paid : null,
  );

  let content;
  if (payments && viewer === 'client') {
    content = (
      <ClientPayments
        payments={payments}
        professionalFirstName={professionalFirstName}
        onNotice={setNotice}
      />
    );
  } else if (payments) {
    content = (
      <ProfessionalPayments
        payments={payments}
        clientFirstName={clientFirstName}
        onNotice={setNotice}
      />
    );
  } else if (error) {
    content = (
      <Alert>
        {(error as ApiError).message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    content = <Spinner label="Loading the payments" />;
  }

  return (
    <Card
      title={m.panelTitle}
      description={
        viewer === 'client' ? m.clientPanelLead(professionalFirstName) : m.professionalPanelLead
      }
    >
      <div className="space-y-5">
        {notice && <Alert tone="success">{notice}</Alert>}
        {content}
      </div>
    </Card>
  );
}
