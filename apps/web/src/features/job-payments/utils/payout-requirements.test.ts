import { describe, expect, it } from 'vitest';
import { payoutNeedsOf } from './payout-requirements';

describe('payoutNeedsOf', () => {
  it("says each of Stripe's needs once, in its order, in words", () => {
    expect(
      payoutNeedsOf([
        'external_account',
        'individual.verification.document',
        'individual.verification.additional_document',
        'individual.dob.day',
        'individual.dob.month',
        'tos_acceptance.date',
        'tos_acceptance.ip',
        'settings.payments.statement_descriptor',
      ]),
    ).toEqual([
      'Your bank account',
      'Proof of who you are',
      'Your date of birth',
      "Agreeing to the payment provider's terms",
      'Settings payments statement descriptor',
    ]);
  });

  it('keeps a need already written in words', () => {
    expect(payoutNeedsOf(['Your bank account'])).toEqual(['Your bank account']);
  });
});
