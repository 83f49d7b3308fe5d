import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { ButtonLink } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { formatShortDate } from '@/lib/format';
import { useGetJobHistoryEntryQuery } from '../api/get-job-history-entry';
import {
  JobCard,
  JobDetailLayout,
  JobLoadFailed,
  JobLoading,
  JobPageMessage,
} from '../components/job-detail-layout';
import { HiredBadge } from '../components/hired-badge';
import { isId } from '../utils/is-id';

const backToHistory = { to: paths.jobHistory.href(), label: 'Back to job history' };

/** Why the client's phone and email are not shown, given where the job stands. */
function contactNote(isHired: boolean): string {
  return isHired
    ? 'The client’s phone and email are shown while you are working on the job.'
    : 'The client’s phone and email show here once they hire you. Until then, talk in the chat.';
}

/**
 * `/userJobHistory/:id`: one of my jobs, its status, and the client: their name, and their phone
 * and email once they hired me.
 */
export default function JobHistoryEntryPage() {
  const { id } = useParams();
  const isValidId = isId(id);
  const { data: job, error, refetch } = useGetJobHistoryEntryQuery(id ?? '', { skip: !isValidId });
  const apiError = error as ApiError | undefined;

  if (!isValidId || apiError?.code === 'NOT_FOUND') {
    return (
      <JobPageMessage pageTitle="Job history" title={messages.jobHistory.notFound}>
        <ButtonLink to={backToHistory.to} className="mt-6">
          See my job history
        </ButtonLink>
      </JobPageMessage>
    );
  }
  if (apiError) {
    return (
      <JobLoadFailed
        pageTitle="Job history"
        title="This job could not be loaded"
        message={apiError.message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!job) {
    return <JobLoading label="Loading the job" />;
  }

  const { client } = job;
  const hasContactDetails = Boolean(client.contactNumber || client.email);
  return (
    <JobDetailLayout
      job={job}
      back={backToHistory}
      badges={job.isHired ? <HiredBadge /> : null}
      aside={
        <JobCard title="The client">
          <p className="font-semibold text-slate-900">{client.name}</p>
          <ul className="mt-2 space-y-1 text-sm text-slate-600">
            {job.contactedAt && <li>You contacted them on {formatShortDate(job.contactedAt)}</li>}
            {job.hiredAt && <li>They hired you on {formatShortDate(job.hiredAt)}</li>}
          </ul>
          {hasContactDetails ? (
            <ul className="mt-3 text-sm">
              {client.contactNumber && (
                <li>
                  <a
                    href={`tel:${client.contactNumber}`}
                    className="inline-flex min-h-10 items-center gap-2 font-medium text-brand-700 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {client.contactNumber}
                  </a>
                </li>
              )}
              {client.email && (
                <li>
                  <a
                    href={`mailto:${client.email}`}
                    className="inline-flex min-h-10 items-center gap-2 font-medium wrap-anywhere text-brand-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <span className="min-w-0">
                      <EmailAddress email={client.email} />
                    </span>
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-600">{contactNote(job.isHired)}</p>
          )}
          {job.conversationId && (
            <ButtonLink to={paths.chat.href(job.conversationId)} className="mt-5 w-full">
              <MessageCircle aria-hidden="true" className="size-4" />
              Open chat
            </ButtonLink>
          )}
        </JobCard>
      }
    />
  );
}
