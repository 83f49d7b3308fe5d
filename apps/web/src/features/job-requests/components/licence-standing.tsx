import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { licenceNeedsFor } from '@trademate/shared/constants/licence-rules';
import { stateNames } from '@trademate/shared/constants/states';
import * as messages from '@trademate/shared/messages';
import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';
import { licenceNoticeLines, NoticeLine } from '@/components/credentials';
import { paths } from '@/config/paths';

const m = messages.licences;

/**
 * Whether the professional's recorded licences cover a job the law needs a licence for: "Licensed
 * for this job", or a warning before they contact the client (decision 025). Nothing for a job that
 * needs none.
 */
export function LicenceStanding({ job }: { job: JobRequestDetail }) {
  const { standing } = job.licenceCheck;
  if (standing === 'notNeeded') return null;
  if (standing === 'licensed') {
    return (
      <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {m.licensedForJob}
      </p>
    );
  }
  const needs = licenceNeedsFor({
    state: job.state,
    serviceSlug: job.serviceSlug,
    budgetMin: job.budgetMin,
    budgetMax: job.budgetMax,
  });
  const stateName = stateNames[job.state];
  return (
    <div
      role="status"
      className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300 ring-inset"
    >
      <p className="font-semibold">
        {standing === 'expired' ? m.expiredWarning(stateName) : m.missingWarning(stateName)}
      </p>
      {needs && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {licenceNoticeLines(needs, { quoteBudget: false }).map((line) => (
            <NoticeLine key={line.text} line={line} />
          ))}
        </ul>
      )}
      <Link
        to={paths.userProfileLicences.href()}
        className="mt-3 inline-block font-semibold text-amber-950 underline underline-offset-2"
      >
        {m.addLicenceLink}
      </Link>
    </div>
  );
}
