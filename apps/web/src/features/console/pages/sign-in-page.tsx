import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import type {
  StaffSecondStep,
  StaffSession,
  StaffSignInRequest,
  staffSignInRequestSchema,
} from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { api, type ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useDispatch } from 'react-redux';
import { useStaffSignInMutation } from '../api/staff-auth';
import { ConsoleCard } from '../components/console-card';
import { RecoveryCodes } from '../components/recovery-codes';
import type { SignedOutState } from '../components/console-layout';
import { SecondStepForm } from '../components/second-step-form';

const m = messages.staff;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/staff').then((schemas) => schemas.staffSignInRequestSchema),
);

/** Where to go after signing in: a console page the user asked for, else the overview. */
export function consoleNext(next: string | null): string {
  return next && next.startsWith('/admin') && !next.startsWith('//')
    ? next
    : consolePaths.home.href();
}

/**
 * After the second step: the recovery codes first when they were just made, then the console
 * (its session read afresh, since the cookie is new).
 */
export function useFinishSignIn(next: string) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enter = () => {
    dispatch(api.util.invalidateTags([{ type: 'staff', id: 'ME' }]));
    void navigate(next, { replace: true });
  };
  return {
    codes,
    enter,
    onSignedIn: (session: StaffSession) => {
      if (session.recoveryCodes?.length) setCodes(session.recoveryCodes);
      else enter();
    },
  };
}

/** `/admin/login`: email and password, then the authenticator (decision 030). */
export default function StaffSignInPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const dispatch = useDispatch();
  const signedOut = (location.state as SignedOutState | null)?.signedOut === true;
  // Just signed out: forget what the console had read, now that none of it is on screen (reset
  // while a console page was still shown, its session query would ask again and fail, sending
  // this page a `next` back there).
  useEffect(() => {
    if (signedOut) dispatch(api.util.resetApiState());
  }, [signedOut, dispatch]);
  const [signIn, { isLoading }] = useStaffSignInMutation();
  // The form outlives its fields while the code is asked for: the email is still there after.
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<StaffSignInRequest, unknown, z.output<typeof staffSignInRequestSchema>>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  /** Why the password is asked again: the last sign-in ended at its code step. */
  const [ended, setEnded] = useState<string | null>(null);
  const [step, setStep] = useState<StaffSecondStep | null>(null);
  const finish = useFinishSignIn(consoleNext(searchParams.get('next')));

  if (finish.codes) {
    return (
      <ConsoleCard title="Your recovery codes">
        <RecoveryCodes codes={finish.codes} onDone={finish.enter} />
      </ConsoleCard>
    );
  }
  if (step) {
    return (
      <ConsoleCard
        title={step.step === 'setupTotp' ? 'Set up your authenticator' : 'Two-step sign-in'}
      >
        <SecondStepForm
          step={step}
          onSignedIn={finish.onSignedIn}
          onEnded={(message) => {
            setStep(null);
            resetField('password');
            setEnded(message);
          }}
        />
      </ConsoleCard>
    );
  }

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      setStep(await signIn(credentials).unwrap());
    } catch (caught) {
      const failure = caught as ApiError;
      const placed = placeServerFieldErrors(failure, ['email', 'password'], (field, message) =>
        setError(field, { type: 'server', message }),
      );
      // A refused sign-in (wrong password, held back) is said under the password.
      if (placed === 0) setError('password', { type: 'server', message: failure.message });
    }
  });

  return (
    <ConsoleCard title={m.signInTitle}>
      <form
        onSubmit={(event) => {
          setEnded(null);
          void onSubmit(event);
        }}
        onFocus={resolver.preload}
        noValidate
        className="space-y-5"
      >
        {ended && <Alert>{ended}</Alert>}
        <Input
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Continue'}
        </Button>
      </form>
      <p className="mt-6 text-xs text-slate-500">
        For TradeMate staff. Customers sign in on the main site.
      </p>
    </ConsoleCard>
  );
}
