import { useState, type FormEvent } from 'react';
import * as messages from '@trademate/shared/messages';
import { ticketLimits, ticketReplyRequestSchema } from '@trademate/shared/schemas/tickets';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';

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
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isSending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ticketReplyRequestSchema.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? messages.ticket.replyRequired);
      return;
    }
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      await onSend(checked.data.body);
      setBody('');
      setNotice({ tone: 'success', text: messages.ticket.sent });
    } catch (caught) {
      setNotice({ tone: 'error', text: (caught as ApiError).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <Textarea
        label={label}
        hint={hint}
        rows={4}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error ?? undefined}
        characterCount={{ used: body.length, limit: ticketLimits.problemMessageMaxLength }}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" disabled={isSending}>
        {isSending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
