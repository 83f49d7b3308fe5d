import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOutletContext } from 'react-router';
import type { z } from 'zod';
import { staffRoles, type StaffRole } from '@trademate/shared/constants/staff';
import * as messages from '@trademate/shared/messages';
import type { inviteStaffRequestSchema, StaffMember } from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { RadioGroup } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import {
  useGetStaffListQuery,
  useInviteStaffMutation,
  useSetStaffDisabledMutation,
} from '../api/staff';
import { ReasonDialog } from '../components/reason-dialog';

const m = messages.staff;
const fields = ['email', 'name', 'role', 'reason'] as const;
type InviteValues = z.input<typeof inviteStaffRequestSchema>;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/staff').then((schemas) => schemas.inviteStaffRequestSchema),
);

function InviteForm({ onSent }: { onSent: () => void }) {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteValues, unknown, z.output<typeof inviteStaffRequestSchema>>({
    resolver,
    defaultValues: { email: '', name: '', reason: '' },
  });

  const send = handleSubmit(async (values) => {
    try {
      const member = await invite(values).unwrap();
      setStatus({ tone: 'success', text: m.invited(member.email) });
      reset();
      onSent();
    } catch (caught) {
      const failure = caught as ApiError;
      const placed = placeServerFieldErrors(failure, fields, (field, message) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      if (placed === 0) setStatus({ tone: 'error', text: failure.message });
    }
  });

  return (
    <form
      onSubmit={(event) => {
        setStatus(null);
        void send(event);
      }}
      onFocus={resolver.preload}
      noValidate
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" error={errors.name?.message} {...register('name')} />
        <Input label="Email" type="email" error={errors.email?.message} {...register('email')} />
      </div>
      <RadioGroup
        legend="Role"
        options={staffRoles.map((role: StaffRole) => ({
          value: role,
          label:
            role === 'admin'
              ? 'Admin: everything, including staff and content'
              : 'Support: people, tickets, moderation and disputes',
        }))}
        error={errors.role?.message}
        {...register('role')}
      />
      <Textarea
        label="Reason (kept in the audit log)"
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Inviting…' : 'Send invitation'}
      </Button>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
    </form>
  );
}

function StaffRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const [setDisabled] = useSetStaffDisabledMutation();
  const [isAsking, setAsking] = useState(false);
  const willDisable = member.status !== 'disabled';
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {member.name}
          {isSelf && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
        </p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
      </div>
      <p className="text-sm text-slate-700">
        {m.roleLabels[member.role]} · {m.statusLabels[member.status]}
        <span className="block text-xs text-slate-500">
          {member.lastSignInAt
            ? `Last signed in ${formatFullDateTime(member.lastSignInAt)}`
            : 'Never signed in'}
        </span>
      </p>
      {!isSelf && (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          {willDisable ? `Disable ${member.name}` : `Enable ${member.name}`}
        </Button>
      )}
      {isAsking && (
        <ReasonDialog
          title={willDisable ? `Disable ${member.name}?` : `Enable ${member.name}?`}
          description={
            willDisable
              ? 'They are signed out at once and cannot sign in until an admin enables them.'
              : 'They can sign in again with their password and authenticator.'
          }
          confirmLabel={willDisable ? 'Disable' : 'Enable'}
          onConfirm={(reason) =>
            setDisabled({ id: member._id, disabled: willDisable, reason }).unwrap()
          }
          onClose={() => setAsking(false)}
        />
      )}
    </li>
  );
}

/** `/admin/staff` (admins): everyone on the staff, invitations, disabling and enabling. */
export default function StaffPage() {
  const me = useOutletContext<StaffMember>();
  const { data, error } = useGetStaffListQuery();
  // A new form after each invitation: its choices (the role's radios) start empty again.
  const [sent, setSent] = useState(0);
  return (
    <div className="space-y-6">
      <PageTitle title="Staff" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Staff</h1>
      <Card title="Everyone on the staff">
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label="Loading the staff" />
        ) : (
          <ul aria-label="Staff members" className="divide-y divide-slate-100">
            {data.items.map((member) => (
              <StaffRow key={member._id} member={member} isSelf={member._id === me._id} />
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="Invite someone"
        description="They get an email with a link to choose a password and set up an authenticator app. The link works for 7 days."
      >
        <InviteForm key={sent} onSent={() => setSent((count) => count + 1)} />
      </Card>
    </div>
  );
}
