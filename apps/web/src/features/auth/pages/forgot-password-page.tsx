import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import type {
  CheckResetOtpRequest,
  ForgotPasswordRequest,
  forgotPasswordRequestSchema,
  ResetPasswordForm,
} from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/article';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { sessionCleared } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCheckResetCodeMutation } from '../api/check-reset-code';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthPanel } from '../components/auth-panel';
import { CodeField } from '../components/code-field';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; encryptedOTP?: string }
  | { name: 'password'; resetToken: string }
  | { name: 'done' };

// Each step's checks load at its form's first check, or as the person turns to the form, not
// with the page (decision 097).
const emailResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/users').then((schemas) => schemas.forgotPasswordRequestSchema),
);
const codeResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/users').then((schemas) =>
    schemas.checkResetOtpRequestSchema.pick({ optEnteredByUser: true }),
  ),
);
const passwordResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/users').then((schemas) => schemas.resetPasswordFormSchema),
);

function messageOf(error: unknown) {
  return (error as ApiError).message;
}

function EmailStep({ onCodeSent }: { onCodeSent: (email: string, encryptedOTP?: string) => void }) {
  const [forgotPassword] = useForgotPasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest, unknown, z.output<typeof forgotPasswordRequestSchema>>({
    mode: 'onTouched',
    resolver: emailResolver,
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      const answer = await forgotPassword({ email }).unwrap();
      onCodeSent(email, answer?.encryptedOTP);
    } catch (error) {
      setServerError(messageOf(error));
    }
  });
  return (
    <form onSubmit={onSubmit} onFocus={emailResolver.preload} noValidate className="space-y-5">
      {serverError && <Alert>{serverError}</Alert>}
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send me a code'}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  encryptedOTP,
  onCodeAccepted,
  onCodeResent,
  onChangeEmail,
}: {
  email: string;
  encryptedOTP?: string;
  onCodeAccepted: (resetToken: string) => void;
  onCodeResent: (encryptedOTP?: string) => void;
  onChangeEmail: () => void;
}) {
  const [checkResetCode] = useCheckResetCodeMutation();
  const [forgotPassword, { isLoading: isResending }] = useForgotPasswordMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>({
    tone: 'success',
    text: messages.auth.forgotSent,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Pick<CheckResetOtpRequest, 'optEnteredByUser'>>({
    mode: 'onTouched',
    resolver: codeResolver,
    defaultValues: { optEnteredByUser: '' },
  });
  const onSubmit = handleSubmit(async ({ optEnteredByUser }) => {
    try {
      const { resetToken } = await checkResetCode({
        optEnteredByUser,
        email,
        encryptedOTP,
      }).unwrap();
      onCodeAccepted(resetToken);
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error) });
    }
  });
  const resend = async () => {
    try {
      const answer = await forgotPassword({ email }).unwrap();
      onCodeResent(answer?.encryptedOTP);
      setNotice({ tone: 'success', text: messages.auth.codeSent });
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error) });
    }
  };
  return (
    <div className="space-y-5">
      <Alert tone={notice.tone}>{notice.text}</Alert>
      <form onSubmit={onSubmit} onFocus={codeResolver.preload} noValidate className="space-y-5">
        <CodeField error={errors.optEnteredByUser?.message} {...register('optEnteredByUser')} />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Continue'}
        </Button>
      </form>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        <Button variant="secondary" onClick={() => void resend()} disabled={isResending}>
          {isResending ? 'Sending…' : 'Send a new code'}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail}>
          Use another email
        </Button>
      </div>
    </div>
  );
}

function PasswordStep({ resetToken, onReset }: { resetToken: string; onReset: () => void }) {
  const [resetPassword] = useResetPasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    mode: 'onTouched',
    resolver: passwordResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      await resetPassword({ resetToken, newPassword }).unwrap();
      onReset();
    } catch (error) {
      setServerError(messageOf(error));
    }
  });
  return (
    <form onSubmit={onSubmit} onFocus={passwordResolver.preload} noValidate className="space-y-5">
      {serverError && <Alert>{serverError}</Alert>}
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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Reset my password'}
      </Button>
    </form>
  );
}

const intros: Record<Step['name'], string> = {
  email: 'Enter the email you joined with and we will send you a code to reset your password.',
  code: 'Enter the code from the email to choose a new password.',
  password: 'Choose a new password of at least 6 characters.',
  done: '',
};

/** Three steps on one page: email → code → new password. */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const dispatch = useDispatch();
  const finish = () => {
    // A reset ends every session of the account, this browser's included.
    dispatch(sessionCleared());
    setStep({ name: 'done' });
  };
  return (
    <>
      <PageTitle title="Reset your password" />
      <AuthPanel
        title="Reset your password"
        intro={intros[step.name] || undefined}
        footer={
          step.name !== 'done' && (
            <>
              Remembered it? <TextLink to={paths.login.href()}>{messages.nav.signIn}</TextLink>
            </>
          )
        }
      >
        {step.name === 'email' && (
          <EmailStep
            onCodeSent={(email, encryptedOTP) => setStep({ name: 'code', email, encryptedOTP })}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            email={step.email}
            encryptedOTP={step.encryptedOTP}
            onCodeAccepted={(resetToken) => setStep({ name: 'password', resetToken })}
            onCodeResent={(encryptedOTP) => setStep({ ...step, encryptedOTP })}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        )}
        {step.name === 'password' && <PasswordStep resetToken={step.resetToken} onReset={finish} />}
        {step.name === 'done' && (
          <div className="space-y-6">
            <Alert tone="success">{messages.auth.passwordReset}</Alert>
            <ButtonLink to={paths.login.href()} size="lg" className="w-full">
              {messages.nav.signIn}
            </ButtonLink>
          </div>
        )}
      </AuthPanel>
    </>
  );
}
