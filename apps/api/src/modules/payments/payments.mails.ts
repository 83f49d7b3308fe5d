import { company } from '@trademate/shared/constants/company';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { MailMessage } from '../mail/mail.service';

/** A mail of this module, with the kind the outbox logs it by. */
export type PaymentsMail = MailMessage & { kind: 'renewal_notice' | 'trial_ending' };
import { formatInvoiceDate } from './invoice-pdf';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function message(
  kind: PaymentsMail['kind'],
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
): PaymentsMail {
  const text = [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${company.legalName} · ${company.supportEmail}`,
  ].join('\n');
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html><html lang="en-AU"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#145075">${escapeHtml(company.productName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>${body}
<p style="margin:0;color:#64748b;font-size:13px">${escapeHtml(company.legalName)} · ${escapeHtml(company.supportEmail)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { kind, to, subject, text, html };
}

/** Seven days before a paid period ends: what will be charged, when, and how to stop it. */
export function renewalNoticeMail(
  to: string,
  firstName: string,
  renewal: { planName: string; interval: 'month' | 'year'; amountCents: number; renewsAt: Date },
): PaymentsMail {
  const date = formatInvoiceDate(renewal.renewsAt);
  const m = messages.mails.renewalNotice;
  return message(
    'renewal_notice',
    to,
    m.subject(renewal.planName, date),
    m.title(firstName, date),
    [
      m.charge({
        planName: renewal.planName,
        isMonthly: renewal.interval === 'month',
        date,
        amount: formatAud(renewal.amountCents),
      }),
      m.howToStop,
    ],
  );
}

/** Before a trial ends: it does not renew by itself, since a trial has no card. */
export function trialEndingMail(to: string, firstName: string, endsAt: Date): PaymentsMail {
  const date = formatInvoiceDate(endsAt);
  const m = messages.mails.trialEnding;
  return message('trial_ending', to, m.subject(date), m.title(firstName, date), [...m.paragraphs]);
}
