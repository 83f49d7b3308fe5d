import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { stateNames, states } from '@trademate/shared/constants/states';
import { offersServices, type UserType } from '@trademate/shared/constants/users';
import { citiesFor, signupFormSchema, type SignupForm } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import type { ApiError } from '@/lib/api';
import { useSignupMutation } from '../api/signup';
import { useUploadAvatarMutation } from '../api/upload-avatar';
import { AvatarField, noAvatar } from './avatar-field';
import { ServicesPicker } from '@/components/services-picker';

type SignupValues = z.output<typeof signupFormSchema>;

const stateOptions = states.map((state) => ({ value: state, label: stateNames[state] }));

/** The fields a server validation error may name (`errors[].path`), as the form names them. */
const formFields = new Set<string>([
  'firstName',
  'lastName',
  'contactNumber',
  'address.state',
  'address.city',
  'email',
  'password',
  'services',
]);

function isFormField(path: string): path is FieldPath<SignupForm> {
  return formFields.has(path);
}

export interface SignupResult {
  /** False when the account exists but the chosen photo could not be uploaded. */
  isPhotoSaved: boolean;
}

/** One sign-up form for every kind of account; professionals and apprentices add their services. */
export function SignupForm({
  userType,
  onSignedUp,
}: {
  userType: UserType;
  onSignedUp: (result: SignupResult) => void;
}) {
  const [signup] = useSignupMutation();
  const [uploadAvatar] = useUploadAvatarMutation();
  const [avatar, setAvatar] = useState(noAvatar);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm, unknown, SignupValues>({
    mode: 'onTouched',
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      contactNumber: '',
      address: { city: '' },
      userType,
      email: '',
      password: '',
      confirmPassword: '',
      services: [],
    },
  });
  const chosenState = useWatch({ control, name: 'address.state' });
  const cityOptions = citiesFor(chosenState).map((city) => ({ value: city, label: city }));

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirmation, ...request }) => {
    setServerError(null);
    try {
      await signup(request).unwrap();
    } catch (error) {
      const apiError = error as ApiError;
      setServerError(apiError.message);
      for (const fieldError of apiError.errors ?? []) {
        if (isFormField(fieldError.path)) {
          setError(fieldError.path, { type: 'server', message: fieldError.message });
        }
      }
      return;
    }
    // The account exists by now: a failed upload only costs the photo, added later from the profile.
    const upload = avatar.file ? await uploadAvatar(avatar.file) : null;
    onSignedUp({ isPhotoSaved: !upload || !('error' in upload) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {serverError && <Alert>{serverError}</Alert>}
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
        <Input
          className="sm:col-span-2"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      {offersServices(userType) && (
        <Controller
          control={control}
          name="services"
          render={({ field, fieldState }) => (
            <ServicesPicker
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <AvatarField value={avatar} onChange={setAvatar} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting || avatar.error !== null}
      >
        {isSubmitting ? 'Creating your account…' : 'Create my account'}
      </Button>
    </form>
  );
}
