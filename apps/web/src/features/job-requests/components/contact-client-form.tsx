import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { limits } from '@trademate/shared/constants/limits';
import type { ContactClientRequest } from '@trademate/shared/schemas/job-requests';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useContactClientMutation } from '../api/contact-client';

// The check loads when the message is first sent, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/job-requests').then(
    (schemas) => schemas.contactClientRequestSchema,
  ),
);

/**
 * The message to the client, prefilled with a greeting the professional can make their own. Sent,
 * it opens the chat; a plan, renewal or verification problem opens the modal that explains it.
 */
export function ContactClientForm({ jobId, greeting }: { jobId: string; greeting: string }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [contactClient, { isLoading }] = useContactClientMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ContactClientRequest>({
    resolver,
    defaultValues: { message: greeting },
  });

  const send = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { conversationId } = await contactClient({ jobId, body }).unwrap();
      await navigate(paths.chat.href(conversationId));
    } catch (caught) {
      if (openAuthModalFor(caught, dispatch, 'upgradeToContact')) return;
      const apiError = caught as ApiError;
      const placed = placeServerFieldErrors(apiError, ['message'], (field, message) =>
        setError(field, { type: 'server', message }),
      );
      if (placed === 0) setFailure(apiError.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void send(event)}
      onFocus={resolver.preload}
      className="space-y-5"
    >
      <CountedTextarea
        control={control}
        name="message"
        limit={limits.messageMaxLength}
        label="Your message"
        rows={8}
        hint="Introduce yourself, say how you would go about the job and when you could start."
        error={errors.message?.message}
      />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" size="lg" disabled={isLoading} className="w-full sm:w-auto">
        {isLoading ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
