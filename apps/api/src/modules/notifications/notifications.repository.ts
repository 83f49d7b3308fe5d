import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { insertRowsReturning } from '../../db/fast-paths/set-based';
import { newestFirst, type Cursor } from '../../lib/cursor';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/**
 * Stored times keep microseconds, a cursor only milliseconds: compare with the cursor's own
 * notification while it exists, so two in one millisecond are never skipped.
 */
function olderThanNotification(userId: string, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`coalesce((select cn.created_at from notifications cn where cn.id = ${cursor.id} and cn.user_id = ${userId}), ${cursor.createdAt.toISOString()}::timestamptz)`;
  return or(
    lt(notifications.createdAt, at),
    and(eq(notifications.createdAt, at), lt(notifications.id, cursor.id)),
  );
}

export function createNotificationsRepository(db: Db) {
  return {
    /** One statement with one parameter, however many (a fan-out's batch: decision 076). */
    async insertMany(values: NewNotificationRow[], tx: DbOrTx = db): Promise<NotificationRow[]> {
      return insertRowsReturning(tx, notifications, values);
    },

    /** Whether the user has an unread notification of this kind leading to this link. */
    async hasUnread(
      where: Pick<NewNotificationRow, 'userId' | 'kind' | 'link'>,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, where.userId),
            isNull(notifications.readAt),
            eq(notifications.kind, where.kind),
            eq(notifications.link, where.link),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The user's notifications, newest first, `limit` rows from the cursor on. */
    async listForUser(
      userId: string,
      cursor: Cursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<Array<NotificationRow & { unreadCount: number }>> {
      // How many are unread rides on each row, so the page and its count are one statement.
      const unreadCount =
        sql<number>`(select count(*) from ${notifications} un where un.user_id = ${userId} and un.read_at is null)`
          .mapWith(Number)
          .as('unread_count');
      return tx
        .select({ ...getTableColumns(notifications), unreadCount })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), olderThanNotification(userId, cursor)))
        .orderBy(...newestFirst(notifications.createdAt, notifications.id))
        .limit(limit);
    },

    async countUnread(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /**
     * Rewrites the body of the user's notifications of a kind about a conversation that read one
     * of `bodies`.
     */
    async rewriteBodies(
      where: { userId: string; kind: NewNotificationRow['kind']; conversationId: string },
      bodies: string[],
      body: string,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (bodies.length === 0) return;
      await tx
        .update(notifications)
        .set({ body })
        .where(
          and(
            eq(notifications.userId, where.userId),
            eq(notifications.kind, where.kind),
            eq(notifications.subjectConversationId, where.conversationId),
            inArray(notifications.body, bodies),
          ),
        );
    },

    /**
     * Marks the user's unread notifications read: all of them, those leading to one link, or those
     * about one conversation.
     */
    async markRead(
      userId: string,
      which: { link: string } | { conversationId: string } | undefined,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            which === undefined
              ? undefined
              : 'link' in which
                ? eq(notifications.link, which.link)
                : eq(notifications.subjectConversationId, which.conversationId),
          ),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
