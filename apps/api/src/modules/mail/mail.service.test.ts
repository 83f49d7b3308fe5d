import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../../test/build-test-app';
import { firstServiceId } from '../../../test/factories';
import { findFreePort } from '../../../test/free-port';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { openDatabase, type Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { inTransaction } from '../../lib/after-commit';
import { createPassRegistry } from '../../lib/background-passes';
import {
  createMailTransport,
  SMTP_CONNECTIONS,
  type MailTransport,
  type OutgoingMail,
} from './mail-transport';
import { CLAIM_MS, createMailService, MAX_ATTEMPTS } from './mail.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let inbox: SmtpInbox;
let testDatabase: TestDatabase;
let db: Db;
const silentLog = Fastify({ logger: false }).log;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterEach(() => inbox.refuseWith(null));
afterAll(async () => {
  await testDatabase.destroy();
  await inbox.close();
});

/** A sender over SMTP to the test inbox, not started: the test decides when it sends. */
function smtpMail(database: Db = db, port = inbox.port) {
  return createMailService({
    db: database,
    transport: createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'TradeMate <no-reply@trademate.com.au>',
      log: silentLog,
      isProduction: false,
    }),
    log: silentLog,
    passes: createPassRegistry(silentLog),
  });
}

function aMail(to = `person-${randomUUID().slice(0, 8)}@example.com.au`) {
  return { kind: 'message', to, subject: `Hello ${to}`, text: 'Plain words', html: '<p>Words</p>' };
}

const rowsTo = (addresses: string[]) =>
  db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
const receivedBy = (address: string) => inbox.received.filter((mail) => mail.to.includes(address));

