import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobPaymentMilestone } from '@trademate/shared/constants/job-payments';
import type { NotificationKind } from '@trademate/shared/constants/notifications';
import { notifications } from '../src/db/schema/notifications';
import type { Person } from './api-client';
import { quoteScene } from './quote-fixtures';

/** The test mode's card that always succeeds, and one always declined (Stripe's numbers). */
export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40' };
export const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/40' };

/**
 * The scene every payment held on a job starts from, through the API as people make it: a
 * quote accepted (the professional hired), the professional's payout account, a paid milestone.
 */
export function paymentScene(app: () => FastifyInstance) {
  const scene = quoteScene(app);
  const { call } = scene;

  /** A client who accepted a professional's quote (10% deposit); their job is in progress. */
  async function acceptedQuote() {
    const quoted = await scene.quotedJob();
    const accepted = await call('POST', `/api/quotes/${quoted.quote._id}/accept`, quoted.client);
    if (accepted.statusCode !== 200) throw new Error(`accepting: ${accepted.body}`);
    return {
      ...quoted,
      quote: accepted.json().data as {
        _id: string;
        current: { totalCents: number; depositCents: number };
      },
    };
  }

  /** The professional sets up payouts (ready at once in test mode). */
  async function readyPayouts(professional: Person) {
    const response = await call('POST', '/api/payouts/account', professional);
    if (response.statusCode !== 200) throw new Error(`payouts: ${response.body}`);
  }

  /** The client pays `milestone` with the good test card: the payment's data, now held. */
  async function paid(client: Person, quoteId: string, milestone: JobPaymentMilestone = 'whole') {
    const started = await call('POST', `/api/quotes/${quoteId}/payments`, client, { milestone });
    if (started.statusCode !== 201) throw new Error(`paying: ${started.body}`);
    const paymentId: string = started.json().data.payment._id;
    const card = await call('POST', `/api/job-payments/${paymentId}/test-card`, client, GOOD_CARD);
    if (card.statusCode !== 200) throw new Error(`card: ${card.body}`);
    return card.json().data as { _id: string; amountCents: number; status: string };
  }

  /** An accepted quote with payouts ready and the whole amount held. */
  async function heldPayment() {
    const accepted = await acceptedQuote();
    await readyPayouts(accepted.professional);
    const payment = await paid(accepted.client, accepted.quote._id);
    return { ...accepted, payment };
  }

  async function noticesOf(userId: string, kind: NotificationKind) {
    return app()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
      .orderBy(notifications.createdAt);
  }

  return { ...scene, acceptedQuote, readyPayouts, paid, heldPayment, noticesOf };
}
