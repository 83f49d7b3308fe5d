/** Who takes a payment: Stripe, or the built-in test mode when Stripe is not configured. */
export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** A checkout someone started: still open, paid, or left until it expired. */
export const checkoutStatuses = ['open', 'paid', 'expired'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** The Professional plans a person can buy; the free plan is never paid for. */
export const paidPlanCodes = ['professional-monthly', 'professional-yearly'] as const;
export type PaidPlanCode = (typeof paidPlanCodes)[number];
