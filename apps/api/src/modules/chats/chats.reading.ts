import * as messages from '@trademate/shared/messages';
import { type ChatAttachment } from '@trademate/shared/schemas/chat-attachments';
import {
  chatAttachmentPreview,
  type ChatAttachmentKind,
} from '@trademate/shared/constants/chat-attachments';
import type { ChatMessage } from '@trademate/shared/schemas/chats';
import type { StoredChatAttachment } from '../uploads/uploaded-files.service';
import { bodyForReader, fileNameForReader } from './chats.contact-details';
import type { ConversationListRow, MessageRow } from './chats.repository';

/**
 * What a reader sees of a conversation: each message, file name and preview with its contact
 * details hidden until the conversation shows them (decisions 026 and 057), by one rule for text
 * and file names alike.
 */

const PREVIEW_LENGTH = 140;

/** A message on one line, short enough for a notification or a list row. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

/** A message as stored, with the photo or PDF it carries (decision 028). */
export type PostedMessage = MessageRow & { attachment?: ChatAttachment };

/**
 * A stored message as `userId` reads it, its contact details hidden unless `contactsShown`
 * (decision 026), with its file (decision 028), whose name is masked by the same rule.
 */
export function toMessage(row: PostedMessage, userId: string, contactsShown: boolean): ChatMessage {
  if (row.removedAt) {
    // Removed by staff (decision 034): both read the notice, never the text or the file.
    return {
      _id: row.id,
      senderId: row.senderId,
      body: messages.chats.removedByStaff,
      detailsHidden: false,
      createdAt: row.createdAt.toISOString(),
      isMine: row.senderId === userId,
      isRemoved: true,
    };
  }
  const body = bodyForReader(row.body, contactsShown);
  const file = row.attachment ? fileNameForReader(row.attachment.name, contactsShown) : undefined;
  return {
    _id: row.id,
    senderId: row.senderId,
    body: body.body,
    detailsHidden: body.detailsHidden || (file?.detailsHidden ?? false),
    createdAt: row.createdAt.toISOString(),
    isMine: row.senderId === userId,
    ...(row.attachment && file ? { attachment: { ...row.attachment, name: file.name } } : {}),
    ...(row.quoteId ? { quoteId: row.quoteId } : {}),
  };
}

/** A file's line ('Sent a photo', 'Sent a PDF: {name}'), its name masked unless `contactsShown`. */
export function attachmentPreviewFor(
  attachment: { kind: ChatAttachmentKind; fileName: string },
  contactsShown: boolean,
): string {
  const { name } = fileNameForReader(attachment.fileName, contactsShown);
  return chatAttachmentPreview({ kind: attachment.kind, name });
}

/**
 * The line a message shows in the conversations list (stored as sent: `contactsShown`) and in
 * its notification (as its reader could see it then).
 */
export function previewOfMessage(
  body: string,
  attachment: StoredChatAttachment | undefined,
  contactsShown: boolean,
): string {
  return attachment
    ? attachmentPreviewFor(attachment, contactsShown)
    : previewOf(bodyForReader(body, contactsShown).body);
}

/**
 * The conversations list's preview: the stored one, or, while details are hidden, the newest
 * message in full (so a number cut by the preview's length cannot slip through) or its PDF's name
 * with details hidden.
 */
export function previewFor(row: ConversationListRow): string {
  if (row.contactsShown || row.lastMessageBody === null) return row.lastMessagePreview;
  if (row.lastMessagePdfName !== null) {
    return attachmentPreviewFor({ kind: 'pdf', fileName: row.lastMessagePdfName }, false);
  }
  const readable = bodyForReader(row.lastMessageBody, false);
  return readable.detailsHidden ? previewOf(readable.body) : row.lastMessagePreview;
}
