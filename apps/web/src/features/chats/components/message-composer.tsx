import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import type { PostMessageRequest, postMessageRequestSchema } from '@trademate/shared/schemas/chats';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { whenIdle } from '@/lib/when-idle';
import { useSendChatMessageMutation } from '../api/send-chat-message';
import { AttachFileButton } from './attach-file-button';

const m = messages.chats;
/** The character count shows once a message nears the limit. */
const SHOW_COUNT_FROM = limits.messageMaxLength - 200;

// The room itself builds no schema (decision 097): the box's checks load once the room is idle, or
// as soon as the box takes focus if that comes first. Loaded on focus alone, their first task met
// the first key pressed.
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/chats').then((schemas) => schemas.postMessageRequestSchema),
);

/** Writes a message: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const dispatch = useDispatch();
  useEffect(() => whenIdle(resolver.preload), []);
  const [sendMessage, { isLoading: isSending }] = useSendChatMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // In a room the server drew (decision 046), the box takes no typing (the app would reset it)
  // and the button waits, so the browser never sends the form itself, with the message in the
  // address, before the app has taken the page over.
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    control,
    formState: { errors },
  } = useForm<PostMessageRequest, unknown, z.output<typeof postMessageRequestSchema>>({
    resolver,
    defaultValues: { body: '' },
  });
  const used = useWatch({ control, name: 'body' }).length;

  const send = handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await sendMessage({ conversationId, body }).unwrap();
      reset({ body: '' });
    } catch (error) {
      // Unverified: the verify modal explains; anything else is said under the field or above it.
      if (openAuthModalFor(error, dispatch)) return;
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, ['body'], (field, message) =>
        setError(field, { type: 'server', message }),
      );
      if (placed === 0) setFailure(apiError.message);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // Enter on an empty box does nothing, rather than scolding.
    if (getValues('body').trim() === '' || isSending) return;
    void send();
  };

  return (
    <form onSubmit={send} noValidate className="border-t border-slate-200 px-3 py-3 sm:px-5">
      {failure && <Alert className="mb-3">{failure}</Alert>}
      <div className="flex items-end gap-2">
        <AttachFileButton conversationId={conversationId} onFailure={setFailure} />
        <Textarea
          label={m.messageLabel}
          rows={2}
          autoGrow
          placeholder={m.messagePlaceholder}
          error={errors.body?.message}
          characterCount={
            used >= SHOW_COUNT_FROM ? { used, limit: limits.messageMaxLength } : undefined
          }
          onKeyDown={onKeyDown}
          onFocus={resolver.preload}
          readOnly={!isHydrated}
          className="min-w-0 flex-1 [&>label]:sr-only"
          {...register('body')}
        />
        <Button type="submit" disabled={isSending || !isHydrated} className="mb-1.5 shrink-0">
          {m.send}
        </Button>
      </div>
    </form>
  );
}
