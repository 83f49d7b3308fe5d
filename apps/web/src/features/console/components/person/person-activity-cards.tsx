import { Link } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import type { PersonDetail } from '@trademate/shared/schemas/people';
import { Card } from '@/components/ui/card';
import { formatFullDateTime } from '@/lib/format-time';
import { Rows } from './person-lists';
import { ReviewRow } from './review-row';

type PersonReport = PersonDetail['reportsBy'][number];

function ReportRow({ report }: { report: PersonReport }) {
  return (
    <>
      <Link
        to={consolePaths.report.href(report._id)}
        className="font-medium text-brand-700 hover:underline"
      >
        {messages.moderation.subjectLabels[report.subjectType]} ·{' '}
        {messages.safety.reasons[report.reason]} · {messages.moderation.statusLabels[report.status]}
      </Link>
      {report.excerpt && <p className="line-clamp-3 text-slate-700">{report.excerpt}</p>}
      {report.note && <p className="text-slate-600">“{report.note}”</p>}
      <p className="text-xs text-slate-500">{formatFullDateTime(report.createdAt)}</p>
    </>
  );
}

/** The signed-in browsers and apps. */
export function SessionsCard({ person }: { person: PersonDetail }) {
  return (
    <Card title="Sessions" description="Signed-in browsers and apps.">
      <Rows
        label="Sessions"
        items={person.sessions}
        empty="Not signed in anywhere."
        render={(session) => (
          <span>
            {session.userAgent ?? 'Unknown device'}
            <span className="block text-xs text-slate-500">
              Since {formatFullDateTime(session.createdAt)}
            </span>
          </span>
        )}
      />
    </Card>
  );
}

/** The jobs they posted or were hired for, and the clients they contacted. */
export function JobsCard({ person }: { person: PersonDetail }) {
  return (
    <Card title="Jobs">
      <Rows
        label="Jobs"
        items={person.jobs}
        empty="No jobs."
        render={(job) => (
          <span>
            {job.title}
            <span className="block text-xs text-slate-500">
              {job.role === 'posted' ? 'Posted' : 'Hired'} ·{' '}
              {messages.jobs.statusLabels[job.status]} ·{' '}
              {job.contactCount === 1 ? '1 contact' : `${job.contactCount} contacts`} ·{' '}
              {formatFullDateTime(job.createdAt)}
            </span>
          </span>
        )}
      />
      {person.contacts.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold text-slate-900">Clients contacted</h3>
          <Rows
            label="Contacts"
            items={person.contacts}
            empty=""
            render={(contact) => (
              <span>
                {contact.jobTitle} · {formatFullDateTime(contact.contactedAt)}
              </span>
            )}
          />
        </div>
      )}
    </Card>
  );
}

/** The reviews they received and wrote, then the reports about them and by them. */
export function ReviewsAndReportsCards({ person }: { person: PersonDetail }) {
  const personId = person.profile._id;
  const reviews = [
    ['Reviews received', person.reviewsReceived],
    ['Reviews written', person.reviewsGiven],
  ] as const;
  const reports = [
    ['Reports about them', person.reportsAbout],
    ['Reports they made', person.reportsBy],
  ] as const;
  return (
    <>
      {reviews.map(([title, items]) => (
        <Card key={title} title={title}>
          <Rows
            label={title}
            items={[...items]}
            empty="No reviews."
            render={(review) => <ReviewRow review={review} personId={personId} />}
          />
        </Card>
      ))}
      {reports.map(([title, items]) => (
        <Card key={title} title={title}>
          <Rows
            label={title}
            items={[...items]}
            empty="No reports."
            render={(report) => <ReportRow report={report} />}
          />
        </Card>
      ))}
    </>
  );
}

/** Their support tickets. */
export function TicketsCard({ person }: { person: PersonDetail }) {
  return (
    <Card title="Support tickets">
      <Rows
        label="Tickets"
        items={person.tickets}
        empty="No tickets."
        render={(ticket) => (
          <span>
            <span className="font-medium text-slate-900">{ticket.reason}</span> · {ticket.status}
            <span className="block text-slate-700">{ticket.problemMessage}</span>
            <span className="block text-xs text-slate-500">
              {formatFullDateTime(ticket.createdAt)}
            </span>
          </span>
        )}
      />
    </Card>
  );
}
