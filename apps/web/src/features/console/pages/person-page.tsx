import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import {
  extendTrialRequestSchema,
  type PersonDetail,
  type ReviewOfPerson,
} from '@trademate/shared/schemas/people';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import {
  useActOnPersonMutation,
  useChangeTrialMutation,
  useGetPersonQuery,
  useHideReviewMutation,
  type PersonAction,
} from '../api/people';
import { ReasonDialog } from '../components/reason-dialog';
import { planLabels, StatusBadge } from '../components/person-status';

const m = messages.people;

const actionTexts: Record<
  PersonAction,
  { button: string; title: (name: string) => string; description: string; confirm: string }
> = {
  suspend: {
    button: 'Suspend',
    title: (name) => `Suspend ${name}?`,
    description:
      'They are signed out everywhere at once, and signing in tells them the account is suspended.',
    confirm: 'Suspend',
  },
  reinstate: {
    button: 'Reinstate',
    title: (name) => `Reinstate ${name}?`,
    description: 'They can sign in again with their password.',
    confirm: 'Reinstate',
  },
  'end-sessions': {
    button: 'End all sessions',
    title: (name) => `End all of ${name}'s sessions?`,
    description: 'They are signed out on every device and can sign in again.',
    confirm: 'End sessions',
  },
  'verify-email': {
    button: 'Verify email',
    title: (name) => `Verify ${name}'s email by hand?`,
    description: 'Only when you are sure the address is theirs (for example, they wrote from it).',
    confirm: 'Verify',
  },
};

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Rows<T>({
  label,
  items,
  empty,
  render,
}: {
  label: string;
  items: T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 text-sm">
      {items.map((item, index) => (
        <li key={index} className="py-2.5">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

function ReviewRow({ review, personId }: { review: ReviewOfPerson; personId: string }) {
  const [hide] = useHideReviewMutation();
  const [isAsking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-medium text-slate-900">
          {review.rating}/5 · {review.jobTitle}
          {review.hiddenAt && (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">
              Hidden
            </span>
          )}
        </p>
        <p className="text-slate-700">{review.body}</p>
        <p className="text-xs text-slate-500">
          {review.otherName} · {formatFullDateTime(review.createdAt)}
        </p>
      </div>
      {!review.hiddenAt && (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Hide review
        </Button>
      )}
      {isAsking && (
        <ReasonDialog
          title="Hide this review?"
          description="It disappears from the profile and the rating at once."
          confirmLabel="Hide"
          onConfirm={(reason) => hide({ id: review._id, personId, reason }).unwrap()}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}

function Actions({ person }: { person: PersonDetail }) {
  const [act] = useActOnPersonMutation();
  const [asking, setAsking] = useState<PersonAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { profile } = person;
  const name = `${profile.firstName} ${profile.lastName}`;
  const actions: PersonAction[] = [
    profile.suspendedAt ? 'reinstate' : 'suspend',
    'end-sessions',
    ...(profile.emailVerifiedAt ? [] : (['verify-email'] as const)),
  ];
  const text = asking && actionTexts[asking];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'suspend' ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => {
              setDone(null);
              setAsking(action);
            }}
          >
            {actionTexts[action].button}
          </Button>
        ))}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {asking && text && (
        <ReasonDialog
          title={text.title(name)}
          description={text.description}
          confirmLabel={text.confirm}
          onConfirm={async (reason) => {
            await act({ id: profile._id, action: asking, reason }).unwrap();
            setDone(
              asking === 'suspend'
                ? m.suspendedMessage(name)
                : asking === 'reinstate'
                  ? m.reinstatedMessage(name)
                  : asking === 'verify-email'
                    ? m.verifiedMessage(profile.email)
                    : 'All sessions ended',
            );
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

/** A trial's actions: extend by some days, or end it now (each asks why). */
function TrialActions({ person }: { person: PersonDetail }) {
  const [changeTrial] = useChangeTrialMutation();
  const [days, setDays] = useState('7');
  const [daysError, setDaysError] = useState<string | null>(null);
  const [asking, setAsking] = useState<'extend' | 'end' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const running =
    person.subscription !== null && new Date(person.subscription.currentPeriodEnd) > new Date();
  const onExtend = () => {
    const checked = extendTrialRequestSchema.shape.days.safeParse(days);
    if (!checked.success) {
      setDaysError(m.trialDays);
      return;
    }
    setDaysError(null);
    setDone(null);
    setAsking('extend');
  };
  return (
    <div className="mt-5 space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <Input
          label="Days"
          type="number"
          min={1}
          max={90}
          inputMode="numeric"
          className="w-24"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={daysError ?? undefined}
        />
        <Button variant="secondary" size="sm" onClick={onExtend}>
          Extend trial
        </Button>
        {running && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setDone(null);
              setAsking('end');
            }}
          >
            End trial now
          </Button>
        )}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {asking && (
        <ReasonDialog
          title={asking === 'end' ? 'End the trial now?' : `Extend the trial by ${days} days?`}
          description={
            asking === 'end'
              ? 'The plan stops at once: they can no longer contact clients until they subscribe.'
              : 'The days are added to the end of the trial (or to today, if it has ended).'
          }
          confirmLabel={asking === 'end' ? 'End trial' : 'Extend'}
          onConfirm={async (reason) => {
            const result = await changeTrial({
              id: person.profile._id,
              reason,
              ...(asking === 'extend' ? { days: Number(days) } : {}),
            }).unwrap();
            setDone(
              asking === 'end'
                ? m.trialEndedMessage
                : `The trial now runs until ${formatFullDateTime(result.currentPeriodEnd)}`,
            );
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** `/admin/people/:id` (support and admins): everything about one customer, and the actions. */
export default function PersonPage() {
  const { id = '' } = useParams();
  const { data: person, error } = useGetPersonQuery(id);
  if (error) return <Alert>{(error as ApiError).message}</Alert>;
  if (!person) return <Spinner label="Loading the account" />;
  const { profile } = person;
  const name = `${profile.firstName} ${profile.lastName}`;
  const report = (item: PersonDetail['reportsBy'][number]) => (
    <>
      <Link
        to={consolePaths.report.href(item._id)}
        className="font-medium text-brand-700 hover:underline"
      >
        {messages.moderation.subjectLabels[item.subjectType]} ·{' '}
        {messages.safety.reasons[item.reason]} · {messages.moderation.statusLabels[item.status]}
      </Link>
      {item.excerpt && <p className="line-clamp-3 text-slate-700">{item.excerpt}</p>}
      {item.note && <p className="text-slate-600">“{item.note}”</p>}
      <p className="text-xs text-slate-500">{formatFullDateTime(item.createdAt)}</p>
    </>
  );
  return (
    <div className="space-y-6">
      <PageTitle title={name} />
      <Link to={consolePaths.people.href()} className="text-sm text-brand-700 hover:underline">
        ← People
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{name}</h1>
        <StatusBadge status={profile.status} />
      </div>
      {profile.suspendedAt && (
        <Alert>
          Suspended {formatFullDateTime(profile.suspendedAt)}: {profile.suspensionReason}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Account">
          <Facts
            items={[
              ['Email', profile.email],
              ['Phone', profile.contactNumber],
              ['Type', m.userTypeLabels[profile.userType]],
              [
                'Place',
                [...new Set([profile.suburb, profile.city, profile.state, profile.postcode])]
                  .filter(Boolean)
                  .join(', '),
              ],
              [
                'Email verified',
                profile.emailVerifiedAt ? formatFullDateTime(profile.emailVerifiedAt) : 'No',
              ],
              ['Member since', formatFullDateTime(profile.createdAt)],
              [
                'Rating',
                profile.rating === null
                  ? 'No reviews'
                  : `${profile.rating} from ${profile.reviewCount}`,
              ],
              ['Plan', planLabels[profile.plan]],
            ]}
          />
          <div className="mt-5">
            <Actions person={person} />
          </div>
        </Card>
        <Card title="Subscription and invoices">
          {person.subscription ? (
            <Facts
              items={[
                ['Plan', person.subscription.planName],
                ['Standing', planLabels[profile.plan]],
                ['Period ends', formatFullDateTime(person.subscription.currentPeriodEnd)],
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">No subscription.</p>
          )}
          {person.subscription?.isTrial && <TrialActions person={person} />}
          <div className="mt-4">
            <Rows
              label="Invoices"
              items={person.invoices}
              empty="No invoices."
              render={(invoice) => (
                <span>
                  TM-{String(invoice.number).padStart(6, '0')} · {invoice.description} ·{' '}
                  {money.format(invoice.amountCents / 100)} · {formatFullDateTime(invoice.issuedAt)}
                </span>
              )}
            />
          </div>
        </Card>
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
        <Card title="Reviews received">
          <Rows
            label="Reviews received"
            items={person.reviewsReceived}
            empty="No reviews."
            render={(review) => <ReviewRow review={review} personId={profile._id} />}
          />
        </Card>
        <Card title="Reviews written">
          <Rows
            label="Reviews written"
            items={person.reviewsGiven}
            empty="No reviews."
            render={(review) => <ReviewRow review={review} personId={profile._id} />}
          />
        </Card>
        <Card title="Reports about them">
          <Rows
            label="Reports about them"
            items={person.reportsAbout}
            empty="No reports."
            render={report}
          />
        </Card>
        <Card title="Reports they made">
          <Rows
            label="Reports they made"
            items={person.reportsBy}
            empty="No reports."
            render={report}
          />
        </Card>
        <Card title="Support tickets">
          <Rows
            label="Tickets"
            items={person.tickets}
            empty="No tickets."
            render={(ticket) => (
              <span>
                <span className="font-medium text-slate-900">{ticket.reason}</span> ·{' '}
                {ticket.status}
                <span className="block text-slate-700">{ticket.problemMessage}</span>
                <span className="block text-xs text-slate-500">
                  {formatFullDateTime(ticket.createdAt)}
                </span>
              </span>
            )}
          />
        </Card>
      </div>
    </div>
  );
}
