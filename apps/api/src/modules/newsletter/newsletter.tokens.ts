import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** In an unsubscribe token, in place of an issue id: a link from no issue. */
const NO_ISSUE = 'none';
/**
 * Between a token's parts: never a dot, since the tokens end page paths and a path ending in
 * `.word` is taken for a file, not a page.
 */
const SEPARATOR = '~';

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The newsletter's links (decision 035), signed with HMAC-SHA256 under the app's secret, each
 * with its own purpose prefix so no other signed value passes for one.
 *
 * - A confirmation token names the subscription and is signed with the time its confirmation
 *   began: a new confirmation (after unsubscribing) makes the older links useless.
 * - An unsubscribe token names the subscription and the issue whose mail carried it (for the
 *   issue's count). It needs no expiry: all it can do is take one address off the list.
 */
export function createNewsletterTokens(secret: string) {
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const confirmSignature = (id: string, startedAt: Date) =>
    sign(`newsletter-confirm:${id}:${startedAt.getTime()}`);
  const unsubscribeSignature = (id: string, issue: string) =>
    sign(`newsletter-unsubscribe:${id}:${issue}`);

  return {
    confirmToken(subscriptionId: string, startedAt: Date): string {
      return [subscriptionId, confirmSignature(subscriptionId, startedAt)].join(SEPARATOR);
    },

    /** The subscription a confirmation token names, or null when it is not shaped like one. */
    readConfirmToken(token: string): { subscriptionId: string; signature: string } | null {
      const [subscriptionId, signature, ...rest] = token.split(SEPARATOR);
      if (rest.length > 0 || !subscriptionId || !signature || !UUID.test(subscriptionId)) {
        return null;
      }
      return { subscriptionId, signature };
    },

    /** Whether `signature` is the one of the subscription's current confirmation. */
    confirmSignatureMatches(subscriptionId: string, startedAt: Date, signature: string): boolean {
      return sameSignature(signature, confirmSignature(subscriptionId, startedAt));
    },

    unsubscribeToken(subscriptionId: string, issueId: string | null): string {
      const issue = issueId ?? NO_ISSUE;
      return [subscriptionId, issue, unsubscribeSignature(subscriptionId, issue)].join(SEPARATOR);
    },

    /** The subscription and issue an unsubscribe token names, or null when we did not sign it. */
    verifyUnsubscribeToken(
      token: string,
    ): { subscriptionId: string; issueId: string | null } | null {
      const [subscriptionId, issue, signature, ...rest] = token.split(SEPARATOR);
      if (rest.length > 0 || !subscriptionId || !issue || !signature) return null;
      if (!UUID.test(subscriptionId) || (issue !== NO_ISSUE && !UUID.test(issue))) return null;
      if (!sameSignature(signature, unsubscribeSignature(subscriptionId, issue))) return null;
      return { subscriptionId, issueId: issue === NO_ISSUE ? null : issue };
    },
  };
}

export type NewsletterTokens = ReturnType<typeof createNewsletterTokens>;
