import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { formatAud } from '@trademate/shared/constants/plans';
import { quoteLimits } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import type {
  DeclineQuoteRequest,
  Quote,
  QuoteQuestionRequest,
} from '@trademate/shared/schemas/quotes';
import { ConfirmModal } from '@/components/confirm-modal';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { openAuthModalFor } from '@/features/session/auth-modal';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useAcceptQuoteMutation, useDeclineQuoteMutation } from '../api/answer-quote';
import { useAskAboutQuoteMutation } from '../api/ask-about-quote';
import { useWithdrawQuoteMutation } from '../api/withdraw-quote';

const m = messages.quotes;

const declineResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/quotes').then((schemas) => schemas.declineQuoteRequestSchema),
);
const questionResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/quotes').then((schemas) => schemas.quoteQuestionRequestSchema),
);

/** The client accepts a quote: it hires the professional, and the others are told. */
export function AcceptQuoteDialog({
  quote,
  onAccepted,
  onClose,
}: {
  quote: Quote;
  onAccepted: (notice: string) => void;
  onClose: () => void;
}) {
  const [acceptQuote] = useAcceptQuoteMutation();
  const openAuthModal = useOpenAuthModalFor();
  const { firstName, fullName } = quote.professional;
  return (
    <ConfirmModal
      explainFailure={openAuthModal}
      title={`Accept ${fullName}'s quote?`}
      description={`This hires ${firstName} for ${formatAud(quote.current.totalCents)}: the job moves to in progress, and the other professionals who quoted are told you chose someone else. This cannot be undone.`}
      confirmLabel={`Accept and hire ${firstName}`}
      busyLabel="Accepting…"
      onConfirm={async () => {
        await acceptQuote(quote._id).unwrap();
        onAccepted(m.accepted);
      }}
      onClose={onClose}
    />
  );
}

/** The professional takes back their open quote. */
export function WithdrawQuoteDialog({
  quote,
  onWithdrawn,
  onClose,
}: {
  quote: Quote;
  onWithdrawn: (notice: string) => void;
  onClose: () => void;
}) {
  const [withdrawQuote] = useWithdrawQuoteMutation();
  const openAuthModal = useOpenAuthModalFor();
  return (
    <ConfirmModal
      explainFailure={openAuthModal}
      title="Withdraw your quote?"
      description={`${quote.job.clientFirstName} will be told, and can no longer accept it. You can revise and send it again later.`}
      confirmLabel="Withdraw quote"
      busyLabel="Withdrawing…"
      onConfirm={async () => {
        await withdrawQuote(quote._id).unwrap();
        onWithdrawn(m.withdrawn);
      }}
      onClose={onClose}
    />
  );
}

/** A text the client writes in a dialog (a reason, a question), sent by `send`. */
export function TextDialog<Values extends DeclineQuoteRequest | QuoteQuestionRequest>({
  title,
  description,
  field,
  label,
  limit,
  submitLabel,
  busyLabel,
  form,
  send,
  onClose,
}: {
  title: string;
  description: string;
  field: keyof Values & string;
  label: string;
  limit: number;
  submitLabel: string;
  busyLabel: string;
  form: ReturnType<typeof useForm<Values>>;
  send: (values: Values) => Promise<unknown>;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (openAuthModalFor(error, dispatch)) return onClose();
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, [field], (name, message) =>
        setError(name as never, { type: 'server', message }, { shouldFocus: true }),
      );
      if (placed === 0) setFailure(apiError.message);
    }
  });
  const fieldError = (errors as Record<string, { message?: string } | undefined>)[field];
  return (
    <Modal
      title={title}
      description={description}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Go back
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <CountedTextarea
          control={control}
          name={field as never}
          limit={limit}
          label={label}
          rows={4}
          error={fieldError?.message}
        />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}

/** The client declines a quote, saying why: the professional reads the reason. */
export function DeclineQuoteDialog({
  quote,
  onDeclined,
  onClose,
}: {
  quote: Quote;
  onDeclined: (notice: string) => void;
  onClose: () => void;
}) {
  const [declineQuote] = useDeclineQuoteMutation();
  const form = useForm<DeclineQuoteRequest>({
    mode: 'onTouched',
    resolver: declineResolver,
    defaultValues: { reason: '' },
  });
  return (
    <TextDialog
      title={`Decline ${quote.professional.fullName}'s quote?`}
      description={`${quote.professional.firstName} will read your reason, and may send a revised quote.`}
      field="reason"
      label="Why are you declining?"
      limit={quoteLimits.declineReasonMaxLength}
      submitLabel="Decline quote"
      busyLabel="Declining…"
      form={form}
      send={async ({ reason }) => {
        await declineQuote({ quoteId: quote._id, reason }).unwrap();
        onDeclined(m.declined);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/**
 * The client asks the professional about a quote: the question goes to their chat, and the dialog
 * then says so, with the way there.
 */
export function AskAboutQuoteDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const [askAboutQuote] = useAskAboutQuoteMutation();
  const [isSent, setSent] = useState(false);
  const form = useForm<QuoteQuestionRequest>({
    mode: 'onTouched',
    resolver: questionResolver,
    defaultValues: { question: '' },
  });
  if (isSent) {
    return (
      <Modal
        title={m.questionSent}
        description={`${quote.professional.firstName} will answer in your chat.`}
        onDismiss={onClose}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {quote.conversationId && (
              <ButtonLink to={paths.chat.href(quote.conversationId)}>Open the chat</ButtonLink>
            )}
          </>
        }
      />
    );
  }
  return (
    <TextDialog
      title={`Ask ${quote.professional.firstName} about the quote`}
      description="Your question is sent in your chat with them."
      field="question"
      label="Your question"
      limit={quoteLimits.questionMaxLength}
      submitLabel="Send question"
      busyLabel="Sending…"
      form={form}
      send={async ({ question }) => {
        await askAboutQuote({
          quoteId: quote._id,
          conversationId: quote.conversationId,
          question,
        }).unwrap();
        setSent(true);
      }}
      onClose={onClose}
    />
  );
}
