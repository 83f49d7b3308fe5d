import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { stateNames, states } from '@trademate/shared/constants/states';
import { offersServices } from '@trademate/shared/constants/users';
import { citiesFor, type Me } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import { useUpdateProfileMutation } from '../api/update-profile';
import {
  BIO_MAX_LENGTH,
  createProfileFormSchema,
  toProfileFormInput,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../utils/profile-form-schema';
import { placeServerFieldErrors } from '../utils/server-field-errors';
import { ServicesPicker } from '@/components/services-picker';

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/** The fields a server validation error may name (`errors[].path`), as the form names them. */
const formFields = [
  'firstName',
  'lastName',
  'contactNumber',
  'address.state',
  'address.city',
  'bio',
  'services',
] as const;

/** The editable profile: names, phone, location, bio and, for those who offer them, services. */
export function ProfileForm({ me }: { me: Me }) {
  const offersWork = offersServices(me.userType);
  const schema = useMemo(() => createProfileFormSchema(me.userType), [me.userType]);
  const [updateProfile] = useUpdateProfileMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    resetField,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: toProfileFormInput(me),
  });
  const chosenState = useWatch({ control, name: 'address.state' });
  const bio = useWatch({ control, name: 'bio' });
  const cityOptions = citiesFor(chosenState).map((city) => ({ value: city, label: city }));

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
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <Input
          className="sm:col-span-2"
          label="Contact number"
          type="tel"
          autoComplete="tel"
          placeholder="04xx xxx xxx"
          error={errors.contactNumber?.message}
          {...register('contactNumber')}
        />
        <Select
          label="State"
          placeholder="Choose your state"
          options={stateOptions}
          error={errors.address?.state?.message}
          {...register('address.state', {
            onChange: () => resetField('address.city', { defaultValue: '' }),
          })}
        />
        <Select
          label="City"
          placeholder={chosenState ? 'Choose your city' : 'Choose a state first'}
          options={cityOptions}
          error={errors.address?.city?.message}
          {...register('address.city')}
        />
        <Textarea
          className="sm:col-span-2"
          label="Bio"
          hint={
            offersWork
              ? 'Tell clients about your experience, licences and the work you take on.'
              : 'A few words about you for the professionals you contact.'
          }
          characterCount={{ used: bio?.length ?? 0, limit: BIO_MAX_LENGTH }}
          error={errors.bio?.message}
          {...register('bio')}
        />
      </div>
      {offersWork && (
        <Controller
          control={control}
          name="services"
          render={({ field, fieldState }) => (
            <ServicesPicker
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
  );
}
