import { Loader2, Paperclip } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import * as messages from '@trademate/shared/messages';
import { chatAttachmentFileError } from '@trademate/shared/constants/file-checks';
import { Button } from '@/components/ui/button';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useSendChatAttachmentMutation } from '../api/send-chat-attachment';

const m = messages.chatAttachments;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/**
 * The composer's paperclip: picks a photo or PDF and sends it into the conversation at once.
 * A file the browser can already tell is wrong (type, size) is never sent; what goes wrong is
 * handed to `onFailure` (null clears it).
 */
export function AttachFileButton({
  conversationId,
  onFailure,
}: {
  conversationId: string;
  onFailure: (message: string | null) => void;
}) {
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [sendAttachment, { isLoading, originalArgs }] = useSendChatAttachmentMutation();
  // In a room the server drew (decision 046), the paperclip waits for the app to take it over.
  const isHydrated = useIsHydrated();

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = chatAttachmentFileError(file);
    onFailure(problem);
    if (problem) return;
    try {
      await sendAttachment({ conversationId, file }).unwrap();
    } catch (error) {
      // Unverified: the verify modal explains; anything else is said above the composer.
      if (!openAuthModalFor(error, dispatch)) onFailure((error as ApiError).message);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={m.attach}
        onChange={(event) => void onChosen(event)}
      />
      <Button
        variant="ghost"
        disabled={isLoading || !isHydrated}
        aria-label={m.attach}
        title={m.attachHint}
        onClick={() => input.current?.click()}
        className="mb-1.5 shrink-0 px-2"
      >
        {isLoading ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Paperclip className="size-5" aria-hidden="true" />
        )}
      </Button>
      <span role="status" className="sr-only">
        {isLoading && originalArgs ? m.uploading(originalArgs.file.name) : ''}
      </span>
    </>
  );
}
