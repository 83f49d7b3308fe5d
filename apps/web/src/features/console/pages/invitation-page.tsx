import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import type { AcceptStaffInvitationForm, StaffSecondStep } from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useAcceptStaffInvitationMutation, useGetStaffInvitationQuery } from '../api/staff-auth';
import { ConsoleCard } from '../components/console-card';
import { RecoveryCodes } from '../components/recovery-codes';
import { SecondStepForm } from '../components/second-step-form';
import { useFinishSignIn } from './sign-in-page';

const m = messages.staff;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/staff').then(
    (schemas) => schemas.acceptStaffInvitationFormSchema,
  ),
);

/** `/admin/invitation/:token`: the invited person chooses a password, then sets up TOTP. */
export default function StaffInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useGetStaffInvitationQuery(token);
  const [accept, { isLoading }] = useAcceptStaffInvitationMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptStaffInvitationForm>({
    resolver,
    defaultValues: { password: '', confirmation: '' },
  });
  const [step, setStep] = useState<StaffSecondStep | null>(null);
  /** The authenticator's set-up ended (timed out, five wrong codes): the password signs in now. */
  const [ended, setEnded] = useState<string | null>(null);
  const finish = useFinishSignIn(consolePaths.home.href());

  if (finish.codes) {
    return (
      <ConsoleCard title="Your recovery codes">
        <RecoveryCodes codes={finish.codes} onDone={finish.enter} />
      </ConsoleCard>
    );
  }
  if (ended) {
    return (
      <ConsoleCard title="Set up your authenticator">
        <Alert>{ended}</Alert>
        <Link
          to={consolePaths.signIn.href()}
          className="mt-4 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Sign in with your new password
        </Link>
      </ConsoleCard>
    );
  }
  if (step) {
    return (
      <ConsoleCard title="Set up your authenticator">
        <SecondStepForm step={step} onSignedIn={finish.onSignedIn} onEnded={setEnded} />
      </ConsoleCard>
    );
  }
  if (invitation.isError) {
    return (
      <ConsoleCard title="Invitation">
        <Alert>
          {(invitation.error as ApiError).status === 404
            ? m.invitationInvalid
            : (invitation.error as ApiError).message}
        </Alert>
      </ConsoleCard>
    );
  }
  if (!invitation.data) {
    return (
      <ConsoleCard title="Invitation">
        <Spinner label="Loading the invitation" />
      </ConsoleCard>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      setStep(await accept({ token, password }).unwrap());
    } catch (caught) {
      const failure = caught as ApiError;
      const placed = placeServerFieldErrors(failure, ['password'], (field, message) =>
        setError(field, { type: 'server', message }),
      );
      if (placed === 0) setError('password', { type: 'server', message: failure.message });
    }
  });

  const { name, email, role } = invitation.data;
  return (
    <ConsoleCard title={`Welcome, ${name}`}>
      <p className="text-sm text-slate-700">
        You are invited to the {m.consoleName} as <strong>{m.roleLabels[role]}</strong>, signing in
        as <strong>{email}</strong>. Choose a password of at least 12 characters; an authenticator
        app comes next.
      </p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={resolver.preload}
        noValidate
        className="mt-6 space-y-5"
      >
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Choose password'}
        </Button>
      </form>
    </ConsoleCard>
  );
}
