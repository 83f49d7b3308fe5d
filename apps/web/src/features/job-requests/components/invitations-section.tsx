import { useGetJobInvitationsQuery } from '../api/get-job-invitations';
import { JobRequestCard } from './job-request-card';

/**
 * "Invitations" above the feed: open jobs whose clients invited me to quote. Open to every plan,
 * since an invitation lets a free tradie read the job and write to its client (decision 021).
 * Nothing shows until there is an invitation.
 */
export function InvitationsSection() {
  const { data } = useGetJobInvitationsQuery();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="mb-10">
      <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
        Invitations
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Clients who asked you to quote. Open one to see the details and write to the client.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((job) => (
          <li key={job._id}>
            <JobRequestCard job={job} lock={null} onLocked={() => undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}
