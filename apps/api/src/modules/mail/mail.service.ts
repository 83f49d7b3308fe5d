import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import { createBackgroundPasses } from '../../lib/background-passes';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import type { MailMessage, MailTransport } from './mail-transport';

export type { MailMessage };
import { createMailRepository, type OutboxRow } from './mail.repository';

/** How long a sender holds the rows it took: far longer than an SMTP exchange may last. */
export const CLAIM_MS = 5 * 60_000;
/** Mails taken per round trip. */
const BATCH_SIZE = 10;
/** How often each instance looks for due mail (retries, and mail other instances wrote). */
const POLL_MS = 10_000;
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
}) {
  const { db, transport, log } = deps;
  const repository = createMailRepository(db);
  const composers = new Map<string, MailComposer>();
  const senderId = randomUUID();

  async function deliverOne(row: OutboxRow, now: Date, report: DeliveryReport) {
    let mail: MailMessage = row;
    try {
      if (row.compose) {
        const composer = composers.get(row.kind);
        if (!composer) throw new Error(`No composer for mail of kind ${row.kind}`);
        const facts = row.compose;
        const composed = await inTransaction(db, async (tx) => {
          const written = await composer(row.to, facts, tx);
          if (written) {
            const { subject, text, html } = written;
            await repository.setContent(row.id, senderId, { subject, text, html }, tx);
          } else await repository.delete(row.id, senderId, tx);
          return written;
        });
        if (!composed) {
          report.dropped += 1;
          return;
        }
        mail = composed;
      }
      await transport.deliver({ ...mail, id: row.id, kind: row.kind });
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
    report.sent += 1;
  }

  async function runPass(now: Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, dropped: 0 };
    for (;;) {
      const rows = await repository.claimDue(
        senderId,
        now,
        new Date(now.getTime() + CLAIM_MS),
        BATCH_SIZE,
      );
      if (rows.length === 0) return report;
      for (const row of rows) await deliverOne(row, now, report);
    }
  }

  /** One pass at a time in this process: passes asked for meanwhile run after it. */
  const sender = createBackgroundPasses({
    run: runPass,
    pollMs: POLL_MS,
    onError: (error) => log.warn({ err: error }, 'mail sender pass failed'),
  });
  const schedule = sender.schedule;

  return {
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

    registerComposer(kind: string, composer: MailComposer) {
      composers.set(kind, composer);
    },

    /** Sends every mail due at `now` (tests pass a later time to reach retries). */
    deliverDue: sender.runDue,

    /** Sends what is due now, then keeps looking every few seconds and after each enqueue. */
    start: sender.start,

    /** Stops looking and waits for a pass in progress. */
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
