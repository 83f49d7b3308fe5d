/**
 * What the payment provider still needs, as the professional reads it. Stripe names each need by
 * the field it lacks (`external_account`, `individual.verification.document`); several fields
 * make one need, so the list is said once per need, in the provider's order.
 */
const needs: [test: (field: string) => boolean, text: string][] = [
  [(field) => field.startsWith('external_account'), 'Your bank account'],
  [(field) => field.includes('verification'), 'Proof of who you are'],
  [(field) => field.startsWith('tos_acceptance'), "Agreeing to the payment provider's terms"],
  [(field) => field.startsWith('business_profile'), 'What your business does'],
  [(field) => /(^|\.)dob/.test(field), 'Your date of birth'],
  [(field) => /(^|\.)address/.test(field), 'Your address'],
  [(field) => /(^|\.)(phone|email)/.test(field), 'Your phone number and email'],
  [(field) => /(^|\.)(first_name|last_name)/.test(field), 'Your name'],
  [(field) => /(^|\.)(id_number|ssn_last_4)/.test(field), 'Your ID number'],
  [(field) => field.startsWith('company'), "Your company's details"],
];

/** A field no need names: its words, as a sentence. */
function asWords(field: string): string {
  const words = field.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function payoutNeedsOf(requirements: readonly string[]): string[] {
  const texts = requirements.map(
    (field) => needs.find(([test]) => test(field))?.[1] ?? asWords(field),
  );
  return [...new Set(texts)];
}
