import { useState } from 'react';
import { Controller, FormProvider, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { offersServices, type UserType } from '@trademate/shared/constants/users';
import type { SignupForm, signupFormSchema } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useSignupMutation } from '../api/signup';
import { useUploadAvatarMutation } from '../api/upload-avatar';
import { AvatarField, noAvatar } from './avatar-field';
import { ContactDetailsFields } from '@/components/contact-details-fields';
import { ServicesPicker } from '@/components/services-picker';

type SignupValues = z.output<typeof signupFormSchema>;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/users').then((schemas) => schemas.signupFormSchema),
);

/** The fields a server validation error may name (`errors[].path`), as the form names them. */
const formFields = [
  'firstName',
  'lastName',
  'contactNumber',
  'address.state',
  'address.city',
  'email',
  'password',
  'confirmPassword',
  'services',
] as const satisfies readonly FieldPath<SignupForm>[];

export interface SignupResult {
  /** The new account's address, where the code went. */
  email: string;
  /** False when the account exists but the chosen photo could not be uploaded. */
  isPhotoSaved: boolean;
}

/**
 * One sign-up form for every kind of account, sending the spec's fields; professionals and
 * apprentices may add their services here or later in their profile.
 */
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
  const form = useForm<SignupForm, unknown, SignupValues>({
    mode: 'onTouched',
    resolver,
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ services, ...fields }) => {
    setServerError(null);
    try {
      await signup(services.length > 0 ? { ...fields, services } : fields).unwrap();
    } catch (error) {
      const apiError = error as ApiError;
      setServerError(apiError.message);
      placeServerFieldErrors(apiError, formFields, (field, message) =>
        setError(field, { type: 'server', message }),
      );
      return;
    }
    // The account exists by now: a failed upload only costs the photo, added later from the profile.
    const upload = avatar.file ? await uploadAvatar(avatar.file) : null;
    onSignedUp({ email: fields.email, isPhotoSaved: !upload || !('error' in upload) });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
        {serverError && <Alert>{serverError}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactDetailsFields />
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
                isOptional
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
    </FormProvider>
  );
}
