import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import * as messages from '@trademate/shared/messages';
import type { OpenJobToInvite } from '@trademate/shared/schemas/directory';
import type { InviteToQuoteForm } from '@trademate/shared/schemas/jobs';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useInviteToQuoteMutation } from '@/lib/invite-to-quote';

const m = messages.jobs.invitations;

const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/jobs').then((schemas) => schemas.inviteToQuoteFormSchema),
);

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
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteToQuoteForm>({
    resolver,
    defaultValues: { jobId: '' },
  });

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

  const send = handleSubmit(async ({ jobId }) => {
    try {
      await invite({ jobId, professionalId }).unwrap();
      setSent(`${m.sent}: ${firstName} can now see the job and write to you.`);
      reset({ jobId: '' });
    } catch (caught) {
      // The refusal is about the chosen job (closed, already invited): it shows at the picker.
      if (!openAuthModalFor(caught, dispatch)) {
        setError('jobId', { type: 'server', message: (caught as ApiError).message });
      }
    }
  });

  return (
    <form
      onSubmit={(event) => {
        setSent(null);
        void send(event);
      }}
      noValidate
      className="space-y-4"
    >
      {choices.length > 0 ? (
        <>
          <Select
            label="Your open job"
            placeholder="Choose a job"
            options={choices.map((job) => ({ value: job.jobId, label: job.title }))}
            error={errors.jobId?.message}
            {...register('jobId')}
          />
          <Button type="submit" className="w-full" disabled={isLoading || isSubmitting}>
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
