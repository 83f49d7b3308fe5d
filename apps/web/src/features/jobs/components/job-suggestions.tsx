import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import * as messages from '@trademate/shared/messages';
import { canContactAboutJob } from '@trademate/shared/constants/job-lifecycle';
import type { JobSuggestion } from '@trademate/shared/schemas/directory';
import type { JobDetail } from '@trademate/shared/schemas/jobs';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useInviteToQuoteMutation } from '@/lib/invite-to-quote';
import { jobSuggestionsArgs, useGetJobSuggestionsQuery } from '../api/get-job-suggestions';
import { ProfessionalSummary } from './professional-summary';

const m = messages.jobs.suggestions;

function SuggestionRow({ jobId, professional }: { jobId: string; professional: JobSuggestion }) {
  const dispatch = useDispatch();
  const [invite, { isLoading }] = useInviteToQuoteMutation();
  const [error, setError] = useState<string | null>(null);
  const fullName = `${professional.firstName} ${professional.lastName}`;
  const services = professional.services.map((service) => service.name).join(', ');

  const onInvite = async () => {
    setError(null);
    try {
      await invite({ jobId, professionalId: professional._id }).unwrap();
    } catch (caught) {
      if (!openAuthModalFor(caught, dispatch)) setError((caught as ApiError).message);
    }
  };

  return (
    <li className="flex flex-col gap-4 py-5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <ProfessionalSummary
          professional={professional}
          badge={professional.isInvited ? m.invited : undefined}
        />
        <p className="mt-2 text-xs text-slate-500">
          {professional.city}, {professional.state}
          {professional.distanceKm !== undefined &&
            ` · ${messages.places.kmAway(professional.distanceKm)}`}{' '}
          · {services}
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
        <ButtonLink
          variant="ghost"
          size="sm"
          to={paths.professionalDetail.href(professional._id)}
          aria-label={`View profile of ${fullName}`}
        >
          View profile
        </ButtonLink>
        {!professional.isInvited && (
          <Button
            size="sm"
            onClick={() => void onInvite()}
            disabled={isLoading}
            aria-label={`${m.invite}: ${fullName}`}
          >
            {isLoading ? 'Inviting…' : m.invite}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * "Professionals for this job" on the client's open job: verified professionals of its service
 * within reach of it who take work, each with their distance, their profile and "Invite to quote"
 * (decision 021). Only an open job has them: a hired, cancelled, completed or expired one never
 * asks (the API would answer 409).
 */
export function JobSuggestions({ job }: { job: JobDetail }) {
  const { data, error, refetch } = useGetJobSuggestionsQuery(
    canContactAboutJob(job.status) ? jobSuggestionsArgs(job) : skipToken,
  );
  if (!canContactAboutJob(job.status)) return null;
  if (!data && !error) return <Spinner label="Loading professionals for this job" />;
  if (!data) {
    return (
      <div className="space-y-3 text-sm text-slate-600">
        <p role="alert">{(error as ApiError).message}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) return <p className="text-sm text-slate-600">{m.none}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {data.items.map((professional) => (
        <SuggestionRow key={professional._id} jobId={job._id} professional={professional} />
      ))}
    </ul>
  );
}
