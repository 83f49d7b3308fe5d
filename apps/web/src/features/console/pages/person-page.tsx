import { Link, useParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import { Alert } from '@/components/ui/alert';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import { useGetPersonQuery } from '../api/people';
import { AccountCard, SubscriptionCard } from '../components/person/person-account-cards';
import {
  JobsCard,
  ReviewsAndReportsCards,
  SessionsCard,
  TicketsCard,
} from '../components/person/person-activity-cards';
import { StatusBadge } from '../components/person-status';

/** `/admin/people/:id` (support and admins): everything about one customer, and the actions. */
export default function PersonPage() {
  const { id = '' } = useParams();
  const { data: person, error } = useGetPersonQuery(id);
  if (error) return <Alert>{(error as ApiError).message}</Alert>;
  if (!person) return <Spinner label="Loading the account" />;
  const { profile } = person;
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <div className="space-y-6">
      <PageTitle title={name} />
      <Link to={consolePaths.people.href()} className="text-sm text-brand-700 hover:underline">
        ← People
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{name}</h1>
        <StatusBadge status={profile.status} />
      </div>
      {profile.suspendedAt && (
        <Alert>
          Suspended {formatFullDateTime(profile.suspendedAt)}: {profile.suspensionReason}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AccountCard person={person} />
        <SubscriptionCard person={person} />
        <SessionsCard person={person} />
        <JobsCard person={person} />
        <ReviewsAndReportsCards person={person} />
        <TicketsCard person={person} />
      </div>
    </div>
  );
}
