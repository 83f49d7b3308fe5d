import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { credentialLimits } from '@trademate/shared/constants/credentials';
import { licenceTrades, servicesCoveredByTrade } from '@trademate/shared/constants/licence-rules';
import { stateNames, states } from '@trademate/shared/constants/states';
import * as messages from '@trademate/shared/messages';
import type {
  AddLicenceInput,
  AddLicenceRequest,
  Licence,
} from '@trademate/shared/schemas/credentials';
import { LicenceList } from '@/components/credentials';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useGetServiceOptionsQuery } from '@/lib/service-options';
import { useAddLicenceMutation, useRemoveLicenceMutation } from '../api/licences';

const m = messages.licences;

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));
const tradeOptions = licenceTrades.map((trade) => ({ value: trade, label: m.tradeLabels[trade] }));
const serverFields = ['state', 'trade', 'number', 'licenceClass', 'expiresOn'] as const;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/credentials').then(
    (schemas) => schemas.addLicenceRequestSchema,
  ),
);

const emptyForm = {
  state: '',
  trade: '',
  number: '',
  licenceClass: '',
  expiresOn: '',
} as unknown as AddLicenceRequest;

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** "Covers Electrician and Solar Installer": which of TradeMate's services a trade's licence covers. */
function CoveredServices({ trade }: { trade: string }) {
  const { data: services } = useGetServiceOptionsQuery();
  const slugs = servicesCoveredByTrade[trade as keyof typeof servicesCoveredByTrade];
  if (!slugs || !services) return null;
  const names = services
    .filter((service) => slugs.includes(service.slug))
    .map((service) => service.name);
  if (names.length === 0) return null;
  return (
    <p className="text-xs text-slate-500 sm:col-span-2">
      Shows as licensed on job requests for: {names.join(', ')}.
    </p>
  );
}

/** The licences a professional holds: the list with a way to remove each, and a form to add one. */
export function LicencesEditor({ licences }: { licences: Licence[] }) {
  const [addLicence] = useAddLicenceMutation();
  const [removeLicence] = useRemoveLicenceMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddLicenceRequest, unknown, AddLicenceInput>({
    mode: 'onTouched',
    resolver,
    defaultValues: emptyForm,
  });
  const trade = useWatch({ control, name: 'trade' });
  const isFull = licences.length >= credentialLimits.licencesMax;

  const onSubmit = handleSubmit(async (input) => {
    setNotice(null);
    try {
      await addLicence(input).unwrap();
      reset(emptyForm);
      setNotice({ tone: 'success', text: m.added });
    } catch (error) {
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, serverFields, (field, message) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      if (placed === 0) setNotice({ tone: 'error', text: apiError.message });
    }
  });

  const onRemove = async (licence: Licence) => {
    setNotice(null);
    setRemoving(licence._id);
    try {
      await removeLicence(licence._id).unwrap();
      setNotice({ tone: 'success', text: m.removed });
    } catch (error) {
      setNotice({ tone: 'error', text: (error as ApiError).message });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="space-y-6">
      <LicenceList
        licences={licences}
        actions={(licence) => (
          <Button
            variant="ghost"
            size="sm"
            disabled={removing === licence._id}
            onClick={() => void onRemove(licence)}
            aria-label={`Remove the ${m.tradeLabels[licence.trade]} licence ${licence.number} (${licence.state})`}
          >
            Remove
          </Button>
        )}
      />
      {isFull ? (
        <p className="text-sm text-slate-600">{m.tooMany(credentialLimits.licencesMax)}.</p>
      ) : (
        <form
          onSubmit={onSubmit}
          onFocus={resolver.preload}
          noValidate
          aria-label="Add a licence"
          className="space-y-5 border-t border-slate-100 pt-5"
        >
          <h3 className="text-sm font-semibold text-slate-900">Add a licence</h3>
          <div className="grid gap-5 sm:grid-cols-2">
            <Select
              label="Issued in"
              placeholder="Choose a state"
              options={stateOptions}
              error={errors.state?.message}
              {...register('state')}
            />
            <Select
              label="Trade or class of work"
              placeholder="Choose a trade"
              options={tradeOptions}
              error={errors.trade?.message}
              {...register('trade')}
            />
            {trade && <CoveredServices trade={trade} />}
            <Input
              label="Licence number"
              autoComplete="off"
              error={errors.number?.message}
              {...register('number')}
            />
            <Input
              label="Class on the licence (optional)"
              placeholder="e.g. Contractor licence – Electrician"
              error={errors.licenceClass?.message}
              {...register('licenceClass')}
            />
            <Input
              label="Expiry date"
              type="date"
              error={errors.expiresOn?.message}
              {...register('expiresOn')}
            />
          </div>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? 'Adding…' : 'Add licence'}
          </Button>
        </form>
      )}
      {isFull && notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </div>
  );
}
