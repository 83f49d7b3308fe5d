import { todayInAustralia } from '@trademate/shared/constants/dates';
import { quoteRequestSchema, type QuoteRequest } from '@trademate/shared/schemas/quotes';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';
import type { DemoStory } from './demo-story';
import { DAY_MS } from './story-clock';

/** A day `days` after today in Australia (YYYY-MM-DD), as a quote's dates are written. */
function dayAfterToday(days: number): string {
  return new Date(Date.parse(todayInAustralia()) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Two lines, labour then materials: what the fans job's quotes price. */
function fansQuote(labourHours: number, hourly: number, extra: QuoteRequest['items'] = []) {
  return quoteRequestSchema.parse({
    items: [
      {
        description: 'Take down three light fittings and fit the fans with lights',
        kind: 'labour',
        quantityHundredths: labourHours * 100,
        unit: 'hour',
        unitPriceCents: hourly,
      },
      {
        description: 'Fan mounting brackets and wall controls',
        kind: 'materials',
        quantityHundredths: 300,
        unit: 'each',
        unitPriceCents: 3_850,
      },
      ...extra,
    ],
    validUntil: dayAfterToday(21),
    earliestStart: dayAfterToday(4),
    deposit: { kind: 'percent', value: 10 },
    terms: 'The deposit books the day; the rest is due when the fans are running.',
  });
}

/**
 * Written quotes (decision 062) on Olivia's open fans job, so a newcomer signed in as Olivia
 * compares two side by side, and as Mick reads a quote with a revision. They are sent today, not
 * back in the story: a quote's versions are kept as sent and never restamped, and a quote is
 * valid from the day it is sent.
 */
export async function seedQuotes({ app, accountOf }: DemoStory) {
  const olivia = accountOf('Olivia');
  const [fansJob] = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.clientId, olivia.id), eq(jobs.title, 'Fans with lights in the bedrooms')));
  if (!fansJob) throw new Error('The demo quotes need Olivia’s fans job');

  const mick = accountOf('Mick');
  const mickQuote = await app.quotes.sendQuote(mick, fansJob.id, fansQuote(5, 8_500));
  // Mick found he could do it faster, and adds the old fittings' removal to the tip.
  await app.quotes.reviseQuote(
    mick,
    mickQuote._id,
    fansQuote(4.5, 8_500, [
      {
        description: 'Take the old light fittings to the recycling centre',
        kind: 'labour',
        quantityHundredths: 100,
        unit: 'lot',
        unitPriceCents: 2_500,
      },
    ]),
  );
  await app.quotes.sendQuote(accountOf('Lachlan'), fansJob.id, fansQuote(3, 9_500));
}
