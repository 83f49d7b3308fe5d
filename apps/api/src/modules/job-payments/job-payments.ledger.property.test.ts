import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { GOOD_CARD, paymentScene } from '../../../test/job-payment-fixtures';
import { jobPayments } from '../../db/schema/job-payments';
import { AppError } from '../../lib/app-error';
import { ledgerTransactions } from '../../db/schema/ledger';

/**
 * Random sequences of what people, support, the sweep and the provider do to the payments of one
 * accepted quote (decision 064). After every step the ledger and the records agree: each
 * payment's `held:` account is what it paid less what was released and refunded, nothing is
 * released twice or refunded beyond what was paid, released money reaches the professional in
 * full, the fees account is the fees kept, and the ledger sums to zero.
 */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    milestone: fc.constantFrom('deposit', 'whole', 'balance'),
  }),
  fc.record({ kind: fc.constant('release' as const), which: fc.nat(3) }),
  fc.record({ kind: fc.constant('releaseAll' as const) }),
  fc.record({ kind: fc.constant('workDone' as const) }),
  fc.record({ kind: fc.constant('sweepLater' as const), days: fc.integer({ min: 1, max: 7 }) }),
  fc.record({
    kind: fc.constant('dispute' as const),
    which: fc.nat(3),
    byClient: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('resolve' as const),
    which: fc.nat(3),
    refundShare: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({ kind: fc.constant('redeliver' as const), which: fc.nat(3) }),
);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const scene = paymentScene(app);
const actor = {
  staffId: null,
  staffEmail: 'property test',
  ip: null,
  userAgent: null,
  requestId: null,
};

async function assertAddsUp(quoteId: string, professionalId: string) {
  const db = app().db;
  const rows = await db.select().from(jobPayments).where(eq(jobPayments.quoteId, quoteId));
  const ledger = app().ledger;
  let fees = 0;
  for (const row of rows) {
    expect(row.releasedCents + row.refundedCents).toBeLessThanOrEqual(row.amountCents);
    const held = row.paidAt ? row.amountCents - row.releasedCents - row.refundedCents : 0;
    expect(await ledger.balanceOf(`held:${row.id}`)).toBe(held);
    const charges = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `job-payment:${row.id}:charge`));
    expect(charges).toHaveLength(row.paidAt ? 1 : 0);
    const moved = await ledger.history(row.id);
    const released = moved
      .filter((movement) => movement.kind === 'release')
      .flatMap((movement) => movement.entries)
      .filter((entry) => entry.account === `held:${row.id}`)
      .reduce((sum, entry) => sum - Number(entry.amountCents), 0);
    expect(released).toBe(row.releasedCents);
    fees += row.feeCents;
  }
  expect(await ledger.balanceOf(`payable:${professionalId}`)).toBe(0);
  const feesOfThisQuote = (await Promise.all(rows.map((row) => ledger.history(row.id))))
    .flat()
    .flatMap((movement) => movement.entries)
    .filter((entry) => entry.account === 'fees')
    .reduce((sum, entry) => sum + Number(entry.amountCents), 0);
  expect(feesOfThisQuote).toBe(fees);
  expect(await ledger.sumOfEverything()).toBe(0);
}

describe('the money of payments held on jobs', () => {
  it('always adds up, whatever happens in whatever order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const { client, professional, quote } = await scene.acceptedQuote();
        await scene.readyPayouts(professional);
        const service = app().jobPayments;
        let clock = Date.now();
        const paymentIds = async () =>
          (await app().db.select().from(jobPayments).where(eq(jobPayments.quoteId, quote._id)))
            .filter((row) => row.paidAt)
            .map((row) => row.id);
        const pick = async (which: number) => {
          const ids = await paymentIds();
          return ids.length > 0 ? ids[which % ids.length]! : null;
        };
        /** Support's answer: a refusal (409, 400) is possible; anything else is a failure. */
        const quietly = async (action: () => Promise<unknown>) => {
          try {
            await action();
          } catch (error) {
            if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          }
        };

        for (const next of steps) {
          switch (next.kind) {
            case 'pay': {
              const started = await scene.call(
                'POST',
                `/api/quotes/${quote._id}/payments`,
                client,
                {
                  milestone: next.milestone,
                },
              );
              if (started.statusCode === 201) {
                const id = started.json().data.payment._id;
                const card = await scene.call(
                  'POST',
                  `/api/job-payments/${id}/test-card`,
                  client,
                  GOOD_CARD,
                );
                expect(card.statusCode).toBe(200);
              } else {
                expect(started.statusCode).toBe(409);
              }
              break;
            }
            case 'release': {
              const id = await pick(next.which);
              if (id) {
                const answer = await scene.call('POST', `/api/job-payments/${id}/release`, client);
                expect([200, 409]).toContain(answer.statusCode);
              }
              break;
            }
            case 'releaseAll': {
              const answer = await scene.call('POST', `/api/quotes/${quote._id}/release`, client);
              expect([200, 409]).toContain(answer.statusCode);
              break;
            }
            case 'workDone': {
              const answer = await scene.call(
                'POST',
                `/api/quotes/${quote._id}/work-done`,
                professional,
              );
              expect([200, 409]).toContain(answer.statusCode);
              break;
            }
            case 'sweepLater':
              clock += next.days * 24 * 60 * 60 * 1000;
              await service.runSweep(new Date(clock));
              break;
            case 'dispute': {
              const id = await pick(next.which);
              if (id) {
                const answer = await scene.call(
                  'POST',
                  `/api/job-payments/${id}/dispute`,
                  next.byClient ? client : professional,
                  { reason: 'Something about the work went wrong' },
                );
                expect([200, 409]).toContain(answer.statusCode);
              }
              break;
            }
            case 'resolve': {
              const id = await pick(next.which);
              if (id) {
                const [row] = await app()
                  .db.select()
                  .from(jobPayments)
                  .where(eq(jobPayments.id, id));
                const held = row!.amountCents - row!.releasedCents - row!.refundedCents;
                await quietly(() =>
                  service.resolveDispute(actor, id, {
                    refundCents: Math.floor((held * next.refundShare) / 100),
                    note: 'Decided by support',
                  }),
                );
              }
              break;
            }
            case 'redeliver': {
              const id = await pick(next.which);
              if (id) {
                const [row] = await app()
                  .db.select()
                  .from(jobPayments)
                  .where(eq(jobPayments.id, id));
                const event = {
                  eventId: `evt_property_${id}`,
                  type: 'checkout.session.completed',
                  createdAt: new Date(),
                  kind: 'held_payment_paid' as const,
                  paymentId: id,
                  providerSessionId: `cs_property_${id}`,
                  paymentIntentId: row!.paymentIntentId,
                  amountCents: row!.amountCents,
                };
                await service.handleEvent(event);
                await service.handleEvent(event);
              }
              break;
            }
          }
          await assertAddsUp(quote._id, professional.id);
        }
      }),
      { numRuns: 12 },
    );
  });
});
