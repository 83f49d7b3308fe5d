import { useSelector } from 'react-redux';
import * as messages from '@trademate/shared/messages';
import { selectSessionUser } from '@/features/session/slice';
import { useGetSupervisionsQuery } from '../api/get-supervisions';
import {
  LogbookLoadFailed,
  LogbookLoading,
  LogbookPageShell,
} from '../components/logbook-page-shell';
import { ReviewedEntries } from '../components/reviewed-entries';
import { SupervisedApprentices, SupervisionRequests } from '../components/supervision-lists';
import { WaitingEntries } from '../components/waiting-entries';

/**
 * `/logbook/review`: the professional's side of the apprentices' logbooks (decision 072): the
 * requests to answer, the apprentices supervised, their entries waiting by week to verify or
 * return, and the entries reviewed last.
 */
export default function ReviewPage() {
  const viewer = useSelector(selectSessionUser);
  const supervisions = useGetSupervisionsQuery();
  const mine = (supervisions.data?.items ?? []).filter(
    (supervision) => supervision.supervisor._id === viewer?._id,
  );

  let links;
  if (supervisions.data) {
    links = (
      <>
        <SupervisionRequests requests={mine.filter((item) => item.status === 'pending')} />
        <SupervisedApprentices supervisions={mine.filter((item) => item.status === 'active')} />
      </>
    );
  } else if (supervisions.error) {
    links = (
      <LogbookLoadFailed error={supervisions.error} onRetry={() => void supervisions.refetch()} />
    );
  } else {
    links = <LogbookLoading label="Loading your apprentices" />;
  }

  return (
    <LogbookPageShell
      pageTitle={messages.nav.logbookReview}
      heading={messages.nav.logbookReview}
      lead="Verify the days your apprentices worked with you, or return them with what to change."
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 space-y-6 lg:order-2">{links}</div>
        <div className="min-w-0 space-y-6 lg:order-1 lg:col-span-2">
          <WaitingEntries />
          <ReviewedEntries />
        </div>
      </div>
    </LogbookPageShell>
  );
}
