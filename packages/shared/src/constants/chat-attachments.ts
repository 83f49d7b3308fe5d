import * as messages from '../messages';
import { limits } from './limits';

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
