import { useState } from 'react';
import * as messages from '@trademate/shared/messages';
import { extendTrialRequestSchema, type PersonDetail } from '@trademate/shared/schemas/people';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatFullDateTime } from '@/lib/format-time';
import { useChangeTrialMutation } from '../../api/people';
import { ReasonDialog } from '../reason-dialog';

const m = messages.people;

/** A trial's actions: extend by some days, or end it now (each asks why). */
export function TrialActions({ person }: { person: PersonDetail }) {
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
