import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { consolePaths } from '@trademate/shared/console-paths';
import { serviceIconKeys } from '@trademate/shared/constants/service-icons';
import * as messages from '@trademate/shared/messages';
import type {
  ConsoleService,
  ServiceInput,
  serviceInputSchema,
} from '@trademate/shared/schemas/services-admin';
import { ServiceIcon } from '@/components/service-icon';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { PageTitle } from '@/components/ui/page-title';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import {
  useAddServiceMutation,
  useGetConsoleServicesQuery,
  useMergeServiceMutation,
  useSetServiceHiddenMutation,
  useUpdateServiceMutation,
} from '../api/services';
import { ReasonDialog } from '../components/reason-dialog';

const m = messages.servicesAdmin;
const fields = ['name', 'description', 'icon'] as const;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/services-admin').then((schemas) => schemas.serviceInputSchema),
);

const statusTones = {
  shown: 'bg-emerald-50 text-emerald-800',
  hidden: 'bg-slate-100 text-slate-700',
  merged: 'bg-amber-50 text-amber-800',
} as const;

const iconOptions = serviceIconKeys.map((key) => ({ value: key, label: key.replaceAll('-', ' ') }));

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Adds a service, or edits one's name, description and icon. */
function ServiceForm({
  service,
  onClose,
  onDone,
}: {
  service: ConsoleService | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useAddServiceMutation();
  const [update, updating] = useUpdateServiceMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof serviceInputSchema>, unknown, ServiceInput>({
    resolver,
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      icon: (service?.icon as ServiceInput['icon'] | undefined) ?? 'wrench',
    },
  });
  const icon = useWatch({ control, name: 'icon' });
  const formId = 'service-form';

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = service
        ? await update({ id: service._id, ...input }).unwrap()
        : await add(input).unwrap();
      onDone(service ? m.saved(saved.name) : m.added(saved.name));
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
      title={service ? `Edit ${service.name}` : 'Add a service'}
      description="Clients read this when they choose a trade; professionals when they choose theirs."
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={adding.isLoading || updating.isLoading}>
            {service ? 'Save' : 'Add service'}
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
        <Input label="Name" error={errors.name?.message} {...register('name')} />
        <Textarea
          label="Description"
          rows={5}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="flex items-end gap-3">
          <Select
            label="Icon"
            className="flex-1"
            options={iconOptions}
            error={errors.icon?.message}
            {...register('icon')}
          />
          <span className="mb-1 flex size-10 items-center justify-center rounded-xl bg-brand-50">
            <ServiceIcon icon={icon} className="size-6" />
          </span>
        </div>
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}

type Asking =
  | { kind: 'edit'; service: ConsoleService | null }
  | { kind: 'hide' | 'show' | 'merge'; service: ConsoleService };

function ServiceRow({
  service,
  onAsk,
}: {
  service: ConsoleService;
  onAsk: (asking: Asking) => void;
}) {
  const live = service.status !== 'merged';
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 py-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50">
        <ServiceIcon icon={service.icon} className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{service.name}</span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              statusTones[service.status],
            )}
          >
            {m.statusLabels[service.status]}
            {service.mergedInto ? ` into ${service.mergedInto.name}` : ''}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {count(service.professionalCount, 'professional', 'professionals')} ·{' '}
          {count(service.jobCount, 'job', 'jobs')} ({service.openJobCount} open)
        </p>
      </div>
      {live && (
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button variant="secondary" size="sm" onClick={() => onAsk({ kind: 'edit', service })}>
            Edit
          </Button>
          <ButtonLink
            variant="secondary"
            size="sm"
            to={consolePaths.serviceQuestions.href(service._id)}
            aria-label={`${messages.jobQuestions.consoleHeading} for ${service.name}`}
          >
            {messages.jobQuestions.consoleHeading}
          </ButtonLink>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onAsk({ kind: service.status === 'hidden' ? 'show' : 'hide', service })}
          >
            {service.status === 'hidden' ? 'Show' : 'Hide'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onAsk({ kind: 'merge', service })}>
            Merge into…
          </Button>
        </div>
      )}
    </li>
  );
}

function MergeDialog({
  service,
  targets,
  onClose,
  onDone,
}: {
  service: ConsoleService;
  targets: ConsoleService[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [into, setInto] = useState('');
  const [merge] = useMergeServiceMutation();
  return (
    <ReasonDialog
      title={`Merge ${service.name} into another service?`}
      description={`Its ${count(service.professionalCount, 'professional', 'professionals')} and ${count(service.jobCount, 'job', 'jobs')} move to the service you choose, and ${service.name} leaves the site. This cannot be undone.`}
      confirmLabel="Merge"
      onConfirm={async (reason) => {
        if (!into) throw { message: m.mergeTargetRequired };
        const result = await merge({ id: service._id, into, reason }).unwrap();
        onDone(
          m.mergedMessage(
            result.service.name,
            result.service.mergedInto?.name ?? '',
            result.professionalsMoved,
            result.jobsMoved,
          ),
        );
      }}
      onClose={onClose}
    >
      <Select
        label="Merge into"
        placeholder="Choose a service"
        value={into}
        onChange={(event) => setInto(event.target.value)}
        options={targets.map((target) => ({ value: target._id, label: target.name }))}
      />
    </ReasonDialog>
  );
}

/** `/admin/services` (admins): the catalogue clients and professionals choose from. */
export default function ServicesPage() {
  const { data, error } = useGetConsoleServicesQuery();
  const [setHidden] = useSetServiceHiddenMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => setAsking(null);

  return (
    <div className="space-y-6">
      <PageTitle title={m.title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{m.lead}</p>
        </div>
        <Button onClick={() => setAsking({ kind: 'edit', service: null })}>Add a service</Button>
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      <Card title="The catalogue">
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label="Loading services" />
        ) : (
          <ul aria-label="Services" className="divide-y divide-slate-100">
            {data.items.map((service) => (
              <ServiceRow key={service._id} service={service} onAsk={setAsking} />
            ))}
          </ul>
        )}
      </Card>

      {asking?.kind === 'edit' && (
        <ServiceForm service={asking.service} onClose={close} onDone={setDone} />
      )}
      {(asking?.kind === 'hide' || asking?.kind === 'show') && (
        <ReasonDialog
          title={
            asking.kind === 'hide' ? `Hide ${asking.service.name}?` : `Show ${asking.service.name}?`
          }
          description={
            asking.kind === 'hide'
              ? 'It leaves the site and the forms at once. Professionals who offer it and its jobs keep it.'
              : 'Clients and professionals can choose it again at once.'
          }
          confirmLabel={asking.kind === 'hide' ? 'Hide' : 'Show'}
          onConfirm={async (reason) => {
            const hidden = asking.kind === 'hide';
            const service = await setHidden({ id: asking.service._id, hidden, reason }).unwrap();
            setDone(hidden ? m.hiddenMessage(service.name) : m.shownMessage(service.name));
          }}
          onClose={close}
        />
      )}
      {asking?.kind === 'merge' && data && (
        <MergeDialog
          service={asking.service}
          targets={data.items.filter(
            (target) => target.status === 'shown' && target._id !== asking.service._id,
          )}
          onClose={close}
          onDone={setDone}
        />
      )}
    </div>
  );
}
