import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import * as messages from '@trademate/shared/messages';
import type { CheckOtpByEmail, CheckOtpRequest } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/article';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRefreshSession } from '@/features/session/hooks/use-refresh-session';
import { selectSessionUser } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { useCheckVerificationCodeMutation } from '../api/check-verification-code';
import { useSendVerificationCodeMutation } from '../api/send-verification-code';
import { AuthPanel } from '../components/auth-panel';
import { VerifyCodeForm } from '../components/verify-code-form';
import { readNextPath } from '../utils/next-path';
import { nextStepAfterVerifying } from '../utils/next-step';
import { readVerifyLink } from '../utils/verify-link';
import type { LoginPageState } from '../utils/login-page-state';
import type { VerifyPageState } from '../utils/verify-page-state';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const TITLE = 'Verify your email';

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

/**
 * `/user/verify`: checks the mailed code. The browser that signed up (its cookies) and a signed-in
 * user give the code alone; any other device gives the email with it, or opens the mail's link,
 * whose fragment carries both and is submitted at once. Verified without a session, the person
 * goes on to sign in.
 */
export default function VerifyPage() {
  const user = useSelector(selectSessionUser);
  const location = useLocation();
  const navigate = useNavigate();
  const next = readNextPath(location.search);
  const pageState = location.state as VerifyPageState | null;
  const [isCheckingLink, setCheckingLink] = useState(() => readVerifyLink(location.hash) !== null);
  /** The link last submitted, kept in the form when it is refused. */
  const [linkValues, setLinkValues] = useState<CheckOtpByEmail | null>(null);
  const checkedHash = useRef<string | null>(null);
  const [isVerified, setVerified] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendNotice, setResendNotice] = useState<Notice>(null);
  const [checkCode] = useCheckVerificationCodeMutation();
  const refreshSession = useRefreshSession();
  const signedUpEmail = user?.email ?? pageState?.email;
  const asksEmail = !signedUpEmail;

  const check = useCallback(
    async (request: CheckOtpRequest) => {
      setCodeError(null);
      setResendNotice(null);
      let notice: string = messages.auth.verifiedSignIn;
      try {
        await checkCode(request).unwrap();
      } catch (error) {
        const apiError = error as ApiError;
        // A code used before (the link opened twice): the work is done all the same.
        if (apiError.code !== 'CONFLICT') {
          setCodeError(apiError.message);
          return;
        }
        notice = messages.auth.alreadyVerified;
      }
      if (!user) {
        const state: LoginPageState = {
          notice,
          email: request.email ?? signedUpEmail,
          afterVerifying: true,
        };
        void navigate(paths.login.href(next ?? undefined), { replace: true, state });
        return;
      }
      setVerified(true);
      try {
        await refreshSession();
        void navigate(next ?? nextStepAfterVerifying(user.userType), { replace: true });
      } catch {
        // Verified all the same; the success panel offers the way on.
      }
    },
    [checkCode, navigate, next, refreshSession, signedUpEmail, user],
  );

  // A link opens the page, or arrives while it shows: either way it is submitted once.
  useEffect(() => {
    const link = readVerifyLink(location.hash);
    if (!link) {
      checkedHash.current = null;
      return;
    }
    if (checkedHash.current === location.hash) return;
    checkedHash.current = location.hash;
    setLinkValues(link);
    setCheckingLink(true);
    // The code leaves the address bar and the history at once.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state },
    );
    void check(link).finally(() => setCheckingLink(false));
  }, [location, navigate, check]);

  if (isVerified || user?.userVerified) {
    return (
      <>
        <PageTitle title={TITLE} />
        <AuthPanel title={TITLE}>
          <Alert tone="success">
            {isVerified ? messages.auth.verified : messages.auth.alreadyVerified}
          </Alert>
          <div className="mt-6 flex items-center gap-4">
            <ButtonLink
              to={next ?? (user ? nextStepAfterVerifying(user.userType) : paths.home.href())}
            >
              Continue
            </ButtonLink>
            {isVerified && <Spinner label="Taking you back" />}
          </div>
        </AuthPanel>
      </>
    );
  }

  if (isCheckingLink) {
    return (
      <>
        <PageTitle title={TITLE} />
        <AuthPanel title={TITLE}>
          <Spinner label="Checking your code" />
        </AuthPanel>
      </>
    );
  }

  return (
    <>
      <PageTitle title={TITLE} />
      <AuthPanel
        title={TITLE}
        intro={
          signedUpEmail
            ? `We sent a 6-digit code to ${signedUpEmail}. Enter it to finish setting up your account; if it is not in your inbox, look in the spam folder.`
            : 'Enter your email and the 6-digit code we sent to it, or open the link in that email on this device. If it is not in your inbox, look in the spam folder.'
        }
      >
        <div className="space-y-5">
          {pageState?.notice && <Alert tone="info">{pageState.notice}</Alert>}
          <VerifyCodeForm
            key={linkValues ? `${linkValues.email} ${linkValues.optEnteredByUser}` : 'typed'}
            asksEmail={asksEmail}
            defaultValues={asksEmail && linkValues ? linkValues : undefined}
            error={codeError}
            onCheck={check}
          />
          <div className="border-t border-slate-200 pt-5">
            {asksEmail ? (
              <p className="text-sm text-slate-600">
                No email, or has the code expired?{' '}
                <TextLink to={paths.login.href()}>{messages.nav.signIn}</TextLink> to ask for a new
                one.
              </p>
            ) : (
              <>
                <p className="mb-3 text-sm text-slate-600">
                  No email, or has the code expired? Ask for a new one.
                </p>
                <ResendCode onNotice={setResendNotice} />
                {resendNotice && (
                  <Alert tone={resendNotice.tone} className="mt-4">
                    {resendNotice.text}
                  </Alert>
                )}
              </>
            )}
          </div>
        </div>
      </AuthPanel>
    </>
  );
}
