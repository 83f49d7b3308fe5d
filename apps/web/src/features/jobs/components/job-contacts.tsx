import { useState } from 'react';
import { canContactAboutJob, canHireForJob } from '@trademate/shared/constants/job-lifecycle';
import type { JobContact, JobDetail } from '@trademate/shared/schemas/jobs';
import { ConfirmModal } from '@/components/confirm-modal';
import { Button, ButtonLink } from '@/components/ui/button';
import { LongDate } from '@/components/ui/dates';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGetJobContactsInfiniteQuery } from '../api/get-job-contacts';
import { useHireProfessionalMutation } from '../api/hire-professional';
import { ProfessionalSummary } from './professional-summary';

interface ContactRowProps {
  contact: JobContact;
  isHired: boolean;
  /** Offered while the job is open. */
  onHire?: (contact: JobContact) => void;
}

function ContactRow({ contact, isHired, onHire }: ContactRowProps) {
  const fullName = `${contact.firstName} ${contact.lastName}`;
  return (
    <li className="flex flex-col gap-4 py-5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <ProfessionalSummary professional={contact} badge={isHired ? 'Hired' : undefined} />
        <p className="mt-2 text-xs text-slate-500">
          Got in touch on <LongDate value={contact.contactedAt} />
          {contact.hiringStatus === 'unavailable' && ' · Not taking new work at the moment'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
        <ButtonLink
          variant="secondary"
          size="sm"
          to={paths.chat.href(contact.conversationId)}
          aria-label={`Message ${fullName}`}
        >
          Message
        </ButtonLink>
        <ButtonLink
          variant="ghost"
          size="sm"
          to={paths.professionalDetail.href(contact._id)}
          aria-label={`View profile of ${fullName}`}
        >
          View profile
        </ButtonLink>
        {onHire && (
          <Button size="sm" onClick={() => onHire(contact)} aria-label={`Hire ${fullName}`}>
            Hire
          </Button>
        )}
      </div>
    </li>
  );
}

/** The pages after the first, loaded once the client asks for them. */
function MoreContacts({
  jobId,
  after,
  hiredId,
  onHire,
}: {
  jobId: string;
  after: string;
  hiredId: string | undefined;
  onHire?: (contact: JobContact) => void;
}) {
  const { data, error, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useGetJobContactsInfiniteQuery({ jobId, after });
  const contacts = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {contacts.length > 0 && (
        <ul className="mt-5 divide-y divide-slate-200 border-t border-slate-200 pt-5">
          {contacts.map((contact) => (
            <ContactRow
              key={contact._id}
              contact={contact}
              isHired={contact._id === hiredId}
              onHire={onHire}
            />
          ))}
        </ul>
      )}
      {isLoading && <Spinner label="Loading more professionals" className="mt-5" />}
      {error && (
        <p role="alert" className="mt-5 text-sm text-red-700">
          {(error as ApiError).message}{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      )}
      <LoadMore
        hasMore={hasNextPage}
        isLoading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
      />
    </>
  );
}

/**
 * The professionals who contacted the client about the job, newest first: a chat with each, their
 * profile, and while the job is open a Hire button that asks before hiring.
 */
export function JobContacts({
  job,
  onHired,
}: {
  job: JobDetail;
  /** Told the name of the professional just hired. */
  onHired: (fullName: string) => void;
}) {
  const [hireProfessional] = useHireProfessionalMutation();
  const openAuthModal = useOpenAuthModalFor();
  const [hiring, setHiring] = useState<JobContact | null>(null);
  const [isShowingMore, setShowingMore] = useState(false);
  const onHire = canHireForJob(job.status) ? setHiring : undefined;
  const hiredId = job.hiredTradie?._id;
  const { items, nextCursor } = job.contacts;

  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {canContactAboutJob(job.status)
          ? 'No professionals have contacted you yet. We will let you know as soon as one does.'
          : 'No professionals contacted you about this job.'}
      </p>
    );
  }

  return (
    <>
      <ul className="divide-y divide-slate-200">
        {items.map((contact) => (
          <ContactRow
            key={contact._id}
            contact={contact}
            isHired={contact._id === hiredId}
            onHire={onHire}
          />
        ))}
      </ul>
      {nextCursor &&
        (isShowingMore ? (
          <MoreContacts jobId={job._id} after={nextCursor} hiredId={hiredId} onHire={onHire} />
        ) : (
          <LoadMore hasMore isLoading={false} onLoadMore={() => setShowingMore(true)} />
        ))}
      {hiring && (
        <ConfirmModal
          explainFailure={openAuthModal}
          title={`Hire ${hiring.firstName} ${hiring.lastName}?`}
          description={`${hiring.firstName} will be told they have the job, and the job moves to in progress. Other professionals can no longer be hired for it.`}
          confirmLabel={`Hire ${hiring.firstName}`}
          busyLabel="Hiring…"
          onConfirm={async () => {
            await hireProfessional({ jobId: job._id, tradieId: hiring._id }).unwrap();
            onHired(`${hiring.firstName} ${hiring.lastName}`);
          }}
          onClose={() => setHiring(null)}
        />
      )}
    </>
  );
}
