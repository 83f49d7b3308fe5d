import type { Notification, NotificationPage } from '@trademate/shared/schemas/notifications';
import type { Db, DbOrTx } from '../../db/client';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import { noRealtime, type RealtimePublisher } from '../../lib/realtime-publisher';
import { publishNotificationStored } from './notifications.events';
import {
  createNotificationsRepository,
  type NewNotificationRow,
  type NotificationRow,
} from './notifications.repository';

export type { NotificationRow };

/**
 * A notification to store. The subject ids say what it is about for the modules that act on it
 * (alerts batch a conversation's messages); `link` is where the web app leads, never parsed back.
 */
export type NotificationInput = Pick<
  NewNotificationRow,
  | 'userId'
  | 'kind'
  | 'title'
  | 'body'
  | 'link'
  | 'subjectJobId'
  | 'subjectConversationId'
  | 'subjectTicketId'
>;

/**
 * Told of notifications as they are stored, in the transaction storing them, so what it queues
 * (alert mails, pushes) commits or rolls back with them. The alerts module registers one.
 */
export type StoredListener = (rows: NotificationRow[], tx: DbOrTx) => Promise<void>;

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stored notifications: other modules call `notify` inside their own transaction (opened with
 * `inTransaction`); the recipient's sockets hear of it once that transaction commits.
 */
export function createNotificationsService({
  db,
  realtime = noRealtime,
}: {
  db: Db;
  realtime?: RealtimePublisher;
}) {
  const repository = createNotificationsRepository(db);
  const listeners: StoredListener[] = [];

  async function storeMany(inputs: NotificationInput[], tx: DbOrTx): Promise<NotificationRow[]> {
    if (inputs.length === 0) return [];
    const rows = await repository.insertMany(inputs, tx);
    for (const row of rows)
      publishNotificationStored(realtime, tx, row.userId, toNotification(row));
    for (const listener of listeners) await listener(rows, tx);
    return rows;
  }

  async function store(input: NotificationInput, tx: DbOrTx): Promise<NotificationRow> {
    const [row] = await storeMany([input], tx);
    return row!;
  }

  return {
    /** Adds a listener told of every notification stored from now on (in its transaction). */
    onStored(listener: StoredListener): void {
      listeners.push(listener);
    },

    /** Stores several notifications in one statement, in the caller's transaction. */
    async notifyMany(inputs: NotificationInput[], tx: DbOrTx = db): Promise<NotificationRow[]> {
      return storeMany(inputs, tx);
    },

    /** Stores a notification for a user, in the caller's transaction when one is given. */
    async notify(input: NotificationInput, tx: DbOrTx = db): Promise<NotificationRow> {
      return store(input, tx);
    },

    /**
     * Like `notify`, unless the user has not yet read a notification of the same kind leading to
     * the same place: a burst of messages makes one notification, not one each. Null when skipped.
     */
    async notifyUnlessUnread(
      input: NotificationInput,
      tx: DbOrTx = db,
    ): Promise<NotificationRow | null> {
      if (await repository.hasUnread(input, tx)) return null;
      return store(input, tx);
    },

    /** The user's notifications, newest first, a page at a time, with how many are unread. */
    async listMine(
      userId: string,
      query: { cursor?: string; limit: number },
    ): Promise<NotificationPage> {
      const cursor = decodeCursor(query.cursor);
      const rows = await repository.listForUser(userId, cursor, query.limit + 1);
      // Each row carries the unread count; a first page with none means there is nothing at all.
      const unreadCount =
        rows[0]?.unreadCount ?? (cursor ? await repository.countUnread(userId) : 0);
      const page = toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.createdAt, id: row.id }),
        toNotification,
      );
      return { ...page, unreadCount };
    },

    async countUnread(userId: string): Promise<number> {
      return repository.countUnread(userId);
    },

    async markAllAsRead(userId: string): Promise<{ unreadCount: 0 }> {
      await repository.markRead(userId, undefined);
      return { unreadCount: 0 };
    },

    /** Marks read the user's notifications that lead to `link` (a profile whose chat they read). */
    async markReadByLink(userId: string, link: string, tx: DbOrTx = db): Promise<void> {
      await repository.markRead(userId, { link }, tx);
    },

    /** Marks read the user's notifications about a conversation (they have just read it). */
    async markReadAboutConversation(
      userId: string,
      conversationId: string,
      tx: DbOrTx = db,
    ): Promise<void> {
      await repository.markRead(userId, { conversationId }, tx);
    },

    /**
     * Rewrites what stored notifications of a kind about a conversation say when they read one of
     * `bodies` (a message staff removed: decision 034). Pushes and mails already sent stay as
     * they were.
     */
    async rewriteBodies(
      where: { userId: string; kind: NewNotificationRow['kind']; conversationId: string },
      bodies: string[],
      body: string,
      tx: DbOrTx = db,
    ): Promise<void> {
      await repository.rewriteBodies(where, bodies, body, tx);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
