import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Db, DbOrTx } from '../../db/client';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import type { PassRegistry } from '../../lib/background-passes';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import { asPartOfRequest } from '../../lib/request-context';
import { SMTP_CONNECTIONS, type MailMessage, type MailTransport } from './mail-transport';

export type { MailMessage };
import { createMailRepository, type OutboxRow } from './mail.repository';

/** How long a sender holds the rows it took: far longer than an SMTP exchange may last. */
export const CLAIM_MS = 5 * 60_000;
/** Mails taken per round trip. */
const BATCH_SIZE = 10;
/** How often each instance looks for due mail (retries, and mail other instances wrote). */
const POLL_MS = 10_000;
/** Bulk mails a second when the setting is not given. */
export const DEFAULT_BULK_PER_SECOND = 5;
/** After this many failed attempts (about 12 hours of retries) a mail is given up on. */
export const MAX_ATTEMPTS = 20;

/** 10 s after the first failure, doubling, at most an hour apart; a little jitter spreads them. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** A mail to write in the sender from `facts`; `null` drops it (nobody to write to). */
export type MailComposer = (
  to: string,
  facts: Record<string, string>,
  tx: DbOrTx,
) => Promise<MailMessage | null>;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  dropped: number;
}

/** A refusal that will not change on retry: the server rejected the address itself (5xx). */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [code, responseCode, error.message].filter(Boolean).join(' ').slice(0, 500);
}

/**
 * The transactional outbox and its sender. `enqueue` writes a mail in the caller's transaction;
 * once that commits, the sender delivers it: it takes due rows (never a row another sender
 * holds), writes the ones still to compose, hands each to the transport, and marks it sent only
 * once the server accepted it. A refusal is retried with backoff; a mail is never sent for a
 * change that rolled back, and never lost with the process.
 */
