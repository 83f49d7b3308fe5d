import type { UserType } from '@trademate/shared/constants/users';
import type { PaidPlanCode } from '@trademate/shared/constants/payments';

type Money = { value: number; currency: 'AUD' };

/**
 * Every event the web app pushes to the data layer, with its parameters (decision 068). GA4's
 * recommended names where one fits; none carries personal data: no names, addresses, phone
 * numbers, free text, nor ids of people or of what they wrote.
 */
export interface AnalyticsEvents {
  /** A route change; `page_path` is the route's pattern (`/professional/:id`), never the address. */
  page_view: { page_path: string; page_location: string };
  sign_up: { method: 'email'; user_type: UserType };
  login: { method: 'email' };
  /** A professional contacts a job's client. */
  generate_lead: { lead_source: 'job_request' };
  job_posted: Record<string, never>;
  /** A client hires: straight from the job's contacts, or by accepting a quote. */
  hire: { method: 'contact' | 'quote' };
  quote_sent: Money;
  quote_accepted: Money;
  begin_checkout: Money & { plan: PaidPlanCode };
  purchase: Money & { plan: PaidPlanCode };
  newsletter_sign_up: Record<string, never>;
  ticket_created: Record<string, never>;
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export const analyticsEventNames: readonly AnalyticsEventName[] = [
  'page_view',
  'sign_up',
  'login',
  'generate_lead',
  'job_posted',
  'hire',
  'quote_sent',
  'quote_accepted',
  'begin_checkout',
  'purchase',
  'newsletter_sign_up',
  'ticket_created',
];
