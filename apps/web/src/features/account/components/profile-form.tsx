import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { limits } from '@trademate/shared/constants/limits';
import { travelKm } from '@trademate/shared/constants/places';
import { isProfessional, offersServices } from '@trademate/shared/constants/users';
import type { Me } from '@trademate/shared/schemas/users';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateProfileMutation } from '../api/update-profile';
import type { ProfileFormInput, ProfileFormValues } from '../utils/profile-form-schema';
import { toProfileFormInput } from '../utils/profile-form-values';
import { ContactDetailsFields } from '@/components/contact-details-fields';
import { ServicesPicker } from '@/components/services-picker';

/** The fields a server validation error may name (`errors[].path`), as the form names them. */
const formFields = [
  'firstName',
  'lastName',
  'contactNumber',
  'address.state',
  'address.city',
  'address.suburb',
  'travelKm',
  'bio',
  'services',
] as const;

/** The editable profile: names, phone, location, bio and, for those who offer them, services. */
export function ProfileForm({ me }: { me: Me }) {
  const offersWork = offersServices(me.userType);
  // The checks load at the form's first check, or as the person turns to the form, not with the
  // page (decision 097); another kind of account makes another resolver, as it did the schema.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../utils/profile-form-schema').then((schemas) =>
          schemas.createProfileFormSchema(me.userType),
        ),
      ),
    [me.userType],
  );
  const [updateProfile] = useUpdateProfileMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: toProfileFormInput(me),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const onSubmit = handleSubmit(async ({ services, ...fields }) => {
    setServerError(null);
    setSaved(false);
    try {
      // A client offers no services: the server refuses the field from them, so it is not sent.
      const saved = await updateProfile(offersWork ? { ...fields, services } : fields).unwrap();
      reset(toProfileFormInput(saved));
      setSaved(true);
    } catch (error) {
      const apiError = error as ApiError;
      setServerError(apiError.message);
      placeServerFieldErrors(apiError, formFields, (field, message) =>
        setError(field, { type: 'server', message }),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactDetailsFields />
          {isProfessional(me.userType) && (
            <Input
              className="sm:col-span-2"
              label="How far you travel for work (km)"
              type="number"
              inputMode="numeric"
              min={travelKm.min}
              max={travelKm.max}
              step={1}
              error={errors.travelKm?.message}
              {...register('travelKm', { valueAsNumber: true })}
            />
          )}
          <CountedTextarea
            control={control}
            name="bio"
            limit={limits.bioMaxLength}
            className="sm:col-span-2"
            label="Bio"
            hint={
              offersWork
                ? 'Tell clients about your experience, licences and the work you take on.'
                : 'A few words about you for the professionals you contact.'
            }
            error={errors.bio?.message}
          />
        </div>
        {offersWork && (
          <Controller
            control={control}
            name="services"
            render={({ field, fieldState }) => (
              <ServicesPicker
                id="services"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {serverError && <Alert>{serverError}</Alert>}
        {isSaved && !isDirty && <Alert tone="success">Your profile has been saved</Alert>}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
    </FormProvider>
  );
}
