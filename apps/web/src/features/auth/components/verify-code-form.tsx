import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  checkOtpByEmailSchema,
  checkOtpRequestSchema,
  type CheckOtpRequest,
} from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CodeField } from './code-field';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckOtpRequest>({
    mode: 'onTouched',
    resolver: zodResolver(asksEmail ? checkOtpByEmailSchema : checkOtpRequestSchema),
    defaultValues: defaultValues ?? { optEnteredByUser: '', ...(asksEmail && { email: '' }) },
  });

  return (
    <form onSubmit={handleSubmit(onCheck)} noValidate className="space-y-5">
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
