import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordForm } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useChangePasswordMutation } from '../api/change-password';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const serverFields = ['currentPassword', 'newPassword'] as const;

type Notice = { tone: 'success' | 'error'; text: string } | null;

const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/users').then((schemas) => schemas.changePasswordFormSchema),
);

/** Changes the password of the signed-in user, who must know the current one. */
export function PasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    mode: 'onTouched',
    resolver,
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setNotice(null);
    try {
      const { message } = await changePassword({ currentPassword, newPassword }).unwrap();
      reset(emptyForm);
      setNotice({ tone: 'success', text: message });
    } catch (error) {
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, serverFields, (field, message) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      // A message already shown on its field is not repeated above the button.
      if (placed === 0) setNotice({ tone: 'error', text: apiError.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}
