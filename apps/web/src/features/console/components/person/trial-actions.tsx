import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import type { extendTrialRequestSchema, PersonDetail } from '@trademate/shared/schemas/people';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatFullDateTime } from '@/lib/format-time';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useChangeTrialMutation } from '../../api/people';
import { ReasonDialog } from '../reason-dialog';

const m = messages.people;

/** The days are checked before the reason is asked for; the reason is the dialog's. */
type DaysSchema = ReturnType<typeof extendTrialRequestSchema.pick<{ days: true }>>;
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/people').then((schemas) =>
    schemas.extendTrialRequestSchema.pick({ days: true }),
  ),
);

/** A trial's actions: extend by some days, or end it now (each asks why). */
export function TrialActions({ person }: { person: PersonDetail }) {
  const [changeTrial] = useChangeTrialMutation();
  const [days, setDays] = useState(7);
  const [asking, setAsking] = useState<'extend' | 'end' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<DaysSchema>, unknown, z.output<DaysSchema>>({
    resolver,
    defaultValues: { days: '7' },
  });
  const running =
    person.subscription !== null && new Date(person.subscription.currentPeriodEnd) > new Date();
  const onExtend = handleSubmit((checked) => {
    setDays(checked.days);
    setDone(null);
    setAsking('extend');
  });
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
          error={errors.days?.message}
          {...register('days')}
        />
        <Button variant="secondary" size="sm" onClick={() => void onExtend()}>
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
              ...(asking === 'extend' ? { days } : {}),
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
