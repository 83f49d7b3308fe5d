/** The Professional plan's payments and its tax invoices. Re-exported by `messages.ts`. */
/** Buying, renewing and cancelling the Professional plan, and the test-mode checkout. */
export const payments = {
  planRequired: 'Choose a monthly or yearly Professional plan',
  checkoutIdInvalid: 'The checkout id in the address is not valid',
  cardNumberRequired: 'Enter a card number',
  cardExpiryFormat: 'Enter the expiry as MM/YY',
  cardCvcFormat: 'Enter the 3 or 4 digit security code',
  cardNameRequired: 'Enter the name on the card',
  declined: 'Your card was declined. No payment was taken.',
  insufficientFunds: 'Your card has insufficient funds. No payment was taken.',
  unknownTestCard: 'Use one of the test card numbers shown on this page',
  cardExpired: 'This card has expired',
  paid: 'Payment received. Your Professional plan is active.',
  alreadyPaid: 'You have already paid for this period',
  checkoutNotFound: 'This checkout is not available',
  checkoutAlreadyPaid: 'This checkout has already been paid',
  checkoutExpired: 'This checkout has expired. Start again from your plan page.',
  checkoutStarted: 'Checkout started',
  noPaidSubscription: 'You have no paid subscription to change',
  nothingToCancel: 'You have no running paid subscription to cancel',
  nothingToResume: 'You have no cancelled subscription to resume',
  cancelled: 'Your subscription is cancelled. You keep access until the end of the period.',
  resumed: 'Your subscription will renew as usual',
  planSwitched: 'Your plan changes at the next renewal',
  planSwitchCleared: 'You stay on your current plan',
  portalUnavailable: 'The billing portal is only available for card payments through Stripe',
  invoiceNotFound: 'This invoice is not available',
  upgradeOnlyFreeTradie: 'Only free tradies upgrade; tradies renew or switch their plan instead',
  webhookSignatureInvalid: 'The webhook signature is not valid',
  plansNotSetUp: 'Plans are not set up yet',
  providerUnavailable:
    'We could not reach our payment provider, so nothing was changed. Please try again in a few minutes.',
} as const;

/** A tax invoice, as its PDF reads. */
export const invoice = {
  title: 'Tax invoice',
  documentTitle: (number: string) => `Tax invoice ${number}`,
  documentSubject: (number: string) => `TradeMate tax invoice ${number}`,
  abn: (abn: string) => `ABN ${abn}`,
  noAbn: 'No ABN given',
  noGst: 'No GST: the supplier is not registered for GST',
  numberLabel: 'Invoice number',
  issuedLabel: 'Date of issue',
  buyerLabel: 'Billed to',
  emailLabel: 'Email',
  descriptionLabel: 'Description',
  amountLabel: 'Amount (AUD)',
  totalLabel: 'Total',
  gstNote: 'Total price includes GST',
  gstIncluded: (amount: string) => `GST included: ${amount}`,
  paid: `Paid in full. Thank you for using TradeMate.`,
  /** What was sold: the plan, how it is billed and the period paid for. */
  description: (plan: { name: string; isYearly: boolean; from: string; to: string }) =>
    `${plan.name} plan (${plan.isYearly ? 'yearly' : 'monthly'}), ${plan.from} to ${plan.to}`,
} as const;
