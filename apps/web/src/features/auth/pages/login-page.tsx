import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import type { z } from 'zod';
import * as messages from '@trademate/shared/messages/shell';
import type { LoginRequest, loginRequestSchema } from '@trademate/shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/article';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import type { ApiDispatch, ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { AuthPanel } from '../components/auth-panel';
import { readNextPath } from '../utils/next-path';
import { nextStepAfterVerifying } from '../utils/next-step';
import type { LoginPageState } from '../utils/login-page-state';

// The schema, zod and the API client load when the form is first checked or sent, not while the
// app takes the rendered page over (decision 048).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/users').then((schemas) => schemas.loginRequestSchema),
);

export default function LoginPage() {
  const user = useSelector(selectSessionUser);
  const { search, state } = useLocation();
  // Someone who arrives signed in goes home; someone who signs in here goes where they were headed.
  const [hasSignedInHere, setSignedInHere] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const dispatch = useDispatch<ApiDispatch>();
  // Rendered on the server (decision 046): until the app has taken the page over, the fields take
  // no typing (the app would reset them) and the button waits, so the browser never sends the form
  // itself, which would put the password in the address.
  const isHydrated = useIsHydrated();
  // What the page that sent the person here left in the history state lives only in the browser:
  // the server draws the page without it, so the app's first render of a server-drawn page does
  // too, and the notice and the email come in once the app has taken the page over.
  const arrival = isHydrated ? (state as LoginPageState | null) : null;
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email: arrival?.email ?? '', password: '' },
  });
  const arrivalEmail = arrival?.email;
  useEffect(() => {
    if (arrivalEmail) setValue('email', arrivalEmail);
  }, [arrivalEmail, setValue]);

  const next = readNextPath(search) ?? undefined;
  if (user) {
    const afterSignIn = arrival?.afterVerifying
      ? nextStepAfterVerifying(user.userType)
      : paths.home.href();
    const destination = !hasSignedInHere
      ? paths.home.href()
      : user.userVerified
        ? (next ?? afterSignIn)
        : paths.verify.href(next);
    return <Navigate to={destination} replace />;
  }

  const onSubmit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      const [{ logIn }, { refreshSession }] = await Promise.all([
        import('../api/login'),
        import('@/features/session/api/refresh-session'),
      ]);
      await logIn(dispatch, credentials);
      setSignedInHere(true);
      await refreshSession(dispatch);
    } catch (error) {
      setServerError((error as ApiError).message);
    }
  });

  return (
    <>
      <PageTitle
        title="Sign In"
        description="Sign in to TradeMate to post and follow your jobs, find work in your trade, chat and manage your plan."
        canonicalPath={paths.login.href()}
      />
      <AuthPanel
        title="Sign in to TradeMate"
        intro="Post jobs, contact professionals and keep up with your chats."
        footer={
          <>
            New to TradeMate?{' '}
            <TextLink to={paths.signup.href(next)}>{messages.nav.joinUs}</TextLink>
          </>
        }
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {serverError && <Alert>{serverError}</Alert>}
          {arrival?.notice && !serverError && <Alert tone="success">{arrival.notice}</Alert>}
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            readOnly={!isHydrated}
            error={errors.email?.message}
            {...register('email')}
          />
          <div>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              readOnly={!isHydrated}
              error={errors.password?.message}
              {...register('password')}
            />
            <p className="mt-2 text-right text-sm">
              <TextLink to={paths.forgotPassword.href()}>Forgot your password?</TextLink>
            </p>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !isHydrated}>
            {isSubmitting ? 'Signing in…' : messages.nav.signIn}
          </Button>
        </form>
      </AuthPanel>
    </>
  );
}
