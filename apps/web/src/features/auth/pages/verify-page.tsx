import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { checkOtpRequestSchema, type CheckOtpRequest } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { useCheckVerificationCodeMutation } from '../api/check-verification-code';
import { useSendVerificationCodeMutation } from '../api/send-verification-code';
import { AuthPanel } from '../components/auth-panel';
import { CodeField } from '../components/code-field';
import { useRefreshSession } from '../hooks/use-refresh-session';
import { readNextPath } from '../utils/next-path';
import type { VerifyPageState } from '../utils/verify-page-state';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Sends a new code and says how that went (a 429 carries the wait in its message). */
function ResendCode({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const [sendCode, { isLoading }] = useSendVerificationCodeMutation();
  const resend = async () => {
    onNotice(null);
    try {
      await sendCode().unwrap();
      onNotice({ tone: 'success', text: messages.auth.codeSent });
    } catch (error) {
      onNotice({ tone: 'error', text: (error as ApiError).message });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void resend()} disabled={isLoading}>
      {isLoading ? 'Sending…' : 'Send a new code'}
    </Button>
  );
}

export default function VerifyPage() {
  const user = useSelector(selectSessionUser);
  const location = useLocation();
  const navigate = useNavigate();
  const next = readNextPath(location.search);
  const arrivalNotice = (location.state as VerifyPageState | null)?.notice;
  const [isVerified, setVerified] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendNotice, setResendNotice] = useState<Notice>(null);
  const [checkCode] = useCheckVerificationCodeMutation();
  const refreshSession = useRefreshSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckOtpRequest>({
    mode: 'onTouched',
    resolver: zodResolver(checkOtpRequestSchema),
    defaultValues: { optEnteredByUser: '' },
  });

  const onSubmit = handleSubmit(async ({ optEnteredByUser }) => {
    setCodeError(null);
    setResendNotice(null);
    try {
      await checkCode({ optEnteredByUser }).unwrap();
    } catch (error) {
      setCodeError((error as ApiError).message);
      return;
    }
    setVerified(true);
    if (!user) return;
    try {
      await refreshSession();
      void navigate(next ?? paths.home.href(), { replace: true });
    } catch {
      // Verified all the same; the success panel offers the way on.
    }
  });

  const destination = next ?? paths.home.href();

  if (isVerified || user?.userVerified) {
    return (
      <>
        <PageTitle title="Verify your email" />
        <AuthPanel title="Verify your email">
          <Alert tone="success">
            {isVerified ? messages.auth.verified : messages.auth.alreadyVerified}
          </Alert>
          <div className="mt-6 flex items-center gap-4">
            {user ? (
              <ButtonLink to={destination}>Continue</ButtonLink>
            ) : (
              <ButtonLink to={paths.login.href(next ?? undefined)}>
                {messages.nav.signIn}
              </ButtonLink>
            )}
            {isVerified && user && <Spinner label="Taking you back" />}
          </div>
        </AuthPanel>
      </>
    );
  }

  return (
    <>
      <PageTitle title="Verify your email" />
      <AuthPanel
        title="Verify your email"
        intro={
          user
            ? `We sent a 6-digit code to ${user.email}. Enter it to finish setting up your account; if it is not in your inbox, look in the spam folder.`
            : 'We sent a 6-digit code to your email. Enter it to finish setting up your account; if it is not in your inbox, look in the spam folder.'
        }
      >
        <div className="space-y-5">
          {arrivalNotice && <Alert tone="info">{arrivalNotice}</Alert>}
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            {codeError && <Alert>{codeError}</Alert>}
            <CodeField error={errors.optEnteredByUser?.message} {...register('optEnteredByUser')} />
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Checking…' : 'Verify'}
            </Button>
          </form>
          <div className="border-t border-slate-200 pt-5">
            <p className="mb-3 text-sm text-slate-600">
              No email, or has the code expired? Ask for a new one.
            </p>
            <ResendCode onNotice={setResendNotice} />
            {resendNotice && (
              <Alert tone={resendNotice.tone} className="mt-4">
                {resendNotice.text}
              </Alert>
            )}
          </div>
        </div>
      </AuthPanel>
    </>
  );
}
