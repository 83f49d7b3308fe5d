import { useId, useState } from 'react';
import type { JobOutcomeAnswer } from '@trademate/shared/constants/jobs';
import * as messages from '@trademate/shared/messages';
import { ConfirmModal } from '@/components/confirm-modal';
import { Button } from '@/components/ui/button';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import { useAnswerJobOutcomeMutation } from '../api/answer-job-outcome';

const m = messages.jobs.outcome;

/**
 * "What happened with this job?" (decision 029): asked on the client's open job 14 days after its
 * first contact. Hired on TradeMate leads to the hire among the professionals who wrote; hired
 * elsewhere and not going ahead close the job once the client confirms.
 */
export function JobOutcomeQuestion({
  jobId,
  contactCount,
  onHiredHere,
  onClosed,
}: {
  jobId: string;
  contactCount: number;
  /** Brings the professionals who wrote into view, to hire one. */
  onHiredHere: () => void;
  onClosed: () => void;
}) {
  const headingId = useId();
  const [answer, setAnswer] = useState<JobOutcomeAnswer | null>(null);
  const [isHintShown, setHintShown] = useState(false);
  const [answerJobOutcome] = useAnswerJobOutcomeMutation();
  const openAuthModal = useOpenAuthModalFor();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {m.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.lead}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {contactCount > 0 && (
          <Button
            onClick={() => {
              setHintShown(true);
              onHiredHere();
            }}
          >
            {m.hiredHere}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setAnswer('hired_elsewhere')}>
          {m.hiredElsewhere}
        </Button>
        <Button variant="secondary" onClick={() => setAnswer('not_going_ahead')}>
          {m.notGoingAhead}
        </Button>
      </div>
      {isHintShown && (
        <p className="mt-3 text-sm text-slate-700" role="status">
          {m.hiredHereHint}
        </p>
      )}
      {answer && (
        <ConfirmModal
          explainFailure={openAuthModal}
          title={`${messages.jobs.closedReasonLabels[answer]}: close this job?`}
          description={
            contactCount > 0
              ? 'The professionals who wrote to you will be told it is no longer available. This cannot be undone.'
              : 'Professionals will no longer see it. This cannot be undone.'
          }
          confirmLabel="Close job"
          busyLabel="Closing…"
          onConfirm={async () => {
            await answerJobOutcome({ jobId, outcome: answer }).unwrap();
            onClosed();
          }}
          onClose={() => setAnswer(null)}
        />
      )}
    </section>
  );
}
