import { FileText } from 'lucide-react';
import * as messages from '@trademate/shared/messages';
import type { ChatAttachment } from '@trademate/shared/schemas/chat-attachments';
import { cn } from '@/components/ui/cn';
import { Lightbox } from '@/components/ui/lightbox';
import { formatFileSize } from '@/lib/format';

const m = messages.chatAttachments;
/** The thumbnail's longest side in the room, in CSS pixels. */
const THUMBNAIL_SIDE = 240;

/** A photo's size in the room: its shape, at most 240px a side, from the sizes the API gives. */
function thumbnailSize({ width, height }: ChatAttachment) {
  if (!width || !height) return { width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE };
  const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function PhotoAttachment({
  attachment,
  senderName,
}: {
  attachment: ChatAttachment;
  senderName: string;
}) {
  const size = thumbnailSize(attachment);
  return (
    <Lightbox
      title={m.photoViewerTitle(senderName)}
      closeLabel={m.closePhoto}
      trigger={
        <button
          type="button"
          aria-label={m.openPhoto(senderName)}
          className="block overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <img
            src={attachment.thumbnailUrl ?? attachment.url}
            alt={m.photoAlt(senderName)}
            width={size.width}
            height={size.height}
            loading="lazy"
            className="block h-auto max-w-full object-cover"
            style={{ aspectRatio: `${size.width} / ${size.height}` }}
          />
        </button>
      }
    >
      <img
        src={attachment.url}
        alt={m.photoAlt(senderName)}
        width={attachment.width ?? undefined}
        height={attachment.height ?? undefined}
        className="max-h-[calc(100dvh-7rem)] w-auto max-w-full rounded-lg object-contain"
      />
      <a
        href={attachment.url}
        target="_blank"
        rel="noreferrer"
        className="text-sm font-semibold text-white underline underline-offset-4 hover:text-brand-100"
      >
        {m.openOriginal}
      </a>
    </Lightbox>
  );
}

function PdfAttachment({ attachment, isMine }: { attachment: ChatAttachment; isMine: boolean }) {
  const size = formatFileSize(attachment.size);
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      aria-label={m.downloadPdf(attachment.name, size)}
      className={cn(
        'flex max-w-full min-w-0 items-center gap-3 rounded-2xl px-3.5 py-2.5 text-left ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:w-72',
        isMine
          ? 'rounded-br-md bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
          : 'rounded-bl-md bg-white text-slate-900 ring-slate-200 hover:bg-slate-50',
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          isMine ? 'bg-white/15' : 'bg-red-50 text-red-700',
        )}
      >
        <FileText className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold">{attachment.name}</span>
        <span className={cn('block text-xs', isMine ? 'text-brand-100' : 'text-slate-500')}>
          PDF · {size}
        </span>
      </span>
    </a>
  );
}

/** A file sent in the chat: a photo's thumbnail that opens full size, or a PDF to download. */
export function MessageAttachment({
  attachment,
  isMine,
  senderName,
}: {
  attachment: ChatAttachment;
  isMine: boolean;
  senderName: string;
}) {
  return attachment.kind === 'image' ? (
    <PhotoAttachment attachment={attachment} senderName={senderName} />
  ) : (
    <PdfAttachment attachment={attachment} isMine={isMine} />
  );
}
