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

/** The one line a file message shows in the conversations list, a notification or a mail. */
export function chatAttachmentPreview(attachment: { kind: ChatAttachmentKind; name: string }) {
  return attachment.kind === 'image' ? m.photoPreview : m.pdfPreview(attachment.name);
}
