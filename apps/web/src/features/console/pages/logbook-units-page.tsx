import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as messages from '@trademate/shared/messages';
import type {
  LogbookUnit,
  LogbookUnitInput,
  logbookUnitInputSchema,
} from '@trademate/shared/schemas/logbook';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { PageTitle } from '@/components/ui/page-title';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import {
  useAddLogbookUnitMutation,
  useGetConsoleLogbookUnitsQuery,
  useUpdateLogbookUnitMutation,
} from '../api/logbook-units';
import { useGetConsoleServicesQuery } from '../api/services';

const m = messages.logbook;
const fields = ['serviceId', 'code', 'title', 'hidden'] as const;
const TITLE = 'Logbook units';

type UnitValues = z.output<typeof logbookUnitInputSchema>;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/logbook').then((schemas) => schemas.logbookUnitInputSchema),
);

/** A unit's fields as the API takes them back, with `hidden` as asked. */
function inputOf(unit: LogbookUnit, hidden = unit.hidden): LogbookUnitInput {
  return { serviceId: unit.service._id, code: unit.code, title: unit.title, hidden };
}

/** Units grouped by trade, in the order the API lists them (trade, then code). */
function byTrade(units: readonly LogbookUnit[]) {
  const groups: { service: LogbookUnit['service']; units: LogbookUnit[] }[] = [];
  for (const unit of units) {
    const last = groups.at(-1);
    if (last?.service._id === unit.service._id) last.units.push(unit);
    else groups.push({ service: unit.service, units: [unit] });
  }
  return groups;
}

interface UnitFormProps {
  unit: LogbookUnit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * The unit's form once the trades are known, so that an edited unit's trade is chosen in the list
 * from the start.
 */
function UnitDialog(props: UnitFormProps) {
  const { data: catalogue, error } = useGetConsoleServicesQuery();
  if (catalogue) {
    // A merged trade lives on in the one it went into; units go there.
    const trades = catalogue.items.filter((service) => service.status !== 'merged');
    return (
      <UnitForm
        {...props}
        trades={trades.map((service) => ({ value: service._id, label: service.name }))}
      />
    );
  }
  return (
    <Modal
      title={props.unit ? `Edit ${props.unit.code}` : 'Add a unit'}
      onDismiss={props.onClose}
      actions={
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      }
    >
      <div className="mt-5">
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : (
          <Spinner label="Loading the trades" />
        )}
      </div>
    </Modal>
  );
}

/** Adds a unit to a trade, or edits one's trade, code, title and whether it is hidden. */
function UnitForm({
  unit,
  trades,
  onClose,
  onDone,
}: UnitFormProps & { trades: { value: string; label: string }[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useAddLogbookUnitMutation();
  const [update, updating] = useUpdateLogbookUnitMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof logbookUnitInputSchema>, unknown, UnitValues>({
    resolver,
    defaultValues: unit ? inputOf(unit) : { serviceId: '', code: '', title: '', hidden: false },
  });
  const formId = 'logbook-unit-form';

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = unit
        ? await update({ id: unit._id, ...input }).unwrap()
        : await add(input).unwrap();
      onDone(
        unit ? `${saved.code}: ${m.unitSaved}` : messages.logbookReports.unitAdded(saved.code),
      );
      onClose();
    } catch (caught) {
      const error = caught as ApiError;
      const placed = placeServerFieldErrors(error, fields, (field, message) =>
        setError(field, { type: 'server', message }),
      );
      if (placed === 0) setFailure(error.message);
    }
  });

  return (
    <Modal
      title={unit ? `Edit ${unit.code}` : 'Add a unit'}
      description="Apprentices choose units of their trade when they record a day's work."
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={adding.isLoading || updating.isLoading}>
            {unit ? 'Save' : 'Add unit'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={resolver.preload}
        noValidate
        className="mt-5 space-y-4"
      >
        <Select
          label="Trade"
          placeholder="Choose a trade"
          options={trades}
          error={errors.serviceId?.message}
          {...register('serviceId')}
        />
        <Input label="Code" autoComplete="off" error={errors.code?.message} {...register('code')} />
        <Input label="Title" error={errors.title?.message} {...register('title')} />
        <Checkbox label="Hidden from new entries" {...register('hidden')} />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}

function UnitRow({
  unit,
  onEdit,
  onToggle,
  isToggling,
}: {
  unit: LogbookUnit;
  onEdit: () => void;
  onToggle: () => void;
  isToggling: boolean;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-slate-900">{unit.code}</span>
          {unit.hidden && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              Hidden
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-700">{unit.title}</p>
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${unit.code}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onToggle}
          disabled={isToggling}
          aria-label={`${unit.hidden ? 'Show' : 'Hide'} ${unit.code}`}
        >
          {unit.hidden ? 'Show' : 'Hide'}
        </Button>
      </div>
    </li>
  );
}

/** `/admin/logbook-units` (admins): each trade's units of competency, for apprentices' logbooks. */
export default function LogbookUnitsPage() {
  const { data, error } = useGetConsoleLogbookUnitsQuery();
  const [update, updating] = useUpdateLogbookUnitMutation();
  const [editing, setEditing] = useState<{ unit: LogbookUnit | null } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (unit: LogbookUnit) => {
    setDone(null);
    setFailure(null);
    try {
      const saved = await update({ id: unit._id, ...inputOf(unit, !unit.hidden) }).unwrap();
      setDone(
        saved.hidden
          ? `${saved.code} is hidden: apprentices can no longer choose it for new entries.`
          : `${saved.code} is offered to apprentices again.`,
      );
    } catch (caught) {
      setFailure((caught as ApiError).message);
    }
  };

  return (
    <div className="space-y-6">
      <PageTitle title={TITLE} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{TITLE}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            The units of competency apprentices name in their logbook, trade by trade. A hidden unit
            is not offered for new entries; the entries that name it keep it.
          </p>
        </div>
        <Button onClick={() => setEditing({ unit: null })}>Add a unit</Button>
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {error ? (
        <Alert>{(error as ApiError).message}</Alert>
      ) : !data ? (
        <Spinner label="Loading the units" />
      ) : data.items.length === 0 ? (
        <Card title="No units yet">
          <p className="text-sm text-slate-600">Add the first unit of a trade.</p>
        </Card>
      ) : (
        byTrade(data.items).map(({ service, units }) => (
          <Card
            key={service._id}
            title={service.name}
            description={`${units.length} ${units.length === 1 ? 'unit' : 'units'}, ${
              units.filter((unit) => unit.hidden).length
            } hidden`}
          >
            <ul aria-label={`${service.name} units`} className="divide-y divide-slate-100">
              {units.map((unit) => (
                <UnitRow
                  key={unit._id}
                  unit={unit}
                  onEdit={() => setEditing({ unit })}
                  onToggle={() => void toggle(unit)}
                  isToggling={updating.isLoading && updating.originalArgs?.id === unit._id}
                />
              ))}
            </ul>
          </Card>
        ))
      )}
      {editing && (
        <UnitDialog
          unit={editing.unit}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setFailure(null);
            setDone(message);
          }}
        />
      )}
    </div>
  );
}
