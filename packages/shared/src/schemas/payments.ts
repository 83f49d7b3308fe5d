import { z } from 'zod';
import { checkoutStatuses, paidPlanCodes, paymentProviders } from '../constants/payments';
import * as messages from '../messages';
import { cursorPageSchema, cursorQueryFields } from './common';

const m = messages.payments;

/**
 * `POST /api/subscription/checkout` and `PATCH /api/user/freeTradie/upgrade`: start paying for a
 * Professional plan. The answer says where the browser goes next: Stripe Checkout, or the built-in
 * test-mode checkout page (`/checkout/{sessionId}`) when Stripe is not configured.
 */
export const checkoutRequestSchema = z.object({
  planCode: z.enum(paidPlanCodes, { error: m.planRequired }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutSessionSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
  provider: z.enum(paymentProviders),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** `PATCH /api/subscription/plan`: switch between monthly and yearly from the next renewal. */
export const switchPlanRequestSchema = checkoutRequestSchema;
export type SwitchPlanRequest = z.infer<typeof switchPlanRequestSchema>;

/** `POST /api/subscription/portal`: Stripe's customer portal for this customer. */
export const billingPortalSchema = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/**
 * `GET /api/payments/test/checkout/:sessionId`: what the test-mode checkout page shows. Only the
 * user who started the checkout may read it.
 */
export const testCheckoutSchema = z.object({
  sessionId: z.string(),
  status: z.enum(checkoutStatuses),
  plan: z.object({ code: z.enum(paidPlanCodes), name: z.string() }),
  /** AUD cents, GST included, and the GST within it. */
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  /** Where the page sends the browser after a successful payment, or when the person gives up. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** `POST /api/payments/test/checkout/:sessionId/pay`: the card typed on the test checkout page. */
export const testCardPaymentSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .refine((value) => /^\d{12,19}$/.test(cardDigits(value)), m.cardNumberRequired),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, m.cardExpiryFormat),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, m.cardCvcFormat),
  nameOnCard: z.string().trim().min(2, m.cardNameRequired),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

/** One tax invoice: a receipt for one confirmed payment. */
export const invoiceSchema = z.object({
  _id: z.string(),
  /** Sequential, e.g. `TM-000042`. */
  number: z.string(),
  issuedAt: z.iso.datetime(),
  description: z.string(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** `GET` this (same origin, session cookie) for the PDF. */
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /api/subscription/invoices`: newest first, keyset-paginated like every growing list. */
export const invoicePageQuerySchema = z.object({ ...cursorQueryFields });
export type InvoicePageQuery = z.input<typeof invoicePageQuerySchema>;
export const invoicePageSchema = cursorPageSchema(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;
