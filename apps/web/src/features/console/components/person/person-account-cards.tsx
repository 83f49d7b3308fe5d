import * as messages from '@trademate/shared/messages';
import type { PersonDetail } from '@trademate/shared/schemas/people';
import { Card } from '@/components/ui/card';
import { formatFullDateTime } from '@/lib/format-time';
import { planLabels } from '../person-status';
import { PersonActions } from './person-actions';
import { Facts, Rows } from './person-lists';
import { TrialActions } from './trial-actions';

const m = messages.people;

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** The account's facts and actions. */
export function AccountCard({ person }: { person: PersonDetail }) {
  const { profile } = person;
  return (
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
        <PersonActions person={person} />
      </div>
    </Card>
  );
}

/** The subscription (with a trial's actions) and the invoices. */
export function SubscriptionCard({ person }: { person: PersonDetail }) {
  return (
    <Card title="Subscription and invoices">
      {person.subscription ? (
        <Facts
          items={[
            ['Plan', person.subscription.planName],
            ['Standing', planLabels[person.profile.plan]],
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
  );
}
