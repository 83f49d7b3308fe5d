import { Link, useOutletContext } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { formatFullDateTime } from '@/lib/format-time';
import { useGetStaffMeQuery } from '../api/staff-auth';
import { useGetAuditLogQuery } from '../api/staff';
import { AuditTable } from '../components/audit-table';

function RecentActions() {
  const { data } = useGetAuditLogQuery({ limit: 10 });
  if (!data) return <Spinner label="Loading recent staff actions" />;
  return (
    <>
      <AuditTable entries={data.items} />
      <Link
        to={consolePaths.audit.href()}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        The whole audit log
      </Link>
    </>
  );
}

/** `/admin`: who is signed in and until when; for admins, the latest staff actions. */
export default function ConsoleHomePage() {
  const staff = useOutletContext<StaffMember>();
  const { data: session } = useGetStaffMeQuery();
  return (
    <div className="space-y-6">
      <PageTitle title="Console" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Hello, {staff.name}</h1>
      <Card title="Your session">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-500">Signed in as</dt>
          <dd className="text-slate-900">
            {staff.email} · {messages.staff.roleLabels[staff.role]}
          </dd>
          {session && (
            <>
              <dt className="text-slate-500">Session ends</dt>
              <dd className="text-slate-900">
                {formatFullDateTime(session.expiresAt)}, or after 30 minutes without activity
              </dd>
            </>
          )}
        </dl>
      </Card>
      {staff.role === 'admin' && (
        <Card title="Latest staff actions">
          <RecentActions />
        </Card>
      )}
    </div>
  );
}
