import { useSearchParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime, formatListTime } from '@/lib/format-time';
import { useGetDisputesQuery } from '../api/disputes';
import { ChoiceButtons } from '../components/choice-buttons';
import { PaymentStatusBadge } from '../components/dispute/payment-status-badge';
import { QueueRow } from '../components/queue-page';

const m = messages.disputes;
const states = ['open', 'resolved'] as const;
type DisputeState = (typeof states)[number];

/**
 * `/admin/disputes` (support and admins): disputed payments, open or resolved, each opening the
 * dispute's page. The tab is in the address, so Back from a dispute returns to it.
 */
export default function DisputesPage() {
  const [params, setParams] = useSearchParams();
  const state: DisputeState = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const { data, error, isFetching } = useGetDisputesQuery(
    { state },
    { refetchOnMountOrArgChange: true },
  );
  const listTitle = m.stateLabels[state];

  return (
    <div className="space-y-6">
      <PageTitle title={m.title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{m.lead}</p>
      </div>
      <ChoiceButtons
        label="Disputes to show"
        choices={states.map((value) => ({ value, label: m.stateLabels[value] }))}
        value={state}
        onChoose={(value) => setParams(value === 'open' ? {} : { state: value }, { replace: true })}
      />
      <Card title={data ? `${listTitle} (${data.items.length})` : listTitle}>
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label="Loading disputes" />
        ) : data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{state === 'open' ? m.noneOpen : m.noneResolved}</p>
        ) : (
          <ul
            aria-label={`${listTitle} disputes`}
            aria-busy={isFetching || undefined}
            className="-mx-5 divide-y divide-slate-100 sm:-mx-8"
          >
            {data.items.map((item) => (
              <li key={item.paymentId}>
                <QueueRow
                  to={consolePaths.dispute.href(item.paymentId)}
                  main={
                    <>
                      <span className="block font-semibold break-words text-slate-900">
                        {item.jobTitle}
                      </span>
                      <span className="block text-sm text-slate-700">
                        Client {item.clientName} · Professional {item.professionalName}
                      </span>
                      <span className="mt-1 line-clamp-2 block text-sm break-words text-slate-600">
                        {m.openedByLabels[item.openedBy]}: “{item.reason}”
                      </span>
                    </>
                  }
                  aside={
                    <>
                      <span className="text-sm font-semibold text-slate-900 tabular-nums">
                        {item.resolvedAt
                          ? `${formatAud(item.amountCents)} paid`
                          : `${formatAud(item.heldCents)} held`}
                      </span>
                      <PaymentStatusBadge status={item.status} />
                      <time dateTime={item.openedAt} title={formatFullDateTime(item.openedAt)}>
                        Opened {formatListTime(item.openedAt)}
                      </time>
                      {item.resolvedAt && (
                        <time
                          dateTime={item.resolvedAt}
                          title={formatFullDateTime(item.resolvedAt)}
                        >
                          Resolved {formatListTime(item.resolvedAt)}
                        </time>
                      )}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
