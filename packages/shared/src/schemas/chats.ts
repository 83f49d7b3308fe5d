import { z } from 'zod';
import { limits } from '../constants/limits';
import { blockStandings } from '../constants/safety';
import { userTypes } from '../constants/users';
import * as messages from '../messages';
import { chatAttachmentSchema } from './chat-attachments';
import { cursorPageSchema, cursorQueryFields } from './common';

const m = messages.chats;

/** What one message may hold: 1 to 2000 characters once trimmed. */
export const messageBodySchema = z
  .string({ error: m.messageRequired })
  .trim()
  .min(1, { error: m.messageRequired })
  .max(limits.messageMaxLength, { error: m.messageTooLong });

/** `POST /api/chat/:id/messages`, and the composer of the chat room. */
export const postMessageRequestSchema = z.object({ body: messageBodySchema });
export type PostMessageRequest = z.input<typeof postMessageRequestSchema>;

/** `POST /api/chat/direct`: a professional writing to an apprentice, or the other way round. */
export const directMessageRequestSchema = z.object({
  userId: z.uuid({ error: m.recipientRequired }),
  message: messageBodySchema,
});
export type DirectMessageRequest = z.input<typeof directMessageRequestSchema>;

export const directMessageResponseSchema = z.object({ conversationId: z.string() });
export type DirectMessageResponse = z.infer<typeof directMessageResponseSchema>;

/** The lists of conversations and of a conversation's messages: keyset pages. */
export const chatPageQuerySchema = z.object({ ...cursorQueryFields });
export type ChatPageQuery = z.input<typeof chatPageQuerySchema>;

/** The person on the other side of a conversation. */
export const chatPersonSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  userType: z.enum(userTypes),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** The job a conversation is about; null for a direct conversation. */
export const chatJobSchema = z.object({ _id: z.string(), title: z.string() });

/** One row of `GET /api/chat`: most recent message first. */
export const conversationSummarySchema = z.object({
  _id: z.string(),
  otherUser: chatPersonSchema,
  job: chatJobSchema.nullable(),
  lastMessagePreview: z.string(),
  lastMessageAt: z.string(),
  /** Messages from the other person the signed-in user has not read yet. */
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = cursorPageSchema(conversationSummarySchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/**
 * The signed-in user's part in a conversation: the job's client, the professional who wrote about
 * the job, or one of two people in a direct conversation.
 */
export const conversationRoles = ['client', 'professional', 'direct'] as const;
export type ConversationRole = (typeof conversationRoles)[number];

/** `GET /api/chat/:id`: the header of the chat room. */
export const conversationSchema = z.object({
  _id: z.string(),
  otherUser: chatPersonSchema,
  job: chatJobSchema.nullable(),
  myRole: z.enum(conversationRoles),
  /**
   * Whether phone numbers, emails and links in its messages are hidden: until the client hires
   * the professional, or in a direct conversation until the person written to replies (decision
   * 026).
   */
  contactsHidden: z.boolean(),
  /**
   * Whether a block stands between the two (decision 027): 'byMe' when the signed-in user blocked
   * the other person, 'byThem' the other way round; nobody can write while one stands.
   */
  blocked: z.enum(blockStandings).nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Whether the signed-in user wrote it. */
  isMine: z.boolean(),
  /** Whether contact details in `body` are replaced by the marker for now (decision 026). */
  detailsHidden: z.boolean(),
  /** A photo or PDF sent as this message (its `body` is then empty). */
  attachment: chatAttachmentSchema.optional(),
  /**
   * Whether TradeMate's staff removed it (decision 034): `body` is then the removal notice and
   * it carries no file.
   */
  isRemoved: z.boolean().optional(),
  quoteId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /api/chat/:id/messages`: newest first; the room shows each page oldest to newest. */
export const chatMessagePageSchema = cursorPageSchema(chatMessageSchema);
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

export const chatReadSchema = z.object({ lastReadAt: z.string() });
export type ChatRead = z.infer<typeof chatReadSchema>;

/** `GET /api/chat/unreadCount`: how many conversations hold unread messages. */
export const chatUnreadCountSchema = z.object({ chats: z.number().int() });
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;
