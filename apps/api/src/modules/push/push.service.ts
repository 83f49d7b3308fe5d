import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Agent } from 'node:https';
import Bowser from 'bowser';
import type { FastifyBaseLogger } from 'fastify';
import * as messages from '@trademate/shared/messages';
import type { PushDevice, PushSubscriptionRequest } from '@trademate/shared/schemas/push';
import type { Db, DbOrTx } from '../../db/client';
import type { PushPayload } from '../../db/schema/push';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import type { PassRegistry } from '../../lib/background-passes';
import { AppError } from '../../lib/app-error';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import { asPartOfRequest } from '../../lib/request-context';
import type { VapidKeys } from '../../lib/secrets';
import { createPushRepository, type ClaimedPush } from './push.repository';

export type { PushPayload };

/** How long a sender holds the pushes it took: far longer than a push request may last. */
export const CLAIM_MS = 5 * 60_000;
const BATCH_SIZE = 20;
/** How often each instance looks for due pushes (retries, and pushes other instances wrote). */
const POLL_MS = 10_000;
/** A push service has this long to answer. */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** After this many failed attempts (about 40 minutes of retries) a push is given up on. */
export const MAX_ATTEMPTS = 9;

/** 10 s after the first failure, doubling, at most 10 minutes apart; a little jitter spreads them. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 10 * 60_000);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** What a notification pushes: `link` is the app path it opens. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag?: string;
}

export interface PushDeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Devices the push service no longer knows (404/410), removed. */
  removed: number;
}

/** "Chrome on Android", "Safari on iOS": how a person tells their devices apart. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

/** A key in one spelling (base64url, no padding), so equal bytes always compare equal. */
function canonicalKey(key: string): string {
  return Buffer.from(key, 'base64url').toString('base64url');
}

/** Whether two keys hold the same bytes, compared in constant time (`auth` is a secret). */
function sameKey(saved: string, sent: string): boolean {
  const a = Buffer.from(saved, 'base64url');
  const b = Buffer.from(sent, 'base64url');
  return a.length === b.length && timingSafeEqual(a, b);
}

function statusOf(error: unknown): number | undefined {
  const { statusCode } = error as { statusCode?: unknown };
  return typeof statusCode === 'number' ? statusCode : undefined;
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { body } = error as { body?: unknown };
  return [statusOf(error), error.message, typeof body === 'string' ? body : '']
    .filter(Boolean)
    .join(' ')
    .slice(0, 500);
}

/**
 * Web push to each of a person's devices. `enqueue` writes a push per device in the caller's
 * transaction; once it commits, the sender delivers them with `web-push` (VAPID-signed, payload
 * encrypted per RFC 8291): a device the push service no longer knows (404/410) is removed, a push
 * it refuses for good (400, 413) is given up on, any other failure is retried with backoff. The
 * rows survive a restart; two senders never hold the same row.
 */
