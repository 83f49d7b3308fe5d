import { eq, and } from 'drizzle-orm';
import { quoteRequestSchema, type QuoteRequest } from '@trademate/shared/schemas/quotes';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import { jobs } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import type { DemoAccount, DemoStory } from './demo-story';
import { DAY_MS } from './story-clock';

/** The test mode's card that always succeeds. */
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40' };

function dayAfterToday(days: number): string {
  return new Date(Date.parse(todayInAustralia()) + days * DAY_MS).toISOString().slice(0, 10);
}

function quote(
  items: QuoteRequest['items'],
  deposit: NonNullable<QuoteRequest['deposit']>,
  terms: string,
) {
  return quoteRequestSchema.parse({
    items,
    validUntil: dayAfterToday(14),
    earliestStart: dayAfterToday(3),
    deposit,
    terms,
  });
}

/**
 * Payments held on jobs (decision 064), so a newcomer sees each state at once: Ethan paid Kate's
 * deposit for his weatherboards (secured, held), Noah paid Hannah for his roof valley and
 * released it when she was done (a payout with its fee and both invoices), and Jack disputes
 * what he paid Lachlan for the ceiling fans (open in the console). Told through the services, in
 * the test mode only: with Stripe set up, nobody's card is charged by the demo.
 */
export async function seedPayments({ app, accountOf }: DemoStory) {
  if (app.jobPayments.providerKind !== 'test') return;

  async function jobOf(client: DemoAccount, title: string): Promise<string> {
    const [row] = await app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.clientId, client.id), eq(jobs.title, title)));
    if (!row) throw new Error(`The demo payments need ${client.firstName}’s job “${title}”`);
    return row.id;
  }

  async function payoutsFor(professional: DemoAccount) {
    const [row] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, professional.id));
    await app.jobPayments.startPayoutOnboarding({ ...professional, email: row!.email });
  }

  /** The client accepts the professional's quote and pays `milestone` with the test card. */
  async function paidQuote(
    client: DemoAccount,
    professional: DemoAccount,
    title: string,
    body: ReturnType<typeof quote>,
    milestone: 'deposit' | 'whole',
  ) {
    const jobId = await jobOf(client, title);
    const sent = await app.quotes.sendQuote(professional, jobId, body);
    await app.quotes.acceptQuote(client, sent._id);
    await payoutsFor(professional);
    const { payment } = await app.jobPayments.startPayment(client, sent._id, milestone);
    await app.jobPayments.payWithTestCard(client, payment._id, TEST_CARD);
    return { quoteId: sent._id, paymentId: payment._id };
  }

  const ethan = accountOf('Ethan');
  await paidQuote(
    ethan,
    accountOf('Kate'),
    'Paint exterior weatherboards',
    quote(
      [
        {
          description: 'Wash down, scrape and sand the weatherboards',
          kind: 'labour',
          quantityHundredths: 2400,
          unit: 'hour',
          unitPriceCents: 7_500,
        },
        {
          description: 'Two coats of exterior acrylic, trims in gloss',
          kind: 'labour',
          quantityHundredths: 3200,
          unit: 'hour',
          unitPriceCents: 7_500,
        },
        {
          description: 'Primer, paint and fillers',
          kind: 'materials',
          quantityHundredths: 100,
          unit: 'lot',
          unitPriceCents: 1_450_00,
        },
      ],
      { kind: 'percent', value: 20 },
      'The deposit buys the paint; the balance is due when the last coat is dry.',
    ),
    'deposit',
  );

  const noah = accountOf('Noah');
  const hannah = accountOf('Hannah');
  const roof = await paidQuote(
    noah,
    hannah,
    'Fix leaking roof valley',
    quote(
      [
        {
          description: 'Replace the rusted valley iron and re-bed the tiles either side',
          kind: 'labour',
          quantityHundredths: 600,
          unit: 'hour',
          unitPriceCents: 9_000,
        },
        {
          description: 'Galvanised valley iron and bedding mortar',
          kind: 'materials',
          quantityHundredths: 100,
          unit: 'lot',
          unitPriceCents: 28_000,
        },
      ],
      { kind: 'none', value: 0 },
      'Paid when the valley is watertight.',
    ),
    'whole',
  );
  await app.jobPayments.markWorkDone(hannah, roof.quoteId);
  await app.jobPayments.release(noah, roof.paymentId);

  const jack = accountOf('Jack');
  const fans = await paidQuote(
    jack,
    accountOf('Lachlan'),
    'Ceiling fans in three bedrooms',
    quote(
      [
        {
          description: 'Install three ceiling fans with wall controls',
          kind: 'labour',
          quantityHundredths: 500,
          unit: 'hour',
          unitPriceCents: 9_500,
        },
        {
          description: 'Wall controls and mounting brackets',
          kind: 'materials',
          quantityHundredths: 300,
          unit: 'each',
          unitPriceCents: 4_200,
        },
      ],
      { kind: 'none', value: 0 },
      'Paid through TradeMate; released when the fans run quietly.',
    ),
    'whole',
  );
  await app.jobPayments.openDispute(
    jack,
    fans.paymentId,
    'Two of the three fans wobble and click at every speed, and Lachlan has not come back to fix them.',
  );
}
