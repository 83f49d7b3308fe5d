/*
 * The built-in test mode's cards, for the plans' checkout page and the job payments' alike: the
 * numbers Stripe documents for its own test mode behave here as they do there.
 */

export type TestCardOutcome = 'success' | 'declined' | 'insufficient_funds' | 'unknown';

/** Stripe's documented test numbers: these succeed. */
const successCards = new Set([
  '4242424242424242',
  '4000056655665556',
  '4000000360000006',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
  '3056930009020004',
]);

const failingCards: Record<string, TestCardOutcome> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

/** What the test provider does with a card number (spaces and dashes ignored). */
export function classifyTestCard(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (successCards.has(digits)) return 'success';
  return failingCards[digits] ?? 'unknown';
}

/** Whether an `MM/YY` expiry is still good at `now`: a card works to the end of its month. */
export function isExpiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return Date.UTC(year, month, 1) > now.getTime();
}
