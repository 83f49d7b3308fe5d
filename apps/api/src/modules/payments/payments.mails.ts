import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';

/**
 * What a plan notice says; the alerts module writes it in the alert template, with its
 * unsubscribe link and headers (the person may switch the notices off, decision 019).
 */
export interface PlanNotice {
  event: 'plan_renewal' | 'plan_expiring';
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; href: string };
}

const planAction = () => ({
  label: messages.mails.planAction,
  href: paths.userSubscription.href(),
});
import { formatInvoiceDate } from '../../lib/invoice-pdf';

/** Seven days before a paid period ends: what will be charged, when, and how to stop it. */
export function renewalNotice(
  firstName: string,
  renewal: { planName: string; interval: 'month' | 'year'; amountCents: number; renewsAt: Date },
): PlanNotice {
  const date = formatInvoiceDate(renewal.renewsAt);
  const m = messages.mails.renewalNotice;
  return {
    event: 'plan_renewal',
    subject: m.subject(renewal.planName, date),
    heading: m.title(firstName, date),
    paragraphs: [
      m.charge({
        planName: renewal.planName,
        isMonthly: renewal.interval === 'month',
        date,
        amount: formatAud(renewal.amountCents),
      }),
      m.howToStop,
    ],
    action: planAction(),
  };
}

/** Before a trial ends: it does not renew by itself, since a trial has no card. */
export function trialEndingNotice(firstName: string, endsAt: Date): PlanNotice {
  const date = formatInvoiceDate(endsAt);
  const m = messages.mails.trialEnding;
  return {
    event: 'plan_expiring',
    subject: m.subject(date),
    heading: m.title(firstName, date),
    paragraphs: [...m.paragraphs],
    action: planAction(),
  };
}
