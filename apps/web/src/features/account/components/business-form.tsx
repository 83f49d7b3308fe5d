import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatAbn } from '@trademate/shared/constants/abn';
import * as messages from '@trademate/shared/messages';
import type {
  Business,
  SetBusinessInput,
  SetBusinessRequest,
} from '@trademate/shared/schemas/credentials';
import { BusinessSummary } from '@/components/credentials';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useRemoveBusinessMutation, useSetBusinessMutation } from '../api/set-business';

const serverFields = ['abn', 'businessName'] as const;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/credentials').then(
    (schemas) => schemas.setBusinessRequestSchema,
  ),
);

type Notice = { tone: 'success' | 'error'; text: string } | null;

function toFormInput(business: Business | null): SetBusinessRequest {
  return {
    abn: business ? formatAbn(business.abn) : '',
    businessName: business?.businessName ?? '',
  };
}

/**
 * The professional's ABN and business name: what clients see, then the form. The ABN is checked
 * here with the same check digits as the server; the server also asks the Australian Business
 * Register when it is set up to (decision 025).
 */
export function BusinessForm({ business }: { business: Business | null }) {
  const [setBusiness] = useSetBusinessMutation();
  const [removeBusiness, { isLoading: isRemoving }] = useRemoveBusinessMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SetBusinessRequest, unknown, SetBusinessInput>({
    mode: 'onTouched',
    resolver,
    defaultValues: toFormInput(business),
  });

  const onSubmit = handleSubmit(async (input) => {
    setNotice(null);
    try {
      const saved = await setBusiness(input).unwrap();
      reset(toFormInput(saved));
      setNotice({
        tone: 'success',
        text:
          saved.check === 'registerUnavailable'
            ? messages.business.savedFormatOnly
            : messages.business.saved,
      });
    } catch (error) {
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, serverFields, (field, message) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      if (placed === 0) setNotice({ tone: 'error', text: apiError.message });
    }
  });

  const onRemove = async () => {
    setNotice(null);
    try {
      await removeBusiness().unwrap();
      reset(toFormInput(null));
      setNotice({ tone: 'success', text: messages.business.removed });
    } catch (error) {
      setNotice({ tone: 'error', text: (error as ApiError).message });
    }
  };

  return (
    <div className="space-y-6">
      {business && (
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between">
          <BusinessSummary business={business} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void onRemove()}
            disabled={isRemoving}
            className="self-start"
          >
            Remove ABN
          </Button>
        </div>
      )}
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="ABN"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 51 824 753 556"
            error={errors.abn?.message}
            {...register('abn')}
          />
          <Input
            label="Business name (optional)"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register('businessName')}
          />
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : business ? 'Save ABN' : 'Add ABN'}
        </Button>
      </form>
    </div>
  );
}
