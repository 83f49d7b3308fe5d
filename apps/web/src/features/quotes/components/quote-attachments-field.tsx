import { FileText, Image } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { quoteLimits } from '@trademate/shared/constants/quotes';
import type { ChatAttachment } from '@trademate/shared/schemas/chat-attachments';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { formatFileSize } from '@/lib/format';
import { useGetSentChatFilesQuery } from '../api/get-sent-chat-files';
import type { QuoteFormValues } from '../utils/quote-form-values';

/**
 * Files to attach to the quote, picked among those the professional already sent in the job's
 * chat (plans, photos, a brochure): the client opens them from the quote. Optional.
 */
export function QuoteAttachmentsField({
  conversationId,
  attached,
  register,
  error,
}: {
  conversationId: string;
  /** The files the quote being revised already has, offered even when sent long ago. */
  attached: readonly ChatAttachment[];
  register: UseFormRegister<QuoteFormValues>;
  error?: string;
}) {
  const { data: sent, isLoading, isError } = useGetSentChatFilesQuery(conversationId);
  const files = sent && [
    ...attached,
    ...sent.filter((file) => !attached.some((other) => other._id === file._id)),
  ];
  return (
    <fieldset aria-describedby="quote-attachments-hint">
      <legend className="text-sm font-medium text-slate-700">Attachments (optional)</legend>
      <p id="quote-attachments-hint" className="mt-1 text-sm text-slate-500">
        Attach up to {quoteLimits.attachmentsMax} files you sent in the chat about this job.
      </p>
      {isLoading ? (
        <Spinner label="Loading the files you sent" className="mt-3" />
      ) : isError ? (
        <p className="mt-3 text-sm text-slate-600">The files you sent could not be loaded.</p>
      ) : files && files.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {files.map((file) => (
            <li key={file._id} className="flex items-center gap-1">
              {file.kind === 'image' ? (
                <Image aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              ) : (
                <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              )}
              <Checkbox
                label={`${file.name} (${formatFileSize(file.size)})`}
                value={file._id}
                className="min-w-0 flex-1 break-all"
                {...register('attachmentIds')}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          You have not sent any files in this chat. Send plans or photos there to attach them.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
