import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CheckOtpRequest } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { CodeField } from './code-field';

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const codeResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/users').then((schemas) => schemas.checkOtpRequestSchema),
);
// Typed as the form's values, which hold the email only where it is asked.
const codeAndEmailResolver = lazyZodResolver<z.ZodType<CheckOtpRequest, CheckOtpRequest>>(() =>
  import('@trademate/shared/schemas/users').then((schemas) => schemas.checkOtpByEmailSchema),
);

/**
 * The mailed code, and the email too where nothing else says whose code it is (a device without
 * the sign-up cookies or a session).
 */
export function VerifyCodeForm({
  asksEmail,
  defaultValues,
  error,
  onCheck,
}: {
  asksEmail: boolean;
  defaultValues?: CheckOtpRequest;
  /** The server's answer to the last try. */
  error: string | null;
  onCheck: (request: CheckOtpRequest) => Promise<void>;
}) {
  const resolver = asksEmail ? codeAndEmailResolver : codeResolver;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckOtpRequest>({
    mode: 'onTouched',
    resolver,
    defaultValues: defaultValues ?? { optEnteredByUser: '', ...(asksEmail && { email: '' }) },
  });

  return (
    <form
      onSubmit={handleSubmit(onCheck)}
      onFocus={resolver.preload}
      noValidate
      className="space-y-5"
    >
      {error && <Alert>{error}</Alert>}
      {asksEmail && (
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <CodeField error={errors.optEnteredByUser?.message} {...register('optEnteredByUser')} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Verify'}
      </Button>
    </form>
  );
}
