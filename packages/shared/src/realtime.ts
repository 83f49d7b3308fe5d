import type { ChatMessage } from './schemas/chats';
import type { Notification } from './schemas/notifications';

/**
 * Real time over Socket.IO (ARCHITECTURE section 1): one room per signed-in user, named by
 * `userRoom(id)`; with `REDIS_URL` set, events reach the user's sockets on every instance.
 * The server only sends; a socket sends nothing but its handshake.
 */
export const realtimeEvents = {
  /** The spec's per-user 'notifications' event: a notification was just stored for this user. */
  notification: 'notifications',
  /** A message was posted in one of this user's conversations (theirs too, for their other tabs). */
  chatMessage: 'chat:message',
  /** TradeMate's staff removed a message of one of this user's conversations (decision 034). */
  chatMessageRemoved: 'chat:messageRemoved',
  /** A professional contacted the client about one of their jobs (the job page updates live). */
  jobContacted: 'job:contacted',
} as const;

export interface NotificationEvent {
  notification: Notification;
}

export interface ChatMessageEvent {
  conversationId: string;
  message: ChatMessage;
  /**
   * Whether the conversation still hides contact details once this message is in (decision 026);
   * a reply that reveals them tells each side to read its messages again.
   */
  contactsHidden: boolean;
}

export interface ChatMessageRemovedEvent {
  conversationId: string;
  messageId: string;
}

export interface JobContactedEvent {
  jobId: string;
  contactCount: number;
}

export interface ServerToClientEvents {
  [realtimeEvents.jobContacted]: (event: JobContactedEvent) => void;
  [realtimeEvents.notification]: (event: NotificationEvent) => void;
  [realtimeEvents.chatMessage]: (event: ChatMessageEvent) => void;
  [realtimeEvents.chatMessageRemoved]: (event: ChatMessageRemovedEvent) => void;
}

/** Sockets send nothing of their own. */
export type ClientToServerEvents = Record<string, never>;

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The Socket.IO path, proxied by the dev server and served by the API on the same port. */
export const realtimePath = '/socket.io';
