import { z } from 'zod';
import { limits } from '../constants/limits';
import * as messages from '../messages';

const m = messages.chatAttachments;

/** What a chat attachment is: a photo (re-encoded as WebP) or a PDF (kept as sent). */
export const chatAttachmentKinds = ['image', 'pdf'] as const;
export type ChatAttachmentKind = (typeof chatAttachmentKinds)[number];

/** The multipart parts of `POST /api/upload/chatAttachment`: the conversation first, then the file. */
export const chatAttachmentParts = {
  conversation: 'conversationId',
  file: 'chatAttachment',
} as const;

/** Where a participant fetches an attachment (and a photo's thumbnail); others get 404. */
export const chatAttachmentUrls = {
  file: (id: string) => `/api/upload/chatAttachment/${id}`,
  thumbnail: (id: string) => `/api/upload/chatAttachment/${id}/thumbnail`,
};

/** A file sent in a chat, as its message carries it. */
export const chatAttachmentSchema = z.object({
  _id: z.string(),
  kind: z.enum(chatAttachmentKinds),
  /** A safe file name: the sender's, without any folder, control or quote characters. */
  name: z.string(),
  /** Bytes of the file as served (a photo after re-encoding). */
  size: z.number().int(),
  url: z.string(),
  /** A photo's small version for the message list; null for a PDF. */
  thumbnailUrl: z.string().nullable(),
  /** A photo's size in pixels, so the room keeps its place while it loads; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/**
 * Checked in the browser before a file is sent: a jpg, jpeg, png, webp or pdf of at most 10 MB.
 * The error text, or null when the file may be sent. (The server decides by the file's content,
 * not its name.)
 */
export function chatAttachmentFileError(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isSupported =
    (limits.chatAttachmentExtensions as readonly string[]).includes(extension) &&
    (file.type === '' || (limits.chatAttachmentMimeTypes as readonly string[]).includes(file.type));
  if (!isSupported) return m.unsupportedType;
  if (file.size > limits.chatAttachmentMaxBytes) return m.tooLarge;
  return null;
}

/** The one line a file message shows in the conversations list, a notification or a mail. */
export function chatAttachmentPreview(attachment: { kind: ChatAttachmentKind; name: string }) {
  return attachment.kind === 'image' ? m.photoPreview : m.pdfPreview(attachment.name);
}
