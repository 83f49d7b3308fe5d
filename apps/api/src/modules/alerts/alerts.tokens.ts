import { createHmac, timingSafeEqual } from 'node:crypto';
import { alertEvents, type AlertEvent } from '@trademate/shared/constants/notifications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Unsubscribe tokens: the person and the event, signed with HMAC-SHA256 under the app's secret
 * (its own purpose prefix, so no other signed value can pass for one). They need no expiry: all a
 * token can do is switch one kind of mail off for one person.
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (userId: string, event: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${userId}:${event}`).digest('base64url');

  return {
    create(userId: string, event: AlertEvent): string {
      return `${userId}.${event}.${sign(userId, event)}`;
    },

    /** The person and event a token names, or null when it is not one we signed. */
    verify(token: string): { userId: string; event: AlertEvent } | null {
      const [userId, event, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !userId || !event || !signature) return null;
      if (!UUID.test(userId) || !(alertEvents as readonly string[]).includes(event)) return null;
      const expected = Buffer.from(sign(userId, event));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, event: event as AlertEvent };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
