/**
 * The payment provider for money held on jobs: a client pays TradeMate for a professional's
 * accepted quote, TradeMate holds it in its own balance, then transfers it to the professional's
 * connected account (at once or in parts, minus the platform fee) or refunds the client. Stripe
 * calls this "separate charges and transfers"; the built-in test mode plays the same part.
 *
 * Every call is a network call: the service makes it with no database transaction open. Writes
 * carry an idempotency key: the same key never applies a change twice at the provider (and gives
 * back the same id). A failure on the provider's side throws `ProviderUnavailableError`
 * (`lib/provider-unavailable.ts`), which `askProvider` turns into a 503; a refusal of the request
 * itself (an unknown account, a transfer larger than the charge) is a programming error and stays
 * one. Amounts are integer cents of Australian dollars.
 */

export type MarketplaceProviderKind = 'stripe' | 'test';

export interface ConnectedAccountInput {
  /** The professional the account pays out to. */
  userId: string;
  email: string;
  businessName?: string | null;
}

export interface OnboardingLinkInput {
  accountId: string;
  /** Where the provider sends the professional when the link has expired or was used. */
  refreshUrl: string;
  /** Where the provider sends the professional once they leave the onboarding. */
  returnUrl: string;
}

/**
 * Where a connected account stands. TradeMate asks only for the `transfers` capability, so
 * `chargesEnabled` may stay false for good: an account can be paid once `transfersActive`, and
 * its money reaches the bank once `payoutsEnabled`.
 */
export interface AccountStatus {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  transfersActive: boolean;
  detailsSubmitted: boolean;
  /** What the provider still needs from the professional (its field names), past due first. */
  requirements: string[];
}

export interface HeldPaymentCheckoutInput {
  /** TradeMate's payment; the checkout, its payment and its events carry it. */
  paymentId: string;
  amountCents: number;
  /** What the client sees they are paying for. */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Ties the charge to the transfers that later pay it out (the job's payment). */
  transferGroup: string;
}

export interface HeldPaymentCheckout {
  /** The provider's checkout, to ask about later; null when the page is TradeMate's own. */
  providerSessionId: string | null;
  url: string;
}

/** A held payment the provider has taken: the charge later transfers and refunds draw on. */
export interface PaidHeldPayment {
  status: 'paid';
  paymentIntentId: string;
  chargeId: string;
  amountCents: number;
  paidAt: Date;
}

export type HeldPaymentState = { status: 'open' } | { status: 'expired' } | PaidHeldPayment;

export interface TransferInput {
  /** The professional's connected account. */
  accountId: string;
  amountCents: number;
  transferGroup: string;
  /** The held payment's charge: the transfer draws on it, even before its money is available. */
  sourceChargeId: string;
  description: string;
}

/** Why money goes back to the client, in the provider's own words for it. */
export type RefundReason = 'requested_by_customer' | 'duplicate' | 'fraudulent';

export interface RefundInput {
  paymentIntentId: string;
  /** Part or all of what is left of the payment. */
  amountCents: number;
  reason: RefundReason;
}

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface RefundResult {
  refundId: string;
  status: RefundStatus;
}

/** What a provider's webhook event means to the job payments. */
export type MarketplaceEvent = { eventId: string; type: string; createdAt: Date } & (
  | {
      kind: 'held_payment_paid';
      paymentId: string;
      providerSessionId: string;
      paymentIntentId: string | null;
      amountCents: number;
    }
  | { kind: 'held_payment_expired'; paymentId: string; providerSessionId: string }
  | ({ kind: 'account_updated'; accountId: string } & AccountStatus)
  | {
      kind: 'refund_updated';
      paymentIntentId: string | null;
      chargeId: string | null;
      /** The refund the event is about; null when the event is about the charge as a whole. */
      refund: { refundId: string; amountCents: number; status: RefundStatus } | null;
      /** Everything refunded on the charge so far, when the event says. */
      totalRefundedCents: number | null;
    }
  | {
      kind: 'transfer_reversed';
      transferId: string;
      accountId: string | null;
      transferGroup: string | null;
      /** Everything reversed on the transfer so far. */
      amountReversedCents: number;
    }
  | { kind: 'ignored' }
);

/**
 * A payment provider for money held on jobs: Stripe Connect, or the built-in test mode
 * (`marketplace-stripe.ts`, `marketplace-test.ts`, chosen by `create-marketplace-provider.ts`).
 */
export interface MarketplaceProvider {
  kind: MarketplaceProviderKind;
  /** The professional's account at the provider, to which their money is transferred. */
  createConnectedAccount(
    input: ConnectedAccountInput,
    idempotencyKey: string,
  ): Promise<{ accountId: string }>;
  /** A short-lived page where the professional gives the provider their identity and bank. */
  createOnboardingLink(input: OnboardingLinkInput): Promise<{ url: string }>;
  getAccountStatus(accountId: string): Promise<AccountStatus>;
  /** A one-off card payment to TradeMate, charged at once and held in TradeMate's balance. */
  createHeldPaymentCheckout(
    input: HeldPaymentCheckoutInput,
    idempotencyKey: string,
  ): Promise<HeldPaymentCheckout>;
  /** Where a checkout stands, for reconciliation when a webhook is late or lost. */
  getHeldPaymentState(providerSessionId: string): Promise<HeldPaymentState>;
  /** Pays (part of) a held payment out to the professional's account. */
  transferToProfessional(
    input: TransferInput,
    idempotencyKey: string,
  ): Promise<{ transferId: string }>;
  /** Gives (part of) a held payment back to the client's card. */
  refund(input: RefundInput, idempotencyKey: string): Promise<RefundResult>;
  /** Verifies and reads a webhook; throws a 400 AppError when the signature is not right. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): MarketplaceEvent;
}

/**
 * Refuses an amount that is not a positive whole number of cents before anything is sent: the
 * service checks what people ask for, so one reaching a provider is a programming error.
 */
export function assertPositiveCents(amountCents: number, field: string): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`${field} must be a positive whole number of cents, not ${amountCents}`);
}

/** The one currency TradeMate charges and pays out in. */
export const MARKETPLACE_CURRENCY = 'aud';
