import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  StaffSecondStep,
  StaffSession,
  StaffTotpRequest,
} from '@trademate/shared/schemas/staff';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useStaffSecondStepMutation } from '../api/staff-auth';

// The checks load at the form's first check, or as the person turns to the form (its field takes
// the focus as it shows), not with the page (decision 097).
const resolver = lazyZodResolver(
  () => import('@trademate/shared/schemas/staff').then((schemas) => schemas.staffTotpRequestSchema),
  { raw: true },
);

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * The second step of a staff sign-in: setting up the authenticator app (a QR code and the secret
 * to type by hand) the first time, then a 6-digit code; or a recovery code instead. When the
 * sign-in can go no further (timed out, five wrong codes, already used: 401), `onEnded` gets the
 * server's message and the page asks for the password again (decision 055). The code is sent as
 * it was typed: the server reads it as the schema does.
 */
export function SecondStepForm({
  step,
  onSignedIn,
  onEnded,
}: {
  step: StaffSecondStep;
  onSignedIn: (session: StaffSession) => void;
  onEnded: (message: string) => void;
}) {
  const [complete, { isLoading }] = useStaffSecondStepMutation();
  const [useRecovery, setUseRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<StaffTotpRequest>({
    resolver,
    defaultValues: { challenge: step.challenge },
  });
  const isSetup = step.step === 'setupTotp';
  const field = useRecovery ? 'recoveryCode' : 'code';
  // With neither code, the schema names the app's code; the field on screen says it.
  const error = useRecovery
    ? (errors.recoveryCode?.message ?? errors.code?.message)
    : errors.code?.message;

  const onSubmit = handleSubmit(async (codes) => {
    try {
      onSignedIn(await complete(codes).unwrap());
    } catch (caught) {
      const failure = caught as ApiError;
      if (failure.code === 'UNAUTHENTICATED') onEnded(failure.message);
      else {
        const placed = placeServerFieldErrors(failure, ['code', 'recoveryCode'], (name, message) =>
          setError(name, { type: 'server', message }),
        );
        if (placed === 0) setError(field, { type: 'server', message: failure.message });
      }
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      noValidate
      className="space-y-5"
    >
      {step.step === 'setupTotp' ? (
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            Staff sign in with a password and an authenticator app. Scan this code with Google
            Authenticator, 1Password, Microsoft Authenticator or a similar app, then enter the
            6-digit code it shows.
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(step.qrSvg)}`}
            alt="QR code to add TradeMate to your authenticator app"
            className="mx-auto size-48 rounded-lg bg-white p-2 ring-1 ring-slate-200"
          />
          <p>
            Cannot scan it? Enter this key in the app:{' '}
            <code
              data-testid="totp-secret"
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900"
            >
              {grouped(step.secret)}
            </code>
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you set up your authenticator. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for TradeMate.'}
        </p>
      )}
      <Input
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        error={error}
        {...register(field)}
      />
      <Button type="submit" className="w-full" disabled={isLoading}>
        {isLoading ? 'Checking…' : isSetup ? 'Turn on and sign in' : 'Sign in'}
      </Button>
      {!isSetup && (
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            reset({ challenge: step.challenge });
          }}
        >
          {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </button>
      )}
    </form>
  );
}