describe('the mail outbox', () => {
  it('keeps a mail written in a transaction that commits, and none from one that rolls back', async () => {
    const mail = smtpMail();
    const kept = aMail();
    const dropped = aMail();
    await inTransaction(db, (tx) => mail.enqueue(kept, tx));
    await expect(
      inTransaction(db, async (tx) => {
        await mail.enqueue(dropped, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect((await rowsTo([kept.to, dropped.to])).map((row) => row.to)).toEqual([kept.to]);
    await mail.deliverDue();
    expect(receivedBy(kept.to)).toHaveLength(1);
    expect(receivedBy(dropped.to)).toHaveLength(0);
    await mail.stop();
  });

  it('delivers every mail exactly once while the server refuses for a while, is down, then accepts', async () => {
    const mail = smtpMail();
    const mails = Array.from({ length: 5 }, () => aMail());
    const addresses = mails.map((m) => m.to);
    for (const m of mails) await mail.enqueue(m);
    const start = new Date();

    inbox.refuseWith(451);
    expect(await mail.deliverDue(start)).toMatchObject({ sent: 0, retrying: 5 });
    let rows = await rowsTo(addresses);
    expect(rows.every((row) => row.sentAt === null && row.attempts === 1)).toBe(true);
    expect(rows.every((row) => row.nextAttemptAt > start && row.lastError?.includes('451'))).toBe(
      true,
    );
    // Not due again yet: nothing is tried before its backoff.
    expect(await mail.deliverDue(start)).toMatchObject({ sent: 0, retrying: 0 });

    // The server is down altogether: the connection is refused.
    const down = smtpMail(db, await findFreePort());
    expect(await down.deliverDue(new Date(start.getTime() + HOUR))).toMatchObject({
      sent: 0,
      retrying: 5,
    });
    await down.stop();

    inbox.refuseWith(null);
    expect(await mail.deliverDue(new Date(start.getTime() + DAY))).toMatchObject({ sent: 5 });
    expect(await mail.deliverDue(new Date(start.getTime() + 2 * DAY))).toMatchObject({ sent: 0 });

    for (const address of addresses) expect(receivedBy(address)).toHaveLength(1);
    rows = await rowsTo(addresses);
    expect(rows.every((row) => row.sentAt !== null && row.deliveredVia === 'smtp')).toBe(true);
    expect(rows.map((row) => row.attempts).sort()).toEqual([3, 3, 3, 3, 3]);
    // Each mail carries its row's id as its Message-ID, so a receiver can tell a copy.
    expect(receivedBy(addresses[0]!)[0]!.messageId).toBe(
      `<${rows.find((r) => r.to === addresses[0])!.id}@trademate.com.au>`,
    );
    await mail.stop();
  });

  it('sends many mails over a few kept connections, each exactly once', async () => {
    const mail = smtpMail();
    const mails = Array.from({ length: 30 }, () => aMail());
    for (const m of mails) await mail.enqueue(m);
    const before = inbox.connections;

    expect(await mail.deliverDue(new Date())).toMatchObject({ sent: 30, retrying: 0 });

    for (const m of mails) expect(receivedBy(m.to)).toHaveLength(1);
    // One connection a mail would be 30; the pool keeps a few open and sends through them.
    expect(inbox.connections - before).toBeGreaterThanOrEqual(1);
    expect(inbox.connections - before).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    await mail.stop();
  });

  it('sends nothing while urgent work (a fan-out) runs, then sends what it queued', async () => {
    const order: string[] = [];
    const passes = createPassRegistry(silentLog);
    const mail = createMailService({
      db,
      transport: {
        via: 'smtp',
        async deliver(sent: OutgoingMail) {
          order.push(`sent ${sent.to}`);
        },
        close() {},
      },
      log: silentLog,
      passes,
    });
    const queued = aMail();
    await mail.enqueue(queued);
    let finishFanout: () => void = () => {};
    const fanoutMayEnd = new Promise<void>((resolve) => (finishFanout = resolve));
    let senderAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (senderAsked = resolve));
    const early = aMail();
    const fanout = passes.urgently(async () => {
      await mail.enqueue(early);
      // The sender is asked to run while the fan-out is still queueing.
      const delivery = mail.deliverDue(new Date());
      senderAsked();
      await fanoutMayEnd;
      order.push('fan-out done');
      return { delivery };
    });
    await asked;
    // Time enough for a sender that did not wait to take both mails and send them.
    for (let i = 0; i < 5; i += 1) await db.select().from(mailOutbox).limit(1);
    finishFanout();
    const { delivery } = await fanout;
    expect(await delivery).toMatchObject({ sent: 2 });
    expect(order[0]).toBe('fan-out done');
    expect(order.slice(1).sort()).toEqual([`sent ${early.to}`, `sent ${queued.to}`].sort());
    await mail.stop();
  });

  it('gives up on an address the server refuses for good, and after too many failures', async () => {
    const mail = smtpMail();
    const refused = aMail();
    await mail.enqueue(refused);
    inbox.refuseWith(550);
    expect(await mail.deliverDue()).toMatchObject({ failed: 1 });
    inbox.refuseWith(null);
    expect(await mail.deliverDue(new Date(Date.now() + DAY))).toMatchObject({ sent: 0 });
    const [row] = await rowsTo([refused.to]);
    expect(row!.failedAt).not.toBeNull();
    expect(receivedBy(refused.to)).toHaveLength(0);

    const tired = aMail();
    await mail.enqueue(tired);
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.to, tired.to));
    inbox.refuseWith(451);
    expect(await mail.deliverDue()).toMatchObject({ failed: 1 });
    inbox.refuseWith(null);
    await mail.stop();
  });

  it('takes over a mail whose sender stopped while holding it, once its claim lapses', async () => {
    const mail = smtpMail();
    const stranded = aMail();
    await mail.enqueue(stranded);
    const now = new Date();
    await db
      .update(mailOutbox)
      .set({ claimedBy: randomUUID(), claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(eq(mailOutbox.to, stranded.to));
    expect(await mail.deliverDue(now)).toMatchObject({ sent: 0 });
    expect(await mail.deliverDue(new Date(now.getTime() + CLAIM_MS + 1000))).toMatchObject({
      sent: 1,
    });
    expect(receivedBy(stranded.to)).toHaveLength(1);
    await mail.stop();
  });

  it('never lets two senders send the same mail', async () => {
    // On PostgreSQL each sender has its own connections, as two instances would.
    const other = testDatabase.url
      ? await openDatabase({ kind: 'postgres', url: testDatabase.url, poolSize: 4 })
      : testDatabase.database;
    const first = smtpMail();
    const second = smtpMail(other.db);
    const mails = Array.from({ length: 30 }, () => aMail());
    for (const m of mails) await first.enqueue(m);

    const reports = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(30);
    for (const m of mails) expect(receivedBy(m.to)).toHaveLength(1);
    await first.stop();
    await second.stop();
    if (other !== testDatabase.database) await other.close();
  });
});

describe('bulk mail (newsletter issues)', () => {
  /** A transport that keeps what it is given, for the tests that are about order and pace. */
  function recordingTransport() {
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      via: 'log',
      deliver: async (mail) => void delivered.push(mail),
      close() {},
    };
    return { transport, delivered };
  }

  async function enqueueBulk(
    mail: ReturnType<typeof createMailService>,
    ref: string,
    count: number,
  ) {
    const recipients = Array.from({ length: count }, (_, i) => ({
      to: `bulk-${ref}-${i}@example.com.au`,
      facts: { n: String(i) },
    }));
    await inTransaction(db, (tx) => mail.enqueueBulkToCompose('bulk_test', ref, recipients, tx));
    return recipients.map((r) => r.to);
  }

  it('reaches a server that a client before it left with a reset connection', async () => {
    // The journeys' mail server is this inbox: a sender that drops its connection mid-session on
    // a busy machine must not take it down for the mails after it.
    const dropped = connect(inbox.port, '127.0.0.1');
    await once(dropped, 'data'); // the greeting
    dropped.write('EHLO sender.example\r\n');
    await once(dropped, 'data');
    dropped.write('MAIL FROM:<no-reply@trademate.com.au>\r\n');
    await once(dropped, 'data'); // in a mail's transaction now, where a reset is an error
    const reset = once(dropped, 'close');
    dropped.resetAndDestroy();
    await reset;

    const mail = smtpMail();
    const m = aMail();
    await mail.enqueue(m);
    expect(await mail.deliverDue(new Date())).toMatchObject({ sent: 1 });
    expect(receivedBy(m.to)).toHaveLength(1);
    await mail.stop();
  });

  it('sends transactional mail first and bulk mail at its per-second rate, counted by its send', async () => {
    const { transport, delivered } = recordingTransport();
    const mail = createMailService({
      db,
      transport,
      log: silentLog,
      passes: createPassRegistry(silentLog),
      bulkPerSecond: 2,
    });
    mail.registerComposer('bulk_test', async (to) => ({
      to,
      subject: 'Issue',
      text: 'Words',
      html: '<p>Words</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }));
    const ref = `test:${randomUUID()}`;
    const bulk = await enqueueBulk(mail, ref, 5);
    const urgent = aMail();
    await mail.enqueue(urgent);
    const start = Date.now() + 1000;

    // The code first, then a second's worth of the send.
    expect(await mail.deliverDue(new Date(start))).toMatchObject({ sent: 3 });
    expect(delivered[0]!.to).toBe(urgent.to);
    expect(await mail.countBulk(ref)).toEqual({ queued: 3, sent: 2, failed: 0 });
    // No more in the same instant; one more half a second later.
    expect(await mail.deliverDue(new Date(start))).toMatchObject({ sent: 0 });
    expect(await mail.deliverDue(new Date(start + 500))).toMatchObject({ sent: 1 });
    // A transactional mail written meanwhile does not wait for the send.
    const another = aMail();
    await mail.enqueue(another);
    expect(await mail.deliverDue(new Date(start + 500))).toMatchObject({ sent: 1 });
    expect(delivered.at(-1)!.to).toBe(another.to);
    // Much later: never more than a second's worth at once.
    expect(await mail.deliverDue(new Date(start + 60_000))).toMatchObject({ sent: 2 });
    expect(await mail.countBulk(ref)).toEqual({ queued: 0, sent: 5, failed: 0 });
    expect(delivered.filter((m) => bulk.includes(m.to))).toHaveLength(5);
    // The composer's headers are kept with the row.
    const [row] = await rowsTo([bulk[0]!]);
    expect(row!.headers).toEqual({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    await mail.stop();
  });

  it('keeps the running sender to the rate: it waits for the clock rather than sending all at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { transport, delivered } = recordingTransport();
      const passes = createPassRegistry(silentLog);
      const mail = createMailService({ db, transport, log: silentLog, passes, bulkPerSecond: 4 });
      mail.registerComposer('bulk_test', async (to) => ({
        to,
        subject: 'Issue',
        text: 'Words',
        html: '<p>Words</p>',
      }));
      const ref = `test:${randomUUID()}`;
      await enqueueBulk(mail, ref, 12);
      /**
       * After the clock moved: waits for the pass its timers started (a pass asked for now runs
       * after it, at the same time, so it can send nothing the bucket does not hold), then counts.
       */
      const sentAfter = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        await mail.deliverDue();
        return (await mail.countBulk(ref)).sent;
      };

      passes.start(['mail']);
      expect(await sentAfter(0)).toBe(4);
      // A quarter of a second brings one more mail; a whole second four.
      expect(await sentAfter(250)).toBe(5);
      expect(await sentAfter(1000)).toBe(9);
      expect(await sentAfter(1000)).toBe(12);
      expect(delivered).toHaveLength(12);
      await mail.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('mail sent by the running app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
  });
  afterAll(() => testApp.close());

  it('sends the verification code as an HTML and text mail once the sign-up commits', async () => {
    const email = `mail-${randomUUID().slice(0, 8)}@example.com.au`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        firstName: 'Jess',
        lastName: 'Tran',
        contactNumber: '0412345678',
        address: { state: 'NSW', city: 'Newcastle' },
        userType: 'apprentice',
        email,
        password: 'secret1',
        services: [await firstServiceId(testApp.app)],
      },
    });
    expect(response.statusCode).toBe(201);
    const mail = await inbox.nextMail((m) => m.to.includes(email));
    expect(mail.subject).toMatch(/^\d{6} is your TradeMate verification code$/);
    const code = mail.subject.slice(0, 6);
    expect(mail.text).toContain('Welcome to TradeMate, Jess');
    expect(mail.text).toContain(`Your code: ${code}`);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('<!doctype html>');
    expect(response.body).not.toContain(code);
  });
});