export function createMailService(deps: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Where the sender registers its pass (started and stopped with the instance's others). */
  passes: PassRegistry;
  /**
   * Bulk mails (newsletter issues) each instance sends a second at most, after every due
   * transactional mail (decision 035).
   */
  bulkPerSecond?: number;
}) {
  const { db, transport, log } = deps;
  const bulkPerSecond = Math.max(deps.bulkPerSecond ?? DEFAULT_BULK_PER_SECOND, 0.01);
  /** A token bucket for bulk mail: a second's worth at most, refilled as the sender's clock runs. */
  const bucket = { tokens: bulkPerSecond, at: Number.NaN };
  function refill(now: Date) {
    const at = now.getTime();
    if (Number.isNaN(bucket.at)) bucket.at = at;
    if (at <= bucket.at) return;
    bucket.tokens = Math.min(
      bulkPerSecond,
      bucket.tokens + ((at - bucket.at) / 1000) * bulkPerSecond,
    );
    bucket.at = at;
  }
  const repository = createMailRepository(db);
  const composers = new Map<string, MailComposer>();
  const senderId = randomUUID();

  /**
   * Writes mails for the sender to compose from their facts (a bulk send's when `bulkRef` is
   * set), 500 rows a statement.
   */
  async function insertToCompose(
    mails: Array<{ kind: string; to: string; facts: Record<string, string> }>,
    bulkRef: string | null,
    tx: DbOrTx,
  ) {
    for (let start = 0; start < mails.length; start += 500) {
      await repository.insertMany(
        mails.slice(start, start + 500).map(({ kind, to, facts }) => ({
          kind,
          to,
          bulkRef,
          subject: '',
          text: '',
          html: '',
          compose: facts,
        })),
        tx,
      );
    }
  }

  /** A mail's work runs as part of the request that queued it, its log lines bound to it. */
  function deliverOne(row: OutboxRow, now: Date, report: DeliveryReport) {
    return asPartOfRequest(row.requestId, log, (rowLog) => deliverRow(row, now, report, rowLog));
  }

  /**
   * The rows taken, as many at once as the transport has connections; once all have settled,
   * the first database failure among them (the pass then ends, and the rows wait for a later one).
   */
  const atOnce = pLimit(SMTP_CONNECTIONS);
  async function deliverAll(rows: OutboxRow[], now: Date, report: DeliveryReport) {
    const settled = await Promise.allSettled(
      rows.map((row) => atOnce(() => deliverOne(row, now, report))),
    );
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function deliverRow(
    row: OutboxRow,
    now: Date,
    report: DeliveryReport,
    log: FastifyBaseLogger,
  ) {
    let mail: MailMessage = row;
    try {
      if (row.compose) {
        const composer = composers.get(row.kind);
        if (!composer) throw new Error(`No composer for mail of kind ${row.kind}`);
        const facts = row.compose;
        const composed = await inTransaction(db, async (tx) => {
          const written = await composer(row.to, facts, tx);
          if (written) {
            const { subject, text, html, headers } = written;
            await repository.setContent(row.id, senderId, { subject, text, html, headers }, tx);
          } else await repository.delete(row.id, senderId, tx);
          return written;
        });
        if (!composed) {
          report.dropped += 1;
          return;
        }
        mail = composed;
      }
      await transport.deliver({ ...mail, id: row.id, kind: row.kind }, log);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const reason = describeFailure(error);
      if (isPermanent(error) || row.attempts >= MAX_ATTEMPTS) {
        await repository.markFailed(row.id, senderId, now, reason);
        log.error({ err: error, mailId: row.id, kind: row.kind }, 'mail given up on');
        report.failed += 1;
      } else {
        const at = new Date(now.getTime() + retryDelayMs(row.attempts));
        await repository.scheduleRetry(row.id, senderId, at, reason);
        log.warn(
          { err: error, mailId: row.id, kind: row.kind, attempts: row.attempts },
          'mail not accepted yet: will retry',
        );
        report.retrying += 1;
      }
      return;
    }
    await repository.markSent(row.id, senderId, transport.via, now);
    // A mail kept in the outbox (no SMTP_URL) has had its line from the transport.
    if (transport.via === 'smtp') log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
    report.sent += 1;
  }

  /**
   * Every due transactional mail first; then bulk mail as far as the bucket allows, looking for
   * transactional mail again after each batch. With the bucket spent, the next pass comes when
   * it holds a mail's worth again, so a big send leaves at a steady rate.
   */
  async function runPass(now: Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, dropped: 0 };
    const until = new Date(now.getTime() + CLAIM_MS);
    for (;;) {
      // A fan-out in progress queues its people's alerts first; its mails follow it out.
      await deps.passes.afterUrgentWork();
      const rows = await repository.claimDue(senderId, now, until, BATCH_SIZE, 'transactional');
      if (rows.length > 0) {
        await deliverAll(rows, now, report);
        continue;
      }
      refill(now);
      const allowance = Math.min(BATCH_SIZE, Math.floor(bucket.tokens));
      if (allowance < 1) {
        schedule(Math.ceil(((1 - bucket.tokens) / bulkPerSecond) * 1000));
        return report;
      }
      const bulk = await repository.claimDue(senderId, now, until, allowance, 'bulk');
      if (bulk.length === 0) return report;
      bucket.tokens -= bulk.length;
      await deliverAll(bulk, now, report);
    }
  }

  /** One pass at a time in this process: passes asked for meanwhile run after it. */
  const sender = deps.passes.register({
    name: 'mail',
    intervalMs: POLL_MS,
    run: runPass,
    failureMessage: 'mail sender pass failed',
  });
  // Used by runPass: the bucket's wait is scheduled on the same passes.
  function schedule(ms: number) {
    sender.schedule(ms);
  }

  return {
    /** The mails waiting, transactional or bulk, for the metrics (decision 065). */
    backlog: (which: 'transactional' | 'bulk', now = new Date()) => repository.backlog(which, now),

    /** Writes `mail` in `tx`; it leaves once `tx` commits, and never if it rolls back. */
    async enqueue(mail: MailMessage & { kind: string }, tx: DbOrTx = db): Promise<string> {
      const id = await repository.insert(mail, tx);
      afterCommit(tx, () => schedule(0));
      return id;
    },

    /** Writes several mails in `tx` in one statement (alerts to many people at once). */
    async enqueueMany(
      mails: Array<MailMessage & { kind: string }>,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (mails.length === 0) return;
      await repository.insertMany(mails, tx);
      afterCommit(tx, () => schedule(0));
    },

    /**
     * Writes several mails the sender composes from their facts, in `tx`, a statement per 500:
     * alerts to many people at once write a few facts each, and the sender writes each mail just
     * before it goes (decision 075).
     */
    async enqueueManyToCompose(
      mails: Array<{ kind: string; to: string; facts: Record<string, string> }>,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (mails.length === 0) return;
      await insertToCompose(mails, null, tx);
      afterCommit(tx, () => schedule(0));
    },

    /**
     * Writes a mail of `kind` that the sender composes from `facts` (with the composer
     * registered for the kind), so the request does the same work whatever the composer finds.
     */
    async enqueueToCompose(
      kind: string,
      to: string,
      facts: Record<string, string>,
      tx: DbOrTx = db,
    ): Promise<string> {
      const id = await repository.insert(
        { kind, to, subject: '', text: '', html: '', compose: facts },
        tx,
      );
      afterCommit(tx, () => schedule(0));
      return id;
    },

    /**
     * Writes one mail to compose per recipient of a bulk send (`bulkRef`) in `tx`: they leave
     * after transactional mail, at the bulk rate, each composed (or dropped) just before it goes.
     */
    async enqueueBulkToCompose(
      kind: string,
      bulkRef: string,
      recipients: Array<{ to: string; facts: Record<string, string> }>,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (recipients.length === 0) return;
      await insertToCompose(
        recipients.map((recipient) => ({ kind, ...recipient })),
        bulkRef,
        tx,
      );
      afterCommit(tx, () => schedule(0));
    },

    /** A bulk send's mails: still to go, accepted by the server, given up on. */
    countBulk: (bulkRef: string) => repository.countBulk(bulkRef),

    registerComposer(kind: string, composer: MailComposer) {
      composers.set(kind, composer);
    },

    /** Sends every mail due at `now` (tests pass a later time to reach retries). */
    deliverDue: sender.runDue,

    /** Stops the sender, waits for a pass in progress and closes the transport. */
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
