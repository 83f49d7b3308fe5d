import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ticketLimits } from '@trademate/shared/constants/tickets';
import * as messages from '@trademate/shared/messages';
import type { TicketReplyRequest } from '@trademate/shared/schemas/tickets';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

// The check loads when the reply is first sent, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/tickets').then((schemas) => schemas.ticketReplyRequestSchema),
);

/**
 * Writes a reply to a ticket, checked with the API's own schema; `onSend` sends it and its refusal
 * shows here. The field empties once the reply is sent.
 */
export function TicketReplyForm({
  label = messages.ticket.replyLabel,
  hint,
  submitLabel = messages.ticket.send,
  onSend,
}: {
  label?: string;
  hint?: string;
  submitLabel?: string;
  onSend: (body: string) => Promise<unknown>;
}) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TicketReplyRequest>({
    resolver,
    defaultValues: { body: '' },
  });

  const onSubmit = handleSubmit(async ({ body }) => {
    setNotice(null);
    try {
      await onSend(body);
      reset({ body: '' });
      setNotice({ tone: 'success', text: messages.ticket.sent });
    } catch (caught) {
      setNotice({ tone: 'error', text: (caught as ApiError).message });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      noValidate
      className="space-y-3"
    >
      <CountedTextarea
        control={control}
        name="body"
        limit={ticketLimits.problemMessageMaxLength}
        label={label}
        hint={hint}
        rows={4}
        error={errors.body?.message}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
