import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { userTypes, type UserType } from '@trademate/shared/constants/users';
import { PASS_NAMES } from './background-passes';

/** What waits in an outbox or a queue, read when Prometheus scrapes. */
export interface Backlog {
  /** Rows waiting, due or not. */
  depth: number;
  /** How long the row due first has been due, in seconds; 0 when nothing is due. */
  oldestDueSeconds: number;
}

/** The outboxes and queues whose backlog is measured, each told by its owning module. */
export type BacklogName = 'mail' | 'newsletter' | 'push' | 'alert_mails' | 'job_alert_fanouts';

/** A payment that reached TradeMate: a plan's, or money held on a job (decision 064). */
export type PaymentKind = 'subscription' | 'job';

/**
 * What the modules and the background passes tell the metrics (decision 065). Every call is
 * cheap and does nothing while the metrics are off; the modules call after their change commits.
 */
export interface AppMetrics {
  /** A sign-in with a password: let in, or refused (wrong password, unknown or suspended account). */
  signIn(outcome: 'success' | 'failure'): void;
  signUp(userType: UserType): void;
  jobPosted(): void;
  /** A professional hired on a job, directly or by an accepted quote. */
  hire(): void;
  payment(kind: PaymentKind, amountCents: number): void;
  /** A background pass's run ended, after `seconds`; `failed` when it threw. */
  passRan(pass: string, seconds: number, failed: boolean): void;
  /** Reads `read` at each scrape for the backlog gauges of `name`. */
  watchBacklog(name: BacklogName, read: () => Promise<Backlog>): void;
}

/** The metrics while they are off (no setting asks for them): nothing is counted or kept. */
export const metricsOff: AppMetrics = {
  signIn() {},
  signUp() {},
  jobPosted() {},
  hire() {},
  payment() {},
  passRan() {},
  watchBacklog() {},
};

/** Seconds, from a few milliseconds (a pass with nothing to do) to ten minutes. */
const PASS_BUCKETS = [0.005, 0.025, 0.1, 0.5, 1, 2.5, 10, 30, 60, 300, 600];

/** The business counters, pass figures and backlog gauges of one app, in its `registry`. */
export function createAppMetrics(registry: Registry): AppMetrics {
  const registers = [registry];
  const signIns = new Counter({
    name: 'trademate_sign_ins_total',
    help: 'Sign-ins with a password, by outcome (success, failure)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const signUps = new Counter({
    name: 'trademate_sign_ups_total',
    help: 'Accounts created, by user type',
    labelNames: ['user_type'] as const,
    registers,
  });
  const jobsPosted = new Counter({
    name: 'trademate_jobs_posted_total',
    help: 'Jobs posted by clients',
    registers,
  });
  const hires = new Counter({
    name: 'trademate_hires_total',
    help: 'Professionals hired on jobs, directly or by an accepted quote',
    registers,
  });
  const payments = new Counter({
    name: 'trademate_payments_total',
    help: 'Payments received: plans (subscription) and money held on jobs (job)',
    labelNames: ['kind'] as const,
    registers,
  });
  const paymentCents = new Counter({
    name: 'trademate_payments_amount_cents_total',
    help: 'The amount of the payments received, in Australian cents',
    labelNames: ['kind'] as const,
    registers,
  });
  // Every series exists from the start at 0, so a rate is defined before the first event.
  for (const outcome of ['success', 'failure']) signIns.labels(outcome).inc(0);
  for (const userType of userTypes) signUps.labels(userType).inc(0);
  for (const kind of ['subscription', 'job']) {
    payments.labels(kind).inc(0);
    paymentCents.labels(kind).inc(0);
  }

  const passSeconds = new Histogram({
    name: 'trademate_pass_duration_seconds',
    help: 'How long each background pass run took, by pass',
    labelNames: ['pass'] as const,
    buckets: PASS_BUCKETS,
    registers,
  });
  const passFailures = new Counter({
    name: 'trademate_pass_failures_total',
    help: 'Background pass runs that failed, by pass',
    labelNames: ['pass'] as const,
    registers,
  });

  for (const pass of PASS_NAMES) passFailures.labels(pass).inc(0);

  const backlogs = new Map<BacklogName, () => Promise<Backlog>>();
  let latest = new Map<BacklogName, Backlog>();
  /** One read of every backlog per scrape, shared by the two gauges. */
  let reading: Promise<void> | null = null;
  function readBacklogs(): Promise<void> {
    reading ??= (async () => {
      const entries = await Promise.all(
        [...backlogs].map(async ([name, read]) => [name, await read()] as const),
      );
      latest = new Map(entries);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }
  new Gauge({
    name: 'trademate_outbox_depth',
    help: 'Rows waiting in each outbox or queue, due or not',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      await readBacklogs();
      this.reset();
      for (const [name, backlog] of latest) this.labels(name).set(backlog.depth);
    },
  });
  new Gauge({
    name: 'trademate_outbox_oldest_due_seconds',
    help: 'How long the row due first in each outbox or queue has been due (0: none is due)',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      await readBacklogs();
      this.reset();
      for (const [name, backlog] of latest) this.labels(name).set(backlog.oldestDueSeconds);
    },
  });

  return {
    signIn: (outcome) => signIns.labels(outcome).inc(),
    signUp: (userType) => signUps.labels(userType).inc(),
    jobPosted: () => jobsPosted.inc(),
    hire: () => hires.inc(),
    payment(kind, amountCents) {
      payments.labels(kind).inc();
      paymentCents.labels(kind).inc(amountCents);
    },
    passRan(pass, seconds, failed) {
      passSeconds.labels(pass).observe(seconds);
      if (failed) passFailures.labels(pass).inc();
    },
    watchBacklog(name, read) {
      backlogs.set(name, read);
    },
  };
}

/** The backlog of `depth` rows whose first due time is `firstDue` (null: none is due yet). */
export function backlogOf(depth: number, firstDue: Date | null, now: Date): Backlog {
  const overdueMs = firstDue ? now.getTime() - firstDue.getTime() : 0;
  return { depth, oldestDueSeconds: Math.max(overdueMs, 0) / 1000 };
}
