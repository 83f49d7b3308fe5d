import type { LedgerMovement } from '../ledger/ledger.service';

/**
 * The ledger accounts of money held on jobs (decision 064). Balances are sums of signed entries:
 * - `client-cards`: clients' cards, outside TradeMate; negative by what clients paid in net.
 * - `held:<payment>`: a payment's money while TradeMate holds it.
 * - `payable:<professional>`: released to a professional, until it is transferred to them.
 * - `professional-accounts`: transferred to professionals' own accounts, outside TradeMate.
 * - `fees`: TradeMate's fees kept from releases.
 */
export const accounts = {
  clientCards: 'client-cards',
  held: (paymentId: string) => `held:${paymentId}`,
  payable: (professionalId: string) => `payable:${professionalId}`,
  professionalAccounts: 'professional-accounts',
  fees: 'fees',
} as const;

/** The client's card was charged: the money is held. */
export function chargeMovement(paymentId: string, amountCents: number): LedgerMovement {
  return {
    kind: 'charge',
    idempotencyKey: `job-payment:${paymentId}:charge`,
    reference: paymentId,
    memo: 'Card payment held',
    legs: [
      { account: accounts.clientCards, amountCents: -amountCents },
      { account: accounts.held(paymentId), amountCents },
    ],
  };
}

/** Part or all of the held money released: the professional's share payable, the fee kept. */
export function releaseMovement(
  operationId: string,
  paymentId: string,
  professionalId: string,
  releaseCents: number,
  feeCents: number,
): LedgerMovement {
  return {
    kind: 'release',
    idempotencyKey: `job-payment-operation:${operationId}:release`,
    reference: paymentId,
    memo: 'Released to the professional, less the fee',
    legs: [
      { account: accounts.held(paymentId), amountCents: -releaseCents },
      { account: accounts.payable(professionalId), amountCents: releaseCents - feeCents },
      { account: accounts.fees, amountCents: feeCents },
    ],
  };
}

/** The professional's share transferred to their own account at the provider. */
export function transferMovement(
  operationId: string,
  paymentId: string,
  professionalId: string,
  payoutCents: number,
): LedgerMovement {
  return {
    kind: 'transfer',
    idempotencyKey: `job-payment-operation:${operationId}:transfer`,
    reference: paymentId,
    memo: 'Transferred to the professional',
    legs: [
      { account: accounts.payable(professionalId), amountCents: -payoutCents },
      { account: accounts.professionalAccounts, amountCents: payoutCents },
    ],
  };
}

/** Part or all of the held money given back to the client's card. */
export function refundMovement(
  operationId: string,
  paymentId: string,
  refundCents: number,
): LedgerMovement {
  return {
    kind: 'refund',
    idempotencyKey: `job-payment-operation:${operationId}:refund`,
    reference: paymentId,
    memo: 'Refunded to the client',
    legs: [
      { account: accounts.held(paymentId), amountCents: -refundCents },
      { account: accounts.clientCards, amountCents: refundCents },
    ],
  };
}
