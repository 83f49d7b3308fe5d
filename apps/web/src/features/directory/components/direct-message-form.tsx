import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { limits } from '@trademate/shared/constants/limits';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSendDirectoryMessageMutation } from '../api/send-direct-message';

/** The profile's message form checks only what the person types; who it is for is the page's. */
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/chats').then((schemas) =>
    schemas.directMessageRequestSchema.pick({ message: true }),
  ),
);
type MessageFormInput = { message: string };

/**
 * "Send a message" on a profile: starts (or continues) a conversation with this person and opens
 * it in the chats.
 */
export function DirectMessageForm({
  recipientId,
  recipientFirstName,
}: {
  recipientId: string;
  recipientFirstName: string;
}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [sendMessage] = useSendDirectoryMessageMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MessageFormInput, unknown, MessageFormInput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const { conversationId } = await sendMessage({
        userId: recipientId,
        message: form.message,
      }).unwrap();
      navigate(paths.chat.href(conversationId));
    } catch (error) {
      if (!openAuthModalFor(error, dispatch)) setServerError((error as ApiError).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CountedTextarea
        control={control}
        name="message"
        limit={limits.messageMaxLength}
        label={`Message to ${recipientFirstName}`}
        rows={5}
        placeholder={`Hi ${recipientFirstName}, …`}
        error={errors.message?.message}
      />
      {serverError && <Alert>{serverError}</Alert>}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