export function createPushService(deps: {
  db: Db;
  vapidKeys: VapidKeys;
  vapidSubject: string;
  log: FastifyBaseLogger;
  /** The HTTPS agent push requests go through (tests: one that trusts their local push service). */
  agent?: Agent;
  /** Where the sender registers its pass (started and stopped with the instance's others). */
  passes: PassRegistry;
}) {
  const { db, vapidKeys, vapidSubject, log, agent } = deps;
  const repository = createPushRepository(db);
  const senderId = randomUUID();
  const vapidDetails = { subject: vapidSubject, ...vapidKeys };

  /** A push's work runs as part of the request that queued it, its log lines bound to it. */
  function deliverOne(push: ClaimedPush, now: Date, report: PushDeliveryReport) {
    return asPartOfRequest(push.requestId, log, (pushLog) =>
      deliverPush(push, now, report, pushLog),
    );
  }

  async function deliverPush(
    push: ClaimedPush,
    now: Date,
    report: PushDeliveryReport,
    log: FastifyBaseLogger,
  ) {
    const { subscription } = push;
    try {
      // web-push is loaded with the first push sent rather than at start (decision 045).
      const { default: webPush } = await import('web-push');
      await webPush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(push.payload),
        {
          vapidDetails,
          TTL: TTL_SECONDS,
          timeout: REQUEST_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        },
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const status = statusOf(error);
      if (status === 404 || status === 410) {
        await repository.deleteSubscription(subscription.id);
        log.info({ pushId: push.id, status }, 'push device gone: removed');
        report.removed += 1;
        return;
      }
      const reason = describeFailure(error);
      if (status === 400 || status === 413 || push.attempts >= MAX_ATTEMPTS) {
        await repository.markFailed(push.id, senderId, now, reason);
        log.error({ err: error, pushId: push.id }, 'push given up on');
        report.failed += 1;
        return;
      }
      await repository.scheduleRetry(
        push.id,
        senderId,
        new Date(now.getTime() + retryDelayMs(push.attempts)),
        reason,
      );
      log.warn({ err: error, pushId: push.id, attempts: push.attempts }, 'push will be retried');
      report.retrying += 1;
      return;
    }
    await repository.markDelivered(push.id, senderId, subscription.id, now);
    log.info({ pushId: push.id }, 'push sent');
    report.sent += 1;
  }

  async function runPass(now: Date): Promise<PushDeliveryReport> {
    const report: PushDeliveryReport = { sent: 0, retrying: 0, failed: 0, removed: 0 };
    for (;;) {
      const pushes = await repository.claimDue(
        senderId,
        now,
        new Date(now.getTime() + CLAIM_MS),
        BATCH_SIZE,
      );
      if (pushes.length === 0) return report;
      for (const push of pushes) await deliverOne(push, now, report);
    }
  }

  /** One pass at a time in this process: passes asked for meanwhile run after it. */
  const sender = deps.passes.register({
    name: 'push',
    intervalMs: POLL_MS,
    run: runPass,
    failureMessage: 'push sender pass failed',
  });
  const schedule = sender.schedule;

  /**
   * Queues each message to its user's devices in `tx`, as `enqueue` does one: a whole fan-out
   * (a new job's alerts to every professional in reach) reads the devices in one statement and
   * writes the outbox in one per two thousand rows, not two statements per person.
   */
  async function enqueueMany(
    pushes: readonly { userId: string; message: PushMessage }[],
    tx: DbOrTx = db,
  ): Promise<void> {
    // The device opens it on our origin: an app path, never another site.
    for (const { message } of pushes) {
      if (!message.link.startsWith('/') || message.link.startsWith('//')) {
        throw new Error(`A push opens an app path, not ${message.link}`);
      }
    }
    const devices = await repository.listSubscriptionsOf(
      [...new Set(pushes.map((push) => push.userId))],
      tx,
    );
    if (devices.length === 0) return;
    const devicesOf = new Map<string, string[]>();
    for (const device of devices) {
      devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device.id]);
    }
    const rows = pushes.flatMap(({ userId, message }) => {
      const payload: PushPayload = {
        title: message.title,
        body: message.body,
        url: message.link,
        ...(message.tag ? { tag: message.tag } : {}),
      };
      return (devicesOf.get(userId) ?? []).map((subscriptionId) => ({ subscriptionId, payload }));
    });
    await repository.insertPushes(rows, tx);
    afterCommit(tx, () => schedule(0));
  }

  return {
    /** The VAPID public key browsers subscribe with. */
    publicKey: vapidKeys.publicKey,

    /** The pushes waiting, for the metrics (decision 065). */
    backlog: (now = new Date()) => repository.backlog(now),

    /**
     * Saves the browser's subscription as one of `userId`'s devices. An endpoint already saved
     * stays with its account unless the request carries the keys it was saved with, which only
     * the browser holding the subscription has (a browser shared by two people moves to whoever
     * turned push on last); then the pushes still queued for the first account stay with it and
     * are dropped. Another account naming the endpoint with other keys is refused with 409.
     */
    async subscribe(
      userId: string,
      subscription: PushSubscriptionRequest,
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      const { endpoint } = subscription;
      const device = {
        userId,
        p256dh: canonicalKey(subscription.keys.p256dh),
        auth: canonicalKey(subscription.keys.auth),
        deviceLabel: describeDevice(userAgent),
      };
      const row = await inTransaction(db, async (tx) => {
        for (;;) {
          const saved = await repository.findSubscriptionForUpdate(endpoint, tx);
          if (!saved) {
            const added = await repository.insertSubscription({ ...device, endpoint }, tx);
            if (added) return added;
            // Saved by another request since we looked: decide against that row.
            continue;
          }
          if (saved.userId !== userId) {
            if (!(sameKey(saved.p256dh, device.p256dh) && sameKey(saved.auth, device.auth))) {
              throw new AppError('CONFLICT', messages.push.subscriptionHeldElsewhere);
            }
            await repository.deleteQueuedPushes(saved.id, tx);
          }
          return repository.updateSubscription(saved.id, device, tx);
        }
      });
      return { _id: row.id, deviceLabel: row.deviceLabel, createdAt: row.createdAt.toISOString() };
    },

    /** Stops pushes to the user's device at `endpoint`, if it is theirs: signing out there. */
    async forgetDevice(userId: string, endpoint: string): Promise<void> {
      await repository.deleteOwnSubscription(userId, endpoint);
    },

    /** Stops pushing to the device with `endpoint`; 404 unless it is one of `userId`'s. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await repository.deleteOwnSubscription(userId, endpoint))) {
        throw new AppError('NOT_FOUND', messages.push.subscriptionNotFound);
      }
    },

    /**
     * Queues `message` to each of the user's devices in `tx`: the pushes leave once `tx`
     * commits, and never if it rolls back. A user with no device costs one indexed read.
     */
    async enqueue(userId: string, message: PushMessage, tx: DbOrTx = db): Promise<void> {
      await enqueueMany([{ userId, message }], tx);
    },

    enqueueMany,

    /** Sends every push due at `now` (tests pass a later time to reach retries). */
    deliverDue: sender.runDue,
  };
}

export type PushService = ReturnType<typeof createPushService>;
