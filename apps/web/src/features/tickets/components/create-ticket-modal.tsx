import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  OTHER_REASON,
  ticketLimits,
  ticketReasons,
  toTicketRequest,
} from '@trademate/shared/constants/tickets';
import { timings } from '@trademate/shared/constants/timings';
import * as messages from '@trademate/shared/messages';
import type { CreateTicketForm, CreateTicketFormInput } from '@trademate/shared/schemas/tickets';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateTicketMutation } from '../api/create-ticket';

const reasonOptions = ticketReasons.map((reason) => ({ value: reason, label: reason }));
const emptyForm: CreateTicketFormInput = { reason: '', customReason: '', problemMessage: '' };

type Outcome = { kind: 'created' } | { kind: 'failed'; text: string } | null;

// The checks load at the form's first check, or as the person turns to the form, not with the
// modal (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/tickets').then((schemas) => schemas.createTicketFormSchema),
);

/** Spec section 8: a 401 means the session is gone; every other failure gets one text. */
function failureText(error: unknown): string {
  return (error as ApiError).status === 401
    ? messages.ticket.mustLogin
    : messages.ticket.unexpected;
}

interface CreateTicketModalProps {
  /** Called when the modal goes away: dismissed, cancelled, or closed after the ticket was sent. */
  onClose: () => void;
}

/**
 * Spec sections 4, 5 and 8: the support ticket form. Its owner mounts it to open it and unmounts it
 * on `onClose`, so every opening starts empty. After the ticket is created the success text shows
 * and the modal closes itself 2 seconds later.
 */
export default function CreateTicketModal({ onClose }: CreateTicketModalProps) {
  const formId = useId();
  const [createTicket] = useCreateTicketMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreateTicketFormInput, unknown, CreateTicketForm>({
    mode: 'onTouched',
    resolver,
    defaultValues: emptyForm,
  });
  const reason = useWatch({ control, name: 'reason' });
  const isCreated = outcome?.kind === 'created';

  useEffect(() => {
    if (!isCreated) return;
    const timer = setTimeout(onClose, timings.ticketModalCloseMs);
    return () => clearTimeout(timer);
  }, [isCreated, onClose]);

  const onSubmit = handleSubmit(async (form) => {
    setOutcome(null);
    try {
      const response = await createTicket(toTicketRequest(form)).unwrap();
      const isConfirmed =
        response.responseCode === 201 && response.message === messages.ticket.created;
      setOutcome(
        isConfirmed ? { kind: 'created' } : { kind: 'failed', text: messages.ticket.unexpected },
      );
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    }
  });

  return (
    <Modal
      title={messages.footer.createTicket}
      description="Tell us what went wrong and our support team will get back to you by email."
      onDismiss={onClose}
      actions={
        isCreated ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send ticket'}
            </Button>
          </>
        )
      }
    >
      {isCreated ? (
        <>
          <Alert tone="success" className="mt-5">
            {messages.ticket.created}
          </Alert>
          <p className="mt-3 text-sm">
            <Link
              to={paths.myTickets.href()}
              onClick={onClose}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {messages.ticket.seeMyTickets}
            </Link>
          </p>
        </>
      ) : (
        <form
          id={formId}
          onSubmit={onSubmit}
          onFocus={resolver.preload}
          noValidate
          className="mt-5 space-y-4"
        >
          <Select
            label="Reason"
            placeholder="Choose a reason"
            options={reasonOptions}
            error={errors.reason?.message}
            {...register('reason')}
          />
          {reason === OTHER_REASON && (
            <Input
              label="Your reason"
              autoComplete="off"
              error={errors.customReason?.message}
              {...register('customReason')}
            />
          )}
          <CountedTextarea
            control={control}
            name="problemMessage"
            limit={ticketLimits.problemMessageMaxLength}
            label="Describe the problem"
            error={errors.problemMessage?.message}
          />
          {outcome?.kind === 'failed' && <Alert>{outcome.text}</Alert>}
        </form>
      )}
    </Modal>
  );
}
