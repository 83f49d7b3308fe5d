import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import * as messages from '@trademate/shared/messages';
import type { OpenJobToInvite } from '@trademate/shared/schemas/directory';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useInviteToQuoteMutation } from '@/lib/invite-to-quote';

const m = messages.jobs.invitations;

/**
 * "Invite to quote" on a professional's profile, for a client: a picker of their open jobs the
 * professional is not yet invited to. The professional is told and may answer without a plan.
 */
export function InviteToQuoteForm({
  professionalId,
  firstName,
  openJobs,
}: {
  professionalId: string;
  firstName: string;
  openJobs: OpenJobToInvite[];
}) {
  const dispatch = useDispatch();
  const [invite, { isLoading }] = useInviteToQuoteMutation();
  const choices = openJobs.filter((job) => !job.isInvited);
  const invited = openJobs.filter((job) => job.isInvited);
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  if (openJobs.length === 0) {
    return (
      <div className="space-y-3 text-sm text-slate-600">
        <p>You have no open jobs to invite {firstName} to.</p>
        <ButtonLink to={paths.postJob.href()} variant="secondary">
          Post a job
        </ButtonLink>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!jobId) {
      setError('Choose one of your open jobs');
      return;
    }
    setError(null);
    try {
      await invite({ jobId, professionalId }).unwrap();
      setSent(`${m.sent}: ${firstName} can now see the job and write to you.`);
      setJobId('');
    } catch (caught) {
      if (!openAuthModalFor(caught, dispatch)) setError((caught as ApiError).message);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {choices.length > 0 ? (
        <>
          <Select
            label="Your open job"
            placeholder="Choose a job"
            options={choices.map((job) => ({ value: job.jobId, label: job.title }))}
            value={jobId}
            onChange={(event) => setJobId(event.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit" className="w-full" disabled={isLoading}>
            {isLoading ? 'Inviting…' : `Invite ${firstName} to quote`}
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          {firstName} is invited to quote on all your open jobs.
        </p>
      )}
      {sent && <Alert tone="success">{sent}</Alert>}
      {invited.length > 0 && (
        <div className="text-sm text-slate-600">
          <p className="font-medium text-slate-700">Already invited to:</p>
          <ul className="mt-1 list-inside list-disc">
            {invited.map((job) => (
              <li key={job.jobId}>{job.title}</li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
