import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, type TwoInstances } from '../../../test/build-test-app';
import { paymentScene } from '../../../test/job-payment-fixtures';
import { callAs, signInNewAdmin, signInNewSupport, type SignedInStaff } from '../../../test/staff';

/**
 * Two instances on one PostgreSQL database, each with its own connections, as behind a load
 * balancer (decision 064): what moves held money is decided under the payment's row lock, so of
 * two moves of the same money at once, on either instance, exactly one happens.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'held money moved from two instances at once',
  () => {
    let instances: TwoInstances;
    let appA: FastifyInstance;
    let appB: FastifyInstance;
    let supportA: SignedInStaff;
    let supportB: SignedInStaff;

    beforeAll(async () => {
      instances = await buildTwoInstances({}, { ownConnections: true });
      ({ appA, appB } = instances);
      const admin = await signInNewAdmin(appA);
      supportA = await signInNewSupport(appA, admin, 'Sam Lee');
      supportB = await signInNewSupport(appA, admin, 'Kim Tran');
    });
    afterAll(async () => {
      await instances?.close();
    });

    const scene = paymentScene(() => appA);

    async function disputedPayment() {
      const held = await scene.heldPayment();
      const opened = await scene.call(
        'POST',
        `/api/job-payments/${held.payment._id}/dispute`,
        held.client,
        { reason: 'The work was never finished' },
      );
      expect(opened.statusCode).toBe(200);
      return held;
    }

    it('settles a dispute once when two support staff refund and release it on different instances', async () => {
      for (let round = 0; round < 3; round += 1) {
        const { payment } = await disputedPayment();
        const [refund, release] = await Promise.all([
          callAs(appA, supportA, 'POST', `/api/admin/disputes/${payment._id}/resolve`, {
            refundCents: payment.amountCents,
            note: 'Refund in full',
          }),
          callAs(appB, supportB, 'POST', `/api/admin/disputes/${payment._id}/resolve`, {
            refundCents: 0,
            note: 'Release in full',
          }),
        ]);
        expect([refund.statusCode, release.statusCode].sort()).toEqual([200, 409]);
        const winner = refund.statusCode === 200 ? refund : release;
        const status = winner.json().data.payment.status;
        expect(status).toBe(refund.statusCode === 200 ? 'refunded' : 'released');
        expect(await appB.ledger.balanceOf(`held:${payment._id}`)).toBe(0);
        const history = await appA.ledger.history(payment._id);
        expect(history.filter((movement) => movement.kind !== 'charge')).toHaveLength(
          status === 'refunded' ? 1 : 2,
        );
      }
    });

    it('releases once when the client releases on one instance and the other releases it when due', async () => {
      const { client, professional, quote, payment } = await scene.heldPayment();
      const done = await scene.call('POST', `/api/quotes/${quote._id}/work-done`, professional);
      const dueAt = new Date(done.json().data.payments[0].releaseDueAt);
      const [byClient] = await Promise.all([
        appA.inject({
          method: 'POST',
          url: `/api/job-payments/${payment._id}/release`,
          headers: { authorization: client.token },
        }),
        appB.jobPayments.runSweep(new Date(dueAt.getTime() + 1000)),
      ]);
      expect([200, 409]).toContain(byClient.statusCode);
      expect(await appA.ledger.balanceOf(`held:${payment._id}`)).toBe(0);
      const releases = (await appA.ledger.history(payment._id)).filter(
        (movement) => movement.kind === 'release',
      );
      expect(releases).toHaveLength(1);
      expect(await appA.ledger.sumOfEverything()).toBe(0);
    });
  },
);
