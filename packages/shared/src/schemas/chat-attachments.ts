import { z } from 'zod';
import { chatAttachmentKinds } from '../constants/chat-attachments';

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
